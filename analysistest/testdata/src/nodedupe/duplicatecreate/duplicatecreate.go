// Package duplicatecreate: HTTP routes in issue 22's tiers. A route whose
// only repeat harm is a duplicate row with a server-minted id goes to the
// duplicate-create category, off by default (no .idemlint.yml here enables
// it); a route that also sends, publishes, counts or receives webhooks stays
// in nodedupe.
package duplicatecreate

import (
	"database/sql"
	"net/http"
	"net/smtp"

	"github.com/gorilla/mux"
)

type API struct{ db *sql.DB }

// A second note with a fresh id: duplicate-create, not reported by default.
func (a *API) AddNote(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO notes (body) VALUES ($1)`, r.FormValue("body"))
}

// The row and a mail to a person: a retry mails again.
func (a *API) Invite(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO invites (email) VALUES ($1)`, r.FormValue("email"))                                           // want `handler \(\*API\)\.Invite: a client retry inserts a duplicate row`
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("join us")) // want `handler \(\*API\)\.Invite: a client retry .*messages a person again`
}

// A provider retries its webhooks by itself: a duplicate row per retry is
// reported even with no other harm.
func (a *API) StripeWebhook(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO provider_events (body) VALUES ($1)`, r.FormValue("payload")) // want `handler \(\*API\)\.StripeWebhook: a client retry inserts a duplicate row`
}

// A route that manages webhook endpoints (fider's CreateWebhook) is no
// provider's webhook: a second endpoint row is duplicate-create, not
// reported by default.
func (a *API) CreateWebhook(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO webhooks (url) VALUES ($1)`, r.FormValue("url"))
}

// An invoice item is a row that records value: a retry bills the item
// twice, so the route stays in nodedupe.
func (a *API) AddInvoiceItem(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO invoice_items (invoice_id, amount) VALUES ($1, $2)`, mux.Vars(r)["id"], r.FormValue("amount")) // want `handler \(\*API\)\.AddInvoiceItem: a client retry inserts a duplicate row`
}

// A counter: stays in nodedupe.
func (a *API) Like(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`UPDATE posts SET likes = likes + 1 WHERE id = $1`, mux.Vars(r)["id"]) // want `handler \(\*API\)\.Like: a client retry bumps a counter again`
}

// A password reset mails a fresh token by design: a retry sends a second
// copy the user asked for (resend-flow, off by default).
func (a *API) ForgotPassword(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO reset_tokens (email, token) VALUES ($1, md5(random()::text))`, r.FormValue("email"))
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("reset"))
}

// An email confirmation link, sent again while the address is not yet
// confirmed: resend-flow too.
func (a *API) SendEmailConfirmation(w http.ResponseWriter, r *http.Request) {
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("confirm: https://example.com/c?t=1"))
}

// A sign-in link or code by email (a passwordless sign-in) is a magic
// link under another name: resend-flow too.
func (a *API) SignInByEmail(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`INSERT INTO email_verifications (email, key) VALUES ($1, md5(random()::text))`, r.FormValue("email"))
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("sign in: https://example.com/v?k=1"))
}

// A verification that also credits the account counts again: nodedupe.
func (a *API) VerifyAndCredit(w http.ResponseWriter, r *http.Request) {
	a.db.Exec(`UPDATE accounts SET credits = credits + 10 WHERE email = $1`, r.FormValue("email"))                        // want `handler \(\*API\)\.VerifyAndCredit: a client retry bumps a counter again`
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("verified")) // want `handler \(\*API\)\.VerifyAndCredit: a client retry .*messages a person again`
}

// A test send (the settings page's "send me a test mail") sends a mail on
// every click by design: resend-flow too. A handler merely named Test…
// that charges is no test send.
func (a *API) TestSMTPSettings(w http.ResponseWriter, r *http.Request) {
	smtp.SendMail(r.FormValue("host"), nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("test"))
}

func (a *API) SendTestNotification(w http.ResponseWriter, r *http.Request) {
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("test"))
}

func (a *API) Testimonial(w http.ResponseWriter, r *http.Request) {
	smtp.SendMail("smtp.example.com:587", nil, "noreply@example.com", []string{r.FormValue("email")}, []byte("thanks")) // want `handler \(\*API\)\.Testimonial: a client retry messages a person again`
}

func routes(r *mux.Router, a *API) {
	r.HandleFunc("/settings/smtp/test", a.TestSMTPSettings).Methods("POST")
	r.HandleFunc("/notifications/test", a.SendTestNotification).Methods("POST")
	r.HandleFunc("/testimonials", a.Testimonial).Methods("POST")
	r.HandleFunc("/password/forgot", a.ForgotPassword).Methods("POST")
	r.HandleFunc("/email/confirm", a.SendEmailConfirmation).Methods("POST")
	r.HandleFunc("/verify", a.VerifyAndCredit).Methods("POST")
	r.HandleFunc("/notes", a.AddNote).Methods("POST")
	r.HandleFunc("/invites", a.Invite).Methods("POST")
	r.HandleFunc("/webhooks/stripe", a.StripeWebhook).Methods("POST")
	r.HandleFunc("/admin/webhooks", a.CreateWebhook).Methods("POST")
	r.HandleFunc("/posts/{id}/like", a.Like).Methods("POST")
	r.HandleFunc("/invoices/{id}/items", a.AddInvoiceItem).Methods("POST")
}
