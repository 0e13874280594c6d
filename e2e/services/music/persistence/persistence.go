// Package persistence implements the repositories with squirrel builders
// run through the repository's own executor over pocketbase/dbx (the
// builder passed as a Sqlizer, turned into text by toSQL), and serves the
// play log through deluan/rest.
package persistence

import (
	"fmt"
	"regexp"

	. "github.com/Masterminds/squirrel"
	"github.com/deluan/rest"
	"github.com/pocketbase/dbx"

	"github.com/idemlint/idemlint/e2e/services/music/model"
)

type sqlRepository struct {
	db dbx.Builder
}

var placeholder = regexp.MustCompile(`\?`)

func (r sqlRepository) toSQL(sq Sqlizer) (string, dbx.Params, error) {
	query, args, err := sq.ToSql()
	if err != nil {
		return "", nil, err
	}
	params := dbx.Params{}
	n := 0
	text := placeholder.ReplaceAllStringFunc(query, func(string) string {
		p := fmt.Sprintf("p%d", n)
		params[p] = args[n]
		n++
		return "{:" + p + "}"
	})
	return text, params, nil
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

func (r sqlRepository) queryOne(sq Sqlizer, dest any) error {
	query, args, err := r.toSQL(sq)
	if err != nil {
		return err
	}
	return r.db.NewQuery(query).Bind(args).One(dest)
}

type trackRepository struct{ sqlRepository }

func (r trackRepository) Get(id string) (*model.Track, error) {
	var t model.Track
	err := r.queryOne(Select("id", "title").From("track").Where(Eq{"id": id}), &t)
	return &t, err
}

type annotationRepository struct{ sqlRepository }

// IncPlayCount counts a play: an increment.
func (r annotationRepository) IncPlayCount(itemID string) error {
	_, err := r.executeSQL(Update("annotation").Where(Eq{"item_id": itemID}).Set("play_count", Expr("play_count + 1")))
	return err
}

// SetRating sets a rating: a repeat sets the same value.
func (r annotationRepository) SetRating(itemID string, rating int) error {
	_, err := r.executeSQL(Update("annotation").Where(Eq{"item_id": itemID}).Set("rating", rating))
	return err
}

// SQLStore is the DataStore over one dbx database.
type SQLStore struct{ db *dbx.DB }

func New(db *dbx.DB) *SQLStore { return &SQLStore{db: db} }

func (s *SQLStore) Track() model.TrackRepository { return trackRepository{sqlRepository{db: s.db}} }

func (s *SQLStore) Annotation() model.AnnotationRepository {
	return annotationRepository{sqlRepository{db: s.db}}
}

func (s *SQLStore) WithTx(fn func(tx model.DataStore) error) error {
	return s.db.Transactional(func(tx *dbx.Tx) error { return fn(&txStore{tx: tx}) })
}

type txStore struct{ tx *dbx.Tx }

func (s *txStore) Track() model.TrackRepository { return trackRepository{sqlRepository{db: s.tx}} }

func (s *txStore) Annotation() model.AnnotationRepository {
	return annotationRepository{sqlRepository{db: s.tx}}
}

func (s *txStore) WithTx(fn func(tx model.DataStore) error) error { return fn(s) }

// Bookmark is a saved position, served by rest.Post/Put/Delete.
type Bookmark struct {
	TrackID  string
	Position int
}

// bookmarkRepository is the REST resource of bookmarks: Save serves the
// POST, Update the PUT, Delete the DELETE.
type bookmarkRepository struct{ sqlRepository }

var _ rest.Persistable = (*bookmarkRepository)(nil)

func NewBookmarks(db dbx.Builder) rest.Repository { return &bookmarkRepository{sqlRepository{db: db}} }

func (r *bookmarkRepository) Count(options ...rest.QueryOptions) (int64, error) { return 0, nil }
func (r *bookmarkRepository) Read(id string) (interface{}, error)               { return nil, nil }
func (r *bookmarkRepository) ReadAll(options ...rest.QueryOptions) (interface{}, error) {
	return nil, nil
}
func (r *bookmarkRepository) EntityName() string       { return "bookmark" }
func (r *bookmarkRepository) NewInstance() interface{} { return &Bookmark{} }

// Save counts the bookmark on its track: a retried POST counts it twice.
func (r *bookmarkRepository) Save(entity interface{}) (string, error) {
	b := entity.(*Bookmark)
	_, err := r.executeSQL(Update("track").Where(Eq{"id": b.TrackID}).Set("bookmarks", Expr("bookmarks + 1"))) // expect: nodedupe "bumps a counter again"
	return b.TrackID, err
}

// Update sets the position: a repeat is a no-op.
func (r *bookmarkRepository) Update(id string, entity interface{}, cols ...string) error {
	b := entity.(*Bookmark)
	_, err := r.executeSQL(Update("bookmark").Where(Eq{"track_id": id}).Set("position", b.Position))
	return err
}

// Delete removes the bookmark: idempotent.
func (r *bookmarkRepository) Delete(id string) error {
	_, err := r.executeSQL(Delete("bookmark").Where(Eq{"track_id": id}))
	return err
}
