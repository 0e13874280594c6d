// Package genericrepo: a generic repository (navidrome's sqlRepository)
// whose table is a field the embedding repository sets, whose selects
// start from its own newSelect() and whose put(id, m) updates the row
// with that id, else inserts one under a new id. A repository that keeps
// one row per user looks the user's row up, adopts its id when found and
// puts: two concurrent first saves both miss and both insert, with no
// unique index on user_id to refuse the second.
package genericrepo

import (
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"time"

	. "github.com/Masterminds/squirrel"
	"github.com/pocketbase/dbx"
)

var ErrNotFound = errors.New("not found")

type QueryOptions struct {
	Max     int
	Filters Sqlizer
}

type sqlRepository struct {
	db        dbx.Builder
	tableName string
}

var placeholder = regexp.MustCompile(`\?`)

func (r sqlRepository) toSQL(sq Sqlizer) (string, dbx.Params, error) {
	query, args, err := sq.ToSql()
	if err != nil {
		return "", nil, err
	}
	params := dbx.Params{}
	n := 0
	out := placeholder.ReplaceAllStringFunc(query, func(string) string {
		p := fmt.Sprintf("p%d", n)
		params[p] = args[n]
		n++
		return "{:" + p + "}"
	})
	return out, params, nil
}

// newSelect starts every select of the repository on its table.
func (r sqlRepository) newSelect(options ...QueryOptions) SelectBuilder {
	sq := Select().From(r.tableName)
	if len(options) > 0 {
		sq = r.applyFilters(sq, options...)
	}
	return sq
}

func (r sqlRepository) applyFilters(sq SelectBuilder, options ...QueryOptions) SelectBuilder {
	if options[0].Filters != nil {
		sq = sq.Where(options[0].Filters)
	}
	return sq
}

func (r sqlRepository) queryOne(sq Sqlizer, response any) error {
	query, args, err := r.toSQL(sq)
	if err != nil {
		return err
	}
	err = r.db.NewQuery(query).Bind(args).One(response)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

func (r sqlRepository) executeSQL(sq Sqlizer) (int64, error) {
	query, args, err := r.toSQL(sq)
	if err != nil {
		return 0, err
	}
	res, err := r.db.NewQuery(query).Bind(args).Execute()
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

func toArgs(m any) (map[string]any, error) {
	out := map[string]any{}
	_ = m
	return out, nil
}

func newID() string { return fmt.Sprint(time.Now().UnixNano()) }

// put updates the row with id, else inserts it; a row with no id gets a
// new one.
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
		id = newID()
		values["id"] = id
	}
	_, err = r.executeSQL(Insert(r.tableName).SetMap(values))
	return id, err
}

// PlayQueue is a user's queue: one per user, by the code's own rule.
type PlayQueue struct {
	ID     string
	UserID string
	Items  string
}

type playQueue struct {
	ID        string `structs:"id"`
	UserID    string `structs:"user_id"`
	Items     string `structs:"items"`
	UpdatedAt time.Time
}

type PlayQueues struct{ sqlRepository }

func NewPlayQueues(db dbx.Builder) *PlayQueues {
	return &PlayQueues{sqlRepository{db: db, tableName: "playqueue"}}
}

func (r *PlayQueues) Retrieve(userID string) (*PlayQueue, error) {
	sel := r.newSelect().Columns("*").Where(Eq{"user_id": userID})
	var res playQueue
	err := r.queryOne(sel, &res)
	return &PlayQueue{ID: res.ID, UserID: res.UserID, Items: res.Items}, err
}

func (r *PlayQueues) fromModel(q *PlayQueue) playQueue {
	return playQueue{ID: q.ID, UserID: q.UserID, Items: q.Items}
}

// Store keeps one queue per user: the user's row is looked up and its id
// adopted, else a new row is inserted. Reported: two concurrent first
// saves both insert.
func (r *PlayQueues) Store(q *PlayQueue) error {
	existing, err := r.Retrieve(q.UserID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return err
	}
	if !errors.Is(err, ErrNotFound) && existing.ID != "" {
		q.ID = existing.ID
	}
	pq := r.fromModel(q)
	pq.UpdatedAt = time.Now()
	_, err = r.put(pq.ID, pq) // want `check-then-write race in \(\*PlayQueues\)\.Store on key PlayQueue\.UserID: two concurrent calls both proceed; a unique index on the looked-up columns`
	return err
}

// Bookmark is saved under the queue it marks.
type Bookmark struct {
	ID      string
	QueueID string
	UserID  string
}

type Bookmarks struct{ sqlRepository }

func NewBookmarks(db dbx.Builder) *Bookmarks {
	return &Bookmarks{sqlRepository{db: db, tableName: "bookmark"}}
}

// Mark looks the user's queue up in another repository (another table
// under the same field name) and saves a bookmark under its id: no row
// of the looked-up table is written. Not reported.
type Marker struct {
	queues    *PlayQueues
	bookmarks *Bookmarks
}

func (m *Marker) Mark(b *Bookmark) error {
	q, err := m.queues.Retrieve(b.UserID)
	if err != nil && !errors.Is(err, ErrNotFound) {
		return err
	}
	if !errors.Is(err, ErrNotFound) && q.ID != "" {
		b.QueueID = q.ID
	}
	_, err = m.bookmarks.put(b.ID, b)
	return err
}

// Folder rows form a tree in one table.
type Folder struct {
	ID       string
	ParentID string
	Name     string
}

type Folders struct{ sqlRepository }

func (r *Folders) Get(id string) (*Folder, error) {
	var f Folder
	err := r.queryOne(r.newSelect().Where(Eq{"id": id}), &f)
	return &f, err
}

// AddChild creates a folder under its parent, which must exist: the write
// runs only where the lookup found its row. Not reported (whether a
// repeat adds a second child is nodedupe's question).
func (r *Folders) AddChild(f *Folder) error {
	parent, err := r.Get(f.ParentID)
	if err != nil {
		return err
	}
	f.ParentID = parent.ID
	_, err = r.put("", f)
	return err
}
