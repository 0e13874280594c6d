// Package echobind: a key derived from a body echo v4's DefaultBinder
// binds (BindBody) is the payload's, as one from Context.Bind is.
package echobind

import (
	"github.com/labstack/echo/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type chargeRequest struct {
	CustomerID string `json:"customer_id"`
	Amount     int64  `json:"amount"`
}

// Charge keys the charge by the customer and the amount the body names.
func Charge(c echo.Context) error {
	var req chargeRequest
	if err := (&echo.DefaultBinder{}).BindBody(c, &req); err != nil {
		return err
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount), Customer: stripe.String(req.CustomerID)}
	params.SetIdempotencyKey(req.CustomerID) // want `handler Charge derives Params\.SetIdempoten.* only from the payload`
	_, err := paymentintent.New(params)
	return err
}

// ChargeKeyed keys it by the client's Idempotency-Key: clean.
func ChargeKeyed(c echo.Context) error {
	var req chargeRequest
	if err := (&echo.DefaultBinder{}).BindBody(c, &req); err != nil {
		return err
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount), Customer: stripe.String(req.CustomerID)}
	params.SetIdempotencyKey(c.Request().Header.Get("Idempotency-Key"))
	_, err := paymentintent.New(params)
	return err
}

func Routes(e *echo.Echo) {
	e.POST("/charges", Charge)
	e.POST("/charges/keyed", ChargeKeyed)
}
