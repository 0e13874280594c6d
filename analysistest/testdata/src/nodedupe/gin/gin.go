// Package gin: gin handlers.
package gin

import (
	"context"
	"database/sql"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

type api struct {
	db  *sql.DB
	rdb *redis.Client
}

func (a *api) register(r *gin.Engine) {
	r.POST("/pay", a.pay)
	r.POST("/pay/keyed", a.payKeyed)
	r.POST("/pay/claimed", a.payClaimed)
	r.POST("/pay/fallback", a.payFallback)
	r.GET("/pay/preview", a.preview)
}

func (a *api) pay(c *gin.Context) {
	_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}) // want `handler \(\*api\)\.pay: a client retry moves money again \(stripe paymentintent\); dedupe on c\.GetHeader\("Idempotency-Key"\) and forward it as the Idempotency-Key`
	if err != nil {
		c.AbortWithStatus(502)
	}
}

func (a *api) payKeyed(c *gin.Context) {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	params.SetIdempotencyKey(c.GetHeader("Idempotency-Key"))
	paymentintent.New(params)
}

func (a *api) payClaimed(c *gin.Context) {
	ok, err := a.rdb.SetNX(context.Background(), "pay:"+c.GetHeader("Idempotency-Key"), 1, 0).Result()
	if err != nil || !ok {
		c.Status(409)
		return
	}
	paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")})
}

// preview is a GET handler: a GET may be prefetched or retried at will, so
// a charge it makes is reported (a row or a counter would not be).
func (a *api) preview(c *gin.Context) {
	paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(0), Currency: stripe.String("usd")}) // want `handler \(\*api\)\.preview: a client retry moves money again \(stripe paymentintent\)`
}

// payFallback forwards the client's key, or a fresh one when it sent none:
// keysource's receiver-fallback, not a second finding here.
func (a *api) payFallback(c *gin.Context) {
	key := c.GetHeader("Idempotency-Key")
	if key == "" {
		key = stripe.NewIdempotencyKey()
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	params.SetIdempotencyKey(key)
	paymentintent.New(params)
}
