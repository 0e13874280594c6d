// Package watermill is an analysistest stub of
// github.com/ThreeDotsLabs/watermill v1.5.1. Declarations mirror the real
// API; bodies are trivial.
package watermill

import (
	"io"
	"log/slog"
)

// NewUUID returns a new UUID Version 4.
func NewUUID() string { return "" }

// NewShortUUID returns a new short UUID.
func NewShortUUID() string { return "" }

// NewULID returns a new ULID.
func NewULID() string { return "" }

// LogFields is the logger's key-value list of fields.
type LogFields map[string]interface{}

func (l LogFields) Add(newFields LogFields) LogFields { return l }
func (l LogFields) Copy() LogFields                   { return l }

// LoggerAdapter is an interface, that you need to implement to support Watermill logging.
type LoggerAdapter interface {
	Error(msg string, err error, fields LogFields)
	Info(msg string, fields LogFields)
	Debug(msg string, fields LogFields)
	Trace(msg string, fields LogFields)
	With(fields LogFields) LoggerAdapter
}

// NopLogger is a logger which discards all logs.
type NopLogger struct{}

func (NopLogger) Error(msg string, err error, fields LogFields) {}
func (NopLogger) Info(msg string, fields LogFields)             {}
func (NopLogger) Debug(msg string, fields LogFields)            {}
func (NopLogger) Trace(msg string, fields LogFields)            {}
func (l NopLogger) With(fields LogFields) LoggerAdapter         { return l }

func NewStdLogger(debug, trace bool) LoggerAdapter                            { return NopLogger{} }
func NewStdLoggerWithOut(out io.Writer, debug bool, trace bool) LoggerAdapter { return NopLogger{} }
func NewSlogLogger(logger *slog.Logger) LoggerAdapter                         { return NopLogger{} }
