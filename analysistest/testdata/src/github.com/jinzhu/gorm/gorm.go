// Package gorm is an analysistest stub of github.com/jinzhu/gorm (gorm v1,
// github.com/jinzhu/gorm@v1.9.12). Declarations mirror the real API
// surface the fixtures use; bodies are trivial.
package gorm

import (
	"errors"
	"sync"
	"time"
)

var (
	// ErrRecordNotFound returns a "record not found error".
	ErrRecordNotFound = errors.New("record not found")
	// ErrInvalidSQL occurs when you attempt a query with invalid SQL
	ErrInvalidSQL = errors.New("invalid SQL")
)

// DB contains information for current db connection
type DB struct {
	sync.RWMutex
	Value        interface{}
	Error        error
	RowsAffected int64
}

// Model base model definition, including fields `ID`, `CreatedAt`, `UpdatedAt`, `DeletedAt`.
type Model struct {
	ID        uint `gorm:"primary_key"`
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt *time.Time `sql:"index"`
}

type SqlExpr struct {
	expr string
	args []interface{}
}

func Expr(expression string, args ...interface{}) *SqlExpr {
	return &SqlExpr{expr: expression, args: args}
}

func Open(dialect string, args ...interface{}) (db *DB, err error) { return &DB{}, nil }

func IsRecordNotFoundError(err error) bool { return err == ErrRecordNotFound }

func (s *DB) Close() error                                                 { return nil }
func (s *DB) Where(query interface{}, args ...interface{}) *DB             { return s }
func (s *DB) Not(query interface{}, args ...interface{}) *DB               { return s }
func (s *DB) Or(query interface{}, args ...interface{}) *DB                { return s }
func (s *DB) Limit(limit interface{}) *DB                                  { return s }
func (s *DB) Order(value interface{}, reorder ...bool) *DB                 { return s }
func (s *DB) Select(query interface{}, args ...interface{}) *DB            { return s }
func (s *DB) Preload(column string, conditions ...interface{}) *DB         { return s }
func (s *DB) First(out interface{}, where ...interface{}) *DB              { return s }
func (s *DB) Take(out interface{}, where ...interface{}) *DB               { return s }
func (s *DB) Last(out interface{}, where ...interface{}) *DB               { return s }
func (s *DB) Find(out interface{}, where ...interface{}) *DB               { return s }
func (s *DB) FirstOrCreate(out interface{}, where ...interface{}) *DB      { return s }
func (s *DB) Update(attrs ...interface{}) *DB                              { return s }
func (s *DB) Updates(values interface{}, ignoreProtectedAttrs ...bool) *DB { return s }
func (s *DB) UpdateColumn(attrs ...interface{}) *DB                        { return s }
func (s *DB) Save(value interface{}) *DB                                   { return s }
func (s *DB) Create(value interface{}) *DB                                 { return s }
func (s *DB) Delete(value interface{}, where ...interface{}) *DB           { return s }
func (s *DB) Raw(sql string, values ...interface{}) *DB                    { return s }
func (s *DB) Exec(sql string, values ...interface{}) *DB                   { return s }
func (s *DB) Model(value interface{}) *DB                                  { return s }
func (s *DB) Table(name string) *DB                                        { return s }
func (s *DB) Transaction(fc func(tx *DB) error) (err error)                { return fc(s) }
func (s *DB) Begin() *DB                                                   { return s }
func (s *DB) Commit() *DB                                                  { return s }
func (s *DB) Rollback() *DB                                                { return s }
func (s *DB) RecordNotFound() bool                                         { return false }
