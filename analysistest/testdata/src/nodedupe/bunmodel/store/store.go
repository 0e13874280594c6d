// Package store inserts bun models given by its callers (no literal: the
// row is the model's fields).
package store

import (
	"context"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// Ledger is keyed by its name (the bun primary key).
type Ledger struct {
	bun.BaseModel `bun:"ledgers"`

	ID   int64  `bun:"id,scanonly"`
	Name string `bun:"name,pk"`
}

// Note has a serial id only.
type Note struct {
	bun.BaseModel `bun:"notes"`

	ID   int64  `bun:"id,pk,autoincrement"`
	Body string `bun:"body"`
}

type Store struct{ db *bun.DB }

// CreateLedger inserts the ledger: a second one of the same name fails on
// the primary key.
func (s *Store) CreateLedger(ctx context.Context, l *Ledger) error {
	if _, err := s.db.NewInsert().Model(l).Exec(ctx); err != nil {
		return err
	}
	return nil
}

// AddNote inserts a note under a serial id.
func (s *Store) AddNote(ctx context.Context, n *Note) error {
	_, err := s.db.NewInsert().Model(n).Exec(ctx)
	return err
}

// PipeConfig is what a pipe is made of: a source and a sink.
type PipeConfig struct {
	Source string `bun:"source"`
	Sink   string `bun:"sink"`
}

// Pipe embeds its configuration (bun flattens it into the row) and has a
// surrogate id its constructor mints; the schema makes (source, sink)
// unique.
type Pipe struct {
	bun.BaseModel `bun:"table:bun_pipes"`

	PipeConfig
	ID string `bun:"id,pk"`
}

func NewPipe(c PipeConfig) Pipe { return Pipe{PipeConfig: c, ID: uuid.NewString()} }

// CreatePipe inserts the pipe: a second one of the same source and sink
// fails on the unique key, whatever its id.
func (s *Store) CreatePipe(ctx context.Context, p Pipe) error {
	_, err := s.db.NewInsert().Model(&p).Exec(ctx)
	return err
}
