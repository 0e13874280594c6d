// Package xorm is an analysistest stub of xorm.io/xorm@v1.4.3. Subset:
// Engine and Session (no exported fields) with NewEngine, NewSession,
// Transaction, the condition and column methods (Where, And, ID, Cols,
// Incr, Decr, SetExpr, Table) and the runs (Exec, Insert, InsertOne,
// Update, Delete, Get, Exist, Find, Count), Session Begin/Commit/Rollback/
// Close. Bodies are trivial.
package xorm

import "database/sql"

type Engine struct{}

type Session struct{}

func NewEngine(driverName, dataSourceName string, driverOptions ...func(db *sql.DB) error) (*Engine, error) {
	return &Engine{}, nil
}

func (engine *Engine) NewSession() *Session { return &Session{} }

func (engine *Engine) Close() error { return nil }

func (engine *Engine) Transaction(f func(*Session) (any, error)) (any, error) { return nil, nil }

func (engine *Engine) Find(beans any, condiBeans ...any) error { return nil }

func (session *Session) Find(rowsSlicePtr any, condiBean ...any) error { return nil }

func (session *Session) And(query any, args ...any) *Session { return session }

func (session *Session) Begin() error { return nil }

func (session *Session) Commit() error { return nil }

func (session *Session) Rollback() error { return nil }

func (session *Session) Close() error { return nil }

func (engine *Engine) Where(query any, args ...any) *Session { return &Session{} }

func (session *Session) Where(query any, args ...any) *Session { return session }

func (engine *Engine) ID(id any) *Session { return &Session{} }

func (session *Session) ID(id any) *Session { return session }

func (engine *Engine) Cols(columns ...string) *Session { return &Session{} }

func (session *Session) Cols(columns ...string) *Session { return session }

func (engine *Engine) Incr(column string, arg ...any) *Session { return &Session{} }

func (session *Session) Incr(column string, arg ...any) *Session { return session }

func (engine *Engine) Decr(column string, arg ...any) *Session { return &Session{} }

func (session *Session) Decr(column string, arg ...any) *Session { return session }

func (engine *Engine) SetExpr(column string, expression any) *Session { return &Session{} }

func (session *Session) SetExpr(column string, expression any) *Session { return session }

func (engine *Engine) Table(tableNameOrBean any) *Session { return &Session{} }

func (session *Session) Table(tableNameOrBean any) *Session { return session }

func (engine *Engine) Exec(sqlOrArgs ...any) (sql.Result, error) { return nil, nil }

func (session *Session) Exec(sqlOrArgs ...any) (sql.Result, error) { return nil, nil }

func (engine *Engine) Insert(beans ...any) (int64, error) { return 0, nil }

func (session *Session) Insert(beans ...any) (int64, error) { return 0, nil }

func (engine *Engine) InsertOne(bean any) (int64, error) { return 0, nil }

func (session *Session) InsertOne(bean any) (int64, error) { return 0, nil }

func (engine *Engine) Update(bean any, condiBeans ...any) (int64, error) { return 0, nil }

func (session *Session) Update(bean any, condiBeans ...any) (int64, error) { return 0, nil }

func (engine *Engine) Delete(beans ...any) (int64, error) { return 0, nil }

func (session *Session) Delete(beans ...any) (int64, error) { return 0, nil }

func (engine *Engine) Get(beans ...any) (bool, error) { return false, nil }

func (session *Session) Get(beans ...any) (bool, error) { return false, nil }

func (engine *Engine) Exist(bean ...any) (bool, error) { return false, nil }

func (session *Session) Exist(bean ...any) (bool, error) { return false, nil }

func (engine *Engine) Count(bean ...any) (int64, error) { return 0, nil }

func (session *Session) Count(bean ...any) (int64, error) { return 0, nil }
