// Package xormrow: models that create themselves over xorm (vikunja's
// shape): a lookup of the table by the row's own fields, then the row
// inserted, with an id the database assigns. No unique key covers the
// looked-up columns, so two concurrent requests both find nothing and
// both insert.
package xormrow

import (
	"errors"
	"time"

	"xorm.io/xorm"
)

type Reaction struct {
	ID         int64 `xorm:"autoincr not null unique pk"`
	UserID     int64 `xorm:"bigint not null INDEX"`
	EntityID   int64 `xorm:"bigint not null INDEX"`
	EntityKind int   `xorm:"bigint not null INDEX"`
	Value      string
}

// Create adds the reaction unless the user already gave it: a check the
// table does not back. Reported.
func (r *Reaction) Create(s *xorm.Session, uid int64) error {
	r.UserID = uid
	exists, err := s.Where("user_id = ? AND entity_id = ? AND entity_kind = ? AND value = ?", r.UserID, r.EntityID, r.EntityKind, r.Value).
		Exist(&Reaction{})
	if err != nil {
		return err
	}
	if exists {
		return nil
	}
	r.ID = 0
	_, err = s.Insert(r) // want `check-then-write race in \(\*Reaction\)\.Create on key Reaction\.UserID: two concurrent calls both proceed; a unique index on the looked-up columns`
	return err
}

type Label struct {
	ID    int64  `xorm:"autoincr not null unique pk"`
	Title string `xorm:"varchar(250) not null unique"`
}

var ErrExists = errors.New("label exists")

// Create checks the title, which the table keeps unique: the loser of
// two concurrent inserts fails on it. Not reported.
func (l *Label) Create(s *xorm.Session) error {
	exists, err := s.Where("title = ?", l.Title).Exist(&Label{})
	if err != nil {
		return err
	}
	if exists {
		return ErrExists
	}
	_, err = s.Insert(l)
	return err
}

type TimeEntry struct {
	ID      int64 `xorm:"autoincr not null unique pk"`
	UserID  int64 `xorm:"bigint not null INDEX"`
	Running bool
}

// stopRunning stops the user's running timer, if any.
func stopRunning(s *xorm.Session, uid int64) (int64, error) {
	var running TimeEntry
	has, err := s.Where("user_id = ? AND running = ?", uid, true).Get(&running)
	if err != nil || !has {
		return 0, err
	}
	return s.ID(running.ID).Cols("running").Update(&TimeEntry{Running: false})
}

// Create stops the running timer and starts a new one: the lookup's
// error alone is checked, it decides nothing about the insert. Not
// reported.
func (te *TimeEntry) Create(s *xorm.Session, uid int64) error {
	te.UserID = uid
	if _, err := stopRunning(s, te.UserID); err != nil {
		return err
	}
	te.Running = true
	_, err := s.Insert(te)
	return err
}

// ezbookkeeping's shape: a service mints the row's primary key itself
// (a snowflake-style generator), checks the name outside the
// transaction, then inserts the row in a transaction callback.

type Tag struct {
	TagId int64  `xorm:"PK"`
	Uid   int64  `xorm:"INDEX(IDX_tag_uid) NOT NULL"`
	Name  string `xorm:"VARCHAR(64) NOT NULL"`
}

type idGen struct{ seq int64 }

// GenerateUuid mints an id: the time and a sequence number.
func (g *idGen) GenerateUuid() int64 {
	g.seq++
	return time.Now().UnixNano()<<8 | g.seq&0xff
}

type TagService struct {
	ids *idGen
	db  *xorm.Engine
}

func (s *TagService) doTransaction(fn func(sess *xorm.Session) error) error {
	sess := s.db.NewSession()
	defer sess.Close()
	if err := sess.Begin(); err != nil {
		return err
	}
	if err := fn(sess); err != nil {
		_ = sess.Rollback()
		return err
	}
	return sess.Commit()
}

func (s *TagService) existsTagName(uid int64, name string) (bool, error) {
	return s.db.Where("uid = ? AND name = ?", uid, name).Exist(&Tag{})
}

// CreateTag: the primary key is minted here, so it refuses nothing; two
// concurrent requests both pass the name check and both insert.
// Reported.
func (s *TagService) CreateTag(tag *Tag) error {
	exists, err := s.existsTagName(tag.Uid, tag.Name)
	if err != nil {
		return err
	} else if exists {
		return ErrExists
	}
	tag.TagId = s.ids.GenerateUuid()
	return s.doTransaction(func(sess *xorm.Session) error { // want `check-then-write race in \(\*TagService\)\.CreateTag on key Tag\.Uid: two concurrent calls both proceed; a unique index on the looked-up columns`
		_, err := sess.Insert(tag)
		return err
	})
}

// ImportTag: the primary key is the caller's (an id the import file
// carries): the second of two concurrent inserts fails on it. Not
// reported.
func (s *TagService) ImportTag(tag *Tag, id int64) error {
	exists, err := s.existsTagName(tag.Uid, tag.Name)
	if err != nil {
		return err
	} else if exists {
		return ErrExists
	}
	tag.TagId = id
	return s.doTransaction(func(sess *xorm.Session) error {
		_, err := sess.Insert(tag)
		return err
	})
}
