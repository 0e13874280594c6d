// Package gormexpr: gorm increments through gorm.Expr in Update/UpdateColumn.
package gormexpr

import (
	"context"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Account struct {
	ID      string
	Balance int64
	Status  string
}

type svc struct{ db *gorm.DB }

func (s *svc) topUp(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	s.db.Model(&Account{}).Where("id = ?", id).Update("balance", gorm.Expr("balance + ?", 100))     // want `handler \(\*svc\)\.topUp: a redelivery bumps a counter again \(gorm Update\("balance", gorm\.Expr\("balance \+ \?"\)\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	s.db.Model(&Account{}).Where("id = ?", id).UpdateColumn("balance", gorm.Expr("balance - ?", 1)) // want `handler \(\*svc\)\.topUp: a redelivery bumps a counter again \(gorm UpdateColumn\("balance", gorm\.Expr\("balance - \?"\)\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	return nil
}

func (s *svc) settle(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	s.db.Model(&Account{}).Where("id = ?", id).Update("status", "settled")
	s.db.Model(&Account{}).Where("id = ?", id).UpdateColumn("balance", gorm.Expr("?", 0))
	s.db.Model(&Account{}).Where("id = ?", id).Updates(map[string]any{"status": "settled"})
	return nil
}

func register(mux *asynq.ServeMux, s *svc) {
	mux.HandleFunc("topup", s.topUp)
	mux.HandleFunc("settle", s.settle)
}

type Processed struct{ MessageID string }

// topUpInTx increments inside a transaction closure: still unguarded.
func (s *svc) topUpInTx(ctx context.Context, t *asynq.Task) error {
	return s.db.Transaction(func(tx *gorm.DB) error {
		return tx.Model(&Account{}).Where("id = ?", string(t.Payload())).Update("balance", gorm.Expr("balance + ?", 100)).Error // want `handler \(\*svc\)\.topUpInTx: a redelivery bumps a counter again \(gorm Update\("balance", gorm\.Expr\("balance \+ \?"\)\)\); dedupe on asynq\.GetTaskID\(ctx\)`
	})
}

// topUpOnce claims the task id in the same transaction closure.
func (s *svc) topUpOnce(ctx context.Context, t *asynq.Task) error {
	id, _ := asynq.GetTaskID(ctx)
	return s.db.Transaction(func(tx *gorm.DB) error {
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&Processed{MessageID: id})
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return nil
		}
		return tx.Model(&Account{}).Where("id = ?", string(t.Payload())).Update("balance", gorm.Expr("balance + ?", 100)).Error
	})
}

func registerTx(mux *asynq.ServeMux, s *svc) {
	mux.HandleFunc("topup.tx", s.topUpInTx)
	mux.HandleFunc("topup.once", s.topUpOnce)
}
