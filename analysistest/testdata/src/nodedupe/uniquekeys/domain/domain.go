// Package domain builds the rows from the events: the id is the sender's
// item-line id, the timestamps are minted here.
package domain

import (
	"time"

	"github.com/google/uuid"
)

type BaristaOrdered struct {
	ItemLineID string `json:"itemLineId"`
	ItemName   string `json:"itemName"`
}

type BaristaOrder struct {
	ID       string
	ItemName string
	Created  time.Time
}

func NewBaristaOrder(e BaristaOrdered) BaristaOrder {
	return BaristaOrder{ID: e.ItemLineID, ItemName: e.ItemName, Created: time.Now()}
}

// NewWalkInOrder is an order no event announced: its id is minted here.
func NewWalkInOrder(name string) BaristaOrder {
	return BaristaOrder{ID: uuid.NewString(), ItemName: name, Created: time.Now()}
}
