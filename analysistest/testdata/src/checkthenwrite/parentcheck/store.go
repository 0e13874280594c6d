// Package parentcheck: a lookup that must find its row (the parent a
// child is created under) is no duplicate check of the insert that
// follows; a lookup by the inserted row's own name that inserts where it
// finds nothing is.
package parentcheck

import (
	"context"
	"errors"

	"gorm.io/gorm"
)

type Folder struct {
	ID       uint
	GroupID  uint
	ParentID uint
	Name     string
}

type Group struct {
	ID      uint
	Folders int
}

type Store struct{ db *gorm.DB }

// countFolder bumps the group's folder count.
func (s *Store) countFolder(ctx context.Context, gid uint) error {
	return s.db.WithContext(ctx).Model(&Group{}).Where("id = ?", gid).Update("folders", gorm.Expr("folders + 1")).Error
}

// CreateChild validates the parent (by its id, in the group), then
// inserts the child under it: the insert runs only where the parent was
// found (clean).
func (s *Store) CreateChild(ctx context.Context, gid uint, data *Folder) error {
	var parent Folder
	if err := s.db.WithContext(ctx).Where("id = ? AND group_id = ?", data.ParentID, gid).First(&parent).Error; err != nil {
		return err
	}
	data.GroupID = gid
	if err := s.countFolder(ctx, gid); err != nil {
		return err
	}
	return s.db.WithContext(ctx).Create(data).Error
}

// CreateNamed inserts a folder unless one of its name exists: two
// concurrent calls both find none and both insert.
func (s *Store) CreateNamed(ctx context.Context, gid uint, data *Folder) error {
	var existing Folder
	err := s.db.WithContext(ctx).Where("name = ? AND group_id = ?", data.Name, gid).First(&existing).Error
	if err == nil {
		return errors.New("folder exists")
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	data.GroupID = gid
	if err := s.countFolder(ctx, gid); err != nil {
		return err
	}
	return s.db.WithContext(ctx).Create(data).Error // want `check-then-write race in \(\*Store\)\.CreateNamed`
}
