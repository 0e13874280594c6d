// Package models: finders over gobuffalo/pop in the layout of a service's
// model package: one unexported finder runs Where(query, args...).First
// and returns nil with a not-found error when no row matches; the
// exported finders pass it their arguments.
package models

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/gobuffalo/pop/v6"
)

type User struct {
	ID    string `db:"id"`
	Email string `db:"email"`
	Aud   string `db:"aud"`
}

func (User) TableName() string { return "users" }

type Identity struct {
	ID       string `db:"id"`
	UserID   string `db:"user_id"`
	Provider string `db:"provider"`
}

func (Identity) TableName() string { return "identities" }

type Note struct {
	ID     string `db:"id"`
	UserID string `db:"user_id"`
	Body   string `db:"body"`
}

func (Note) TableName() string { return "notes" }

// instanceID: the one instance's id, a package variable.
var instanceID = "00000000-0000-0000-0000-000000000000"

// UserNotFoundError: no user matched.
type UserNotFoundError struct{}

func (UserNotFoundError) Error() string { return "user not found" }

// IsNotFoundError: err says no row matched.
func IsNotFoundError(err error) bool {
	var nf UserNotFoundError
	return errors.As(err, &nf)
}

func findUser(tx *pop.Connection, query string, args ...interface{}) (*User, error) {
	obj := &User{}
	if err := tx.Eager().Q().Where(query, args...).First(obj); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, UserNotFoundError{}
		}
		return nil, err
	}
	return obj, nil
}

// FindUserByEmailAndAudience finds the user with the email.
func FindUserByEmailAndAudience(tx *pop.Connection, email, aud string) (*User, error) {
	return findUser(tx, "instance_id = ? and LOWER(email) = ? and aud = ?", instanceID, strings.ToLower(email), aud)
}

// FindUserByID finds the user with the id.
func FindUserByID(tx *pop.Connection, id string) (*User, error) {
	return findUser(tx, "id = ?", id)
}

// FindIdentityByUserAndProvider finds the user's identity of a provider.
func FindIdentityByUserAndProvider(tx *pop.Connection, userID, provider string) (*Identity, error) {
	identity := &Identity{}
	if err := tx.Q().Where("user_id = ? AND provider = ?", userID, provider).First(identity); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, UserNotFoundError{}
		}
		return nil, err
	}
	return identity, nil
}
