// Package keys holds key helpers in another package: the analyzers see them
// through facts.
package keys

import (
	"context"
	"crypto/sha1"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"time"

	"github.com/redis/go-redis/v9"
)

// BodyKey hashes a message body.
func BodyKey(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Of hashes the JSON encoding of v.
func Of(v any) string {
	b, _ := json.Marshal(v)
	sum := sha1.Sum(b)
	return hex.EncodeToString(sum[:])
}

// Mixed hashes the sender's id together with the body.
func Mixed(id string, b []byte) string {
	sum := sha256.Sum256(append([]byte(id+":"), b...))
	return hex.EncodeToString(sum[:])
}

// Store is a dedupe store with Seen/Mark methods.
type Store struct {
	rdb *redis.Client
	db  *sql.DB
}

// Seen claims key; it reports whether the key was already there.
func (s *Store) Seen(ctx context.Context, key string) bool {
	ok, _ := s.rdb.SetNX(ctx, "seen:"+key, 1, time.Hour).Result()
	return !ok
}

// Mark records key as processed.
func (s *Store) Mark(ctx context.Context, key string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	return err
}
