// Package log ships the bus's log lines to a log service: a line shipped
// twice is no business effect.
package log

import (
	"context"
	"net/http"
	"strings"

	"github.com/idemlint/idemlint/e2e/services/feedback/bus"
	"github.com/idemlint/idemlint/e2e/services/feedback/cmds"
)

func init() { bus.AddListener(ship) }

func ship(ctx context.Context, l *cmds.LogLine) error {
	resp, err := http.Post("https://logs.example.com/ingest", "text/plain", strings.NewReader(l.Text))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
