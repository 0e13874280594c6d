package repo

import (
	"time"

	. "github.com/Masterminds/squirrel"
	"github.com/pocketbase/dbx"

	"nodedupe/sqlizer/ids"
)

// toArgs turns a model into its columns (by reflection in a real
// repository): which columns it holds is out of sight here.
func toArgs(m any) (map[string]any, error) {
	out := map[string]any{}
	_ = m
	return out, nil
}

// put writes a model under its id in the repository's own table (a field
// the embedding repository sets): an UPDATE, else an INSERT; a model
// with no id gets a new one, so a caller passing none adds a row each
// run, and one passing an id it was given writes that row again.
func (r sqlRepository) put(id string, m any) (string, error) {
	values, err := toArgs(m)
	if err != nil {
		return "", err
	}
	if id != "" {
		n, err := r.executeSQL(Update(r.tableName).Where(Eq{"id": id}).SetMap(values))
		if err != nil {
			return "", err
		}
		if n > 0 {
			return id, nil
		}
	}
	if id == "" {
		id = ids.New()
		values["id"] = id
	}
	_, err = r.executeSQL(Insert(r.tableName).SetMap(values))
	return id, err
}

// enqueue inserts an item with the conflict clause its caller chooses
// (text not visible here): what a repeat does is the caller's choice.
func (r sqlRepository) enqueue(conflict string, item string) error {
	_, err := r.executeSQL(Insert(r.tableName).Columns("item").Values(item).Suffix(conflict))
	return err
}

type Playlist struct {
	ID        string
	Name      string
	UpdatedAt time.Time
}

// dbPlaylist wraps the model with columns of its own.
type dbPlaylist struct {
	Playlist
	Rules string
}

// Playlists stores playlists through put.
type Playlists struct{ sqlRepository }

func NewPlaylists(db dbx.Builder) Playlists {
	return Playlists{sqlRepository{db: db, tableName: "playlist"}}
}

// Put saves the playlist under its id (a new one when it has none).
func (r Playlists) Put(p *Playlist) error {
	pls := dbPlaylist{Playlist: *p}
	pls.UpdatedAt = time.Now()
	id, err := r.put(pls.ID, pls)
	if err != nil {
		return err
	}
	p.ID = id
	pls.ID = id // after the write: not what it was keyed by
	return nil
}

// Refresh queues a playlist for a refresh; a queued one is kept.
func (r Playlists) Refresh(id string) error {
	return r.enqueue("ON CONFLICT (item) DO NOTHING", id)
}

// Properties stores settings under fixed keys: an UPDATE, else an INSERT.
type Properties struct{ sqlRepository }

func (r Properties) Put(id, value string) error {
	n, err := r.executeSQL(Update(r.tableName).Set("value", value).Where(Eq{"id": id}))
	if err != nil || n > 0 {
		return err
	}
	_, err = r.executeSQL(Insert(r.tableName).Columns("id", "value").Values(id, value))
	return err
}

// Station is an internet radio station; its table is named for the
// type, unique on the name.
type Station struct {
	ID   string `structs:"id"`
	Name string `structs:"name"`
}

// Stations stores stations through put.
type Stations struct{ sqlRepository }

func (r Stations) Put(s *Station) error {
	id, err := r.put(s.ID, s)
	s.ID = id
	return err
}
