// Package icons: get-or-create by a unique hash in a transaction. The
// values the INSERT stores (a fresh external id, a normalized type) are
// computed on the insert branch; they are part of the write, not work the
// lookup decides. A concurrent duplicate fails on the unique hash.
package icons

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func normalize(s string) string { return strings.ToLower(s) }

// notify tells the feed service about a new icon.
func notify(ctx context.Context, id int64) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://feeds.example/icons/"+fmt.Sprint(id), nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// Icon is a feed's icon, unique by its hash.
type Icon struct {
	ID   int64
	Hash string
	Mime string
}

// StoreIcon looks the icon up by hash and inserts it when absent, then
// links it to the feed: clean.
func StoreIcon(ctx context.Context, db *sql.DB, feedID int64, icon *Icon) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	err = tx.QueryRowContext(ctx, `SELECT id FROM icons WHERE hash = $1`, icon.Hash).Scan(&icon.ID)
	if errors.Is(err, sql.ErrNoRows) {
		err := tx.QueryRowContext(ctx, `INSERT INTO icons (hash, mime, external_id) VALUES ($1, $2, $3) RETURNING id`, icon.Hash, normalize(icon.Mime), randomHex(20)).Scan(&icon.ID)
		if err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("cannot create icon: %v", err)
		}
	} else if err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("cannot fetch icon: %v", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM feed_icons WHERE feed_id = $1`, feedID); err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("cannot unlink: %v", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO feed_icons (feed_id, icon_id) VALUES ($1, $2)`, feedID, icon.ID); err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("cannot link: %v", err)
	}
	return tx.Commit()
}

// StoreIconNotify also notifies on the insert branch: work the lookup
// decides, which two concurrent calls could both do before one insert
// fails. Reported.
func StoreIconNotify(ctx context.Context, db *sql.DB, hash string) error {
	var id int64
	err := db.QueryRowContext(ctx, `SELECT id FROM icons WHERE hash = $1`, hash).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		if err := notify(ctx, id); err != nil {
			return err
		}
		err = db.QueryRowContext(ctx, `INSERT INTO icons (hash, external_id) VALUES ($1, $2) RETURNING id`, hash, randomHex(20)).Scan(&id) // want `check-then-write race in StoreIconNotify`
		if err != nil {
			return nil // logged and dropped
		}
	}
	return nil
}
