package receivers

import (
	"context"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/labstack/echo/v4"
	"github.com/redis/go-redis/v9"
)

// --- gin, echo, chi ---

func webRoutes(g *gin.Engine, e *echo.Echo, r chi.Router, rdb *redis.Client) {
	g.POST("/gin", func(c *gin.Context) {
		rdb.SetNX(context.Background(), "idem:"+uuid.NewString(), 1, time.Hour) // want `handler webRoutes\$1 uses a key minted by the receiver \(uuid.NewString\(\)\) .*c.GetHeader\("Idempotency-Key"\)`
	})
	g.POST("/gin/ok", func(c *gin.Context) {
		c.Header("X-Request-Id", uuid.NewString()) // log correlation
		rdb.SetNX(context.Background(), "idem:"+c.GetHeader("Idempotency-Key"), 1, time.Hour)
	})
	e.POST("/echo", func(c echo.Context) error {
		key := c.Request().Header.Get("Idempotency-Key")
		if key == "" {
			key = uuid.NewString()
		}
		return rdb.SetNX(context.Background(), "idem:"+key, 1, time.Hour).Err() // want `handler webRoutes\$3 invents a key when the sender sent none`
	})
	e.POST("/echo/ok", func(c echo.Context) error {
		key := c.Request().Header.Get("Idempotency-Key")
		if key == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "Idempotency-Key required")
		}
		return rdb.SetNX(context.Background(), "idem:"+key, 1, time.Hour).Err()
	})
	r.Post("/chi", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), time.Now().Format(time.RFC3339Nano), 1, time.Hour) // want `handler webRoutes\$5 uses a key minted by the receiver \(time.Now\(\)\)`
	})
	r.Post("/chi/ok", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), req.Header.Get("Idempotency-Key"), time.Now().Format(time.RFC3339Nano), time.Hour)
	})
}
