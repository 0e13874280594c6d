// Package lib has a function the test makes the analysis fail on (Boom)
// and one it must still summarise and export (Credit).
package lib

import (
	"context"
	"database/sql"
)

// Boom is summarised with a panic (the test's hook).
func Boom(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, "UPDATE boom SET n = n + 1")
	return err
}

// Credit increments a balance: its fact reaches the importer's handler.
func Credit(ctx context.Context, db *sql.DB, user string) error {
	_, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + 10 WHERE id = $1", user)
	return err
}
