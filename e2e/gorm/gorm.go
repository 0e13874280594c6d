// Package gorm: gorm.io/gorm inside SQS-free NATS handlers.
package gorm

import (
	"github.com/nats-io/nats.go"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Processed struct {
	ID string `gorm:"primaryKey"`
}

type Event struct {
	ID   uint
	Body string
}

type Account struct {
	ID      string
	Balance int64
}

func subscribe(nc *nats.Conn, db *gorm.DB) {
	// nodedupe bug: Create appends a row per delivery
	nc.Subscribe("events", func(m *nats.Msg) {
		db.Create(&Event{Body: string(m.Data)}) // expect: nodedupe `handler func literal in subscribe: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
	// nodedupe bug: gorm.Expr increment
	nc.Subscribe("credit", func(m *nats.Msg) {
		db.Model(&Account{}).Where("id = ?", string(m.Data)).Update("balance", gorm.Expr("balance + ?", 10)) // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(gorm Update\("balance", gorm\.Expr\("balance \+ \?"\)\)\)`
	})
	// nodedupe clean: Save/Updates are idempotent
	nc.Subscribe("profile", func(m *nats.Msg) {
		db.Model(&Account{}).Where("id = ?", string(m.Data)).Updates(map[string]any{"balance": 0})
	})
	// nodedupe clean: claimed with ON CONFLICT DO NOTHING, RowsAffected checked
	nc.Subscribe("events.safe", func(m *nats.Msg) {
		res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{ID: m.Header.Get(nats.MsgIdHdr)})
		if res.Error != nil || res.RowsAffected == 0 {
			return
		}
		db.Create(&Event{Body: string(m.Data)})
	})
	// checkthenwrite bug: First, then work, then Create
	nc.Subscribe("events.check", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		var p Processed
		if err := db.First(&p, "id = ?", id).Error; err == nil {
			return
		}
		db.Model(&Account{}).Where("id = ?", string(m.Data)).Update("balance", gorm.Expr("balance + ?", 10)) // expect: nodedupe `handler func literal in subscribe: a redelivery bumps a counter again \(gorm Update\("balance", gorm\.Expr\("balance \+ \?"\)\)\)`
		db.Create(&Processed{ID: id})                                                                        // expect: checkthenwrite `check-then-write race in func literal in subscribe on key header "Nats-Msg-Id": two concurrent deliveries both proceed`
	})
	// checkthenwrite clean: First, then Create and nothing else: the check
	// guards only the marker's own write (a duplicate's Create fails on the
	// primary key, and no work runs twice)
	nc.Subscribe("events.marker", func(m *nats.Msg) {
		id := m.Header.Get(nats.MsgIdHdr)
		var p Processed
		if err := db.First(&p, "id = ?", id).Error; err == nil {
			return
		}
		db.Create(&Processed{ID: id})
	})
	// nodedupe clean: a row whose primary key is the message id (a redelivery
	// cannot insert a second one)
	nc.Subscribe("events.keyed", func(m *nats.Msg) {
		db.Create(&Processed{ID: m.Header.Get(nats.MsgIdHdr)})
	})
}
