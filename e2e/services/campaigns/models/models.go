// Package models is the campaign service's data layer on gorm v1
// (github.com/jinzhu/gorm), laid out as older services write it: lookups by
// name, and Post*/Put* functions that Save a row.
package models

import (
	"errors"

	"github.com/jinzhu/gorm"
)

var db *gorm.DB

// Setup opens the database.
func Setup(dsn string) error {
	var err error
	db, err = gorm.Open("postgres", dsn)
	return err
}

// Group has no unique key but its id.
type Group struct {
	Id      int64    `json:"id"`
	UserId  int64    `json:"-"`
	Name    string   `json:"name"`
	Targets []Target `json:"targets"`
}

// Target is a member of a group.
type Target struct {
	Id      int64  `json:"-"`
	GroupId int64  `json:"-"`
	Email   string `json:"email"`
}

// Template's name is a unique index.
type Template struct {
	Id     int64  `json:"id"`
	UserId int64  `json:"-"`
	Name   string `json:"name" gorm:"unique_index:idx_template_user_name"`
	Text   string `json:"text"`
	HTML   string `json:"html"`
}

// ErrNameNotSpecified is returned by Validate.
var ErrNameNotSpecified = errors.New("name not specified")

// Validate checks the group's input.
func (g *Group) Validate() error {
	if g.Name == "" {
		return ErrNameNotSpecified
	}
	return nil
}

// Validate checks the template and fills in its text from the HTML.
func (t *Template) Validate() error {
	if t.Text == "" && t.HTML != "" {
		t.Text = t.HTML
	}
	if t.Name == "" {
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

// PostGroup creates a new group and its targets.
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

// PutGroup updates the group its id names.
func PutGroup(g *Group) error {
	if err := g.Validate(); err != nil {
		return err
	}
	return db.Where("id=?", g.Id).Save(g).Error
}

// GetTemplateByName looks a template up by its name and owner.
func GetTemplateByName(n string, uid int64) (Template, error) {
	t := Template{}
	err := db.Where("user_id=? and name=?", uid, n).Find(&t).Error
	return t, err
}

// PostTemplate creates a new template.
func PostTemplate(t *Template) error {
	if err := t.Validate(); err != nil {
		return err
	}
	return db.Save(t).Error
}
