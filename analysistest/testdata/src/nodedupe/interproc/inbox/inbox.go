// Package inbox is a user's message store (the sqlc shape): a claim whose
// affected-row count says whether the id was new, and its release.
package inbox

import (
	"context"
	"database/sql"
)

type Store struct{ DB *sql.DB }

// ClaimMessage records id; 0 rows: already claimed.
func (s *Store) ClaimMessage(ctx context.Context, id string) (int64, error) {
	res, err := s.DB.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// DeleteProcessedMessage releases a claim.
func (s *Store) DeleteProcessedMessage(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, `DELETE FROM processed_messages WHERE id = $1`, id)
	return err
}
