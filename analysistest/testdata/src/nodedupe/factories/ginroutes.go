package factories

import "github.com/gin-gonic/gin"

// A gin handler factory whose literal binds the body: a write handler.
func (a *API) CreateRefund() gin.HandlerFunc {
	return func(c *gin.Context) {
		var o Order
		if err := c.ShouldBindJSON(&o); err != nil {
			return
		}
		a.DB.ExecContext(c.Request.Context(), `INSERT INTO refunds (order_id) VALUES ($1)`, o.ID) // want `handler func literal in \(\*API\)\.CreateRefund: a client retry inserts a duplicate row \(INSERT INTO refunds \(order_…\); dedupe on c\.GetHeader\("Idempotency-Key"\)`
	}
}

// A gin middleware of the same shape (it calls c.Next()): not a handler.
func (a *API) AuditBodies() gin.HandlerFunc {
	return func(c *gin.Context) {
		var o Order
		if err := c.ShouldBindJSON(&o); err == nil {
			a.DB.ExecContext(c.Request.Context(), `INSERT INTO audit (order_id) VALUES ($1)`, o.ID)
		}
		c.Next()
	}
}
