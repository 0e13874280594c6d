package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
)

// GinRoutes registers the refund endpoints.
func (a *API) GinRoutes(r *gin.Engine) {
	r.POST("/refunds", a.Refund)
	r.POST("/refunds/v2", a.RefundStrict)
}

type refundReq struct {
	PaymentIntent string `json:"payment_intent"`
	Cents         int64  `json:"cents"`
}

// Refund falls back to a fresh key when the client sent none: keysource bug.
func (a *API) Refund(c *gin.Context) {
	var req refundReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	key := c.GetHeader("Idempotency-Key")
	if key == "" {
		key = uuid.NewString()
	}
	params := &stripe.RefundParams{PaymentIntent: stripe.String(req.PaymentIntent), Amount: stripe.Int64(req.Cents)}
	params.SetIdempotencyKey("refund-" + key) // expect: keysource "invents a key when the sender sent none"
	if _, err := refund.New(params); err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	c.Status(http.StatusCreated)
}

// RefundStrict requires the client's key: clean.
func (a *API) RefundStrict(c *gin.Context) {
	var req refundReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.Status(http.StatusBadRequest)
		return
	}
	key := c.GetHeader("Idempotency-Key")
	if key == "" {
		c.String(http.StatusBadRequest, "Idempotency-Key required")
		return
	}
	params := &stripe.RefundParams{PaymentIntent: stripe.String(req.PaymentIntent), Amount: stripe.Int64(req.Cents)}
	params.SetIdempotencyKey("refund-" + key)
	if _, err := refund.New(params); err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	c.Status(http.StatusCreated)
}
