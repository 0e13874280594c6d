// Package billing creates renewal invoices: one unpaid invoice per service
// at a time, checked by a count in the transaction that locks the service.
package billing

import (
	"context"
	"database/sql"
	"errors"
)

var ErrUnpaidInvoiceExists = errors.New("an unpaid invoice exists")

// CreateRenewalInvoice refuses a second unpaid invoice of the service: the
// count decides the invoice and its items.
func CreateRenewalInvoice(ctx context.Context, tx *sql.Tx, serviceID int) (int, error) {
	if _, err := tx.ExecContext(ctx, `SELECT id FROM services WHERE id = $1 FOR UPDATE`, serviceID); err != nil {
		return 0, err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM invoices WHERE service_id = $1 AND status = 'unpaid'`, serviceID).Scan(&n); err != nil {
		return 0, err
	}
	if n > 0 {
		return 0, ErrUnpaidInvoiceExists
	}
	var id int
	if err := tx.QueryRowContext(ctx, `INSERT INTO invoices (service_id, status, amount) VALUES ($1, 'unpaid', 10) RETURNING id`, serviceID).Scan(&id); err != nil {
		return 0, err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO invoice_items (invoice_id, description) VALUES ($1, 'renewal')`, id)
	return id, err
}

// CreateInvoiceChecked only checks that the lookup worked: its error, not
// its count, decides the insert.
func CreateInvoiceChecked(ctx context.Context, tx *sql.Tx, serviceID int) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM invoices WHERE service_id = $1`, serviceID).Scan(&n); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO invoices (service_id, status, amount) VALUES ($1, 'unpaid', 10)`, serviceID)
	return err
}
