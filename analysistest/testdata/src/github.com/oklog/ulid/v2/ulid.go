// Package ulid is an analysistest stub of github.com/oklog/ulid/v2 (github.com/oklog/ulid/v2@v2.1.2).
// Declarations mirror the real API surface; bodies are trivial.
package ulid

import (
	"database/sql/driver"
	"errors"
	"io"
	"time"
)

func DefaultEntropy() io.Reader { return nil }

const EncodedSize = 26

const Encoding = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

var ErrBigTime error = errors.New("ulid: time too big")

var ErrBufferSize error = errors.New("ulid: bad buffer size when marshaling")

var ErrDataSize error = errors.New("ulid: bad data size when unmarshaling")

var ErrInvalidCharacters error = errors.New("ulid: bad data characters when unmarshaling")

var ErrMonotonicOverflow error = errors.New("ulid: monotonic entropy overflow")

var ErrOverflow error = errors.New("ulid: overflow when unmarshaling")

var ErrScanValue error = errors.New("ulid: source value must be a string or byte slice")

type LockedMonotonicReader struct {
	MonotonicReader
}

func (r *LockedMonotonicReader) MonotonicRead(ms uint64, p []byte) (err error) { return }

func Make() (id ULID) { return }

func MaxTime() uint64 { return 0 }

func Monotonic(entropy io.Reader, inc uint64) *MonotonicEntropy { return nil }

type MonotonicEntropy struct {
	io.Reader
}

func (m *MonotonicEntropy) MonotonicRead(ms uint64, entropy []byte) (err error) { return }

type MonotonicReader interface {
	io.Reader
	MonotonicRead(ms uint64, p []byte) error
}

func MustNew(ms uint64, entropy io.Reader) ULID { return ULID{} }

func MustNewDefault(t time.Time) ULID { return ULID{} }

func MustParse(ulid string) ULID { return ULID{} }

func MustParseStrict(ulid string) ULID { return ULID{} }

func New(ms uint64, entropy io.Reader) (id ULID, err error) { return }

func Now() uint64 { return 0 }

func Parse(ulid string) (id ULID, err error) { return }

func ParseStrict(ulid string) (id ULID, err error) { return }

func Time(ms uint64) time.Time { return time.Time{} }

func Timestamp(t time.Time) uint64 { return 0 }

type ULID [16]byte

func (id ULID) Bytes() []byte { return nil }

func (id ULID) String() string { return "" }

func (id ULID) MarshalBinary() ([]byte, error) { return nil, nil }

func (id ULID) MarshalBinaryTo(dst []byte) error { return nil }

func (id *ULID) UnmarshalBinary(data []byte) error { return nil }

func (id ULID) MarshalText() ([]byte, error) { return nil, nil }

func (id ULID) MarshalTextTo(dst []byte) error { return nil }

func (id *ULID) UnmarshalText(v []byte) error { return nil }

func (id ULID) Time() uint64 { return 0 }

func (id ULID) Timestamp() time.Time { return time.Time{} }

func (id ULID) IsZero() bool { return false }

func (id *ULID) SetTime(ms uint64) error { return nil }

func (id ULID) Entropy() []byte { return nil }

func (id *ULID) SetEntropy(e []byte) error { return nil }

func (id ULID) Compare(other ULID) int { return 0 }

func (id *ULID) Scan(src interface{}) error { return nil }

func (id ULID) Value() (driver.Value, error) { return nil, nil }

var Zero ULID
