// Package api: HTTP routes that call another service of the system over
// gRPC. A repeat of an RPC that adds an amount or makes something anew
// does it again there; a read, a set or a one-way transition does not.
package api

import (
	"encoding/json"
	"net/http"

	"nodedupe/grpcclient/userspb"
)

type API struct{ users userspb.UsersClient }

type lesson struct {
	UserID string `json:"user_id"`
	Total  int64  `json:"total"`
}

// bookLesson takes a lesson off the user's balance: a retried POST takes
// another one. Bug.
func (a *API) bookLesson(w http.ResponseWriter, r *http.Request) {
	var l lesson
	json.NewDecoder(r.Body).Decode(&l)
	if _, err := a.users.UpdateBalance(r.Context(), &userspb.UpdateBalanceRequest{UserId: l.UserID, AmountChange: -1}); err != nil { // want `handler \(\*API\)\.bookLesson: a client retry bumps a counter again`
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}

// invoice makes an invoice on the billing side: a retry makes a second. Bug.
func (a *API) invoice(w http.ResponseWriter, r *http.Request) {
	var l lesson
	json.NewDecoder(r.Body).Decode(&l)
	a.users.CreateInvoice(r.Context(), &userspb.CreateInvoiceRequest{UserId: l.UserID, Total: l.Total}) // want `handler \(\*API\)\.invoice: a client retry repeats an external call`
}

// rename sets a value there: a retry sets it again. Clean.
func (a *API) rename(w http.ResponseWriter, r *http.Request) {
	var l lesson
	json.NewDecoder(r.Body).Decode(&l)
	a.users.SetNickname(r.Context(), &userspb.SetNicknameRequest{UserId: l.UserID, Nickname: r.FormValue("nickname")})
}

// cancel is a one-way transition the other service refuses twice. Clean.
func (a *API) cancel(w http.ResponseWriter, r *http.Request) {
	a.users.CancelLesson(r.Context(), &userspb.CancelLessonRequest{LessonId: r.PathValue("id")})
}

// start starts the lesson the path names: a transition the other service
// finds done on a repeat. Clean.
func (a *API) start(w http.ResponseWriter, r *http.Request) {
	a.users.StartLesson(r.Context(), &userspb.StartLessonRequest{LessonId: r.PathValue("id")})
}

// open opens a session for the user: a new one each time. Bug.
func (a *API) open(w http.ResponseWriter, r *http.Request) {
	a.users.StartSession(r.Context(), &userspb.StartSessionRequest{UserId: r.PathValue("id"), Device: r.FormValue("device")}) // want `handler \(\*API\)\.open: a client retry repeats an external call`
}

// show reads. Clean.
func (a *API) show(w http.ResponseWriter, r *http.Request) {
	u, _ := a.users.GetUser(r.Context(), &userspb.GetUserRequest{UserId: r.PathValue("id")})
	json.NewEncoder(w).Encode(u)
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /lessons", a.bookLesson)
	mux.HandleFunc("POST /invoices", a.invoice)
	mux.HandleFunc("POST /nickname", a.rename)
	mux.HandleFunc("POST /lessons/{id}/cancel", a.cancel)
	mux.HandleFunc("GET /users/{id}", a.show)
	mux.HandleFunc("POST /lessons/{id}/start", a.start)
	mux.HandleFunc("POST /users/{id}/sessions", a.open)
}
