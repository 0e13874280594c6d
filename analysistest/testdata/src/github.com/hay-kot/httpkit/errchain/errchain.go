// Package errchain is a stub of github.com/hay-kot/httpkit/errchain
// (v0.0.11): the API idemlint's tests use, with the real signatures.
package errchain

import "net/http"

// Handler is http.Handler returning an error.
type Handler interface {
	ServeHTTP(http.ResponseWriter, *http.Request) error
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(w http.ResponseWriter, r *http.Request) error

func (f HandlerFunc) ServeHTTP(w http.ResponseWriter, r *http.Request) error { return f(w, r) }

type ErrorHandler func(Handler) http.Handler

type Middleware func(Handler) Handler

type ErrChain struct {
	errorHandler ErrorHandler
	globalMW     []Middleware
}

func New(hdlr ErrorHandler) *ErrChain { return &ErrChain{errorHandler: hdlr} }

func (ec *ErrChain) Use(mw ...Middleware) { ec.globalMW = append(ec.globalMW, mw...) }

// ToHandler wraps h in the middleware and the error handler.
func (ec *ErrChain) ToHandler(h Handler, mw ...Middleware) http.Handler {
	for i := len(mw) - 1; i >= 0; i-- {
		h = mw[i](h)
	}
	for i := len(ec.globalMW) - 1; i >= 0; i-- {
		h = ec.globalMW[i](h)
	}
	return ec.errorHandler(h)
}

// ToHandlerFunc is ToHandler for a HandlerFunc.
func (ec *ErrChain) ToHandlerFunc(h HandlerFunc, mw ...Middleware) http.HandlerFunc {
	return ec.ToHandler(h, mw...).ServeHTTP
}
