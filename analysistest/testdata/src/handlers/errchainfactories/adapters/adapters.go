// Package adapters turns typed functions into errchain handlers: the
// closures decode the request and hand it on to the function given.
package adapters

import (
	"net/http"

	"github.com/hay-kot/httpkit/errchain"
	"github.com/hay-kot/httpkit/server"
)

type AdapterFunc[T any, Y any] func(*http.Request, T) (Y, error)

type CommandFunc[T any] func(*http.Request) (T, error)

// Action decodes the body into a T and hands it to f.
func Action[T any, Y any](f AdapterFunc[T, Y], ok int) errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		var v T
		if err := server.Decode(r, &v); err != nil {
			return err
		}
		res, err := f(r, v)
		if err != nil {
			return err
		}
		return server.JSON(w, ok, res)
	}
}

// Command hands the request to f.
func Command[T any](f CommandFunc[T], ok int) errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		res, err := f(r)
		if err != nil {
			return err
		}
		return server.JSON(w, ok, res)
	}
}
