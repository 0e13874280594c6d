// Package shortuuid is an analysistest stub of
// github.com/lithammer/shortuuid/v4 v4.3.0 (exported API; no alphabet internals).
package shortuuid

import "github.com/google/uuid"

// DefaultEncoder is the default encoder used when generating new UUIDs, and is
// based on Base57.
var DefaultEncoder = b57Encoder{}

// Encoder is an interface for encoding/decoding UUIDs to strings.
type Encoder interface {
	Encode(uuid.UUID) string
	Decode(string) (uuid.UUID, error)
}

// New returns a new UUIDv4, encoded with base57.
func New() string { return "" }

// NewWithEncoder returns a new UUIDv4, encoded with enc.
func NewWithEncoder(enc Encoder) string { return "" }

// NewWithNamespace returns a new UUIDv5 (or v4 if name is empty), encoded with base57.
func NewWithNamespace(name string) string { return "" }

// NewWithAlphabet returns a new UUIDv4, encoded using the alternative
// alphabet abc.
func NewWithAlphabet(abc string) string { return "" }

// b57Encoder is an optimized encoder for the default base57 alphabet.
type b57Encoder struct{}

func (e b57Encoder) Encode(u uuid.UUID) string { return "" }

func (e b57Encoder) Decode(s string) (u uuid.UUID, err error) { return u, nil }
