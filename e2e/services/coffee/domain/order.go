// Package domain builds barista orders: from the counter's event (its
// item-line id) or for a walk-in customer (an id minted here).
package domain

import (
	"time"

	"github.com/google/uuid"
)

type BaristaOrdered struct {
	ItemLineID uuid.UUID `json:"itemLineId"`
	ItemName   string    `json:"itemName"`
}

type BaristaOrder struct {
	ID       uuid.UUID
	ItemName string
	Created  time.Time
}

func NewBaristaOrder(e BaristaOrdered) BaristaOrder {
	return BaristaOrder{ID: e.ItemLineID, ItemName: e.ItemName, Created: time.Now()}
}

func NewWalkInOrder(name string) BaristaOrder {
	return BaristaOrder{ID: uuid.New(), ItemName: name, Created: time.Now()}
}
