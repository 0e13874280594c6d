// Package chi: chi handlers.
package chi

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"
)

func routes(r chi.Router, db *sql.DB, rdb *redis.Client) {
	r.Post("/cart/{id}/items", func(w http.ResponseWriter, req *http.Request) {
		rdb.LPush(context.Background(), "cart:"+chi.URLParam(req, "id"), req.FormValue("sku")) // want `handler func literal in routes: a client retry appends a duplicate entry \(append Client\.LPush\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
	})
	r.Put("/cart/{id}/items", func(w http.ResponseWriter, req *http.Request) {
		rdb.SAdd(context.Background(), "cart:"+chi.URLParam(req, "id"), req.FormValue("sku"))
	})
	r.Delete("/cart/{id}", func(w http.ResponseWriter, req *http.Request) {
		db.Exec(`DELETE FROM carts WHERE id = $1`, chi.URLParam(req, "id"))
		rdb.Del(context.Background(), "cart:"+chi.URLParam(req, "id"))
	})
	r.Get("/cart/{id}", func(w http.ResponseWriter, req *http.Request) {
		rdb.Incr(context.Background(), "cart:views")
	})
}
