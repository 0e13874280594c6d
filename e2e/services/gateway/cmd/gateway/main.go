// Command gateway serves the order API on five routers.
package main

import (
	"database/sql"
	"log"
	"net/http"
	"os"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
	"github.com/gofiber/fiber/v2"
	"github.com/gorilla/mux"
	"github.com/labstack/echo/v5"

	"github.com/idemlint/idemlint/e2e/services/gateway/api"
	"github.com/idemlint/idemlint/e2e/services/gateway/orders"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	store := &orders.Store{DB: db}

	e := echo.New()
	(&api.Echo{Orders: store}).Routes(e)

	std := http.NewServeMux()
	(&api.Std{Orders: store}).Routes(std)
	(&api.Huma{Orders: store}).Register(humago.New(std, huma.DefaultConfig("orders", "1.0.0")))

	r := mux.NewRouter()
	(&api.Mux{Orders: store}).Routes(r)

	app := fiber.New()
	(&api.Fiber{Orders: store}).Routes(app)

	go func() { log.Fatal(app.Listen(":8083")) }()
	go func() { log.Fatal(http.ListenAndServe(":8082", r)) }()
	go func() { log.Fatal(http.ListenAndServe(":8081", std)) }()
	log.Fatal(e.Start(":8080"))
}
