// Package store keeps votes and tenants over xorm.
package store

import (
	"errors"
	"fmt"

	"xorm.io/xorm"
)

// Post is a feedback post; Votes counts its votes.
type Post struct {
	ID      int64 `xorm:"pk autoincr"`
	Votes   int64
	Deleted bool
}

// Vote is one user's vote on a post.
type Vote struct {
	ID     int64 `xorm:"pk autoincr"`
	PostID int64 `xorm:"index"`
	UserID int64 `xorm:"index"`
}

// Store is the database.
type Store struct{ DB *xorm.Engine }

// ErrGone: the post was deleted already.
var ErrGone = errors.New("post gone")

// AddVote records a vote and bumps the post's count.
func (s *Store) AddVote(postID, userID int64) error {
	sess := s.DB.NewSession()
	defer sess.Close()
	if _, err := sess.Insert(&Vote{PostID: postID, UserID: userID}); err != nil {
		return err
	}
	_, err := sess.ID(postID).SetExpr("votes", fmt.Sprintf("votes+(%d)", 1)).Update(&Post{})
	return err
}

// DeletePost flags the post deleted where it was not, and only then takes
// its votes off the user's total: a second delete changes no row.
func (s *Store) DeletePost(postID, userID int64, del *Post) error {
	sess := s.DB.NewSession()
	defer sess.Close()
	n, err := sess.ID(postID).Cols("deleted").Where("deleted = ?", false).Update(del)
	if err != nil {
		return err
	} else if n < 1 {
		return ErrGone
	}
	_, err = sess.Table("users").ID(userID).Decr("karma", 1).Update(map[string]any{})
	return err
}
