// Package handlers: the service's routes, of its own handler type.
package handlers

import (
	"encoding/json"
	"net/smtp"

	"nodedupe/ownctx/model"
)

// HandleLike reads the posted item and counts a like: a retried POST
// counts it twice.
func HandleLike(deps *model.Dependencies, c model.WebContext) {
	var in struct{ Item string }
	if err := json.NewDecoder(c.Request().Body).Decode(&in); err != nil {
		return
	}
	deps.DB.Exec(`UPDATE items SET likes = likes + 1 WHERE id = $1`, in.Item) // want `handler HandleLike: a client retry bumps a counter again`
}

// HandleView reads the query: it may serve a GET, where a view counter
// is no harm.
func HandleView(deps *model.Dependencies, c model.WebContext) {
	deps.DB.Exec(`UPDATE items SET views = views + 1 WHERE id = $1`, c.Request().URL.Query().Get("id"))
	writeJSON(c, "ok")
}

// writeJSON is a helper taking the context: no handler.
func writeJSON(c model.WebContext, v any) {
	_ = json.NewEncoder(c.ResponseWriter()).Encode(v)
}

// HandleInvite mails the address the session holds, and responds through
// a helper of another package: it reads nothing of the request itself,
// but it is of the handler type: a handler (that may serve a GET). A
// retry mails again.
func HandleInvite(deps *model.Dependencies, c model.WebContext) {
	_ = smtp.SendMail("smtp:25", nil, "team@example.com", []string{c.UserID()}, []byte("join us")) // want `handler HandleInvite: a client retry messages a person again`
	model.Respond(c, "sent")
}
