// Package uuid is an analysistest stub of github.com/gofrs/uuid/v5 v5.3.0.
package uuid

// UUID is an array type to represent the value of a UUID, as defined in RFC-4122.
type UUID [16]byte

// Nil is the nil UUID.
var Nil = UUID{}

// String returns a canonical RFC-4122 string representation of the UUID.
func (u UUID) String() string { return "" }

// Bytes returns a byte slice representation of the UUID.
func (u UUID) Bytes() []byte { return u[:] }

// IsNil returns if the UUID is equal to the nil UUID.
func (u UUID) IsNil() bool { return u == Nil }

// NewV1 returns a UUID based on the current timestamp and MAC address.
func NewV1() (UUID, error) { return Nil, nil }

// NewV3 returns a UUID based on the MD5 hash of the namespace UUID and name.
func NewV3(ns UUID, name string) UUID { return Nil }

// NewV4 returns a randomly generated UUID.
func NewV4() (UUID, error) { return Nil, nil }

// NewV5 returns a UUID based on SHA-1 hash of the namespace UUID and name.
func NewV5(ns UUID, name string) UUID { return Nil }

// NewV6 returns a k-sortable UUID based on a timestamp and 48 bits of pseudorandom data.
func NewV6() (UUID, error) { return Nil, nil }

// NewV7 returns a k-sortable UUID based on the current millisecond-precision UNIX epoch.
func NewV7() (UUID, error) { return Nil, nil }

// FromBytes returns a UUID generated from the raw byte slice input.
func FromBytes(input []byte) (UUID, error) { return Nil, nil }

// FromBytesOrNil returns a UUID generated from the raw byte slice input.
func FromBytesOrNil(input []byte) UUID { return Nil }

// FromString returns a UUID parsed from the input string.
func FromString(text string) (UUID, error) { return Nil, nil }

// FromStringOrNil returns a UUID parsed from the input string.
func FromStringOrNil(input string) UUID { return Nil }

// Must is a helper that wraps a call to a function returning (UUID, error).
func Must(u UUID, err error) UUID { return u }
