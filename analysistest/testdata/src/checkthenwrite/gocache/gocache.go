// Package gocache: a submission checker over patrickmn/go-cache (a client
// session id remembered for a while) in front of a create: Get, then the
// work, then Set races between concurrent copies; Add first is a claim.
package gocache

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"net/url"
	"strconv"
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

// record posts the transaction to the ledger.
func record(req createReq) error {
	_, err := http.Post("https://ledger.example/entries?amount="+strconv.FormatInt(req.Amount, 10), "application/json", nil)
	return err
}

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
	mux.HandleFunc("POST /transactions/remark", a.CreateRemark)
	mux.HandleFunc("POST /oauth2/login", a.OAuth2Login)
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

// Remark returns the id the submission was recorded under.
func (k *Checker) Remark(uid int64, id string) (bool, string) {
	v, found := k.c.Get(k.key(uid, id))
	if !found {
		return false, ""
	}
	return true, v.(string)
}

// SetRemark records the submission with the id it created.
func (k *Checker) SetRemark(uid int64, id, remark string) {
	k.c.Set(k.key(uid, id), remark, cache.DefaultExpiration)
}

// create answers a repeat with the recorded id; when the remark does not
// parse it falls through and creates again. Whenever it succeeds without
// creating, the check decided it: two concurrent copies both miss and
// both post. Reported.
func (a *API) create(req createReq) (int64, error) {
	if found, remark := a.checker.Remark(1, req.ClientSessionID); found {
		if id, err := strconv.ParseInt(remark, 10, 64); err == nil {
			return id, nil
		}
	}
	if err := record(req); err != nil {
		return 0, err
	}
	id := time.Now().UnixNano()
	a.checker.SetRemark(1, req.ClientSessionID, strconv.FormatInt(id, 10)) // want `check-then-write race in \(\*API\)\.create on key ClientSessionID of createReq: two concurrent calls both proceed; Cache\.Add first and act on its error`
	return id, nil
}

func (a *API) CreateRemark(w http.ResponseWriter, r *http.Request) {
	var req createReq
	_ = json.NewDecoder(r.Body).Decode(&req)
	id, err := a.create(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = json.NewEncoder(w).Encode(id)
}

type loginReq struct {
	ClientSessionID string `json:"clientSessionId"`
	Token           string `json:"token"`
}

// parseToken reads the user id from a token.
func parseToken(tok string) (int64, error) {
	if tok == "" {
		return 0, errors.New("no token")
	}
	return strconv.ParseInt(tok, 10, 64)
}

// authURL builds the provider's authorization URL.
func authURL(state, verifier string) string {
	return "https://provider.example/authorize?" + url.Values{"state": {state}, "code_challenge": {verifier}}.Encode()
}

// OAuth2Login refuses a session id already in flight, then only reads
// (parses the token, builds the URL) before it stores the state: two
// concurrent copies both store a state and the later one wins; nothing
// runs twice that matters. Not reported.
func (a *API) OAuth2Login(w http.ResponseWriter, r *http.Request) {
	var req loginReq
	_ = json.NewDecoder(r.Body).Decode(&req)
	if found, _ := a.checker.Remark(0, req.ClientSessionID); found {
		http.Error(w, "repeated request", http.StatusConflict)
		return
	}
	uid, err := parseToken(req.Token)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	}
	verifier := strconv.FormatInt(rand.Int63(), 36)
	state := fmt.Sprintf("%s|%d", req.ClientSessionID, uid)
	a.checker.SetRemark(0, req.ClientSessionID, state+"|"+verifier)
	http.Redirect(w, r, authURL(state, verifier), http.StatusFound)
}
