// Command signin wires the service.
package main

import (
	"log"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"github.com/idemlint/idemlint/e2e/services/signin/api"
	"github.com/idemlint/idemlint/e2e/services/signin/sessions"
	"github.com/idemlint/idemlint/e2e/services/signin/submissions"
)

func main() {
	var dialector gorm.Dialector // the driver is configured by the deployment
	db, err := gorm.Open(dialector, &gorm.Config{})
	if err != nil {
		log.Fatal(err)
	}
	r := gin.New()
	api.Register(r.Group("/api"), &api.Handler{Svc: &sessions.Service{DB: db}, Subs: submissions.New()})
	log.Fatal(r.Run(":8080"))
}
