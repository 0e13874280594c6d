// Package busdirect imports the package that registers the bus's
// handlers: its dispatches are resolved, and reported, here.
package busdirect

import (
	"encoding/json"
	"net/http"

	"wiring/bus"
	_ "wiring/busstore"
	"wiring/cmd"
)

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/topup", TopUp)
	mux.HandleFunc("/settle", Settle)
}

// TopUp credits the account the body names.
func TopUp(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Account string
		Amount  int64
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return
	}
	_ = bus.Dispatch(r.Context(), &cmd.CreditAccount{Account: req.Account, Amount: req.Amount}) // want `handler TopUp: a client retry bumps a counter again \(UPDATE accounts SET balance = balance \+ \$1`
}

// Settle marks the order paid (clean).
func Settle(w http.ResponseWriter, r *http.Request) {
	var req struct{ OrderID string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return
	}
	_ = bus.Dispatch(r.Context(), &cmd.MarkPaid{OrderID: req.OrderID})
}
