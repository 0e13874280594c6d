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
	r.Post("/chi/helper", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), "idem:"+keyOrNew(req), 1, time.Hour) // want `handler webRoutes\$7 invents a key when the sender sent none \(Client.SetNX key falls back to receivers.keyOrNew\(\)\)`
	})
	r.Post("/chi/helper/ok", func(w http.ResponseWriter, req *http.Request) {
		key, err := keyOrError(req)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		rdb.SetNX(req.Context(), "idem:"+key, 1, time.Hour)
	})
	http.HandleFunc("POST /std", func(w http.ResponseWriter, req *http.Request) {
		key := req.Header.Get("Idempotency-Key")
		if key == "" {
			key = uuid.New().String()
		}
		rdb.SetNX(req.Context(), "idem:"+key, 1, time.Hour) // want `handler webRoutes\$9 invents a key when the sender sent none`
	})
}

// keyOrNew returns the client's key, or a fresh one.
func keyOrNew(r *http.Request) string {
	if k := r.Header.Get("Idempotency-Key"); k != "" {
		return k
	}
	return uuid.NewString()
}

// keyOrError returns the client's key, or an error.
func keyOrError(r *http.Request) (string, error) {
	if k := r.Header.Get("Idempotency-Key"); k != "" {
		return k, nil
	}
	return "", http.ErrNoCookie
}
