package repo

import (
	"database/sql"
	"slices"

	. "github.com/Masterminds/squirrel"
)

func (r sqlRepository) queryOne(sq Sqlizer, out any) error {
	query, args, err := r.toSQL(sq)
	if err != nil {
		return err
	}
	return r.db.NewQuery(query).Bind(args).One(out)
}

// Entries: a playlist's entries, kept in order by their position (the
// id column, unique per playlist, renumbered by Remove).
type Entries struct {
	sqlRepository
	PlaylistID string
}

// Add appends the media at the end: the next position is one past the
// highest stored, so a repeat appends them again at new positions.
func (r Entries) Add(mediaIDs []string) (int, error) {
	sq := Select("max(id) as max").From("playlist_entries").Where(Eq{"playlist_id": r.PlaylistID})
	var res struct{ Max sql.NullInt32 }
	if err := r.queryOne(sq, &res); err != nil {
		return 0, err
	}
	return len(mediaIDs), r.addAt(int(res.Max.Int32+1), mediaIDs)
}

// addAt inserts the media from position start on, in chunks (a
// range-over-func loop).
func (r Entries) addAt(start int, mediaIDs []string) error {
	pos := start
	for chunk := range slices.Chunk(mediaIDs, 200) {
		ins := Insert("playlist_entries").Columns("playlist_id", "media_id", "id")
		for _, m := range chunk {
			ins = ins.Values(r.PlaylistID, m, pos)
			pos++
		}
		if _, err := r.executeSQL(ins); err != nil {
			return err
		}
	}
	return nil
}

// Move moves the entry at position from to position to: a repeat moves
// whichever entry is at from by then.
func (r Entries) Move(from, to int) error {
	_, err := r.executeSQL(Expr(`UPDATE playlist_entries SET id = -1 WHERE playlist_id = ? AND id = ?`, r.PlaylistID, from))
	if err != nil {
		return err
	}
	_, err = r.executeSQL(Expr(`UPDATE playlist_entries SET id = id + 1 WHERE playlist_id = ? AND id >= ?`, r.PlaylistID, to))
	if err != nil {
		return err
	}
	_, err = r.executeSQL(Expr(`UPDATE playlist_entries SET id = ? WHERE playlist_id = ? AND id = -1`, to, r.PlaylistID))
	return err
}

// Lines numbers an invoice's lines from the delivered items: a repeat
// numbers them the same and fails on the primary key (line_no is never
// renumbered: no position).
func (r Entries) Lines(invoiceID string, skus []string) error {
	ins := Insert("invoice_lines").Columns("invoice_id", "line_no", "sku")
	for i, s := range skus {
		ins = ins.Values(invoiceID, i+1, s)
	}
	_, err := r.executeSQL(ins)
	return err
}

// Replace rewrites the playlist's entries: it clears them, then inserts
// the media from position 1: a repeat writes the same list.
func (r Entries) Replace(mediaIDs []string) error {
	if _, err := r.executeSQL(Delete("playlist_entries").Where(Eq{"playlist_id": r.PlaylistID})); err != nil {
		return err
	}
	return r.addAt(1, mediaIDs)
}
