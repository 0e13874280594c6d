// Package riverpgxv5 is an analysistest stub of
// github.com/riverqueue/river/riverdriver/riverpgxv5 v0.51.2. *Driver
// satisfies the (subset) riverdriver.Driver[pgx.Tx] interface, so
// river.NewClient(riverpgxv5.New(pool), cfg) yields a *river.Client[pgx.Tx].
// Depends on the github.com/jackc/pgx/v5 stubs maintained alongside.
package riverpgxv5

import (
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/riverqueue/river/riverdriver"
)

// Driver is an implementation of riverdriver.Driver for Pgx v5.
type Driver struct {
	dbPool *pgxpool.Pool
}

// New returns a new Pgx v5 River driver for use with River.
func New(dbPool *pgxpool.Pool) *Driver { return &Driver{dbPool: dbPool} }

func (d *Driver) ArgPlaceholder() string             { return "$" }
func (d *Driver) DatabaseName() string               { return "postgres" }
func (d *Driver) GetMigrationDefaultLines() []string { return []string{"main"} }
func (d *Driver) GetMigrationLines() []string        { return []string{"main"} }
func (d *Driver) PoolIsSet() bool                    { return d.dbPool != nil }
func (d *Driver) PoolSet(dbPool any) error           { return nil }

func (d *Driver) UnwrapExecutor(tx pgx.Tx) riverdriver.ExecutorTx { return nil }
func (d *Driver) UnwrapTx(execTx riverdriver.ExecutorTx) pgx.Tx   { return nil }

var _ riverdriver.Driver[pgx.Tx] = New(nil)
