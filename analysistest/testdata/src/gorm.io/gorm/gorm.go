// Package gorm is an analysistest stub of gorm.io/gorm (gorm.io/gorm@v1.31.2).
// Declarations mirror the real API surface; bodies are trivial.
package gorm

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"reflect"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm/clause"
	"gorm.io/gorm/logger"
	"gorm.io/gorm/schema"
)

var ErrRecordNotFound = logger.ErrRecordNotFound

var ErrInvalidTransaction error = errors.New("invalid transaction")

var ErrNotImplemented error = errors.New("not implemented")

var ErrMissingWhereClause error = errors.New("WHERE conditions required")

var ErrUnsupportedRelation error = errors.New("unsupported relations")

var ErrPrimaryKeyRequired error = errors.New("primary key required")

var ErrModelValueRequired error = errors.New("model value required")

var ErrModelAccessibleFieldsRequired error = errors.New("model accessible fields required")

var ErrSubQueryRequired error = errors.New("sub query required")

var ErrInvalidData error = errors.New("unsupported data")

var ErrUnsupportedDriver error = errors.New("unsupported driver")

var ErrRegistered error = errors.New("registered")

var ErrInvalidField error = errors.New("invalid field")

var ErrEmptySlice error = errors.New("empty slice found")

var ErrDryRunModeUnsupported error = errors.New("dry run mode unsupported")

var ErrInvalidDB error = errors.New("invalid db")

var ErrInvalidValue error = errors.New("invalid value, should be pointer to struct or slice")

var ErrInvalidValueOfLength error = errors.New("invalid association values, length doesn't match")

var ErrPreloadNotAllowed error = errors.New("preload is not allowed when count is used")

var ErrDuplicatedKey error = errors.New("duplicated key not allowed")

var ErrForeignKeyViolated error = errors.New("violates foreign key constraint")

var ErrCheckConstraintViolated error = errors.New("violates check constraint")

type Config struct {
	SkipDefaultTransaction                   bool
	DefaultTransactionTimeout                time.Duration
	DefaultContextTimeout                    time.Duration
	NamingStrategy                           schema.Namer
	FullSaveAssociations                     bool
	Logger                                   logger.Interface
	NowFunc                                  func() time.Time
	DryRun                                   bool
	PrepareStmt                              bool
	PrepareStmtMaxSize                       int
	PrepareStmtTTL                           time.Duration
	DisableAutomaticPing                     bool
	DisableForeignKeyConstraintWhenMigrating bool
	IgnoreRelationshipsWhenMigrating         bool
	DisableNestedTransaction                 bool
	AllowGlobalUpdate                        bool
	QueryFields                              bool
	CreateBatchSize                          int
	TranslateError                           bool
	PropagateUnscoped                        bool
	ClauseBuilders                           map[string]clause.ClauseBuilder
	ConnPool                                 ConnPool
	Dialector
	Plugins map[string]Plugin
}

func (c *Config) Apply(config *Config) error { return nil }

func (c *Config) AfterInitialize(db *DB) error { return nil }

type Option interface {
	Apply(*Config) error
	AfterInitialize(*DB) error
}

type DB struct {
	*Config
	Error        error
	RowsAffected int64
	Statement    *Statement
}

type Session struct {
	DryRun                   bool
	PrepareStmt              bool
	NewDB                    bool
	Initialized              bool
	SkipHooks                bool
	SkipDefaultTransaction   bool
	DisableNestedTransaction bool
	AllowGlobalUpdate        bool
	FullSaveAssociations     bool
	PropagateUnscoped        bool
	QueryFields              bool
	Context                  context.Context
	Logger                   logger.Interface
	NowFunc                  func() time.Time
	CreateBatchSize          int
}

func Open(dialector Dialector, opts ...Option) (db *DB, err error) { return }

func Expr(expr string, args ...interface{}) clause.Expr { return clause.Expr{} }

type Model struct {
	ID        uint `gorm:"primarykey"`
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt DeletedAt `gorm:"index"`
}

type DeletedAt sql.NullTime

func (n *DeletedAt) Scan(value interface{}) error { return nil }

func (n DeletedAt) Value() (driver.Value, error) { return nil, nil }

func (n DeletedAt) MarshalJSON() ([]byte, error) { return nil, nil }

func (n *DeletedAt) UnmarshalJSON(b []byte) error { return nil }

type Dialector interface {
	Name() string
	Initialize(*DB) error
	Migrator(db *DB) Migrator
	DataTypeOf(*schema.Field) string
	DefaultValueOf(*schema.Field) clause.Expression
	BindVarTo(writer clause.Writer, stmt *Statement, v interface{})
	QuoteTo(clause.Writer, string)
	Explain(sql string, vars ...interface{}) string
}

type Plugin interface {
	Name() string
	Initialize(*DB) error
}

type ParamsFilter interface {
	ParamsFilter(ctx context.Context, sql string, params ...interface{}) (string, []interface{})
}

type ConnPool interface {
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
	ExecContext(ctx context.Context, query string, args ...interface{}) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...interface{}) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...interface{}) *sql.Row
}

type SavePointerDialectorInterface interface {
	SavePoint(tx *DB, name string) error
	RollbackTo(tx *DB, name string) error
}

type TxBeginner interface {
	BeginTx(ctx context.Context, opts *sql.TxOptions) (*sql.Tx, error)
}

type ConnPoolBeginner interface {
	BeginTx(ctx context.Context, opts *sql.TxOptions) (ConnPool, error)
}

type TxCommitter interface {
	Commit() error
	Rollback() error
}

type Tx interface {
	ConnPool
	TxCommitter
	StmtContext(ctx context.Context, stmt *sql.Stmt) *sql.Stmt
}

type Valuer interface {
	GormValue(context.Context, *DB) clause.Expr
}

type GetDBConnector interface {
	GetDBConn() (*sql.DB, error)
}

type Rows interface {
	Columns() ([]string, error)
	ColumnTypes() ([]*sql.ColumnType, error)
	Next() bool
	Scan(dest ...interface{}) error
	Err() error
	Close() error
}

type ErrorTranslator interface {
	Translate(err error) error
}

type Migrator interface {
	AutoMigrate(dst ...interface{}) error
	CurrentDatabase() string
	FullDataTypeOf(*schema.Field) clause.Expr
	GetTypeAliases(databaseTypeName string) []string
	CreateTable(dst ...interface{}) error
	DropTable(dst ...interface{}) error
	HasTable(dst interface{}) bool
	RenameTable(oldName, newName interface{}) error
	GetTables() (tableList []string, err error)
	AddColumn(dst interface{}, field string) error
	DropColumn(dst interface{}, field string) error
	AlterColumn(dst interface{}, field string) error
	HasColumn(dst interface{}, field string) bool
	RenameColumn(dst interface{}, oldName, field string) error
	DropView(name string) error
	CreateConstraint(dst interface{}, name string) error
	DropConstraint(dst interface{}, name string) error
	HasConstraint(dst interface{}, name string) bool
	CreateIndex(dst interface{}, name string) error
	DropIndex(dst interface{}, name string) error
	HasIndex(dst interface{}, name string) bool
	RenameIndex(dst interface{}, oldName, newName string) error
}

type Statement struct {
	*DB
	TableExpr            *clause.Expr
	Table                string
	Model                interface{}
	Unscoped             bool
	Dest                 interface{}
	ReflectValue         reflect.Value
	Clauses              map[string]clause.Clause
	BuildClauses         []string
	Distinct             bool
	Selects              []string
	Omits                []string
	ColumnMapping        map[string]string
	Preloads             map[string][]interface{}
	Settings             sync.Map
	ConnPool             ConnPool
	Schema               *schema.Schema
	Context              context.Context
	RaiseErrorOnNotFound bool
	SkipHooks            bool
	SQL                  strings.Builder
	Vars                 []interface{}
	CurDestIndex         int
}

func (stmt *Statement) WriteString(str string) (int, error) { return 0, nil }

func (stmt *Statement) WriteByte(c byte) error { return nil }

func (stmt *Statement) WriteQuoted(value interface{}) {}

func (stmt *Statement) QuoteTo(writer clause.Writer, field interface{}) {}

func (stmt *Statement) Quote(field interface{}) string { return "" }

func (stmt *Statement) AddVar(writer clause.Writer, vars ...interface{}) {}

func (stmt *Statement) AddClause(v clause.Interface) {}

func (stmt *Statement) AddClauseIfNotExists(v clause.Interface) {}

func (stmt *Statement) BuildCondition(query interface{}, args ...interface{}) []clause.Expression {
	return nil
}

func (stmt *Statement) Build(clauses ...string) {}

func (stmt *Statement) Parse(value interface{}) (err error) { return }

func (stmt *Statement) ParseWithSpecialTableName(value interface{}, specialTableName string) (err error) {
	return
}

func (stmt *Statement) SetColumn(name string, value interface{}, fromCallbacks ...bool) {}

func (stmt *Statement) Changed(fields ...string) bool { return false }

func (stmt *Statement) SelectAndOmitColumns(requireCreate, requireUpdate bool) (map[string]bool, bool) {
	return nil, false
}

func (db *DB) Model(value interface{}) (tx *DB) { return }

func (db *DB) Clauses(conds ...clause.Expression) (tx *DB) { return }

func (db *DB) Table(name string, args ...interface{}) (tx *DB) { return }

func (db *DB) Distinct(args ...interface{}) (tx *DB) { return }

func (db *DB) Select(query interface{}, args ...interface{}) (tx *DB) { return }

func (db *DB) Omit(columns ...string) (tx *DB) { return }

func (db *DB) MapColumns(m map[string]string) (tx *DB) { return }

func (db *DB) Where(query interface{}, args ...interface{}) (tx *DB) { return }

func (db *DB) Not(query interface{}, args ...interface{}) (tx *DB) { return }

func (db *DB) Or(query interface{}, args ...interface{}) (tx *DB) { return }

func (db *DB) Joins(query string, args ...interface{}) (tx *DB) { return }

func (db *DB) InnerJoins(query string, args ...interface{}) (tx *DB) { return }

func (db *DB) Group(name string) (tx *DB) { return }

func (db *DB) Having(query interface{}, args ...interface{}) (tx *DB) { return }

func (db *DB) Order(value interface{}) (tx *DB) { return }

func (db *DB) Limit(limit int) (tx *DB) { return }

func (db *DB) Offset(offset int) (tx *DB) { return }

func (db *DB) Scopes(funcs ...func(*DB) *DB) (tx *DB) { return }

func (db *DB) Preload(query string, args ...interface{}) (tx *DB) { return }

func (db *DB) Attrs(attrs ...interface{}) (tx *DB) { return }

func (db *DB) Assign(attrs ...interface{}) (tx *DB) { return }

func (db *DB) Unscoped() (tx *DB) { return }

func (db *DB) Raw(sql string, values ...interface{}) (tx *DB) { return }

func (db *DB) Create(value interface{}) (tx *DB) { return }

func (db *DB) CreateInBatches(value interface{}, batchSize int) (tx *DB) { return }

func (db *DB) Save(value interface{}) (tx *DB) { return }

func (db *DB) First(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) Take(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) Last(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) Find(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) FindInBatches(dest interface{}, batchSize int, fc func(tx *DB, batch int) error) *DB {
	return nil
}

func (db *DB) FirstOrInit(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) FirstOrCreate(dest interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) Update(column string, value interface{}) (tx *DB) { return }

func (db *DB) Updates(values interface{}) (tx *DB) { return }

func (db *DB) UpdateColumn(column string, value interface{}) (tx *DB) { return }

func (db *DB) UpdateColumns(values interface{}) (tx *DB) { return }

func (db *DB) Delete(value interface{}, conds ...interface{}) (tx *DB) { return }

func (db *DB) Count(count *int64) (tx *DB) { return }

func (db *DB) Row() *sql.Row { return nil }

func (db *DB) Rows() (*sql.Rows, error) { return nil, nil }

func (db *DB) Scan(dest interface{}) (tx *DB) { return }

func (db *DB) Pluck(column string, dest interface{}) (tx *DB) { return }

func (db *DB) ScanRows(rows *sql.Rows, dest interface{}) error { return nil }

func (db *DB) Connection(fc func(tx *DB) error) (err error) { return }

func (db *DB) Transaction(fc func(tx *DB) error, opts ...*sql.TxOptions) (err error) { return }

func (db *DB) Begin(opts ...*sql.TxOptions) *DB { return nil }

func (db *DB) Commit() *DB { return nil }

func (db *DB) Rollback() *DB { return nil }

func (db *DB) SavePoint(name string) *DB { return nil }

func (db *DB) RollbackTo(name string) *DB { return nil }

func (db *DB) Exec(sql string, values ...interface{}) (tx *DB) { return }

func (db *DB) Session(config *Session) *DB { return nil }

func (db *DB) WithContext(ctx context.Context) *DB { return nil }

func (db *DB) Debug() (tx *DB) { return }

func (db *DB) Set(key string, value interface{}) *DB { return nil }

func (db *DB) Get(key string) (interface{}, bool) { return nil, false }

func (db *DB) InstanceSet(key string, value interface{}) *DB { return nil }

func (db *DB) InstanceGet(key string) (interface{}, bool) { return nil, false }

func (db *DB) AddError(err error) error { return nil }

func (db *DB) DB() (*sql.DB, error) { return nil, nil }

func (db *DB) SetupJoinTable(model interface{}, field string, joinTable interface{}) error {
	return nil
}

func (db *DB) Use(plugin Plugin) error { return nil }

func (db *DB) ToSQL(queryFn func(tx *DB) *DB) string { return "" }

func (db *DB) Migrator() Migrator { return nil }

func (db *DB) AutoMigrate(dst ...interface{}) error { return nil }

func G[T any](db *DB, opts ...clause.Expression) Interface[T] { return nil }

type Interface[T any] interface {
	Raw(sql string, values ...interface{}) ExecInterface[T]
	Exec(ctx context.Context, sql string, values ...interface{}) error
	CreateInterface[T]
}

type CreateInterface[T any] interface {
	ExecInterface[T]
	Scopes(scopes ...func(db *Statement)) ChainInterface[T]
	Where(query interface{}, args ...interface{}) ChainInterface[T]
	Not(query interface{}, args ...interface{}) ChainInterface[T]
	Or(query interface{}, args ...interface{}) ChainInterface[T]
	Limit(offset int) ChainInterface[T]
	Offset(offset int) ChainInterface[T]
	Joins(query clause.JoinTarget, on func(db JoinBuilder, joinTable clause.Table, curTable clause.Table) error) ChainInterface[T]
	Preload(association string, query func(db PreloadBuilder) error) ChainInterface[T]
	Select(query string, args ...interface{}) CreateInterface[T]
	Omit(columns ...string) CreateInterface[T]
	MapColumns(m map[string]string) ChainInterface[T]
	Distinct(args ...interface{}) ChainInterface[T]
	Group(name string) ChainInterface[T]
	Having(query interface{}, args ...interface{}) ChainInterface[T]
	Order(value interface{}) ChainInterface[T]
	Build(builder clause.Builder)
	Delete(ctx context.Context) (rowsAffected int, err error)
	Update(ctx context.Context, name string, value any) (rowsAffected int, err error)
	Updates(ctx context.Context, t T) (rowsAffected int, err error)
	Count(ctx context.Context, column string) (result int64, err error)
	Table(name string, args ...interface{}) CreateInterface[T]
	Create(ctx context.Context, r *T) error
	CreateInBatches(ctx context.Context, r *[]T, batchSize int) error
	Set(assignments ...clause.Assigner) SetCreateOrUpdateInterface[T]
}

type ChainInterface[T any] interface {
	ExecInterface[T]
	Scopes(scopes ...func(db *Statement)) ChainInterface[T]
	Where(query interface{}, args ...interface{}) ChainInterface[T]
	Not(query interface{}, args ...interface{}) ChainInterface[T]
	Or(query interface{}, args ...interface{}) ChainInterface[T]
	Limit(offset int) ChainInterface[T]
	Offset(offset int) ChainInterface[T]
	Joins(query clause.JoinTarget, on func(db JoinBuilder, joinTable clause.Table, curTable clause.Table) error) ChainInterface[T]
	Preload(association string, query func(db PreloadBuilder) error) ChainInterface[T]
	Select(query string, args ...interface{}) ChainInterface[T]
	Omit(columns ...string) ChainInterface[T]
	MapColumns(m map[string]string) ChainInterface[T]
	Distinct(args ...interface{}) ChainInterface[T]
	Group(name string) ChainInterface[T]
	Having(query interface{}, args ...interface{}) ChainInterface[T]
	Order(value interface{}) ChainInterface[T]
	Set(assignments ...clause.Assigner) SetUpdateOnlyInterface[T]
	Build(builder clause.Builder)
	Table(name string, args ...interface{}) ChainInterface[T]
	Delete(ctx context.Context) (rowsAffected int, err error)
	Update(ctx context.Context, name string, value any) (rowsAffected int, err error)
	Updates(ctx context.Context, t T) (rowsAffected int, err error)
	Count(ctx context.Context, column string) (result int64, err error)
}

type SetUpdateOnlyInterface[T any] interface {
	Update(ctx context.Context) (rowsAffected int, err error)
}

type SetCreateOrUpdateInterface[T any] interface {
	Create(ctx context.Context) error
	Update(ctx context.Context) (rowsAffected int, err error)
}

type ExecInterface[T any] interface {
	Scan(ctx context.Context, r interface{}) error
	First(context.Context) (T, error)
	Last(ctx context.Context) (T, error)
	Take(context.Context) (T, error)
	Find(ctx context.Context) ([]T, error)
	FindInBatches(ctx context.Context, batchSize int, fc func(data []T, batch int) error) error
	Row(ctx context.Context) *sql.Row
	Rows(ctx context.Context) (*sql.Rows, error)
}

type JoinBuilder interface {
	Select(...string) JoinBuilder
	Omit(...string) JoinBuilder
	Where(query interface{}, args ...interface{}) JoinBuilder
	Not(query interface{}, args ...interface{}) JoinBuilder
	Or(query interface{}, args ...interface{}) JoinBuilder
}

type PreloadBuilder interface {
	Select(...string) PreloadBuilder
	Omit(...string) PreloadBuilder
	Where(query interface{}, args ...interface{}) PreloadBuilder
	Not(query interface{}, args ...interface{}) PreloadBuilder
	Or(query interface{}, args ...interface{}) PreloadBuilder
	Limit(offset int) PreloadBuilder
	Offset(offset int) PreloadBuilder
	Order(value interface{}) PreloadBuilder
	LimitPerRecord(num int) PreloadBuilder
}
