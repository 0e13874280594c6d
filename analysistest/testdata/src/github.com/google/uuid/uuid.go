// Package uuid is an analysistest stub of github.com/google/uuid (github.com/google/uuid@v1.6.0).
// Declarations mirror the real API surface; bodies are trivial.
package uuid

import (
	"database/sql/driver"
	"hash"
	"io"
)

func ClockSequence() int { return 0 }

func DisableRandPool() {}

type Domain byte

func (d Domain) String() string { return "" }

func EnableRandPool() {}

func FromBytes(b []byte) (uuid UUID, err error) { return }

const Future Variant = 4

func GetTime() (Time, uint16, error) { return 0, 0, nil }

const Group Domain = 1

const Invalid Variant = 0

func IsInvalidLengthError(err error) bool { return false }

var Max UUID

const Microsoft Variant = 3

func Must(uuid UUID, err error) UUID { return UUID{} }

func MustParse(s string) UUID { return UUID{} }

var NameSpaceDNS UUID

var NameSpaceOID UUID

var NameSpaceURL UUID

var NameSpaceX500 UUID

func New() UUID { return UUID{} }

func NewDCEGroup() (UUID, error) { return UUID{}, nil }

func NewDCEPerson() (UUID, error) { return UUID{}, nil }

func NewDCESecurity(domain Domain, id uint32) (UUID, error) { return UUID{}, nil }

func NewHash(h hash.Hash, space UUID, data []byte, version int) UUID { return UUID{} }

func NewMD5(space UUID, data []byte) UUID { return UUID{} }

func NewRandom() (UUID, error) { return UUID{}, nil }

func NewRandomFromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

func NewSHA1(space UUID, data []byte) UUID { return UUID{} }

func NewString() string { return "" }

func NewUUID() (UUID, error) { return UUID{}, nil }

func NewV6() (UUID, error) { return UUID{}, nil }

func NewV7() (UUID, error) { return UUID{}, nil }

func NewV7FromReader(r io.Reader) (UUID, error) { return UUID{}, nil }

var Nil UUID

func NodeID() []byte { return nil }

func NodeInterface() string { return "" }

type NullUUID struct {
	UUID  UUID
	Valid bool
}

func (nu *NullUUID) Scan(value interface{}) error { return nil }

func (nu NullUUID) Value() (driver.Value, error) { return nil, nil }

func (nu NullUUID) MarshalBinary() ([]byte, error) { return nil, nil }

func (nu *NullUUID) UnmarshalBinary(data []byte) error { return nil }

func (nu NullUUID) MarshalText() ([]byte, error) { return nil, nil }

func (nu *NullUUID) UnmarshalText(data []byte) error { return nil }

func (nu NullUUID) MarshalJSON() ([]byte, error) { return nil, nil }

func (nu *NullUUID) UnmarshalJSON(data []byte) error { return nil }

const Org Domain = 2

func Parse(s string) (UUID, error) { return UUID{}, nil }

func ParseBytes(b []byte) (UUID, error) { return UUID{}, nil }

const Person Domain = 0

const RFC4122 Variant = 1

const Reserved Variant = 2

func SetClockSequence(seq int) {}

func SetNodeID(id []byte) bool { return false }

func SetNodeInterface(name string) bool { return false }

func SetRand(r io.Reader) {}

type Time int64

func (t Time) UnixTime() (sec, nsec int64) { return }

type UUID [16]byte

func (uuid UUID) Domain() Domain { return 0 }

func (uuid UUID) ID() uint32 { return 0 }

func (uuid UUID) MarshalText() ([]byte, error) { return nil, nil }

func (uuid *UUID) UnmarshalText(data []byte) error { return nil }

func (uuid UUID) MarshalBinary() ([]byte, error) { return nil, nil }

func (uuid *UUID) UnmarshalBinary(data []byte) error { return nil }

func (uuid UUID) NodeID() []byte { return nil }

func (uuid *UUID) Scan(src interface{}) error { return nil }

func (uuid UUID) Value() (driver.Value, error) { return nil, nil }

func (uuid UUID) Time() Time { return 0 }

func (uuid UUID) ClockSequence() int { return 0 }

func (uuid UUID) String() string { return "" }

func (uuid UUID) URN() string { return "" }

func (uuid UUID) Variant() Variant { return 0 }

func (uuid UUID) Version() Version { return 0 }

type UUIDs []UUID

func (uuids UUIDs) Strings() []string { return nil }

func Validate(s string) error { return nil }

type Variant byte

func (v Variant) String() string { return "" }

type Version byte

func (v Version) String() string { return "" }
