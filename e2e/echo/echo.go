// Package echo: labstack/echo/v4 write handlers.
package echo

import (
	"database/sql"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v4"
	"github.com/redis/go-redis/v9"
)

type signup struct {
	Email string `json:"email"`
}

func routes(e *echo.Echo, db *sql.DB, rdb *redis.Client) {
	// nodedupe bug
	e.POST("/signups", func(c echo.Context) error {
		var s signup
		if err := c.Bind(&s); err != nil {
			return err
		}
		_, err := db.Exec(`INSERT INTO signups (email) VALUES ($1)`, s.Email) // expect: nodedupe `handler func literal in routes: a client retry inserts a duplicate row \(INSERT INTO signups \(email\).*\)`
		return err
	})
	// nodedupe clean: upsert on the email (a stable id)
	e.PUT("/signups", func(c echo.Context) error {
		var s signup
		if err := c.Bind(&s); err != nil {
			return err
		}
		_, err := db.Exec(`INSERT INTO signups (email) VALUES ($1) ON CONFLICT (email) DO NOTHING`, s.Email)
		return err
	})
	// nodedupe clean: GET
	e.GET("/signups", func(c echo.Context) error {
		db.Exec(`UPDATE stats SET hits = hits + 1`)
		return c.NoContent(http.StatusOK)
	})
	// payloadkey bug
	g := e.Group("/v2")
	g.POST("/signups", func(c echo.Context) error {
		if ok, _ := rdb.SetNX(c.Request().Context(), "idem:"+c.FormValue("email"), 1, time.Hour).Result(); !ok { // expect: payloadkey "only from the payload"
			return nil
		}
		return rdb.Incr(c.Request().Context(), "signups").Err()
	})
	// payloadkey clean: the Idempotency-Key header
	g.PUT("/signups", func(c echo.Context) error {
		if ok, _ := rdb.SetNX(c.Request().Context(), "idem:"+c.Request().Header.Get("Idempotency-Key"), 1, time.Hour).Result(); !ok {
			return nil
		}
		return rdb.Incr(c.Request().Context(), "signups").Err()
	})
	// keysource bug (+ nodedupe)
	g.PATCH("/signups", func(c echo.Context) error {
		if ok, _ := rdb.SetNX(c.Request().Context(), "idem:"+uuid.NewString(), 1, time.Hour).Result(); !ok { // expect: keysource "minted by the receiver"
			return nil
		}
		return rdb.Incr(c.Request().Context(), "signups").Err() // expect: nodedupe `handler func literal in routes: a client retry bumps a counter again \(increment Client\.Incr\)`
	})
	// checkthenwrite bug
	e.DELETE("/signups/:id", func(c echo.Context) error {
		ctx := c.Request().Context()
		key := "idem:" + c.Request().Header.Get("Idempotency-Key")
		if v, _ := rdb.Get(ctx, key).Result(); v != "" {
			return nil
		}
		rdb.HSet(ctx, "deleted", c.Param("id"), 1)
		return rdb.Set(ctx, key, 1, time.Hour).Err() // expect: checkthenwrite "check-then-write race"
	})
}
