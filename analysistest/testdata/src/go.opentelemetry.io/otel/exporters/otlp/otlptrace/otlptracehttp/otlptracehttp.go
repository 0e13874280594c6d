// Package otlptracehttp is an analysistest stub of go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp
// (v1.47.0). Subset: New, Option, WithEndpoint. Declarations mirror the real API surface; bodies are trivial.
package otlptracehttp

import (
	"context"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig"
)

type Option interface {
	applyHTTPOption(otlpconfig.Config) otlpconfig.Config
}

func WithEndpoint(endpoint string) Option { return nil }

func New(ctx context.Context, opts ...Option) (*otlptrace.Exporter, error) { return nil, nil }
