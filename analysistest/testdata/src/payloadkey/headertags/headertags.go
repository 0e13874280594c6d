// Package headertags: request inputs whose fields are bound to headers by
// their tags (huma's header:"…", fiber's reqHeader:"…"): the Idempotency-Key
// header is the sender's key, a body field is payload.
package headertags

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
	"github.com/gofiber/fiber/v2"
)

type TopupInput struct {
	IdempotencyKey string `header:"Idempotency-Key"`
	Body           struct {
		Wallet string `json:"wallet"`
		Amount int64  `json:"amount"`
	}
}

type TopupOutput struct{}

type API struct{ db *sql.DB }

func (a *API) Topup(ctx context.Context, in *TopupInput) (*TopupOutput, error) {
	tx, err := a.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, in.IdempotencyKey)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return &TopupOutput{}, nil
	}
	tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, in.Body.Amount, in.Body.Wallet)
	return &TopupOutput{}, tx.Commit()
}

func (a *API) TopupByWallet(ctx context.Context, in *TopupInput) (*TopupOutput, error) {
	tx, err := a.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO processed_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, in.Body.Wallet) // want `handler \(\*API\)\.TopupByWallet derives the key c… only from the payload: identical legitimate requests collide, the second is dropped; use the sender's id`
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return &TopupOutput{}, nil
	}
	tx.ExecContext(ctx, `UPDATE wallets SET balance = balance + $1 WHERE id = $2`, in.Body.Amount, in.Body.Wallet)
	return &TopupOutput{}, tx.Commit()
}

type keyHeaders struct {
	Key string `reqHeader:"Idempotency-Key"`
}

func (a *API) FiberTopup(c *fiber.Ctx) error {
	var h keyHeaders
	if err := c.ReqHeaderParser(&h); err != nil {
		return err
	}
	tx, err := a.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.Exec(`INSERT INTO processed_requests (key) VALUES ($1) ON CONFLICT DO NOTHING`, h.Key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return c.SendStatus(200)
	}
	tx.Exec(`UPDATE wallets SET balance = balance + 10 WHERE id = $1`, c.Params("id"))
	return tx.Commit()
}

func routes(api huma.API, app *fiber.App, a *API) {
	huma.Register(api, huma.Operation{Method: http.MethodPost, Path: "/topups"}, a.Topup)
	huma.Register(api, huma.Operation{Method: http.MethodPost, Path: "/topups/by-wallet"}, a.TopupByWallet)
	app.Post("/wallets/:id/topup", a.FiberTopup)
}
