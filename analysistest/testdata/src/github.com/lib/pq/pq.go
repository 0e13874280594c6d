// Package pq is an analysistest stub of github.com/lib/pq (github.com/lib/pq@v1.12.3).
// Declarations mirror the real API surface; bodies are trivial.
package pq

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"time"

	"github.com/lib/pq/pqerror"
)

type Error struct {
	Severity         string
	Code             pqerror.Code
	Message          string
	Detail           string
	Hint             string
	Position         string
	InternalPosition string
	InternalQuery    string
	Where            string
	Schema           string
	Table            string
	Column           string
	DataTypeName     string
	Constraint       string
	File             string
	Line             string
	Routine          string
}

func (e *Error) Get(k byte) (v string) { return }

func (e *Error) Fatal() bool { return false }

func (e *Error) SQLState() string { return "" }

func (e *Error) Error() string { return "" }

func (e *Error) ErrorWithDetail() string { return "" }

type ErrorCode = pqerror.Code

type ErrorClass = pqerror.Class

func As(err error, codes ...pqerror.Code) *Error { return nil }

type PGError interface {
	Error() string
	Fatal() bool
	Get(k byte) (v string)
}

const Efatal = "FATAL"

const Epanic = "PANIC"

const Ewarning = "WARNING"

const Enotice = "NOTICE"

const Edebug = "DEBUG"

const Einfo = "INFO"

const Elog = "LOG"

func Array(a any) interface {
	driver.Valuer
	sql.Scanner
} {
	return nil
}

type ArrayDelimiter interface {
	ArrayDelimiter() string
}

type BoolArray []bool

func (a *BoolArray) Scan(src any) error { return nil }

func (a BoolArray) Value() (driver.Value, error) { return nil, nil }

type ByteaArray [][]byte

func (a *ByteaArray) Scan(src any) error { return nil }

func (a ByteaArray) Value() (driver.Value, error) { return nil, nil }

type Float64Array []float64

func (a *Float64Array) Scan(src any) error { return nil }

func (a Float64Array) Value() (driver.Value, error) { return nil, nil }

type Float32Array []float32

func (a *Float32Array) Scan(src any) error { return nil }

func (a Float32Array) Value() (driver.Value, error) { return nil, nil }

type Int64Array []int64

func (a *Int64Array) Scan(src any) error { return nil }

func (a Int64Array) Value() (driver.Value, error) { return nil, nil }

type Int32Array []int32

func (a *Int32Array) Scan(src any) error { return nil }

func (a Int32Array) Value() (driver.Value, error) { return nil, nil }

type StringArray []string

func (a *StringArray) Scan(src any) error { return nil }

func (a StringArray) Value() (driver.Value, error) { return nil, nil }

type GenericArray struct {
	A any
}

func (a GenericArray) Scan(src any) error { return nil }

func (a GenericArray) Value() (driver.Value, error) { return nil, nil }

type Driver struct {
}

func (d Driver) Open(name string) (driver.Conn, error) { return nil, nil }

func Open(dsn string) (_ driver.Conn, err error) { return }

func NewConnector(dsn string) (*Connector, error) { return nil, nil }

type Connector struct {
}

func (c *Connector) Connect(ctx context.Context) (driver.Conn, error) { return nil, nil }

func (c *Connector) Driver() driver.Driver { return nil }

func CopyIn(table string, columns ...string) string { return "" }

func CopyInSchema(schema, table string, columns ...string) string { return "" }

func QuoteIdentifier(name string) string { return "" }

func QuoteLiteral(literal string) string { return "" }

type NullTime = sql.NullTime

type Notification struct {
	BePid   int
	Channel string
	Extra   string
}

type ListenerEventType int

func (l ListenerEventType) String() string { return "" }

const ListenerEventConnected ListenerEventType = 0

const ListenerEventDisconnected ListenerEventType = 1

const ListenerEventReconnected ListenerEventType = 2

const ListenerEventConnectionAttemptFailed ListenerEventType = 3

type EventCallbackType func(event ListenerEventType, err error)

type Listener struct {
	Notify chan *Notification
}

func NewListener(dsn string, minReconnect, maxReconnect time.Duration, cb EventCallbackType) *Listener {
	return nil
}

func (l *Listener) NotificationChannel() <-chan *Notification { return nil }

func (l *Listener) Listen(channel string) error { return nil }

func (l *Listener) Unlisten(channel string) error { return nil }

func (l *Listener) UnlistenAll() error { return nil }

func (l *Listener) Ping() error { return nil }

func (l *Listener) Close() error { return nil }
