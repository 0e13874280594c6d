package api

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/lithammer/shortuuid/v4"
)

// EchoRoutes registers the credit endpoints.
func (a *API) EchoRoutes(e *echo.Echo) {
	e.POST("/credits", a.Credit)
	e.POST("/credits/v2", a.CreditStrict)
}

type creditReq struct {
	Account string `json:"account"`
	Cents   int64  `json:"cents"`
}

// Credit falls back to a shortuuid when the client sent no key: keysource bug.
func (a *API) Credit(c echo.Context) error {
	var req creditReq
	if err := c.Bind(&req); err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	key := c.Request().Header.Get("Idempotency-Key")
	if key == "" {
		key = shortuuid.New()
	}
	ctx := c.Request().Context()
	ok, err := a.RDB.SetNX(ctx, "credit:"+key, 1, 24*time.Hour).Result() // expect: keysource "invents a key when the sender sent none"
	if err != nil || !ok {
		return c.NoContent(http.StatusConflict)
	}
	a.RDB.IncrBy(ctx, "balance:"+req.Account, req.Cents)
	return c.NoContent(http.StatusCreated)
}

// CreditStrict requires the client's key: clean.
func (a *API) CreditStrict(c echo.Context) error {
	var req creditReq
	if err := c.Bind(&req); err != nil {
		return c.NoContent(http.StatusBadRequest)
	}
	key := c.Request().Header.Get("Idempotency-Key")
	if key == "" {
		return c.String(http.StatusBadRequest, "Idempotency-Key required")
	}
	ctx := c.Request().Context()
	ok, err := a.RDB.SetNX(ctx, "credit:"+key, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		return c.NoContent(http.StatusConflict)
	}
	a.RDB.IncrBy(ctx, "balance:"+req.Account, req.Cents)
	return c.NoContent(http.StatusCreated)
}
