// Package mainwired is a service's main package that holds its handlers
// and wires them: the bounce webhook hands bounces to a manager whose
// callback, given to its constructor here, inserts them. The package that
// fills the callback is the handler's own.
package mainwired

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"nodedupe/mainwired/bounce"
)

type App struct {
	db      *sql.DB
	bounces *bounce.Manager
}

// BounceWebhook receives a provider's bounce webhook: the provider retries
// it, and each delivery records another bounce.
func (a *App) BounceWebhook(w http.ResponseWriter, r *http.Request) {
	var b bounce.Bounce
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = a.bounces.Record(b) // want `handler \(\*App\)\.BounceWebhook: a client retry inserts a duplicate row \(INSERT INTO bounces`
}

func (a *App) recordBounce(b bounce.Bounce) error {
	_, err := a.db.Exec(`INSERT INTO bounces (email, type) VALUES ($1, $2)`, b.Email, b.Type)
	return err
}

func initBounceManager(cb func(bounce.Bounce) error) *bounce.Manager {
	return bounce.New(bounce.Opt{RecordCB: cb})
}

func run(db *sql.DB) {
	a := &App{db: db}
	a.bounces = initBounceManager(a.recordBounce)
	go a.bounces.Run()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /webhooks/bounce", a.BounceWebhook)
}
