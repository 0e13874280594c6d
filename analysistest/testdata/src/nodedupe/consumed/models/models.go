// Package models: pop models and the loaders that find them.
package models

import (
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/gofrs/uuid/v5"

	"nodedupe/consumed/storage"
)

type Identity struct {
	ID       uuid.UUID `db:"id"`
	Provider string    `db:"provider"`
}

type User struct {
	ID         uuid.UUID  `db:"id"`
	Email      string     `db:"email"`
	Identities []Identity `has_many:"identities"`
}

type Factor struct {
	ID     uuid.UUID `db:"id"`
	Status string    `db:"status"`
}

type Challenge struct {
	ID         uuid.UUID  `db:"id"`
	FactorID   uuid.UUID  `db:"factor_id"`
	VerifiedAt *time.Time `db:"verified_at"`
}

// ErrNotFound: no row matched.
var ErrNotFound = errors.New("not found")

// FindChallengeByID: a loader: the row pop's First fills, or an error.
func FindChallengeByID(tx *storage.Connection, id uuid.UUID) (*Challenge, error) {
	var c Challenge
	err := tx.Q().Where("id = ?", id).First(&c)
	if err != nil && errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	} else if err != nil {
		return nil, err
	}
	return &c, nil
}

// Verify marks the challenge used.
func (c *Challenge) Verify(tx *storage.Connection) error {
	now := time.Now()
	c.VerifiedAt = &now
	return tx.UpdateOnly(c, "verified_at")
}

// Touch records that the challenge was seen, without marking it used.
func (c *Challenge) Touch(tx *storage.Connection) error {
	return tx.UpdateOnly(c, "updated_at")
}

// Remove deletes the challenge.
func (c *Challenge) Remove(tx *storage.Connection) error {
	return tx.Destroy(c)
}

// FindChallengeForUpdate: a loader that locks the row it reads (FOR
// UPDATE SKIP LOCKED, in a raw query built with fmt.Sprintf).
func FindChallengeForUpdate(tx *storage.Connection, id uuid.UUID) (*Challenge, error) {
	c := &Challenge{}
	if err := tx.RawQuery(fmt.Sprintf("SELECT * FROM %q WHERE id = ? LIMIT 1 FOR UPDATE SKIP LOCKED", "mfa_challenges"), id).First(c); err != nil {
		return nil, err
	}
	return c, nil
}
