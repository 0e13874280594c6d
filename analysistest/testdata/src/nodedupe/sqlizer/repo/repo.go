// Package repo: a repository whose statements are squirrel builders,
// passed as a Sqlizer to its own executor, which turns them into text
// (ToSql, placeholders renamed) and runs the text through pocketbase/dbx.
package repo

import (
	"fmt"
	"regexp"

	. "github.com/Masterminds/squirrel"
	"github.com/pocketbase/dbx"
)

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

// Annotations: per-user play counts and ratings.
type Annotations struct{ sqlRepository }

// IncPlayCount counts one more play: an increment.
func (r Annotations) IncPlayCount(itemID string) error {
	upd := Update("annotation").Where(Eq{"item_id": itemID}).
		Set("play_count", Expr("play_count+1"))
	_, err := r.executeSQL(upd)
	return err
}

// SetRating sets the rating: a repeat sets the same value.
func (r Annotations) SetRating(itemID string, rating int) error {
	upd := Update("annotation").Where(Eq{"item_id": itemID}).Set("rating", rating)
	_, err := r.executeSQL(upd)
	return err
}

// Bump adds one through a whole statement given as an expression.
func (r Annotations) Bump(itemID string) error {
	_, err := r.executeSQL(Expr(`UPDATE annotation SET skip_count = skip_count + 1 WHERE item_id = ?`, itemID))
	return err
}

// Touch sets a date through a whole statement: idempotent.
func (r Annotations) Touch(itemID string) error {
	_, err := r.executeSQL(Expr(`UPDATE annotation SET touched = 1 WHERE item_id = ?`, itemID))
	return err
}

// Tags: rows written by dbx's own builders.
type Tags struct{ db dbx.Builder }

// Count counts a tag use: an increment written as dbx text.
func (t Tags) Count(name string) error {
	_, err := t.db.NewQuery(`UPDATE tags SET uses = uses + 1 WHERE name = {:name}`).Bind(dbx.Params{"name": name}).Execute()
	return err
}

// Rename sets a tag's name with dbx's Update builder: idempotent.
func (t Tags) Rename(id, name string) error {
	_, err := t.db.Update("tags", dbx.Params{"name": name}, dbx.HashExp{"id": id}).Execute()
	return err
}
