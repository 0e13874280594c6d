// Package otel is a service's own OpenTelemetry proxy: it forwards trace
// batches the browser posts to the collector. Spans sent twice are no
// business effect.
package otel

import (
	"net/http"
	"strings"
)

type Proxy struct{ Collector string }

func (p *Proxy) Forward(batch string) {
	req, _ := http.NewRequest(http.MethodPost, p.Collector+"/v1/traces", strings.NewReader(batch))
	_, _ = http.DefaultClient.Do(req)
}
