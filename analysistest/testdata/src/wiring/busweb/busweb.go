package busweb // want package:`wiring: Credit → wiring/cmd\.CreditAccount, Paid → wiring/cmd\.MarkPaid, Paid → wiring/cmd\.LogInfo, Receipt → wiring/cmd\.SendReceipt, Order → wiring/cmd\.GetOrder, ResendVerification → wiring/cmd\.SendReceipt, React → wiring/cmd\.ToggleReaction`

// Package busweb is an HTTP API whose effects all go through the bus:
// it does not import the package that registers the handlers, so the
// dispatches are resolved where app wires both.

import (
	"encoding/json"
	"net/http"
	"net/smtp"

	"wiring/bus"
	"wiring/cmd"
)

func Routes(mux *http.ServeMux) {
	mux.HandleFunc("/credit", Credit)
	mux.HandleFunc("/paid", Paid)
	mux.HandleFunc("/receipt", Receipt)
	mux.HandleFunc("/order", Order)
	mux.HandleFunc("/verification/resend", ResendVerification)
	mux.HandleFunc("/react", React)
	mux.HandleFunc("/sites", CreateSite)
	mux.HandleFunc("/notes", AddNote)
	mux.HandleFunc("/orders/ship", Ship)
	mux.HandleFunc("/sites/welcome", CreateSiteWelcome)
	mux.HandleFunc("/notes/mail", AddNoteMail)
	mux.HandleFunc("/teams", CreateTeam)
}

// Credit credits the account the body names: a retried POST credits twice.
func Credit(w http.ResponseWriter, r *http.Request) { // wired: `handler Credit: a client retry .*through cmd\.CreditAccount`
	var req struct {
		Account string
		Amount  int64
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.CreditAccount{Account: req.Account, Amount: req.Amount}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// Paid marks the order paid: a retry sets the same status again (clean).
func Paid(w http.ResponseWriter, r *http.Request) {
	var req struct{ OrderID string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	bus.MustDispatch(r.Context(), &cmd.MarkPaid{OrderID: req.OrderID})
	bus.Publish(r.Context(), &cmd.LogInfo{Text: "paid " + req.OrderID})
}

// Receipt mails a receipt through the bus's listeners: a retried POST
// mails it twice.
func Receipt(w http.ResponseWriter, r *http.Request) { // wired: `handler Receipt: a client retry messages a person again .*through cmd\.SendReceipt`
	var req struct{ Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: req.Email})
}

// Order reads an order through the bus (clean).
func Order(w http.ResponseWriter, r *http.Request) {
	q := &cmd.GetOrder{OrderID: r.URL.Query().Get("id")}
	if err := bus.Dispatch(r.Context(), q); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	_ = json.NewEncoder(w).Encode(q.Result)
}

// ResendVerification mails the verification link again, by design: a
// retry sends another copy the user asked for anyway (category
// resend-flow, off by default).
func ResendVerification(w http.ResponseWriter, r *http.Request) {
	var req struct{ Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: req.Email})
}

// React toggles the user's reaction through the bus: a retry takes it
// back off; the fix is the wanted state, not a dedupe.
func React(w http.ResponseWriter, r *http.Request) { // wired: `handler React: a client retry flips a value back through cmd\.ToggleReaction; set the state the request asks for`
	var req struct{ CommentID, Emoji string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	_ = bus.Dispatch(r.Context(), &cmd.ToggleReaction{CommentID: req.CommentID, Emoji: req.Emoji})
}

// CreateSite creates the site, then mails the owner: a retry's site
// fails on the unique subdomain and returns before the mail (clean).
func CreateSite(w http.ResponseWriter, r *http.Request) {
	var req struct{ Subdomain, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.CreateSite{Subdomain: req.Subdomain}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: req.Email})
}

// AddNote inserts a note, then mails: nothing refuses a retry's note.
func AddNote(w http.ResponseWriter, r *http.Request) { // wired: `handler AddNote: a client retry inserts a duplicate row and messages a person again`
	var req struct{ Body, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.AddNote{Body: req.Body}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: req.Email})
}

// Ship reads the order, then mails: a lookup that succeeds again on a
// retry refuses nothing.
func Ship(w http.ResponseWriter, r *http.Request) { // wired: `handler Ship: a client retry messages a person again .*through cmd\.SendReceipt`
	var req struct{ OrderID, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.GetOrder{OrderID: req.OrderID}); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: req.Email})
}

func welcome(to string) error {
	return smtp.SendMail("smtp:587", nil, "sites@example.com", []string{to}, []byte("welcome"))
}

// CreateSiteWelcome mails the owner itself after creating the site: the
// mail is seen here, the unique insert that refuses a retry first only
// where app wires the bus (clean).
func CreateSiteWelcome(w http.ResponseWriter, r *http.Request) {
	var req struct{ Subdomain, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.CreateSite{Subdomain: req.Subdomain}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = welcome(req.Email)
}

// AddNoteMail: the same after a note's insert, which refuses nothing:
// app reports the mail, at the mail (the note alone is duplicate-create,
// off by default).
func AddNoteMail(w http.ResponseWriter, r *http.Request) {
	var req struct{ Body, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.AddNote{Body: req.Body}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	_ = welcome(req.Email) // wired: `handler AddNoteMail: a client retry messages a person again`
}

// notifyOwner publishes the owner's mail: the publish is its callers'.
func notifyOwner(r *http.Request, email string) {
	bus.Publish(r.Context(), &cmd.SendReceipt{Email: email})
}

// CreateTeam creates the team (inserted in a storage callback, unique by
// name), then notifies the owner through a helper: a retry's team fails
// on the name and returns before the mail (clean).
func CreateTeam(w http.ResponseWriter, r *http.Request) {
	var req struct{ Name, Email string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := bus.Dispatch(r.Context(), &cmd.CreateTeam{Name: req.Name}); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	notifyOwner(r, req.Email)
}
