// Package models is a gorm v1 (github.com/jinzhu/gorm) model layer in its
// own package, as older services write it: lookups by name and Post*/Put*
// functions that Save a row. Its functions reach the api package only
// through facts.
package models

import (
	"errors"

	"github.com/jinzhu/gorm"
)

var db *gorm.DB

// Group has no unique key but its id: a name lookup cannot stop a concurrent duplicate.
type Group struct {
	Id      int64  `json:"id"`
	UserId  int64  `json:"-"`
	Name    string `json:"name"`
	Targets []Target
	Notify  bool `json:"notify"`
	Track   bool `json:"track"`
}

// Target is a member of a group.
type Target struct {
	Id      int64
	GroupId int64
	Email   string
}

// Page's name is a unique index: the table refuses the second row itself.
type Page struct {
	Id     int64  `json:"id"`
	UserId int64  `json:"-"`
	Name   string `json:"name" gorm:"unique_index:idx_page_name"`
	HTML   string `json:"html"`

	CaptureCredentials bool `json:"capture_credentials"`
	CapturePasswords   bool `json:"capture_passwords"`
}

// ErrNameNotSpecified is returned by Validate.
var ErrNameNotSpecified = errors.New("name not specified")

// Validate checks the group's input and fills in what it can: input
// validation, no business state (a repeat passes it again).
func (g *Group) Validate() error {
	if g.Name == "" {
		return ErrNameNotSpecified
	}
	if g.Notify && !g.Track {
		g.Track = true
	}
	if len(g.Targets) == 0 {
		return ErrNameNotSpecified
	}
	return nil
}

// Validate checks the page and fills in a default: input validation, no
// business state.
func (p *Page) Validate() error {
	if p.Name == "" {
		return ErrNameNotSpecified
	}
	// capturing passwords implies capturing credentials
	if p.CapturePasswords && !p.CaptureCredentials {
		p.CaptureCredentials = true
	}
	if p.HTML == "" {
		return ErrNameNotSpecified
	}
	return nil
}

// GetGroupByName looks a group up by its name and owner.
func GetGroupByName(n string, uid int64) (Group, error) {
	g := Group{}
	err := db.Where("user_id=? and name=?", uid, n).Find(&g).Error
	return g, err
}

// PostGroup creates a new group (Save of a row without an id inserts it).
func PostGroup(g *Group) error {
	if err := g.Validate(); err != nil {
		return err
	}
	tx := db.Begin()
	if err := tx.Save(g).Error; err != nil {
		tx.Rollback()
		return err
	}
	for _, t := range g.Targets {
		t.GroupId = g.Id
		if err := tx.Save(&t).Error; err != nil {
			tx.Rollback()
			return err
		}
	}
	return tx.Commit().Error
}

// PutGroup updates a group: Save of a row with its id is an update.
func PutGroup(g *Group) error {
	if err := g.Validate(); err != nil {
		return err
	}
	return db.Where("id=?", g.Id).Save(g).Error
}

// GetPageByName looks a page up by its name and owner.
func GetPageByName(n string, uid int64) (Page, error) {
	p := Page{}
	err := db.Where("user_id=? and name=?", uid, n).Find(&p).Error
	return p, err
}

// PostPage creates a new page.
func PostPage(p *Page) error {
	if err := p.Validate(); err != nil {
		return err
	}
	return db.Save(p).Error
}
