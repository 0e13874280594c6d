// Package xid is an analysistest stub of github.com/rs/xid (github.com/rs/xid@v1.6.0).
// Declarations mirror the real API surface; bodies are trivial.
package xid

import (
	"database/sql/driver"
	"time"
)

const ErrInvalidID strErr = "xid: invalid ID"

func FromBytes(b []byte) (ID, error) { return ID{}, nil }

func FromString(id string) (ID, error) { return ID{}, nil }

type ID [rawLen]byte

func (id ID) String() string { return "" }

func (id ID) Encode(dst []byte) []byte { return nil }

func (id ID) MarshalText() ([]byte, error) { return nil, nil }

func (id ID) MarshalJSON() ([]byte, error) { return nil, nil }

func (id *ID) UnmarshalText(text []byte) error { return nil }

func (id *ID) UnmarshalJSON(b []byte) error { return nil }

func (id ID) Time() time.Time { return time.Time{} }

func (id ID) Machine() []byte { return nil }

func (id ID) Pid() uint16 { return 0 }

func (id ID) Counter() int32 { return 0 }

func (id ID) Value() (driver.Value, error) { return nil, nil }

func (id *ID) Scan(value interface{}) (err error) { return }

func (id ID) IsNil() bool { return false }

func (id ID) IsZero() bool { return false }

func (id ID) Bytes() []byte { return nil }

func (id ID) Compare(other ID) int { return 0 }

func New() ID { return ID{} }

func NewWithTime(t time.Time) ID { return ID{} }

func NilID() ID { return ID{} }

func Sort(ids []ID) {}

const rawLen = 12

type strErr string

func (err strErr) Error() string { return "" }
