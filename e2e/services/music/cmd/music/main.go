// Command music wires the music service: the dbx database, the
// repositories, the play tracker and the HTTP API.
package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/deluan/rest"
	"github.com/go-chi/chi/v5"
	"github.com/pocketbase/dbx"

	"github.com/idemlint/idemlint/e2e/services/music/core"
	"github.com/idemlint/idemlint/e2e/services/music/persistence"
	"github.com/idemlint/idemlint/e2e/services/music/server"
)

func main() {
	db, err := dbx.Open("sqlite3", os.Getenv("DB_PATH"))
	if err != nil {
		log.Fatal(err)
	}
	ds := persistence.New(db)
	api := server.New(core.NewPlayTracker(ds), ds, db)
	r := chi.NewRouter()
	api.Routes(r, func(ctx context.Context) rest.Repository { return persistence.NewBookmarks(db) })
	log.Fatal(http.ListenAndServe(":4533", r))
}
