// Package store refreshes a feed's entries: an entry already stored (by
// its hash) is updated, a new one inserted and listed.
package store

import "database/sql"

type Entry struct {
	FeedID int64
	Hash   string
	Title  string
}

type Store struct{ db *sql.DB }

func (s *Store) entryExists(tx *sql.Tx, e *Entry) (bool, error) {
	var found bool
	err := tx.QueryRow(`SELECT true FROM entries WHERE feed_id = $1 AND hash = $2`, e.FeedID, e.Hash).Scan(&found)
	if err != nil && err != sql.ErrNoRows {
		return false, err
	}
	return found, nil
}

// RefreshEntries lists the entries it inserted anew.
func (s *Store) RefreshEntries(feedID int64, entries []*Entry) (newEntries []*Entry, err error) {
	for _, e := range entries {
		e.FeedID = feedID
		tx, err := s.db.Begin()
		if err != nil {
			return nil, err
		}
		exists, err := s.entryExists(tx, e)
		if err != nil {
			_ = tx.Rollback()
			return nil, err
		}
		if exists {
			_, err = tx.Exec(`UPDATE entries SET title = $3 WHERE feed_id = $1 AND hash = $2`, e.FeedID, e.Hash, e.Title)
		} else {
			_, err = tx.Exec(`INSERT INTO entries (feed_id, hash) VALUES ($1, $2)`, e.FeedID, e.Hash)
			if err == nil {
				newEntries = append(newEntries, e)
			}
		}
		if err != nil {
			_ = tx.Rollback()
			return nil, err
		}
		if err := tx.Commit(); err != nil {
			return nil, err
		}
	}
	return newEntries, nil
}

// TouchEntries lists every entry it was given, stored or not.
func (s *Store) TouchEntries(feedID int64, entries []*Entry) ([]*Entry, error) {
	var touched []*Entry
	for _, e := range entries {
		if _, err := s.db.Exec(`UPDATE entries SET title = $3 WHERE feed_id = $1 AND hash = $2`, feedID, e.Hash, e.Title); err != nil {
			return nil, err
		}
		touched = append(touched, e)
	}
	return touched, nil
}
