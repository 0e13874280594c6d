// Package gin: gin-gonic/gin write handlers.
package gin

import (
	"database/sql"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

type orderReq struct {
	SKU string `json:"sku"`
	Qty int    `json:"qty"`
}

func routes(r *gin.Engine, db *sql.DB, rdb *redis.Client) {
	// nodedupe bug
	r.POST("/orders", func(c *gin.Context) {
		var req orderReq
		if err := c.ShouldBindJSON(&req); err != nil {
			c.Status(http.StatusBadRequest)
			return
		}
		db.ExecContext(c, `INSERT INTO orders (sku, qty) VALUES ($1, $2)`, req.SKU, req.Qty) // expect: nodedupe `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO orders \(sku, qt.*\)`
	})
	// nodedupe clean: GET
	r.GET("/orders", func(c *gin.Context) {
		db.ExecContext(c, `INSERT INTO audit (path) VALUES ($1)`, c.Request.URL.Path)
	})
	// nodedupe clean: Idempotency-Key claimed
	r.POST("/orders/safe", func(c *gin.Context) {
		key := c.GetHeader("Idempotency-Key")
		if key == "" {
			c.Status(http.StatusBadRequest)
			return
		}
		if ok, _ := rdb.SetNX(c, "idem:"+key, 1, 24*time.Hour).Result(); !ok {
			c.Status(http.StatusOK)
			return
		}
		rdb.Incr(c, "orders")
	})
	// payloadkey bug: the key is the body's sku
	r.PUT("/orders/:id", func(c *gin.Context) {
		var req orderReq
		_ = c.ShouldBindJSON(&req)
		if ok, _ := rdb.SetNX(c, "idem:"+req.SKU, 1, time.Hour).Result(); !ok { // expect: payloadkey "only from the payload"
			return
		}
		rdb.Incr(c, "orders")
	})
	// keysource bug: falls back to a minted key
	r.PATCH("/orders/:id", func(c *gin.Context) {
		key := c.GetHeader("Idempotency-Key")
		if key == "" {
			key = uuid.NewString()
		}
		if ok, _ := rdb.SetNX(c, "idem:"+key, 1, time.Hour).Result(); !ok { // expect: keysource "invents a key"
			return
		}
		rdb.Incr(c, "orders")
	})
	// checkthenwrite bug
	r.DELETE("/orders/:id", func(c *gin.Context) {
		key := "idem:" + c.GetHeader("Idempotency-Key")
		if n, _ := rdb.Exists(c, key).Result(); n > 0 {
			return
		}
		rdb.HSet(c, "deleted", c.Param("id"), 1)
		rdb.Set(c, key, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
	})
}
