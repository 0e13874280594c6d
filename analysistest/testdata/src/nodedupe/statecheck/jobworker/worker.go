// Package jobworker runs import jobs delivered on kafka. A job still
// pending is marked running before its items are inserted: a redelivery
// finds it running and skips. Checking only its kind refuses nothing.
package jobworker

import (
	"context"

	"github.com/segmentio/kafka-go"

	"nodedupe/statecheck/jobrepo"
)

func runImport(ctx context.Context, repo *jobrepo.Repo, id string) {
	row, err := repo.Get(ctx, id)
	if err != nil {
		return
	}
	if row.Kind != "import" {
		return
	}
	if row.Status != "pending" {
		return
	}
	if err := repo.SetRunning(ctx, id); err != nil {
		return
	}
	_ = repo.AddItem(ctx, id, row.Path)
}

func runImportUnchecked(ctx context.Context, repo *jobrepo.Repo, id string) {
	row, err := repo.Get(ctx, id)
	if err != nil || row.Kind != "import" {
		return
	}
	_ = repo.SetRunning(ctx, id)
	_ = repo.AddItem(ctx, id, row.Path)
}

func Consume(ctx context.Context, r *kafka.Reader, repo *jobrepo.Repo) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		runImport(ctx, repo, string(m.Value))
		_ = r.CommitMessages(ctx, m)
	}
}

func ConsumeUnchecked(ctx context.Context, r *kafka.Reader, repo *jobrepo.Repo) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		runImportUnchecked(ctx, repo, string(m.Value)) // want `handler ConsumeUnchecked: a redelivery inserts a duplicate row`
		_ = r.CommitMessages(ctx, m)
	}
}
