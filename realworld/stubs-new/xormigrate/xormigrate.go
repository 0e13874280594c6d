// Package xormigrate is a stub of src.techknowlogick.com/xormigrate v1.7.1 for the
// idemlint real-service ledger: the module proxy refuses the real module (403). It
// mirrors only the API vikunja uses (types, errors, New and the methods its
// pkg/migration calls) so that vikunja type-checks; the bodies do nothing useful.
// idemlint models nothing of this library.
package xormigrate

import (
	"errors"
	"fmt"

	"xorm.io/xorm"
)

type (
	MigrateFunc         func(*xorm.Engine) error
	RollbackFunc        func(*xorm.Engine) error
	MigrateFuncSession  func(*xorm.Session) error
	RollbackFuncSession func(*xorm.Session) error
	InitSchemaFunc      func(*xorm.Engine) error
)

// LoggerInterface is the logger xormigrate writes to.
type LoggerInterface interface {
	Debug(v ...interface{})
	Debugf(format string, v ...interface{})
	Info(v ...interface{})
	Infof(format string, v ...interface{})
	Warn(v ...interface{})
	Warnf(format string, v ...interface{})
	Error(v ...interface{})
	Errorf(format string, v ...interface{})
}

// XormigrateLogger wraps a LoggerInterface.
type XormigrateLogger struct {
	LoggerInterface
}

// Migration is one migration, stored in the migrations table by ID.
type Migration struct {
	ID              string              `xorm:"id"`
	Description     string              `xorm:"description"`
	Migrate         MigrateFunc         `xorm:"-"`
	Rollback        RollbackFunc        `xorm:"-"`
	MigrateSession  MigrateFuncSession  `xorm:"-"`
	RollbackSession RollbackFuncSession `xorm:"-"`
	Long            bool                `xorm:"-"`
}

// Xormigrate runs migrations on an engine.
type Xormigrate struct {
	db         *xorm.Engine
	migrations []*Migration
	initSchema InitSchemaFunc
	logger     LoggerInterface
}

// ReservedIDError is returned when a migration uses a reserved ID.
type ReservedIDError struct{ ID string }

func (e *ReservedIDError) Error() string {
	return fmt.Sprintf("xormigrate: reserved migration ID: %q", e.ID)
}

// DuplicatedIDError is returned when two migrations share an ID.
type DuplicatedIDError struct{ ID string }

func (e *DuplicatedIDError) Error() string {
	return fmt.Sprintf("xormigrate: duplicated migration ID: %q", e.ID)
}

var (
	ErrRollbackImpossible      = errors.New("xormigrate: it's impossible to rollback this migration")
	ErrNoMigrationDefined      = errors.New("xormigrate: no migration defined")
	ErrMissingID               = errors.New("xormigrate: missing ID in migration")
	ErrNoRunMigration          = errors.New("xormigrate: could not find last run migration")
	ErrMigrationIDDoesNotExist = errors.New("xormigrate: tried to migrate to an ID that doesn't exist")
)

// New returns a migrator for the engine.
func New(db *xorm.Engine, migrations []*Migration) *Xormigrate {
	return &Xormigrate{db: db, migrations: migrations}
}

func (x *Xormigrate) SetLogger(l LoggerInterface)          { x.logger = l }
func (x *Xormigrate) DefaultLogger()                       {}
func (x *Xormigrate) InitSchema(f InitSchemaFunc)          { x.initSchema = f }
func (x *Xormigrate) Migrate() error                       { return nil }
func (x *Xormigrate) MigrateTo(migrationID string) error   { return nil }
func (x *Xormigrate) RollbackLast() error                  { return nil }
func (x *Xormigrate) RollbackTo(migrationID string) error  { return nil }
func (x *Xormigrate) RollbackMigration(m *Migration) error { return nil }
