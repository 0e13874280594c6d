// Package httpapi: payload-derived keys in net/http handlers, forwarded to
// stripe-go and to another service.
package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"payloadkey/keys"
)

type chargeRequest struct {
	CustomerID string `json:"customer_id"`
	Amount     int64  `json:"amount"`
}

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /charges", charge)
	mux.HandleFunc("POST /charges/ok", chargeOK)
	mux.HandleFunc("POST /charges/set", chargeSetKey)
	mux.HandleFunc("POST /charges/set/ok", chargeSetKeyOK)
	mux.HandleFunc("POST /forward", forward)
	mux.HandleFunc("POST /forward/ok", forwardOK)
	mux.HandleFunc("PUT /blobs", putBlob)
	mux.HandleFunc("POST /imports", importBody)
	mux.HandleFunc("POST /imports/ok", importBySender)
}

var importNS = uuid.MustParse("6ba7b812-9dad-11d1-80b4-00c04fd430c8")

// importBody names the import by a name-based uuid of the whole body.
func importBody(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sum := sha256.Sum256(body)
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewSHA1(importNS, sum[:]).String()) // want `handler importBody derives Params\.SetIdempoten.* only from the payload: identical legitimate requests collide, the second is dropped; use the sender's id$`
	paymentintent.New(params)
}

// importBySender names it by a name-based uuid of the client's key: clean.
func importBySender(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	params := &stripe.PaymentIntentParams{}
	params.SetIdempotencyKey(uuid.NewSHA1(importNS, []byte(key)).String())
	paymentintent.New(params)
}

func charge(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	var req chargeRequest
	json.Unmarshal(b, &req)
	sum := sha256.Sum256(b)
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount), Customer: stripe.String(req.CustomerID)}
	params.IdempotencyKey = stripe.String(hex.EncodeToString(sum[:])) // want `handler charge derives Params\.IdempotencyKey only from the payload: identical legitimate requests collide, the second is dropped; use the sender's id$`
	paymentintent.New(params)
}

func chargeOK(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	var req chargeRequest
	json.Unmarshal(b, &req)
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount), Customer: stripe.String(req.CustomerID)}
	params.IdempotencyKey = stripe.String(r.Header.Get("Idempotency-Key"))
	paymentintent.New(params)
	// an ETag over the body is a content hash, not a key
	sum := sha256.Sum256(b)
	w.Header().Set("ETag", hex.EncodeToString(sum[:]))
}

func chargeSetKey(w http.ResponseWriter, r *http.Request) {
	var req chargeRequest
	json.NewDecoder(r.Body).Decode(&req)
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount)}
	params.SetIdempotencyKey(keys.Of(req)) // want `handler chargeSetKey derives Params\.SetIdempoten.* only from the payload: identical legitimate requests collide, the second is dropped; use the sender's id$`
	paymentintent.New(params)
}

func chargeSetKeyOK(w http.ResponseWriter, r *http.Request) {
	var req chargeRequest
	json.NewDecoder(r.Body).Decode(&req)
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(req.Amount)}
	params.SetIdempotencyKey(r.Header.Get("Idempotency-Key") + ":charge")
	paymentintent.New(params)
}

func forward(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	out, _ := http.NewRequest("POST", "https://ledger.example/entries", bytes.NewReader(b))
	out.Header.Set("Idempotency-Key", keys.BodyKey(b)) // want `handler forward derives the "Idempotency-Key" header only from the payload`
	http.DefaultClient.Do(out)
}

func forwardOK(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	out, _ := http.NewRequest("POST", "https://ledger.example/entries", bytes.NewReader(b))
	out.Header.Set("Idempotency-Key", keys.Mixed(r.Header.Get("Idempotency-Key"), b))
	out.Header.Set("Digest", "sha-256="+keys.BodyKey(b)) // a checksum, not a key
	http.DefaultClient.Do(out)
}

// content-addressed storage: the hash names the blob, it is no dedupe key.
func putBlob(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	os.WriteFile(filepath.Join("/var/blobs", keys.BodyKey(b)), b, 0o644)
}
