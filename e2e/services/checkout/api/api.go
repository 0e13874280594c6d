// Package api is the checkout service's HTTP API: chi routes (behind the
// Idempotency-Key middlewares), gin, echo and net/http handlers as methods of
// API. Most routes are registered in this package; Deposit, DepositOnce and
// Balance are registered in package main.
package api

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"github.com/idemlint/idemlint/e2e/services/checkout/middleware"
	"github.com/idemlint/idemlint/e2e/services/checkout/store"
)

// API holds the handlers' dependencies.
type API struct {
	DB    *sql.DB
	RDB   *redis.Client
	Store store.IdempotencyStore
}

// Routes is the chi router.
func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.With(middleware.Idempotency(a.Store)).Post("/payments", a.CreatePayment)
	r.With(middleware.ClaimFirst(a.Store)).Post("/payments/v2", a.CreatePayment)
	r.Post("/transfers", a.CreateTransfer)
	r.Post("/transfers/v2", a.CreateTransferStrict)
	r.Post("/uploads", a.Upload)
	r.Post("/uploads/v2", a.UploadKeyed)
	r.Post("/imports", a.Import)
	r.Post("/imports/v2", a.ImportBySender)
	return r
}

type paymentReq struct {
	Customer string `json:"customer"`
	Cents    int64  `json:"cents"`
}

// CreatePayment forwards the client's Idempotency-Key to Stripe: clean.
func (a *API) CreatePayment(w http.ResponseWriter, r *http.Request) {
	var req paymentReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Cents), Currency: stripe.String("usd"), Customer: stripe.String(req.Customer)}
	params.SetIdempotencyKey(r.Header.Get("Idempotency-Key"))
	pi, err := paymentintent.New(params)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	json.NewEncoder(w).Encode(pi)
}

// idempotencyKey returns the client's key, or a fresh one.
func idempotencyKey(r *http.Request) string {
	if k := r.Header.Get("Idempotency-Key"); k != "" {
		return k
	}
	return uuid.NewString()
}

type transferReq struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Cents int64  `json:"cents"`
}

// CreateTransfer falls back to a server-minted key (in a helper) when the
// client sent none: a retry without a key runs again. keysource bug.
func (a *API) CreateTransfer(w http.ResponseWriter, r *http.Request) {
	var req transferReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	key := idempotencyKey(r)
	ok, err := a.RDB.SetNX(r.Context(), "transfer:"+key, 1, 24*time.Hour).Result() // expect: keysource "invents a key when the sender sent none"
	if err != nil || !ok {
		w.WriteHeader(http.StatusConflict)
		return
	}
	a.RDB.DecrBy(r.Context(), "balance:"+req.From, req.Cents)
	a.RDB.IncrBy(r.Context(), "balance:"+req.To, req.Cents)
	w.WriteHeader(http.StatusCreated)
}

// CreateTransferStrict rejects a request without a key: clean.
func (a *API) CreateTransferStrict(w http.ResponseWriter, r *http.Request) {
	var req transferReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	ok, err := a.RDB.SetNX(r.Context(), "transfer:"+key, 1, 24*time.Hour).Result()
	if err != nil || !ok {
		w.WriteHeader(http.StatusConflict)
		return
	}
	a.RDB.DecrBy(r.Context(), "balance:"+req.From, req.Cents)
	a.RDB.IncrBy(r.Context(), "balance:"+req.To, req.Cents)
	w.WriteHeader(http.StatusCreated)
}

// Upload dedupes on a hash of the raw body: payloadkey bug (two identical
// uploads are one).
func (a *API) Upload(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	sum := sha256.Sum256(body)
	ok, err := a.RDB.SetNX(r.Context(), "upload:"+hex.EncodeToString(sum[:]), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		w.WriteHeader(http.StatusOK)
		return
	}
	a.RDB.RPush(r.Context(), "uploads", body)
	w.WriteHeader(http.StatusCreated)
}

// UploadKeyed dedupes on the client's Idempotency-Key: clean.
func (a *API) UploadKeyed(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ok, err := a.RDB.SetNX(r.Context(), "upload:"+key, 1, time.Hour).Result()
	if err != nil || !ok {
		w.WriteHeader(http.StatusOK)
		return
	}
	a.RDB.RPush(r.Context(), "uploads", body)
	w.WriteHeader(http.StatusCreated)
}

var importNS = uuid.MustParse("6ba7b812-9dad-11d1-80b4-00c04fd430c8")

// Import names the import by a name-based uuid of the body: payloadkey bug.
func (a *API) Import(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id := uuid.NewSHA1(importNS, body)
	ok, err := a.RDB.SetNX(r.Context(), "import:"+id.String(), 1, time.Hour).Result() // expect: payloadkey "only from the payload"
	if err != nil || !ok {
		w.WriteHeader(http.StatusOK)
		return
	}
	a.RDB.RPush(r.Context(), "imports", body)
	w.WriteHeader(http.StatusAccepted)
}

// ImportBySender names the import by a name-based uuid of the client's key:
// clean.
func (a *API) ImportBySender(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" {
		http.Error(w, "Idempotency-Key required", http.StatusBadRequest)
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	id := uuid.NewSHA1(importNS, []byte(key))
	ok, err := a.RDB.SetNX(r.Context(), "import:"+id.String(), 1, time.Hour).Result()
	if err != nil || !ok {
		w.WriteHeader(http.StatusOK)
		return
	}
	a.RDB.RPush(r.Context(), "imports", body)
	w.WriteHeader(http.StatusAccepted)
}
