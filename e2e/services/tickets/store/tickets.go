package store

import (
	"context"

	"gorm.io/gorm"
)

type Ticket struct {
	ID     string `gorm:"primaryKey"`
	Status string
}

type TicketMessage struct {
	ID       uint `gorm:"primaryKey;autoIncrement"`
	TicketID string
	Body     string
}

type Tickets struct{ DB *gorm.DB }

func (r *Tickets) Get(ctx context.Context, id string) (*Ticket, error) {
	var t Ticket
	if err := r.DB.WithContext(ctx).First(&t, "id = ?", id).Error; err != nil {
		return nil, err
	}
	return &t, nil
}

// SetStatus writes the status whatever it is now.
func (r *Tickets) SetStatus(ctx context.Context, t *Ticket) error {
	return r.DB.WithContext(ctx).Model(&Ticket{}).Where("id = ?", t.ID).Update("status", t.Status).Error
}

func (r *Tickets) AddMessage(ctx context.Context, ticketID, body string) error {
	return r.DB.WithContext(ctx).Create(&TicketMessage{TicketID: ticketID, Body: body}).Error
}

// CountView bumps a view counter: not a business value.
func (r *Tickets) CountView(ctx context.Context, id string) error {
	return r.DB.WithContext(ctx).Model(&Ticket{}).Where("id = ?", id).UpdateColumn("views", gorm.Expr("views + 1")).Error
}
