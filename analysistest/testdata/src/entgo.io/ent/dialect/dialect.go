// Package dialect is an analysistest stub of entgo.io/ent/dialect@v0.14.5.
// Subset: Driver (without Tx: a subset of the real interface) and
// ExecQuerier, the type of the driver field of the config type ent
// generates. Bodies are trivial.
package dialect

import "context"

type ExecQuerier interface {
	Exec(ctx context.Context, query string, args, v any) error
	Query(ctx context.Context, query string, args, v any) error
}

type Driver interface {
	ExecQuerier
	Close() error
	Dialect() string
}
