// Package api is the HTTP layer: gin routes registered through the
// service's own adapter in another package (httpserver.Handle).
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	cache "github.com/patrickmn/go-cache"

	"github.com/idemlint/idemlint/e2e/services/signin/httpserver"
	"github.com/idemlint/idemlint/e2e/services/signin/sessions"
	"github.com/idemlint/idemlint/e2e/services/signin/submissions"
)

// Handler serves the routes.
type Handler struct {
	Svc  *sessions.Service
	Subs *submissions.Checker
}

// Register adds the routes: their methods are the routes', though the
// handlers reach gin through the adapter.
func Register(g *gin.RouterGroup, h *Handler) {
	g.POST("/credits", httpserver.Handle(h.addCredit))
	g.POST("/accounts/:id/bonus", httpserver.Handle(h.bonus))
	g.GET("/pages/:id", httpserver.Handle(h.viewPage))
	g.GET("/pages/:id/views", httpserver.Handle(h.pageViews))
	g.POST("/credits/once", httpserver.Handle(h.addCreditOnce))
	g.POST("/credits/claimed", httpserver.Handle(h.addCreditClaimed))
	g.POST("/sessions/finish", httpserver.Handle(h.finish))
	g.POST("/sessions/finish-unchecked", httpserver.Handle(h.finishUnchecked))
}

func (h *Handler) addCredit(c *gin.Context) error {
	return h.Svc.Credit(c.Request.Context(), c.PostForm("account"), 10) // expect: nodedupe `handler \(\*Handler\)\.addCredit: a client retry bumps a counter again`
}

type creditReq struct {
	IdempotencyKey string `json:"idempotency_key"`
	Account        string `json:"account"`
}

// addCreditOnce skips a submission id it has seen, credits, then
// remembers the id: two concurrent copies both pass the check.
func (h *Handler) addCreditOnce(c *gin.Context) error {
	var req creditReq
	if err := c.ShouldBindJSON(&req); err != nil {
		return err
	}
	if h.Subs.Seen(req.Account, req.IdempotencyKey) {
		return nil
	}
	if err := h.Svc.Credit(c.Request.Context(), req.Account, 10); err != nil { // expect: nodedupe `handler \(\*Handler\)\.addCreditOnce: a client retry bumps a counter again`
		return err
	}
	h.Subs.Remember(req.Account, req.IdempotencyKey) // expect: checkthenwrite `check-then-write race in \(\*Handler\)\.addCreditOnce`
	return nil
}

// addCreditClaimed claims the submission id first (go-cache's Add): one
// copy credits; the claim lives in memory, the credit in the database
// (seenset-store).
func (h *Handler) addCreditClaimed(c *gin.Context) error {
	var req creditReq
	if err := c.ShouldBindJSON(&req); err != nil {
		return err
	}
	if !h.Subs.Claim(req.Account, req.IdempotencyKey) {
		return nil
	}
	return h.Svc.Credit(c.Request.Context(), req.Account, 10) // expect: nodedupe `handler \(\*Handler\)\.addCreditClaimed dedupes in map but writes SQL`
}

// bonus reads no body: only the route's method says it is a write.
func (h *Handler) bonus(c *gin.Context) error {
	return h.Svc.Credit(c.Request.Context(), c.Param("id"), 100) // expect: nodedupe `handler \(\*Handler\)\.bonus: a client retry bumps a counter again`
}

// viewPage serves a GET: a view counter there is not reported.
func (h *Handler) viewPage(c *gin.Context) error {
	return h.Svc.View(c.Request.Context(), c.Param("id"))
}

// pageViews reads through the cache: a miss loads the count from the
// database and stores it (cache-aside, no race that matters).
func (h *Handler) pageViews(c *gin.Context) error {
	page := c.Param("id")
	if v, ok := h.Subs.Cache().Get("views|" + page); ok {
		c.JSON(http.StatusOK, v)
		return nil
	}
	n, err := h.Svc.PageViews(c.Request.Context(), page)
	if err != nil {
		return err
	}
	h.Subs.Cache().Set("views|"+page, n, cache.DefaultExpiration)
	c.JSON(http.StatusOK, n)
	return nil
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
