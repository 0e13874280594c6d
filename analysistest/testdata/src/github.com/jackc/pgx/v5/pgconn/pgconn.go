// Package pgconn is an analysistest stub of github.com/jackc/pgx/v5/pgconn (github.com/jackc/pgx/v5@v5.13.0).
// Declarations mirror the real API surface; bodies are trivial.
package pgconn

import (
	"context"
	"crypto/tls"
	"time"
)

type CommandTag struct {
}

func NewCommandTag(s string) CommandTag { return CommandTag{} }

func (ct CommandTag) RowsAffected() int64 { return 0 }

func (ct CommandTag) String() string { return "" }

func (ct CommandTag) Insert() bool { return false }

func (ct CommandTag) Update() bool { return false }

func (ct CommandTag) Delete() bool { return false }

func (ct CommandTag) Select() bool { return false }

type PgError struct {
	Severity            string
	SeverityUnlocalized string
	Code                string
	Message             string
	Detail              string
	Hint                string
	Position            int32
	InternalPosition    int32
	InternalQuery       string
	Where               string
	SchemaName          string
	TableName           string
	ColumnName          string
	DataTypeName        string
	ConstraintName      string
	File                string
	Line                int32
	Routine             string
}

func (pe *PgError) Error() string { return "" }

func (pe *PgError) SQLState() string { return "" }

type Notice PgError

func SafeToRetry(err error) bool { return false }

func Timeout(err error) bool { return false }

type FieldDescription struct {
	Name                 string
	TableOID             uint32
	TableAttributeNumber uint16
	DataTypeOID          uint32
	DataTypeSize         int16
	TypeModifier         int32
	Format               int16
}

type StatementDescription struct {
	Name      string
	SQL       string
	ParamOIDs []uint32
	Fields    []FieldDescription
}

type Notification struct {
	PID     uint32
	Channel string
	Payload string
}

type PgConn struct {
}

func (pgConn *PgConn) Close(ctx context.Context) error { return nil }

func (pgConn *PgConn) IsClosed() bool { return false }

func (pgConn *PgConn) PID() uint32 { return 0 }

func (pgConn *PgConn) TxStatus() byte { return 0 }

func (pgConn *PgConn) ParameterStatus(key string) string { return "" }

func (pgConn *PgConn) Exec(ctx context.Context, sql string) *MultiResultReader { return nil }

func (pgConn *PgConn) ExecParams(ctx context.Context, sql string, paramValues [][]byte, paramOIDs []uint32, paramFormats, resultFormats []int16) *ResultReader {
	return nil
}

type Config struct {
	Host           string
	Port           uint16
	Database       string
	User           string
	Password       string
	TLSConfig      *tls.Config
	ConnectTimeout time.Duration
	RuntimeParams  map[string]string
}

func (c *Config) Copy() *Config { return nil }

type ParseConfigOptions struct {
}

func ParseConfig(connString string) (*Config, error) { return nil, nil }

func Connect(ctx context.Context, connString string) (*PgConn, error) { return nil, nil }

type MultiResultReader struct {
}

func (mrr *MultiResultReader) ReadAll() ([]*Result, error) { return nil, nil }

func (mrr *MultiResultReader) Close() error { return nil }

type ResultReader struct {
}

func (rr *ResultReader) Read() *Result { return nil }

func (rr *ResultReader) Close() (CommandTag, error) { return CommandTag{}, nil }

func (rr *ResultReader) NextRow() bool { return false }

func (rr *ResultReader) Values() [][]byte { return nil }

func (rr *ResultReader) FieldDescriptions() []FieldDescription { return nil }

type Result struct {
	FieldDescriptions []FieldDescription
	Rows              [][][]byte
	CommandTag        CommandTag
	Err               error
}
