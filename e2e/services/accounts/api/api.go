// Package api is the accounts service's HTTP API (chi). Its handlers read
// and write redis keys that are not dedupe keys: attempt counters, a lockout
// under another derivation, an OTP cooldown window, a rate-limit window.
package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/e2e/services/accounts/store"
)

// API holds the handlers' dependencies.
type API struct {
	RDB   *redis.Client
	Auth  *store.Auth
	Check func(email, password string) bool
}

// Routes registers the handlers.
func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.Post("/login", a.Login)
	r.Post("/verify", a.Verify)
	r.Post("/redeem", a.Redeem)
	r.Post("/otp", a.SendOTP)
	r.Post("/search", a.Search)
	return r
}

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Code     string `json:"code"`
}

// Login counts failed attempts and locks the account after five: a
// duplicate request counts one more failure, which nobody calls a dedupe bug.
func (a *API) Login(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx := r.Context()
	key := "fail:" + strings.ToLower(c.Email)
	if n, _ := a.RDB.Get(ctx, key).Int(); n >= 5 {
		http.Error(w, "locked", http.StatusLocked)
		return
	}
	if !a.Check(c.Email, c.Password) {
		a.RDB.Incr(ctx, key)
		a.RDB.Expire(ctx, key, 15*time.Minute)
		http.Error(w, "bad credentials", http.StatusUnauthorized)
		return
	}
	a.RDB.Del(ctx, key)
	w.WriteHeader(http.StatusNoContent)
}

// Verify checks the lockout counter (PrefixVerifyFail+sha256(email)) and
// records the login (PrefixLogin+email): different keys, not a
// check-then-write of one key.
func (a *API) Verify(w http.ResponseWriter, r *http.Request) {
	var c credentials
	if err := json.NewDecoder(r.Body).Decode(&c); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx := r.Context()
	if fails, err := a.Auth.VerifyFails(ctx, c.Email); err != nil || fails >= 5 {
		http.Error(w, "locked", http.StatusLocked)
		return
	}
	_ = a.Auth.RecordLogin(ctx, c.Email)
	w.WriteHeader(http.StatusNoContent)
}

type redeemReq struct {
	Code    string `json:"code"`
	Account string `json:"account"`
}

// Redeem checks that the coupon is unused, credits, then marks it used, all
// on PrefixCoupon+code: two concurrent requests both redeem.
// checkthenwrite bug.
func (a *API) Redeem(w http.ResponseWriter, r *http.Request) {
	var req redeemReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx := r.Context()
	if used, err := a.Auth.CouponRedeemed(ctx, req.Code); err != nil || used {
		http.Error(w, "coupon already used", http.StatusConflict)
		return
	}
	a.RDB.IncrBy(ctx, "balance:"+req.Account, 500) // expect: nodedupe `handler \(\*API\)\.Redeem: a client retry bumps a counter again \(increment Client\.IncrBy\)`
	_ = a.Auth.MarkCouponRedeemed(ctx, req.Code)   // expect: checkthenwrite "check-then-write race"
	w.WriteHeader(http.StatusNoContent)
}

// SendOTP stores a one-time code unless the phone's one-minute cooldown
// window is open: a rate-limit window, not a dedupe key.
func (a *API) SendOTP(w http.ResponseWriter, r *http.Request) {
	phone := r.FormValue("phone")
	ctx := r.Context()
	cooldown := "otp:cooldown:" + phone
	if n, _ := a.RDB.Exists(ctx, cooldown).Result(); n > 0 {
		http.Error(w, "try again in a minute", http.StatusTooManyRequests)
		return
	}
	a.RDB.Set(ctx, "otp:code:"+phone, fmt.Sprintf("%06d", time.Now().UnixNano()%1000000), 5*time.Minute)
	a.RDB.Set(ctx, cooldown, 1, time.Minute)
	w.WriteHeader(http.StatusAccepted)
}

// Search is rate-limited by a fixed one-minute window counter.
func (a *API) Search(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	window := fmt.Sprintf("rl:%s:%d", r.Header.Get("X-User"), time.Now().Unix()/60)
	n, err := a.RDB.Incr(ctx, window).Result()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if n == 1 {
		a.RDB.Expire(ctx, window, time.Minute)
	}
	if n > 100 {
		http.Error(w, "slow down", http.StatusTooManyRequests)
		return
	}
	w.WriteHeader(http.StatusOK)
}
