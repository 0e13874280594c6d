// Package sqlite is a stub of github.com/italypaleale/go-sql-utils/sqlite
// v0.3.5 (see the module's README.md).
package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"log/slog"
	"strings"
)

// ConnectOpts configures Connect and NewConnector.
type ConnectOpts struct {
	// ConnString is a SQLite path or a URL beginning with "file:"
	ConnString string
	// Logger is an optional slog instance used to log setup warnings
	Logger *slog.Logger
}

// Connector is a prepared SQLite connector; it implements driver.Connector.
type Connector struct {
	connString string
	inMemory   bool
	maxConns   int
}

var errStub = errors.New("go-sql-utils stub: SQLite is not available")

// NewConnector validates and normalizes the SQLite configuration and returns a reusable connector.
func NewConnector(opts ConnectOpts) (*Connector, error) {
	if opts.ConnString == "" {
		return nil, errors.New("connection string is empty")
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	connString, _, isMemoryDB, maxConns, err := ParseConnectionString(opts.ConnString, log)
	if err != nil {
		return nil, err
	}
	return &Connector{connString: connString, inMemory: isMemoryDB, maxConns: maxConns}, nil
}

// Connect implements driver.Connector.
func (c *Connector) Connect(ctx context.Context) (driver.Conn, error) {
	return nil, errStub
}

// Driver implements driver.Connector.
func (c *Connector) Driver() driver.Driver {
	return stubDriver{}
}

// OpenDB opens a sql.DB from the connector and applies the pool settings SQLite needs.
func (c *Connector) OpenDB() *sql.DB {
	db := sql.OpenDB(c)
	c.ConfigureDB(db)
	return db
}

// ConfigureDB applies connector-specific pool constraints to db.
func (c *Connector) ConfigureDB(db *sql.DB) {
	switch {
	case c.inMemory:
		db.SetMaxOpenConns(1)
	case c.maxConns > 0:
		db.SetMaxOpenConns(c.maxConns)
	}
}

// Connect opens a SQLite database.
func Connect(opts ConnectOpts) (*sql.DB, error) {
	connector, err := NewConnector(opts)
	if err != nil {
		return nil, err
	}
	return connector.OpenDB(), nil
}

// ParseConnectionString parses a SQLite connection string and returns the normalized string,
// the database path, whether it is an in-memory database and the maximum number of connections.
func ParseConnectionString(connString string, log *slog.Logger) (parsedConnString string, dbPath string, isMemoryDB bool, maxConns int, err error) {
	if connString == "" {
		return "", "", false, 0, errors.New("connection string is empty")
	}
	dbPath = strings.TrimPrefix(connString, "file:")
	dbPath, _, _ = strings.Cut(dbPath, "?")
	isMemoryDB = dbPath == ":memory:" || strings.Contains(connString, "mode=memory")
	if !strings.HasPrefix(connString, "file:") {
		connString = "file:" + connString
	}
	return connString, dbPath, isMemoryDB, 0, nil
}

type stubDriver struct{}

func (stubDriver) Open(name string) (driver.Conn, error) {
	return nil, errStub
}
