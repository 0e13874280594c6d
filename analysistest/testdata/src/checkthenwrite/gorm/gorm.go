// Package gorm holds check-then-write cases over gorm.
package gorm

import (
	"context"
	"errors"

	"github.com/segmentio/kafka-go"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type ProcessedEvent struct {
	EventID string `gorm:"primaryKey"`
}

func work(ctx context.Context, data []byte) error { return nil }

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// --- bugs ---

func firstThenCreate(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var row ProcessedEvent
	err := db.First(&row, "event_id = ?", id).Error
	if err == nil {
		return nil
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		return err
	}
	_ = work(ctx, m.Value)
	return db.Create(&ProcessedEvent{EventID: id}).Error // want `check-then-write race in firstThenCreate on key Header\.Value: two concurrent calls both proceed; Create with OnConflict\{DoNothing\} first`
}

func takeThenCreate(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var row ProcessedEvent
	if db.Where("event_id = ?", id).Take(&row).RowsAffected > 0 {
		return nil
	}
	_ = work(ctx, m.Value)
	return db.Create(&ProcessedEvent{EventID: id}).Error // want `check-then-write race in takeThenCreate on key Header\.Value: two concurrent calls both proceed; Create with OnConflict\{DoNothing\} first`
}

func findThenCreate(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var rows []ProcessedEvent
	if res := db.Where("event_id = ?", id).Find(&rows); res.RowsAffected > 0 {
		return nil
	}
	_ = work(ctx, m.Value)
	row := ProcessedEvent{EventID: id}
	return db.Create(&row).Error // want `check-then-write race in findThenCreate on key Header\.Value: two concurrent calls both proceed; Create with OnConflict\{DoNothing\} first`
}

// --- clean look-alikes ---

func onConflictDoNothing(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var row ProcessedEvent
	if db.First(&row, "event_id = ?", id).Error == nil {
		return nil // fast path; the Create below is the real claim
	}
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&ProcessedEvent{EventID: id})
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return nil
	}
	return work(ctx, m.Value)
}

func duplicatedKey(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var row ProcessedEvent
	if db.First(&row, "event_id = ?", id).Error == nil {
		return nil
	}
	if err := db.Create(&ProcessedEvent{EventID: id}).Error; err != nil {
		if errors.Is(err, gorm.ErrDuplicatedKey) {
			return nil // already processed
		}
		return err
	}
	return work(ctx, m.Value)
}

// The read guards a Create of another row (keyed by the payload).
func otherKey(ctx context.Context, db *gorm.DB, m kafka.Message) error {
	id := eventID(m)
	var row ProcessedEvent
	if db.First(&row, "event_id = ?", id).Error == nil {
		return nil
	}
	return db.Create(&ProcessedEvent{EventID: string(m.Key)}).Error
}
