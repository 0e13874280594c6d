// Package httpserver: the service's own gin handler type, returning an
// error, and the adapter that turns one into a gin.HandlerFunc.
package httpserver

import "github.com/gin-gonic/gin"

// HandlerFunc is a gin handler that returns its error.
type HandlerFunc func(c *gin.Context) error

// Handle adapts h to gin, writing its error.
func Handle(h HandlerFunc) gin.HandlerFunc {
	return func(c *gin.Context) {
		if err := h(c); err != nil {
			c.JSON(500, gin.H{"error": err.Error()})
		}
	}
}
