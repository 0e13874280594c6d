// Package store: a subscriber list (listmonk's shape). A subscriber is
// inserted under a fresh uuid, unique on the address, and the opt-in
// mail goes out only after the insert succeeded: a repeat with the same
// address fails on the key before the mail.
package store

import (
	"context"
	"database/sql"
	"net/mail"
	"net/smtp"
	"strings"

	"github.com/google/uuid"
)

type Subscriber struct {
	Email string
	Name  string
	Lists []int
}

type Store struct{ db *sql.DB }

func New(db *sql.DB) *Store { return &Store{db: db} }

// Insert adds the subscriber and mails the opt-in confirmation.
func (s *Store) Insert(ctx context.Context, sub Subscriber) (int, error) {
	var id int
	err := s.db.QueryRowContext(ctx, `INSERT INTO subscriber_rows (uuid, email, name) VALUES ($1, $2, $3) RETURNING id`,
		uuid.NewString(), sub.Email, sub.Name).Scan(&id)
	if err != nil {
		return 0, err
	}
	return id, smtp.SendMail("smtp:587", nil, "list@example.com", []string{sub.Email}, []byte("confirm your subscription"))
}

// AddRole creates a named role of a fixed type (the type bound as a
// constant between two values) and mails the admins.
func (s *Store) AddRole(ctx context.Context, name string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO role_rows (name, type, token) VALUES ($1, $2, $3)`, name, "user", uuid.NewString()); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{"admins@example.com"}, []byte("role "+name+" created"))
}

// AddLabel creates a label; its index covers active labels only, which
// the insert does not say this one is.
func (s *Store) AddLabel(ctx context.Context, name string) error {
	if _, err := s.db.ExecContext(ctx, `INSERT INTO label_rows (name, token, active) VALUES ($1, $2, $3)`, name, uuid.NewString(), false); err != nil {
		return err
	}
	return smtp.SendMail("smtp:587", nil, "app@example.com", []string{"admins@example.com"}, []byte("label "+name+" created"))
}

// Validate normalises the address: a copy of the request with its email
// rewritten, every other field as the request gave it.
func Validate(sub Subscriber) (Subscriber, error) {
	if len(sub.Email) > 1000 {
		return sub, mail.ErrHeaderNotPresent
	}
	addr, err := sanitize(sub.Email)
	if err != nil {
		return sub, err
	}
	sub.Email = strings.ToLower(addr)
	sub.Name = strings.TrimSpace(sub.Name)
	return sub, nil
}

func sanitize(s string) (string, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	em, err := mail.ParseAddress(s)
	if err != nil || em.Address != s {
		return "", err
	}
	return em.Address, nil
}
