// Package signin: a token endpoint mints an access token whose claims a
// configured hook computes (an external POST made for every token): part
// of what a sign-in returns, no harm of a retried request. A webhook
// announcing the sign-in and a mail carrying a code are calls a retry
// repeats.
package signin

import (
	"encoding/json"
	"net/http"
	"net/smtp"
	"strings"
)

type Service struct {
	hookURL    string
	webhookURL string
}

// GenerateAccessToken asks the claims hook for the token's claims.
func (s *Service) GenerateAccessToken(userID string) (string, error) {
	resp, err := http.Post(s.hookURL, "application/json", strings.NewReader(`{"user_id":"`+userID+`"}`))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var claims map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&claims); err != nil {
		return "", err
	}
	return "signed." + userID, nil
}

// announceSignIn tells the configured webhook that the user signed in.
func (s *Service) announceSignIn(userID string) error {
	resp, err := http.Post(s.webhookURL, "application/json", strings.NewReader(`{"signed_in":"`+userID+`"}`))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type API struct{ svc *Service }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /token", a.Token)
	mux.HandleFunc("POST /token/announced", a.TokenAnnounced)
	mux.HandleFunc("POST /code", a.SendCode)
}

// Token: a retry gets another token, with claims computed again.
func (a *API) Token(w http.ResponseWriter, r *http.Request) {
	tok, err := a.svc.GenerateAccessToken(r.FormValue("user_id"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"access_token": tok})
}

// TokenAnnounced: the announcement is repeated by a retry.
func (a *API) TokenAnnounced(w http.ResponseWriter, r *http.Request) {
	tok, err := a.svc.GenerateAccessToken(r.FormValue("user_id"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	if err := a.svc.announceSignIn(r.FormValue("user_id")); err != nil { // want `handler \(\*API\)\.TokenAnnounced: a client retry repeats an external call`
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"access_token": tok})
}

// SendCode mails a sign-in code: the mail is a person's, a retry sends
// another.
func (a *API) SendCode(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	if err := smtp.SendMail("smtp:587", nil, "app@example.com", []string{email}, []byte("your code: 123456")); err != nil { // want `handler \(\*API\)\.SendCode: a client retry messages a person again`
		http.Error(w, err.Error(), http.StatusBadGateway)
	}
}
