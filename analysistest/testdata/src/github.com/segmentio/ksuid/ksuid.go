// Package ksuid is an analysistest stub of github.com/segmentio/ksuid (github.com/segmentio/ksuid@v1.0.4).
// Declarations mirror the real API surface; bodies are trivial.
package ksuid

import (
	"database/sql/driver"
	"io"
	"time"
)

func AppendCompressed(set []byte, ids ...KSUID) CompressedSet { return nil }

func Compare(a, b KSUID) int { return 0 }

func Compress(ids ...KSUID) CompressedSet { return nil }

type CompressedSet []byte

func (set CompressedSet) Iter() CompressedSetIter { return CompressedSetIter{} }

func (set CompressedSet) String() string { return "" }

func (set CompressedSet) GoString() string { return "" }

type CompressedSetIter struct {
	KSUID KSUID
}

func (it *CompressedSetIter) Next() bool { return false }

var FastRander io.Reader

func FromBytes(b []byte) (KSUID, error) { return KSUID{}, nil }

func FromParts(t time.Time, payload []byte) (KSUID, error) { return KSUID{}, nil }

func IsSorted(ids []KSUID) bool { return false }

type KSUID [byteLength]byte

func (i KSUID) Append(b []byte) []byte { return nil }

func (i KSUID) Time() time.Time { return time.Time{} }

func (i KSUID) Timestamp() uint32 { return 0 }

func (i KSUID) Payload() []byte { return nil }

func (i KSUID) String() string { return "" }

func (i KSUID) Bytes() []byte { return nil }

func (i KSUID) IsNil() bool { return false }

func (i KSUID) Get() interface{} { return nil }

func (i *KSUID) Set(s string) error { return nil }

func (i KSUID) MarshalText() ([]byte, error) { return nil, nil }

func (i KSUID) MarshalBinary() ([]byte, error) { return nil, nil }

func (i *KSUID) UnmarshalText(b []byte) error { return nil }

func (i *KSUID) UnmarshalBinary(b []byte) error { return nil }

func (i KSUID) Value() (driver.Value, error) { return nil, nil }

func (i *KSUID) Scan(src interface{}) error { return nil }

func (id KSUID) Next() KSUID { return KSUID{} }

func (id KSUID) Prev() KSUID { return KSUID{} }

var Max KSUID

func New() KSUID { return KSUID{} }

func NewRandom() (ksuid KSUID, err error) { return }

func NewRandomWithTime(t time.Time) (ksuid KSUID, err error) { return }

var Nil KSUID

func Parse(s string) (KSUID, error) { return KSUID{}, nil }

type Sequence struct {
	Seed KSUID
}

func (seq *Sequence) Next() (KSUID, error) { return KSUID{}, nil }

func (seq *Sequence) Bounds() (min KSUID, max KSUID) { return }

func SetRand(r io.Reader) {}

func Sort(ids []KSUID) {}

const byteLength = 20
