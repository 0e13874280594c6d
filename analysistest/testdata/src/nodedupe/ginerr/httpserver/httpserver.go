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

// Recovering adapts h to gin and turns its panic into an error: the
// deferred closure captures c, so the call h(c) loads a spilled parameter.
func Recovering(h HandlerFunc) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			if r := recover(); r != nil {
				c.AbortWithStatus(500)
			}
		}()
		if err := h(c); err != nil {
			c.JSON(500, gin.H{"error": err.Error()})
		}
	}
}
