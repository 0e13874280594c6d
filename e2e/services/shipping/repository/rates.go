package repository

import (
	"context"
	"database/sql"

	sq "github.com/Masterminds/squirrel"
)

// Rates are shipping quotes and surcharges, built with squirrel.
type Rates struct{ DB *sql.DB }

var psql = sq.StatementBuilder.PlaceholderFormat(sq.Dollar)

// SetQuote sets an order's quote: an upsert on order_id.
func (r *Rates) SetQuote(ctx context.Context, orderID string, cents int64) error {
	q, args, err := psql.Insert("quotes").
		Columns("order_id", "cents").
		Values(orderID, cents).
		Suffix("ON CONFLICT (order_id) DO UPDATE SET cents = EXCLUDED.cents").
		ToSql()
	if err != nil {
		return err
	}
	_, err = r.DB.ExecContext(ctx, q, args...)
	return err
}

// AddSurcharge adds to an order's total.
func (r *Rates) AddSurcharge(ctx context.Context, orderID string, cents int64) error {
	_, err := psql.Update("rates").
		Set("total", sq.Expr("total + ?", cents)).
		Where(sq.Eq{"order_id": orderID}).
		RunWith(r.DB).
		ExecContext(ctx)
	return err
}

// LogQuote appends a quote to the quote log.
func (r *Rates) LogQuote(ctx context.Context, orderID string, cents int64) error {
	q, args, err := psql.Insert("quote_log").Columns("order_id", "cents").Values(orderID, cents).ToSql()
	if err != nil {
		return err
	}
	_, err = r.DB.ExecContext(ctx, q, args...)
	return err
}
