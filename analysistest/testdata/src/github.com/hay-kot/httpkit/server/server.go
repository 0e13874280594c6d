// Package server is a stub of github.com/hay-kot/httpkit/server
// (v0.0.11): the API idemlint's tests use, with the real signatures.
package server

import (
	"encoding/json"
	"net/http"
)

// Decode reads the body of an HTTP request looking for a JSON document.
func Decode(r *http.Request, val interface{}) error {
	return json.NewDecoder(r.Body).Decode(val)
}

// DecodeStrict is Decode refusing unknown fields.
func DecodeStrict(r *http.Request, val interface{}) error {
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	return d.Decode(val)
}

// JSON converts a Go value to JSON and sends it to the client.
func JSON(w http.ResponseWriter, code int, data interface{}) error {
	w.WriteHeader(code)
	return json.NewEncoder(w).Encode(data)
}
