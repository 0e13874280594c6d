// Command catalog serves the catalog API on the service's own router.
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/idemlint/idemlint/e2e/services/catalog/handlers"
	"github.com/idemlint/idemlint/e2e/services/catalog/router"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	p := &handlers.Products{DB: db}
	rt := router.New()
	rt.Handle(http.MethodPost, "/reviews", p.AddReview)
	rt.Handle(http.MethodPost, "/like", p.Like)
	rt.Handle(http.MethodPut, "/products", p.PutProduct)
	rt.Handle(http.MethodGet, "/products", p.ListProducts)
	log.Fatal(http.ListenAndServe(":8080", rt))
}
