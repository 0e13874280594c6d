// Package pgtype is an analysistest stub of github.com/jackc/pgx/v5/pgtype (github.com/jackc/pgx/v5@v5.13.0).
// Declarations mirror the real API surface; bodies are trivial.
package pgtype

type Map struct {
}

func NewMap() *Map { return nil }
