package factories

import (
	"net/http"

	"nodedupe/factories/tracing"
)

type Checkout struct{ API }

// Registered on a POST route through the service's own middleware, which
// returns an http.Handler: a handler.
func (c *Checkout) Pay(w http.ResponseWriter, r *http.Request) {
	c.DB.ExecContext(r.Context(), `INSERT INTO payments (order_id) VALUES ($1)`, r.URL.Query().Get("order")) // want `handler \(\*Checkout\)\.Pay: a client retry inserts a duplicate row \(INSERT INTO payments \(order_id\) VALUES \(\$1\)\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// Clean look-alike: the same through the same middleware on a GET route.
func (c *Checkout) Visit(w http.ResponseWriter, r *http.Request) {
	c.DB.ExecContext(r.Context(), `INSERT INTO visits (order_id) VALUES ($1)`, r.URL.Query().Get("order"))
}

func Routes(mux *http.ServeMux, c *Checkout) {
	mux.Handle("POST /pay", tracing.Wrap(c.Pay, nil))
	mux.Handle("GET /visit", tracing.Wrap(c.Visit, nil))
}
