// Package whenstate: one service method reports playback for every
// state, and counts the play only for "stopped". The routes that report
// "playing" pass that constant: nothing of theirs is counted; the route
// that reports "stopped" counts the play again on a retry.
package whenstate

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
)

type State string

const (
	StatePlaying State = "playing"
	StatePaused  State = "paused"
	StateStopped State = "stopped"
)

type Params struct {
	MediaID string
	State   State
}

type Tracker struct{ db *sql.DB }

// Report counts a play when playback stopped; other states only note it.
func (t *Tracker) Report(ctx context.Context, p Params) error {
	switch p.State {
	case StateStopped:
		_, err := t.db.ExecContext(ctx, `UPDATE media SET play_count = play_count + 1 WHERE id = $1`, p.MediaID)
		return err
	default:
		return nil
	}
}

type API struct{ t *Tracker }

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /sessions/playing", a.Playing)
	mux.HandleFunc("POST /sessions/stopped", a.Stopped)
	mux.HandleFunc("POST /sessions/progress", a.Progress)
}

type report struct {
	ItemID   string `json:"itemId"`
	IsPaused bool   `json:"isPaused"`
}

// --- clean look-alike ---

// Playing reports "playing": the counting branch is not taken.
func (a *API) Playing(w http.ResponseWriter, r *http.Request) {
	var body report
	_ = json.NewDecoder(r.Body).Decode(&body)
	_ = a.t.Report(r.Context(), Params{MediaID: body.ItemID, State: StatePlaying})
	w.WriteHeader(http.StatusNoContent)
}

// Progress reports "playing" or "paused": neither counts.
func (a *API) Progress(w http.ResponseWriter, r *http.Request) {
	var body report
	_ = json.NewDecoder(r.Body).Decode(&body)
	state := StatePlaying
	if body.IsPaused {
		state = StatePaused
	}
	_ = a.t.Report(r.Context(), Params{MediaID: body.ItemID, State: state})
	w.WriteHeader(http.StatusNoContent)
}

// --- bug ---

// Stopped reports "stopped": a retry counts the play again.
func (a *API) Stopped(w http.ResponseWriter, r *http.Request) {
	var body report
	_ = json.NewDecoder(r.Body).Decode(&body)
	_ = a.t.Report(r.Context(), Params{MediaID: body.ItemID, State: StateStopped}) // want `handler \(\*API\)\.Stopped: a client retry bumps a counter again`
	w.WriteHeader(http.StatusNoContent)
}
