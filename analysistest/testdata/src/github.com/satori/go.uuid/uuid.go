// Package uuid is an analysistest stub of github.com/satori/go.uuid v1.2.0.
package uuid

// UUID representation compliant with specification described in RFC 4122.
type UUID [16]byte

// Nil is special form of UUID that is specified to have all 128 bits set to zero.
var Nil = UUID{}

// String returns canonical string representation of UUID.
func (u UUID) String() string { return "" }

// Bytes returns bytes slice representation of UUID.
func (u UUID) Bytes() []byte { return u[:] }

// NewV1 returns UUID based on current timestamp and MAC address.
func NewV1() UUID { return Nil }

// NewV2 returns DCE Security UUID based on POSIX UID/GID.
func NewV2(domain byte) UUID { return Nil }

// NewV3 returns UUID based on MD5 hash of namespace UUID and name.
func NewV3(ns UUID, name string) UUID { return Nil }

// NewV4 returns random generated UUID.
func NewV4() UUID { return Nil }

// NewV5 returns UUID based on SHA-1 hash of namespace UUID and name.
func NewV5(ns UUID, name string) UUID { return Nil }

// FromBytes returns UUID converted from raw byte slice input.
func FromBytes(input []byte) (u UUID, err error) { return }

// FromBytesOrNil returns UUID converted from raw byte slice input.
func FromBytesOrNil(input []byte) UUID { return Nil }

// FromString returns UUID parsed from string input.
func FromString(input string) (u UUID, err error) { return }

// FromStringOrNil returns UUID parsed from string input.
func FromStringOrNil(input string) UUID { return Nil }

// Must is a helper that wraps a call to a function returning (UUID, error).
func Must(u UUID, err error) UUID { return u }
