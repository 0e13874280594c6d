// Package store keeps users unique by email (schema.sql): a repository
// normalising the email it inserts, with its struct parameter updated in
// place (spilled to a local).
package store

import (
	"context"
	"database/sql"
	"strings"
	"time"
)

type NewUser struct {
	Email  string
	Name   string
	Joined time.Time
}

type Store struct{ db *sql.DB }

func normalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// CreateUser fails on a second user of the same email.
func (s *Store) CreateUser(ctx context.Context, u NewUser) error {
	u.Name = strings.TrimSpace(u.Name)
	return s.insertUser(ctx, u)
}

func (s *Store) insertUser(ctx context.Context, u NewUser) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO users (email, name, joined) VALUES ($1, $2, $3)`, normalizeEmail(u.Email), u.Name, u.Joined)
	if err != nil {
		return err
	}
	return nil
}

// LogSignup adds a row per call.
func (s *Store) LogSignup(ctx context.Context, u NewUser) error {
	u.Name = strings.TrimSpace(u.Name)
	_, err := s.db.ExecContext(ctx, `INSERT INTO signups (email, name, joined) VALUES ($1, $2, $3)`, normalizeEmail(u.Email), u.Name, u.Joined)
	return err
}

// Credit adds to a balance.
func (s *Store) Credit(ctx context.Context, email string, amount int64) error {
	_, err := s.db.ExecContext(ctx, `UPDATE balances SET balance = balance + $1 WHERE email = $2`, amount, email)
	return err
}
