// Package trace is an analysistest stub of go.opentelemetry.io/otel/sdk/trace (go.opentelemetry.io/otel/sdk@v1.47.0).
// Subset: TracerProvider (NewTracerProvider, ForceFlush, Shutdown; no fields), TracerProviderOption
// (opaque), ReadOnlySpan (Name only). Declarations mirror the real API surface; bodies are trivial.
package trace

import "context"

type TracerProvider struct{}

type tracerProviderConfig struct{}

type TracerProviderOption interface {
	apply(tracerProviderConfig) tracerProviderConfig
}

func NewTracerProvider(opts ...TracerProviderOption) *TracerProvider { return nil }

func (p *TracerProvider) ForceFlush(ctx context.Context) error { return nil }

func (p *TracerProvider) Shutdown(ctx context.Context) error { return nil }

// ReadOnlySpan is a subset.
type ReadOnlySpan interface {
	// Name returns the name of the span.
	Name() string
}
