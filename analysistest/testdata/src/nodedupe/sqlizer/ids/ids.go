// Package ids is a service's own id helper over crypto/rand: it imports
// no modelled library, and its callers still learn that New mints.
package ids

import (
	"crypto/rand"
	"encoding/hex"
)

// New returns a fresh random id.
func New() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
