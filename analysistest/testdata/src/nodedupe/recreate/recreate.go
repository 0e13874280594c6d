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
