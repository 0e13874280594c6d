// Package gormv1: github.com/jinzhu/gorm (gorm v1). Save inserts a row
// without an id: in a function named for making something new it is an
// insert, elsewhere an update.
package gormv1

import (
	"context"

	"cloud.google.com/go/pubsub"
	"github.com/jinzhu/gorm"
)

type Note struct {
	Id   int64
	Text string
}

// PostNote makes a new note.
func PostNote(db *gorm.DB, n *Note) error { return db.Save(n).Error }

// PutNote saves the note its id names.
func PutNote(db *gorm.DB, n *Note) error { return db.Save(n).Error }

func receive(ctx context.Context, sub *pubsub.Subscription, db *gorm.DB) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = PostNote(db, &Note{Text: string(m.Data)}) // want `handler func literal in receive: a redelivery inserts a duplicate row \(gorm Save of a new row\); dedupe on m\.ID`
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = PutNote(db, &Note{Id: 7, Text: string(m.Data)})
		// a Save that sets the id itself is an update wherever it is
		_ = db.Save(&Note{Id: 7, Text: string(m.Data)}).Error
	})
}
