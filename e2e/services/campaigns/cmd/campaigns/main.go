// Command campaigns wires the campaign service.
package main

import (
	"log"
	"net/http"
	"os"

	"github.com/idemlint/idemlint/e2e/services/campaigns/api"
	"github.com/idemlint/idemlint/e2e/services/campaigns/models"
)

func main() {
	if err := models.Setup(os.Getenv("DATABASE_URL")); err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	(&api.Server{}).Routes(mux)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
