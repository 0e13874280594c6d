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
		rdb.SetNX(context.Background(), "idem:"+uuid.NewString(), 1, time.Hour) // want `handler func literal in webRoutes uses a key minted by the receiver \(uuid\.NewString\(\)\) as Client\.SetNX key: a client retry mints a new one; use the sender's id$`
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
		return rdb.SetNX(context.Background(), "idem:"+key, 1, time.Hour).Err() // want `handler func literal in webRoutes invents a key when the sender sent none \(uuid\.NewString\(\)\): a client retry without one runs again; reject the request instead`
	})
	e.POST("/echo/ok", func(c echo.Context) error {
		key := c.Request().Header.Get("Idempotency-Key")
		if key == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "Idempotency-Key required")
		}
		return rdb.SetNX(context.Background(), "idem:"+key, 1, time.Hour).Err()
	})
	r.Post("/chi", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), time.Now().Format(time.RFC3339Nano), 1, time.Hour) // want `handler func literal in webRoutes uses a key minted by the receiver \(time\.Now\(\)\) as Client\.SetNX key: a client retry mints a new one; use the sender's id$`
	})
	r.Post("/chi/ok", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), req.Header.Get("Idempotency-Key"), time.Now().Format(time.RFC3339Nano), time.Hour)
	})
	r.Post("/chi/helper", func(w http.ResponseWriter, req *http.Request) {
		rdb.SetNX(req.Context(), "idem:"+keyOrNew(req), 1, time.Hour) // want `handler func literal in webRoutes invents a key when the sender sent none \(receive.*\): a client retry without one runs again; reject the request instead`
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
		rdb.SetNX(req.Context(), "idem:"+key, 1, time.Hour) // want `handler func literal in webRoutes invents a key when the sender sent none \(uuid\.New\(\)\): a client retry without one runs again; reject the request instead`
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
