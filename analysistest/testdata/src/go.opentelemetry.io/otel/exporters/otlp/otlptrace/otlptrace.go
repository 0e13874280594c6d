// Package otlptrace is an analysistest stub of go.opentelemetry.io/otel/exporters/otlp/otlptrace
// (go.opentelemetry.io/otel/exporters/otlp/otlptrace@v1.47.0). Subset: Exporter (ExportSpans, Start,
// Shutdown; no fields). Declarations mirror the real API surface; bodies are trivial.
package otlptrace

import (
	"context"

	tracesdk "go.opentelemetry.io/otel/sdk/trace"
)

type Exporter struct{}

func (e *Exporter) ExportSpans(ctx context.Context, ss []tracesdk.ReadOnlySpan) error { return nil }

func (e *Exporter) Start(ctx context.Context) error { return nil }

func (e *Exporter) Shutdown(ctx context.Context) error { return nil }
