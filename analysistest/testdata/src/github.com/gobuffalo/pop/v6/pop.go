// Package pop is a stub of github.com/gobuffalo/pop/v6 (v6.1.1): the
// Connection and Query methods idemlint models, with their real signatures.
package pop

// Tx is the transaction a Connection runs on.
type Tx struct{ ID int }

// Connection is a pool or, inside Transaction, a transaction.
type Connection struct {
	ID      string
	Elapsed int64
	TX      *Tx
}

// Query is a chain of clauses run by a finder or Exec.
type Query struct {
	RawSQL     *clause
	Connection *Connection
}

type clause struct {
	Fragment  string
	Arguments []interface{}
}

func (c *Connection) Transaction(fn func(tx *Connection) error) error { return fn(c) }
func (c *Connection) Q() *Query                                       { return &Query{Connection: c} }
func (c *Connection) Where(stmt string, args ...interface{}) *Query {
	return c.Q().Where(stmt, args...)
}
func (c *Connection) RawQuery(stmt string, args ...interface{}) *Query {
	return &Query{RawSQL: &clause{stmt, args}, Connection: c}
}
func (c *Connection) Eager(fields ...string) *Connection                       { return c }
func (c *Connection) Create(model interface{}, excludeColumns ...string) error { return nil }
func (c *Connection) Update(model interface{}, excludeColumns ...string) error { return nil }
func (c *Connection) UpdateColumns(model interface{}, columnNames ...string) error {
	return nil
}
func (c *Connection) Save(model interface{}, excludeColumns ...string) error { return nil }
func (c *Connection) Destroy(model interface{}) error                        { return nil }
func (c *Connection) Find(model interface{}, id interface{}) error           { return nil }
func (c *Connection) First(model interface{}) error                          { return nil }

func (q *Query) Where(stmt string, args ...interface{}) *Query { return q }
func (q *Query) Order(stmt string, args ...interface{}) *Query { return q }
func (q *Query) Limit(limit int) *Query                        { return q }
func (q *Query) Eager(fields ...string) *Query                 { return q }
func (q *Query) Find(model interface{}, id interface{}) error  { return nil }
func (q *Query) First(model interface{}) error                 { return nil }
func (q *Query) Last(model interface{}) error                  { return nil }
func (q *Query) All(models interface{}) error                  { return nil }
func (q *Query) Exists(model interface{}) (bool, error)        { return false, nil }
func (q *Query) Exec() error                                   { return nil }
func (q *Query) ExecWithCount() (int, error)                   { return 0, nil }
func (q *Query) Delete(model interface{}) error                { return nil }
