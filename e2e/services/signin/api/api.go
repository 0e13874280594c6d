// Package api is the HTTP layer: gin routes registered through the
// service's own adapter in another package (httpserver.Handle).
package api

import (
	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/e2e/services/signin/httpserver"
	"github.com/idemlint/idemlint/e2e/services/signin/sessions"
)

// Handler serves the routes.
type Handler struct{ Svc *sessions.Service }

// Register adds the routes: their methods are the routes', though the
// handlers reach gin through the adapter.
func Register(g *gin.RouterGroup, h *Handler) {
	g.POST("/credits", httpserver.Handle(h.addCredit))
	g.POST("/accounts/:id/bonus", httpserver.Handle(h.bonus))
	g.GET("/pages/:id", httpserver.Handle(h.viewPage))
	g.POST("/sessions/finish", httpserver.Handle(h.finish))
	g.POST("/sessions/finish-unchecked", httpserver.Handle(h.finishUnchecked))
}

func (h *Handler) addCredit(c *gin.Context) error {
	return h.Svc.Credit(c.Request.Context(), c.PostForm("account"), 10) // expect: nodedupe `handler \(\*Handler\)\.addCredit: a client retry bumps a counter again`
}

// bonus reads no body: only the route's method says it is a write.
func (h *Handler) bonus(c *gin.Context) error {
	return h.Svc.Credit(c.Request.Context(), c.Param("id"), 100) // expect: nodedupe `handler \(\*Handler\)\.bonus: a client retry bumps a counter again`
}

// viewPage serves a GET: a view counter there is not reported.
func (h *Handler) viewPage(c *gin.Context) error {
	return h.Svc.View(c.Request.Context(), c.Param("id"))
}

// finish: the session cookie names the single-use row the service consumes.
func (h *Handler) finish(c *gin.Context) error {
	sid, err := c.Cookie("session")
	if err != nil {
		return err
	}
	return h.Svc.Finish(c.Request.Context(), sid)
}

func (h *Handler) finishUnchecked(c *gin.Context) error {
	sid, err := c.Cookie("session")
	if err != nil {
		return err
	}
	return h.Svc.FinishUnchecked(c.Request.Context(), sid) // expect: nodedupe `handler \(\*Handler\)\.finishUnchecked: a client retry bumps a counter again`
}
