// Package storage: a connection type embedding pop's, as supabase/auth's
// storage.Connection does: pop's methods are promoted through it.
package storage

import "github.com/gobuffalo/pop/v6"

type Connection struct {
	*pop.Connection
}

// Transaction runs fn in a transaction on a connection of this type.
func (c *Connection) Transaction(fn func(tx *Connection) error) error {
	return c.Connection.Transaction(func(tx *pop.Connection) error {
		return fn(&Connection{Connection: tx})
	})
}

// UpdateOnly updates the given columns of the model's row.
func (c *Connection) UpdateOnly(model interface{}, includeColumns ...string) error {
	return c.Update(model)
}
