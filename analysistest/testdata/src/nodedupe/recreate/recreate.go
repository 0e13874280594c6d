// Package recreate: an import that deletes a site's comments and creates
// them again from the file (remark42's migrators) replaces the set; a
// repeat leaves the same set. An import that only appends does not.
package recreate

import (
	"database/sql"
	"encoding/json"
	"sync"

	"github.com/nats-io/nats.go"
)

type Comment struct {
	Site, Text string
}

// Store is the service's own store, behind an interface.
type Store interface {
	Create(c Comment) (string, error)
	DeleteAll(site string) error
	DeleteBySite(site string) error
}

// Archive is another store: clearing it replaces nothing in Store.
type Archive interface {
	DeleteAll(site string) error
}

type sqlStore struct{ db *sql.DB }

func (s *sqlStore) Create(c Comment) (string, error) {
	_, err := s.db.Exec(`INSERT INTO comments (site, text) VALUES ($1, $2)`, c.Site, c.Text)
	return "", err
}

func (s *sqlStore) DeleteBySite(site string) error { return s.DeleteAll(site) }

func (s *sqlStore) DeleteAll(site string) error {
	_, err := s.db.Exec(`DELETE FROM comments WHERE site = $1`, site)
	return err
}

type Importer struct {
	Store   Store
	Archive Archive
}

// Replace deletes the site's comments, then creates those of the file.
func (im *Importer) Replace(site string, cs []Comment) error {
	if err := im.Store.DeleteAll(site); err != nil {
		return err
	}
	for _, c := range cs {
		if _, err := im.Store.Create(c); err != nil {
			return err
		}
	}
	return nil
}

// ReplaceAsync does the same, creating in goroutines.
func (im *Importer) ReplaceAsync(site string, cs []Comment) error {
	if err := im.Store.DeleteAll(site); err != nil {
		return err
	}
	var wg sync.WaitGroup
	for _, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _ = im.Store.Create(c)
		}()
	}
	wg.Wait()
	return nil
}

// Append creates the file's comments beside those already there.
func (im *Importer) Append(site string, cs []Comment) error {
	if err := im.Archive.DeleteAll(site); err != nil {
		return err
	}
	for _, c := range cs {
		if _, err := im.Store.Create(c); err != nil {
			return err
		}
	}
	return nil
}

// Summaries rebuilds a site's comments through the store (wakapi's
// aggregation service, behind an interface of its own).
type Summaries interface {
	Rebuild(site string) error
}

type summaries struct{ store Store }

func (s *summaries) Rebuild(site string) error {
	_, err := s.store.Create(Comment{Site: site, Text: "summary"})
	return err
}

type Regenerator struct {
	Store     Store
	Archive   Archive
	Summaries Summaries
}

// Regenerate clears the site's rows by site, then has the other service
// build them again through the same store: a replacement.
func (rg *Regenerator) Regenerate(site string) error {
	if err := rg.Store.DeleteBySite(site); err != nil {
		return err
	}
	return rg.Summaries.Rebuild(site)
}

// Rearchive clears another store first: the rebuilt rows add up.
func (rg *Regenerator) Rearchive(site string) error {
	if err := rg.Archive.DeleteAll(site); err != nil {
		return err
	}
	return rg.Summaries.Rebuild(site)
}

func SubscribeRegen(nc *nats.Conn, db *sql.DB) {
	st := &sqlStore{db: db}
	rg := &Regenerator{Store: st, Summaries: &summaries{store: st}}
	nc.Subscribe("regen", func(m *nats.Msg) {
		_ = rg.Regenerate(m.Subject)
	})
	nc.Subscribe("rearchive", func(m *nats.Msg) {
		_ = rg.Rearchive(m.Subject) // want `handler func literal in SubscribeRegen: a redelivery inserts a duplicate row`
	})
}

func Subscribe(nc *nats.Conn, db *sql.DB) {
	im := &Importer{Store: &sqlStore{db: db}}
	nc.Subscribe("import", func(m *nats.Msg) {
		var cs []Comment
		_ = json.Unmarshal(m.Data, &cs)
		_ = im.Replace(m.Subject, cs)
	})
	nc.Subscribe("import-async", func(m *nats.Msg) {
		var cs []Comment
		_ = json.Unmarshal(m.Data, &cs)
		_ = im.ReplaceAsync(m.Subject, cs)
	})
	nc.Subscribe("append", func(m *nats.Msg) {
		var cs []Comment
		_ = json.Unmarshal(m.Data, &cs)
		_ = im.Append(m.Subject, cs) // want `handler func literal in Subscribe: a redelivery inserts a duplicate row`
	})
}

// SetTags replaces the post's tags in SQL: the DELETE of the set comes
// before the INSERTs, and a repeat leaves the same set.
func SetTags(db *sql.DB, post string, tags []string) error {
	if _, err := db.Exec(`DELETE FROM post_tags WHERE post_id = $1`, post); err != nil {
		return err
	}
	for _, t := range tags {
		if _, err := db.Exec(`INSERT INTO post_tags (post_id, tag) VALUES ($1, $2)`, post, t); err != nil {
			return err
		}
	}
	return nil
}

// AddToken inserts a token, then trims the user's tokens to the newest 10:
// the trim replaces nothing, and a repeat's token stays among the kept.
func AddToken(db *sql.DB, user, label string) error {
	if _, err := db.Exec(`INSERT INTO user_tokens (user_id, label) VALUES ($1, $2)`, user, label); err != nil {
		return err
	}
	_, err := db.Exec(`DELETE FROM user_tokens WHERE user_id = $1 AND id NOT IN (SELECT id FROM user_tokens WHERE user_id = $1 ORDER BY created DESC LIMIT 10)`, user)
	return err
}

func SubscribeSQL(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("tags", func(m *nats.Msg) {
		_ = SetTags(db, m.Subject, []string{string(m.Data)})
	})
	nc.Subscribe("tokens", func(m *nats.Msg) {
		_ = AddToken(db, m.Subject, string(m.Data)) // want `handler func literal in SubscribeSQL: a redelivery inserts a duplicate row`
	})
}
