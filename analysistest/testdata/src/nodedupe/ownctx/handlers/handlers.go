// Package handlers: the service's routes, of its own handler type.
package handlers

import (
	"encoding/json"

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
