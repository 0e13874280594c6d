// Package core is the music service's logic over the model's ports.
package core

import (
	"context"

	"github.com/idemlint/idemlint/e2e/services/music/model"
)

// PlayTracker records plays.
type PlayTracker interface {
	Submit(ctx context.Context, trackIDs []string) error
}

type playTracker struct{ ds model.DataStore }

func NewPlayTracker(ds model.DataStore) PlayTracker { return &playTracker{ds: ds} }

// Submit counts a play of each track the request names, looked up first,
// in a transaction callback.
func (p *playTracker) Submit(ctx context.Context, trackIDs []string) error {
	for _, id := range trackIDs {
		track, err := p.ds.Track().Get(id)
		if err != nil {
			continue
		}
		if err := p.incPlay(track); err != nil {
			return err
		}
	}
	return nil
}

func (p *playTracker) incPlay(track *model.Track) error {
	return p.ds.WithTx(func(tx model.DataStore) error {
		return tx.Annotation().IncPlayCount(track.ID)
	})
}
