// Package app's handler calls lib.Credit: its effect is known through the
// fact lib exported although the analysis of lib.Boom failed.
package app

import (
	"context"
	"database/sql"

	"github.com/hibiken/asynq"

	"robust/failure/lib"
)

type worker struct{ db *sql.DB }

func (w *worker) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return lib.Credit(ctx, w.db, string(t.Payload()))
}
