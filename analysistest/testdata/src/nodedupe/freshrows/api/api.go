// Package api: refresh routes that push entries to a webhook.
package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"

	"nodedupe/freshrows/store"
)

type API struct {
	s    *store.Store
	hook string
}

func (a *API) push(entries []*store.Entry) {
	body, _ := json.Marshal(entries)
	http.Post(a.hook, "application/json", bytes.NewReader(body))
}

// refresh pushes only the entries the refresh inserted anew: a retry
// finds them stored and pushes nothing. Clean.
func (a *API) refresh(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	var entries []*store.Entry
	_ = json.NewDecoder(r.Body).Decode(&entries)
	newEntries, err := a.s.RefreshEntries(id, entries)
	if err != nil {
		return
	}
	if len(newEntries) > 0 {
		a.push(newEntries)
	}
}

// touch pushes every entry it touched: a retry pushes them again. Bug.
func (a *API) touch(w http.ResponseWriter, r *http.Request) {
	id, _ := strconv.ParseInt(r.PathValue("id"), 10, 64)
	var entries []*store.Entry
	_ = json.NewDecoder(r.Body).Decode(&entries)
	touched, err := a.s.TouchEntries(id, entries)
	if err != nil {
		return
	}
	if len(touched) > 0 {
		a.push(touched) // want `handler \(\*API\)\.touch: a client retry repeats an external call`
	}
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /feeds/{id}/refresh", a.refresh)
	mux.HandleFunc("POST /feeds/{id}/touch", a.touch)
}
