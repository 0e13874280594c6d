// Package httpserver is the service's own gin handler type, returning an
// error, and the adapter that registers one (pocket-id's shape): it
// recovers a panic in a deferred closure, which captures the context.
package httpserver

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

// HandlerFunc is a gin handler that returns its error.
type HandlerFunc func(c *gin.Context) error

// Handle adapts h to gin, writing its error.
func Handle(h HandlerFunc) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if r := recover(); r != nil {
				c.AbortWithStatus(http.StatusInternalServerError)
			}
		}()
		if err := h(c); err != nil {
			_ = c.Error(err)
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		}
	}
}
