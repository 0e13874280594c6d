// Package restrepo: repositories served by github.com/deluan/rest, whose
// rest.Post/Put/Delete handlers call Save, Update and Delete of the
// repository their constructor returns: those methods serve the routes.
package restrepo

import (
	"database/sql"

	"github.com/deluan/rest"
)

type Vote struct {
	ItemID string
	Score  int
}

type votes struct{ db *sql.DB }

var _ rest.Persistable = (*votes)(nil)

func (r *votes) Count(options ...rest.QueryOptions) (int64, error) { return 0, nil }

func (r *votes) Read(id string) (interface{}, error) {
	_, err := r.db.Exec(`UPDATE items SET reads = reads + 1 WHERE id = $1`, id)
	return nil, err
}

func (r *votes) ReadAll(options ...rest.QueryOptions) (interface{}, error) { return nil, nil }
func (r *votes) EntityName() string                                        { return "vote" }
func (r *votes) NewInstance() interface{}                                  { return &Vote{} }

// Save adds the vote to the item's score: a POST a client retries counts twice.
func (r *votes) Save(entity interface{}) (string, error) {
	v := entity.(*Vote)
	_, err := r.db.Exec(`UPDATE items SET score = score + $1 WHERE id = $2`, v.Score, v.ItemID) // want `handler \(\*votes\)\.Save: a client retry bumps a counter again`
	return v.ItemID, err
}

// Update sets the score: a repeat sets the same value.
func (r *votes) Update(id string, entity interface{}, cols ...string) error {
	v := entity.(*Vote)
	_, err := r.db.Exec(`UPDATE items SET score = $1 WHERE id = $2`, v.Score, id)
	return err
}

// Delete removes the item: idempotent.
func (r *votes) Delete(id string) error {
	_, err := r.db.Exec(`DELETE FROM items WHERE id = $1`, id)
	return err
}

// tally has a Save of the same name but serves no route: it implements
// neither rest interface.
type tally struct{ db *sql.DB }

func (t *tally) Save(entity interface{}) (string, error) {
	_, err := t.db.Exec(`UPDATE items SET saves = saves + 1`)
	return "", err
}
