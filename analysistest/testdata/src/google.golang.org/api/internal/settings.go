// Package internal is a minimal analysistest stub of
// google.golang.org/api/internal (only DialSettings, opaque).
package internal

// DialSettings holds information needed to establish a connection with a
// Google API service.
type DialSettings struct {
	Endpoint string
}
