package maps

import (
	"net/http"
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

func routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /pay", pay)
	mux.HandleFunc("POST /pay2", payLocked)
}
