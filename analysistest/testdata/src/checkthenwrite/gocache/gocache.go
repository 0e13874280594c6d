// Package gocache: a submission checker over patrickmn/go-cache (a client
// session id remembered for a while) in front of a create: Get, then the
// work, then Set races between concurrent copies; Add first is a claim.
package gocache

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	cache "github.com/patrickmn/go-cache"
)

// Checker remembers submissions by the client's session id.
type Checker struct{ c *cache.Cache }

func NewChecker() *Checker { return &Checker{c: cache.New(5*time.Minute, time.Minute)} }

func (k *Checker) key(uid int64, id string) string { return fmt.Sprintf("tx|%d|%s", uid, id) }

// Seen reports whether the submission was recorded.
func (k *Checker) Seen(uid int64, id string) bool {
	_, found := k.c.Get(k.key(uid, id))
	return found
}

// Remember records the submission.
func (k *Checker) Remember(uid int64, id string) {
	k.c.Set(k.key(uid, id), true, cache.DefaultExpiration)
}

// Claim records the submission unless it is there: one caller wins.
func (k *Checker) Claim(uid int64, id string) bool {
	return k.c.Add(k.key(uid, id), true, cache.DefaultExpiration) == nil
}

type createReq struct {
	ClientSessionID string `json:"clientSessionId"`
	Amount          int64  `json:"amount"`
}

type API struct{ checker *Checker }

func record(req createReq) error { return nil }

// Create checks the session id, records the transaction, then remembers
// the id: two concurrent copies both pass the check.
func (a *API) Create(w http.ResponseWriter, r *http.Request) {
	var req createReq
	_ = json.NewDecoder(r.Body).Decode(&req)
	if a.checker.Seen(1, req.ClientSessionID) {
		return
	}
	_ = record(req)
	a.checker.Remember(1, req.ClientSessionID) // want `check-then-write race in \(\*API\)\.Create`
}

// CreateClaimed claims the session id first: one copy proceeds.
func (a *API) CreateClaimed(w http.ResponseWriter, r *http.Request) {
	var req createReq
	_ = json.NewDecoder(r.Body).Decode(&req)
	if !a.checker.Claim(1, req.ClientSessionID) {
		return
	}
	_ = record(req)
}

// Cached reads through the cache (a miss loads and fills it): no work
// depends on the check, no race.
func (a *API) Cached(w http.ResponseWriter, r *http.Request) {
	v, ok := a.checker.c.Get(r.URL.Query().Get("k"))
	if !ok {
		v = r.URL.Query().Get("k")
		a.checker.c.Set(r.URL.Query().Get("k"), v, cache.DefaultExpiration)
	}
	_ = json.NewEncoder(w).Encode(v)
}

func GinRoutes(r *gin.Engine, a *API) {
	r.GET("/incidents", a.Incidents)
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /transactions", a.Create)
	mux.HandleFunc("POST /transactions/claimed", a.CreateClaimed)
	mux.HandleFunc("GET /cached", a.Cached)
	mux.HandleFunc("POST /transactions/optional", a.CreateOptional)
	mux.HandleFunc("POST /login", a.Login)
}

type incident struct{ Title string }

// sortIncidents orders the incidents in place.
func sortIncidents(incidents []incident) {}

// loadIncidents reads the page's incidents from the database.
func (a *API) loadIncidents(page string) ([]incident, bool) { return nil, page != "" }

// cachedIncidents reads the page's incidents from the cache.
func (a *API) cachedIncidents(page string) ([]incident, bool) {
	v, ok := a.checker.c.Get(page)
	if !ok {
		return nil, false
	}
	incidents, ok := v.([]incident)
	return incidents, ok
}

// Incidents reads through the cache: a miss loads the incidents and stores
// them (cache-aside); two concurrent misses both load and store the same.
func (a *API) Incidents(c *gin.Context) {
	page := c.Query("page")
	incidents, found := a.cachedIncidents(page)
	if found {
		c.JSON(http.StatusOK, incidents)
		return
	}
	incidents, found = a.loadIncidents(page)
	if !found {
		c.JSON(http.StatusNotFound, nil)
		return
	}
	sortIncidents(incidents)
	a.checker.c.Set(page, incidents, cache.DefaultExpiration)
	c.JSON(http.StatusOK, incidents)
}

// CreateOptional checks only when the client sent a submission id: the
// check gates the work and the write on those requests, and races there.
func (a *API) CreateOptional(w http.ResponseWriter, r *http.Request) {
	var req createReq
	_ = json.NewDecoder(r.Body).Decode(&req)
	if req.ClientSessionID != "" {
		if a.checker.Seen(1, req.ClientSessionID) {
			return
		}
	}
	_ = record(req)
	a.checker.Remember(1, req.ClientSessionID) // want `check-then-write race in \(\*API\)\.CreateOptional`
}

// GetFailureCount and IncreaseFailureCount count a client's failed
// logins: the count refuses the n-th try, it is no dedupe check.
func (k *Checker) GetFailureCount(ip string) int {
	v, ok := k.c.Get("fail|" + ip)
	if !ok {
		return 0
	}
	n, _ := v.(int)
	return n
}

func (k *Checker) IncreaseFailureCount(ip string) {
	k.c.Set("fail|"+ip, k.GetFailureCount(ip)+1, cache.DefaultExpiration)
}

func (a *API) Login(w http.ResponseWriter, r *http.Request) {
	ip := r.RemoteAddr
	if a.checker.GetFailureCount(ip) > 5 {
		http.Error(w, "too many failures", http.StatusTooManyRequests)
		return
	}
	_ = record(createReq{})
	a.checker.IncreaseFailureCount(ip)
}
