// Package models: gobuffalo/pop models in a package of their own, as
// supabase/auth lays them out: the table a model's TableName returns, rows
// built by constructors, unique keys declared in Go-templated migrations.
package models

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"io"

	"github.com/gobuffalo/pop/v6"
	"github.com/gofrs/uuid/v5"
)

// Factor: mfa_factors is unique on (friendly_name, user_id) for a
// non-empty name (migrations/…_factors.up.sql).
type Factor struct {
	ID           uuid.UUID `db:"id"`
	UserID       string    `db:"user_id"`
	FriendlyName string    `db:"friendly_name"`
	Status       string    `db:"status"`
}

// TableName: pop's table of the model (not the snake-cased plural "factors").
func (Factor) TableName() string {
	tableName := "mfa_factors"
	return tableName
}

// NewFactor: the row of a new factor: a minted id, the caller's user and name.
func NewFactor(userID, friendlyName string) *Factor {
	id := uuid.Must(uuid.NewV4())
	return &Factor{ID: id, UserID: userID, FriendlyName: friendlyName, Status: "unverified"}
}

// NewPhoneFactor: a factor, its status set after the constructor.
func NewPhoneFactor(userID, friendlyName string) *Factor {
	f := NewFactor(userID, friendlyName)
	f.Status = "pending"
	return f
}

// ErrNotFound: no row matched.
var ErrNotFound = errors.New("not found")

// FindFactor finds the user's factor of that name.
func FindFactor(tx *pop.Connection, userID, name string) (*Factor, error) {
	f := &Factor{}
	if err := tx.Q().Where("user_id = ? AND friendly_name = ?", userID, name).First(f); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return f, nil
}

// APIToken: api_tokens is unique on (user_id, token).
type APIToken struct {
	ID     uuid.UUID `db:"id"`
	UserID string    `db:"user_id"`
	Token  string    `db:"token"`
}

func (APIToken) TableName() string { return "api_tokens" }

// secureToken draws its bytes from crypto/rand.Reader.
func secureToken() string {
	b := make([]byte, 16)
	if _, err := io.ReadFull(rand.Reader, b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// NewAPIToken: a row whose unique key has a column minted here.
func NewAPIToken(userID string) *APIToken {
	return &APIToken{ID: uuid.Must(uuid.NewV4()), UserID: userID, Token: secureToken()}
}

// ImportedToken: a row whose unique key is the caller's.
func ImportedToken(userID, token string) *APIToken {
	return &APIToken{ID: uuid.Must(uuid.NewV4()), UserID: userID, Token: token}
}

// SaveToken inserts its caller's token row.
func SaveToken(tx *pop.Connection, t *APIToken) error {
	return tx.Create(t)
}

// Consent: oauth_consents is unique on (user_id, client_id).
type Consent struct {
	ID       uuid.UUID `db:"id"`
	UserID   string    `db:"user_id"`
	ClientID string    `db:"client_id"`
	Scopes   string    `db:"scopes"`
}

func (Consent) TableName() string { return "oauth_consents" }

// NewConsent: a consent of the user for the client, under a minted id.
func NewConsent(userID, clientID, scopes string) *Consent {
	return &Consent{ID: uuid.Must(uuid.NewV4()), UserID: userID, ClientID: clientID, Scopes: scopes}
}

// UpsertConsent updates the user's consent for the client, or inserts
// its caller's row.
func UpsertConsent(tx *pop.Connection, c *Consent) error {
	existing := &Consent{}
	if err := tx.Q().Where("user_id = ? AND client_id = ?", c.UserID, c.ClientID).First(existing); err == nil {
		existing.Scopes = c.Scopes
		return tx.Update(existing)
	}
	return tx.Create(c)
}
