package api

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"time"
)

// Mux registers the net/http top-up endpoints (Go 1.22 method patterns).
func (a *API) Mux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /topups", a.Topup)
	mux.HandleFunc("POST /topups/v2", a.TopupStrict)
	return mux
}

type topupReq struct {
	Account string `json:"account"`
	Cents   int64  `json:"cents"`
}

func randomKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Topup falls back to random bytes when the client sent no key: keysource bug.
func (a *API) Topup(w http.ResponseWriter, r *http.Request) {
	var req topupReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		key = randomKey()
	}
	ok, err := a.RDB.SetNX(r.Context(), "topup:"+key, 1, 24*time.Hour).Result() // expect: keysource "invents a key when the sender sent none"
	if err != nil || !ok {
		w.WriteHeader(http.StatusConflict)
		return
	}
	a.RDB.IncrBy(r.Context(), "balance:"+req.Account, req.Cents)
	w.WriteHeader(http.StatusCreated)
}

// TopupStrict requires the client's key: clean.
func (a *API) TopupStrict(w http.ResponseWriter, r *http.Request) {
	var req topupReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	ok, err := a.RDB.SetNX(r.Context(), "topup:"+key, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		w.WriteHeader(http.StatusConflict)
		return
	}
	a.RDB.IncrBy(r.Context(), "balance:"+req.Account, req.Cents)
	w.WriteHeader(http.StatusCreated)
}

type depositReq struct {
	Account string `json:"account"`
	Cents   int64  `json:"cents"`
}

// Deposit is registered in package main: it decodes a JSON body and credits
// the account on every request. nodedupe bug.
func (a *API) Deposit(w http.ResponseWriter, r *http.Request) {
	var req depositReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_, err := a.DB.ExecContext(r.Context(), `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, req.Cents, req.Account) // expect: nodedupe `handler \(\*API\)\.Deposit: a client retry bumps a counter again \(UPDATE accounts SET balance.*\)`
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// DepositOnce claims the client's key in the same transaction: clean.
func (a *API) DepositOnce(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	var req depositReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx := r.Context()
	tx, err := a.DB.BeginTx(ctx, nil)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO idempotency_keys (key, status) VALUES ($1, 204) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n, _ := res.RowsAffected(); n == 0 {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = balance + $1 WHERE id = $2`, req.Cents, req.Account); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if err := tx.Commit(); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Balance is a read: clean whatever the route.
func (a *API) Balance(w http.ResponseWriter, r *http.Request) {
	var cents int64
	if err := a.DB.QueryRowContext(r.Context(), `SELECT balance FROM accounts WHERE id = $1`, r.PathValue("id")).Scan(&cents); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	w.Write([]byte(strconv.FormatInt(cents, 10)))
}
