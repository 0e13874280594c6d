// Package namedsql: queries loaded from a .sql file by name (goyesql's
// `-- name: x` blocks) into prepared statements tagged with their names;
// a run of one runs that block.
package namedsql

import (
	"net/http"
	"net/smtp"

	"github.com/google/uuid"
	"github.com/jmoiron/sqlx"
)

type Queries struct {
	CreateNote *sqlx.Stmt `query:"namedsql-create-note"`
	CountView  *sqlx.Stmt `query:"namedsql-count-view"`
	SetTitle   *sqlx.Stmt `query:"namedsql-set-title"`
	CreateTag  *sqlx.Stmt `query:"namedsql-create-tag"`
}

type App struct{ q *Queries }

func (a *App) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /notes/{id}/like", a.Like)
	mux.HandleFunc("PUT /notes/{id}/title", a.Title)
}

// Like counts through the promoted Exec of the statement's *sql.Stmt.
func (a *App) Like(w http.ResponseWriter, r *http.Request) {
	a.q.CountView.Exec(r.PathValue("id")) // want `handler \(\*App\)\.Like: a client retry bumps a counter again \(UPDATE notes SET views`
}

// Title sets a value: a repeat is a no-op.
func (a *App) Title(w http.ResponseWriter, r *http.Request) {
	var id int
	a.q.SetTitle.Get(&id, r.PathValue("id"), r.FormValue("title"))
}

// Tag creates a tag of a fixed type (a constant bound between the name
// and a fresh token: $2 is the constant, $3 the token): unique on (type,
// name), a retry fails on the key before the mail. Not reported.
func (a *App) Tag(w http.ResponseWriter, r *http.Request) {
	var id int
	if err := a.q.CreateTag.Get(&id, r.FormValue("name"), "user", uuid.NewString()); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	_ = smtp.SendMail("smtp:587", nil, "app@example.com", []string{"admins@example.com"}, []byte("tag created"))
}
