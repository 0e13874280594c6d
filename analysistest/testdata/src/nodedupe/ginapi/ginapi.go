// Package ginapi: gin handlers whose routes a router package registers
// (invisible here). A declared function of the handler's shape that writes
// a response is a route that may serve a GET: reported only for what
// leaves the system (a publish, a charge, a message to a person).
package ginapi

import (
	"database/sql"

	"github.com/gin-gonic/gin"
	"github.com/segmentio/kafka-go"
)

type API struct {
	db *sql.DB
	w  *kafka.Writer
}

// GetApplications reads and responds: quiet.
func (a *API) GetApplications(c *gin.Context) {
	rows, err := a.db.QueryContext(c, `SELECT id FROM applications`)
	if err != nil {
		c.AbortWithStatus(500)
		return
	}
	defer rows.Close()
	c.JSON(200, rows)
}

// Ping announces the visit on a topic: a retried (or prefetched) GET
// publishes again.
func (a *API) Ping(c *gin.Context) {
	a.w.WriteMessages(c, kafka.Message{Value: []byte("ping")}) // want `handler \(\*API\)\.Ping: a client retry publishes a duplicate message`
	c.Status(204)
}

// Visits counts: a counter on a route that may be a GET is not reported.
func (a *API) Visits(c *gin.Context) {
	a.db.ExecContext(c, `UPDATE stats SET visits = visits + 1`)
	c.String(200, "ok")
}

// RequireUser is a middleware (it runs the next handler): no handler.
func (a *API) RequireUser(c *gin.Context) {
	a.w.WriteMessages(c, kafka.Message{Value: []byte("auth")})
	c.Next()
}

// audit writes no response: a helper of the shape, no handler.
func audit(c *gin.Context, w *kafka.Writer) {
	w.WriteMessages(c, kafka.Message{Value: []byte(c.FullPath())})
}
