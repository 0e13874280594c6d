// Package sqlite is a stub of github.com/italypaleale/go-sql-utils/instrument/sqlite
// v0.3.5 (see the module's README.md).
package sqlite

import (
	"database/sql"
	"errors"

	"github.com/italypaleale/go-sql-utils/instrument"
	sqliteutils "github.com/italypaleale/go-sql-utils/sqlite"
)

// Open opens an instrumented sql.DB from a prepared SQLite connector created with sqlite.NewConnector.
func Open(connector *sqliteutils.Connector, opts *instrument.Options) (*sql.DB, error) {
	if connector == nil {
		return nil, errors.New("SQLite connector is nil")
	}
	return connector.OpenDB(), nil
}
