// Package store is the accounts service's data layer: gorm users and a redis
// auth-attempt store.
package store

import (
	"context"
	"errors"

	"gorm.io/gorm"
)

// User is a gorm model.
type User struct {
	ID    uint
	Email string `gorm:"uniqueIndex"`
	Name  string
}

// Users is the gorm user store.
type Users struct{ DB *gorm.DB }

// GetOrCreate is the usual gorm get-or-create. It runs from the admin CLI,
// not from a handler: not a dedupe race (and the unique index settles a
// concurrent create).
func (s *Users) GetOrCreate(ctx context.Context, email, name string) (*User, error) {
	var u User
	err := s.DB.WithContext(ctx).Where("email = ?", email).First(&u).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		u = User{Email: email, Name: name}
		err = s.DB.WithContext(ctx).Create(&u).Error
	}
	if err != nil {
		return nil, err
	}
	return &u, nil
}
