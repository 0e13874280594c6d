// Package account: a model whose method applies a pending address (a
// field set to another field's value, not to a constant) and stores it.
package account

import "database/sql"

type Account struct {
	ID          string
	Email       string
	EmailChange string
	Verified    bool
}

// ConfirmEmailChange applies the pending address.
func (a *Account) ConfirmEmailChange(db *sql.DB) error {
	a.Email = a.EmailChange
	a.EmailChange = ""
	_, err := db.Exec(`UPDATE accounts SET email = $1, email_change = '' WHERE id = $2`, a.Email, a.ID)
	return err
}

func (a *Account) GetEmail() string { return a.Email }
