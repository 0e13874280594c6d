// Package otlpconfig is an analysistest stub of
// go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp/internal/otlpconfig (v1.47.0):
// Config only, opaque.
package otlpconfig

type Config struct{}
