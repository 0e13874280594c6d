// Package statecancel: a cancel route that refuses an order already
// cancelled, then releases its stock and sets the status through a
// repository wired elsewhere, in a transaction closure (the layout of a
// service layer): a state check whose write is not conditional on it.
package statecancel

import (
	"context"
	"errors"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Order struct {
	ID        string
	ProductID string
	Status    string
}

type Product struct {
	ID       string
	Reserved int
}

type OrderRepo interface {
	GetOrderByID(ctx context.Context, id string) (*Order, error)
	UpdateOrder(ctx context.Context, o *Order) error
}

var ErrInvalidStatus = errors.New("invalid status")

type service struct {
	db   *gorm.DB
	repo OrderRepo
}

func (s *service) release(ctx context.Context, productID string) error {
	return s.db.Model(&Product{}).Where("id = ?", productID).UpdateColumn("reserved", gorm.Expr("reserved - ?", 1)).Error
}

func (s *service) CancelOrder(ctx context.Context, id string) (*Order, error) {
	order, err := s.repo.GetOrderByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if order.Status == "done" || order.Status == "cancelled" || order.Status == "paid" {
		return nil, ErrInvalidStatus
	}
	err = s.db.Transaction(func(tx *gorm.DB) error {
		if err := s.release(ctx, order.ProductID); err != nil {
			return err
		}
		order.Status = "cancelled"
		return s.repo.UpdateOrder(ctx, order)
	})
	return order, err
}

type handler struct{ svc *service }

func (h *handler) Cancel(c *gin.Context) {
	if _, err := h.svc.CancelOrder(c, c.Param("id")); err != nil { // want `state check in \(\*handler\)\.Cancel: concurrent client retries both pass the Order\.Status check`
		c.JSON(400, nil)
		return
	}
	c.JSON(200, nil)
}

func routes(r *gin.Engine, h *handler) {
	r.PUT("/orders/:id/cancel", h.Cancel)
}
