// Package getorcreate: a read, then an INSERT … ON CONFLICT DO NOTHING
// RETURNING whose missing row sends the caller back to the read. The claim
// is the atomic step; the defaults the own code computes, marshals and a
// query builder binds are part of that INSERT, not work the read decides.
package getorcreate

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"

	sq "github.com/Masterminds/squirrel"
)

type Prefs struct{ MemberID string }

type Store struct{ db *sql.DB }

// defaults is the service's own code: it computes what the INSERT binds.
func defaults() map[string]bool { return map[string]bool{"orders": true} }

// notifyCreated tells the members service.
func notifyCreated(ctx context.Context, memberID string) error {
	_, err := http.Post("https://members.example/"+memberID+"/prefs-created", "text/plain", nil)
	return err
}

func (s *Store) get(ctx context.Context, memberID string) (*Prefs, error) {
	p := &Prefs{}
	err := s.db.QueryRowContext(ctx, `SELECT member_id FROM prefs WHERE member_id = $1`, memberID).Scan(&p.MemberID)
	return p, err
}

// GetOrCreate: concurrent calls both miss the read; one INSERT returns the
// row, the other none and reads the row the first made. Clean.
func (s *Store) GetOrCreate(ctx context.Context, memberID string) (*Prefs, error) {
	if p, err := s.get(ctx, memberID); err == nil {
		return p, nil
	}
	b, err := json.Marshal(defaults())
	if err != nil {
		return nil, err
	}
	q, args, err := sq.Insert("prefs").Columns("member_id", "categories").Values(memberID, b).
		Suffix("ON CONFLICT (member_id) DO NOTHING RETURNING member_id").PlaceholderFormat(sq.Dollar).ToSql()
	if err != nil {
		return nil, err
	}
	var id string
	if err := s.db.QueryRowContext(ctx, q, args...).Scan(&id); err != nil {
		return s.get(ctx, memberID)
	}
	return &Prefs{MemberID: id}, nil
}

// CreateAndNotify: the same read, then a plain INSERT and a call of own
// code the read decides: concurrent calls both insert and both notify. Bug.
func (s *Store) CreateAndNotify(ctx context.Context, memberID string) error {
	if _, err := s.get(ctx, memberID); err == nil {
		return nil
	}
	b, _ := json.Marshal(defaults())
	q, args, _ := sq.Insert("prefs").Columns("member_id", "categories").Values(memberID, b).PlaceholderFormat(sq.Dollar).ToSql()
	if _, err := s.db.ExecContext(ctx, q, args...); err != nil { // want `check-then-write race in \(\*Store\)\.CreateAndNotify on key memberID`
		return err
	}
	return notifyCreated(ctx, memberID)
}
