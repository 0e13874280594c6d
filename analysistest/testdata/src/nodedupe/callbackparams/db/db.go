// Package db is a store whose transactions run a callback the caller puts
// in the params struct, after the INSERT that creates the user.
package db

import (
	"context"
	"database/sql"
)

type User struct {
	Username string
	Email    string
}

type CreateUserParams struct {
	Username string
	Email    string
}

type CreateUserTxParams struct {
	CreateUserParams
	AfterCreate func(user User) error
}

type Store struct{ db *sql.DB }

func (s *Store) createUser(ctx context.Context, tx *sql.Tx, arg CreateUserParams) (User, error) {
	var u User
	err := tx.QueryRowContext(ctx, `INSERT INTO users (username, email) VALUES ($1, $2) RETURNING username, email`, arg.Username, arg.Email).Scan(&u.Username, &u.Email)
	return u, err
}

func (s *Store) execTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// CreateUserTx creates the user, then runs AfterCreate: a second call
// with the same username fails on the primary key before the callback.
func (s *Store) CreateUserTx(ctx context.Context, arg CreateUserTxParams) (User, error) {
	var user User
	err := s.execTx(ctx, func(tx *sql.Tx) error {
		var err error
		user, err = s.createUser(ctx, tx, arg.CreateUserParams)
		if err != nil {
			return err
		}
		return arg.AfterCreate(user)
	})
	return user, err
}

// CreateUserFirstTx runs the callback before the INSERT: nothing guards it.
func (s *Store) CreateUserFirstTx(ctx context.Context, arg CreateUserTxParams) (User, error) {
	var user User
	err := s.execTx(ctx, func(tx *sql.Tx) error {
		if err := arg.AfterCreate(User{Username: arg.Username}); err != nil {
			return err
		}
		var err error
		user, err = s.createUser(ctx, tx, arg.CreateUserParams)
		return err
	})
	return user, err
}
