// Package keys: a service minting API keys (homebox's CreateAPIKey) over a
// repository whose INSERT is keyed by the token's UNIQUE hash.
package keys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
)

type Repo struct{ db *sql.DB }

// Create inserts a key row: the token hash is the row's unique key, the
// owner and the name the rest of it.
func (r *Repo) Create(ctx context.Context, owner, name, tokenHash string) error {
	_, err := r.db.ExecContext(ctx, `INSERT INTO issued_keys (owner, name, token_hash) VALUES ($1, $2, $3)`, owner, name, tokenHash)
	return err
}

type Token struct{ Raw, Hash string }

// Generate mints a token: random bytes, and their hash.
func Generate() Token {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	raw := base64.RawURLEncoding.EncodeToString(b)
	sum := sha256.Sum256([]byte(raw))
	return Token{Raw: raw, Hash: hex.EncodeToString(sum[:])}
}

type CreateIn struct {
	Name  string `json:"name"`
	Token string `json:"token"`
}

type Service struct{ repo *Repo }

// CreateKey mints the token: every call inserts a new row.
func (s *Service) CreateKey(ctx context.Context, owner string, in CreateIn) (string, error) {
	t := Generate()
	if err := s.repo.Create(ctx, owner, in.Name, t.Hash); err != nil {
		return "", err
	}
	return t.Raw, nil
}

// ImportKey stores the token the caller brings: a repeat's row collides
// on its hash.
func (s *Service) ImportKey(ctx context.Context, owner string, in CreateIn) error {
	sum := sha256.Sum256([]byte(in.Token))
	return s.repo.Create(ctx, owner, in.Name, hex.EncodeToString(sum[:]))
}
