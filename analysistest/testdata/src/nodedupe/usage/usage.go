// Package usage: a handler that tracks a usage event through the service's
// own telemetry package (not reported) and calls a business API with the
// message (reported).
package usage

import (
	"context"
	"net/http"
	"strings"

	"github.com/segmentio/kafka-go"

	"nodedupe/usage/otel"
	"nodedupe/usage/telemetry"
)

func Signups(ctx context.Context, r *kafka.Reader, t *telemetry.Client, o *otel.Proxy) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		t.Track("signup")
		t.Flush(string(m.Value))
		o.Forward(string(m.Value))
		_, _ = http.Post("https://crm.example.com/contacts", "application/json", strings.NewReader(string(m.Value))) // want `^handler Signups: a redelivery repeats an external call`
		_ = r.CommitMessages(ctx, m)
	}
}
