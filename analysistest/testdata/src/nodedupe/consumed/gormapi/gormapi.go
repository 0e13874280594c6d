// Package gormapi: the same consumed rows over gorm: a loader returning
// the row gorm's First filled, deleted by gorm's Delete(&row) before the
// mail.
package gormapi

import (
	"net/http"
	"net/smtp"

	"gorm.io/gorm"
)

type Invitation struct {
	ID    string
	Email string
}

type API struct{ db *gorm.DB }

// findInvitation: a loader.
func findInvitation(db *gorm.DB, id string) (*Invitation, error) {
	var inv Invitation
	if err := db.First(&inv, "id = ?", id).Error; err != nil {
		return nil, err
	}
	return &inv, nil
}

// Accept: the invitation is deleted once accepted: a retry's loader
// finds none.
func (a *API) Accept(w http.ResponseWriter, r *http.Request) {
	inv, err := findInvitation(a.db, r.FormValue("id"))
	if err != nil {
		http.Error(w, "no such invitation", http.StatusNotFound)
		return
	}
	if err := a.db.Delete(inv).Error; err != nil {
		return
	}
	smtp.SendMail("smtp:587", nil, "team@example.com", []string{inv.Email}, []byte("welcome aboard"))
}

// Nudge: the invitation is loaded and kept: a retry mails again.
func (a *API) Nudge(w http.ResponseWriter, r *http.Request) {
	inv, err := findInvitation(a.db, r.FormValue("id"))
	if err != nil {
		http.Error(w, "no such invitation", http.StatusNotFound)
		return
	}
	if err := a.db.Save(inv).Error; err != nil {
		return
	}
	smtp.SendMail("smtp:587", nil, "team@example.com", []string{inv.Email}, []byte("you are invited")) // want `handler \(\*API\)\.Nudge: a client retry messages a person again`
}
