// Package handlers: the tickets service's gin handlers.
package handlers

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/idemlint/idemlint/e2e/services/tickets/service"
)

type Handlers struct{ Svc *service.Service }

type noteReq struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

type reasonReq struct {
	Reason string `json:"reason"`
}

func (h *Handlers) CancelOrder(c *gin.Context) {
	var req reasonReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.Svc.CancelOrder(c.Request.Context(), c.Param("id"), req.Reason); err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusNoContent)
}

func (h *Handlers) AddOrderNote(c *gin.Context) {
	var req noteReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.Svc.AddOrderNote(c.Request.Context(), c.Param("id"), req.ID, req.Text); err != nil { // expect: nodedupe `handler \(\*Handlers\)\.AddOrderNote: a client retry publishes a duplicate message`
		c.JSON(http.StatusConflict, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusNoContent)
}

func (h *Handlers) CloseTicket(c *gin.Context) {
	var req reasonReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.Svc.CloseTicket(c.Request.Context(), c.Param("id"), req.Reason); err != nil { // expect: checkthenwrite `state check in \(\*Handlers\)\.CloseTicket: concurrent client retries both pass the Ticket\.Status check; make the write conditional on it`
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusNoContent)
}

func (h *Handlers) AddTicketMessage(c *gin.Context) {
	var req noteReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.Svc.AddTicketMessage(c.Request.Context(), c.Param("id"), req.Text); err != nil { // expect: nodedupe `handler \(\*Handlers\)\.AddTicketMessage: a client retry inserts a duplicate row`
		c.JSON(http.StatusConflict, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusCreated)
}

// AnnounceTicket reads only the path; its route is registered in main, so
// here it may serve a GET. A publish leaves the system: reported.
func (h *Handlers) AnnounceTicket(c *gin.Context) {
	if err := h.Svc.Announce(c.Request.Context(), c.Param("id")); err != nil { // expect: nodedupe `handler \(\*Handlers\)\.AnnounceTicket: a client retry publishes a duplicate message`
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusAccepted)
}

// ViewTicket reads only the path and bumps a view counter: no finding.
func (h *Handlers) ViewTicket(c *gin.Context) {
	if err := h.Svc.CountView(c.Request.Context(), c.Param("id")); err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusOK)
}
