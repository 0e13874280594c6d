package maps

import (
	"net/http"
	"strings"
	"sync"
)

var (
	keysMu sync.Mutex
	keys   = map[string]bool{}
)

func charge(r *http.Request) {}

// An HTTP write handler deduping on Idempotency-Key with two critical sections.
func pay(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	keysMu.Lock()
	done := keys[key]
	keysMu.Unlock()
	if done {
		w.WriteHeader(http.StatusOK)
		return
	}
	charge(r)
	keysMu.Lock()
	keys[key] = true // want `check-then-write race in pay on key header "Idempotency-Key": two concurrent client retries both proceed; LoadOrStore or one mutex`
	keysMu.Unlock()
}

// The same handler with one critical section around check and mark.
func payLocked(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	keysMu.Lock()
	if keys[key] {
		keysMu.Unlock()
		w.WriteHeader(http.StatusOK)
		return
	}
	keys[key] = true
	keysMu.Unlock()
	charge(r)
}

// A map the handler makes for itself, read and written in a
// range-over-func loop's body (a closure): one delivery's own, no race.
func payMany(w http.ResponseWriter, r *http.Request) {
	seen := make(map[string]bool)
	for key := range strings.SplitSeq(r.Header.Get("Idempotency-Key"), ",") {
		if seen[key] {
			continue
		}
		seen[key] = true
		charge(r)
	}
}

func routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /paymany", payMany)
	mux.HandleFunc("POST /pay", pay)
	mux.HandleFunc("POST /pay2", payLocked)
}
