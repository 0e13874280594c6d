// Package db is shaped like sqlc's generated code over pgx/v5: SQL in
// package-level consts, methods on *Queries calling the DBTX interface, the
// Querier interface, and a Store with an ExecTx callback helper.
package db

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type DBTX interface {
	Exec(context.Context, string, ...interface{}) (pgconn.CommandTag, error)
	Query(context.Context, string, ...interface{}) (pgx.Rows, error)
	QueryRow(context.Context, string, ...interface{}) pgx.Row
}

func New(db DBTX) *Queries { return &Queries{db: db} }

type Queries struct{ db DBTX }

const addBalance = `-- name: AddBalance :exec
UPDATE accounts SET balance = balance + $1 WHERE id = $2
`

type AddBalanceParams struct {
	Amount int64
	ID     int64
}

func (q *Queries) AddBalance(ctx context.Context, arg AddBalanceParams) error {
	_, err := q.db.Exec(ctx, addBalance, arg.Amount, arg.ID)
	return err
}

const createNote = `-- name: CreateNote :one
INSERT INTO notes (account_id, body) VALUES ($1, $2) RETURNING id
`

func (q *Queries) CreateNote(ctx context.Context, accountID int64, body string) (int64, error) {
	row := q.db.QueryRow(ctx, createNote, accountID, body)
	var id int64
	err := row.Scan(&id)
	return id, err
}

const setStatus = `-- name: SetStatus :exec
UPDATE accounts SET status = $2 WHERE id = $1
`

func (q *Queries) SetStatus(ctx context.Context, id int64, status string) error {
	_, err := q.db.Exec(ctx, setStatus, id, status)
	return err
}

const claimMessage = `-- name: ClaimMessage :execrows
INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING
`

func (q *Queries) ClaimMessage(ctx context.Context, id string) (int64, error) {
	result, err := q.db.Exec(ctx, claimMessage, id)
	if err != nil {
		return 0, err
	}
	return result.RowsAffected(), nil
}

const saveMessage = `-- name: SaveMessage :exec
INSERT INTO processed_messages (id, status) VALUES ($1, $2) ON CONFLICT DO NOTHING
`

// SaveMessage ignores the affected-row count: a write, not a claim.
func (q *Queries) SaveMessage(ctx context.Context, id string, status int) error {
	_, err := q.db.Exec(ctx, saveMessage, id, status)
	return err
}

const findMessage = `-- name: FindMessage :one
SELECT id, status, created_at FROM processed_messages WHERE id = $1
`

type Message struct {
	ID      string
	Status  int
	Created int64
}

// FindMessage is a check: a SELECT of three columns by the key, no rows is nil.
func (q *Queries) FindMessage(ctx context.Context, id string) (*Message, error) {
	var m Message
	err := q.db.QueryRow(ctx, findMessage, id).Scan(&m.ID, &m.Status, &m.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("find message: %w", err)
	}
	return &m, nil
}

const createMember = `-- name: CreateMember :exec
INSERT INTO members (username, full_name) VALUES ($1, $2)
`

// CreateMember inserts under the primary key username (schema.sql).
func (q *Queries) CreateMember(ctx context.Context, username, fullName string) error {
	_, err := q.db.Exec(ctx, createMember, username, fullName)
	return err
}

const createWallet = `-- name: CreateWallet :one
INSERT INTO wallets (owner, currency) VALUES ($1, $2) RETURNING id
`

// CreateWallet inserts under UNIQUE (owner, currency) (schema.sql).
func (q *Queries) CreateWallet(ctx context.Context, owner, currency string) (int64, error) {
	var id int64
	err := q.db.QueryRow(ctx, createWallet, owner, currency).Scan(&id)
	return id, err
}

type Querier interface {
	CreateMember(ctx context.Context, username, fullName string) error
	CreateWallet(ctx context.Context, owner, currency string) (int64, error)
	AddBalance(ctx context.Context, arg AddBalanceParams) error
	CreateNote(ctx context.Context, accountID int64, body string) (int64, error)
	SetStatus(ctx context.Context, id int64, status string) error
	ClaimMessage(ctx context.Context, id string) (int64, error)
	SaveMessage(ctx context.Context, id string, status int) error
	FindMessage(ctx context.Context, id string) (*Message, error)
}

var _ Querier = (*Queries)(nil)

// Store is the user's store: the queries and a transaction helper.
type Store interface {
	Querier
	ExecTx(ctx context.Context, fn func(*Queries) error) error
}

type SQLStore struct {
	pool *pgxpool.Pool
	*Queries
}

func NewStore(pool *pgxpool.Pool) Store { return &SQLStore{pool: pool, Queries: New(pool)} }

func (s *SQLStore) ExecTx(ctx context.Context, fn func(*Queries) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	if err := fn(New(tx)); err != nil {
		_ = tx.Rollback(ctx)
		return err
	}
	return tx.Commit(ctx)
}
