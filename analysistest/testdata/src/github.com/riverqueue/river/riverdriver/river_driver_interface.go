// Package riverdriver is a minimal analysistest stub of
// github.com/riverqueue/river/riverdriver v0.51.2. Driver and ExecutorTx are
// SUBSETS of the real (large) interfaces. UnwrapExecutor/UnwrapTx are kept
// because they mention TTx, which is what lets river.NewClient infer TTx
// from a concrete driver (e.g. riverpgxv5.New(pool) -> Client[pgx.Tx]).
package riverdriver

import "context"

// Driver provides a database driver for use with river.Client.
type Driver[TTx any] interface {
	ArgPlaceholder() string
	DatabaseName() string
	GetMigrationDefaultLines() []string
	GetMigrationLines() []string
	PoolIsSet() bool
	PoolSet(dbPool any) error
	UnwrapExecutor(tx TTx) ExecutorTx
	UnwrapTx(execTx ExecutorTx) TTx
}

// ExecutorTx is an executor which is a transaction (subset: the real one
// also embeds Executor).
type ExecutorTx interface {
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error
}
