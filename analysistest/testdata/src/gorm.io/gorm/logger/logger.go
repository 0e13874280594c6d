// Package logger is an analysistest stub of gorm.io/gorm/logger (gorm.io/gorm@v1.31.2).
// Declarations mirror the real API surface; bodies are trivial.
package logger

import (
	"context"
	"errors"
	"time"
)

var ErrRecordNotFound error = errors.New("record not found")

type LogLevel int

const Silent LogLevel = 1

const Error LogLevel = 2

const Warn LogLevel = 3

const Info LogLevel = 4

type Writer interface {
	Printf(string, ...interface{})
}

type Config struct {
	SlowThreshold             time.Duration
	Colorful                  bool
	IgnoreRecordNotFoundError bool
	ParameterizedQueries      bool
	LogLevel                  LogLevel
}

type Interface interface {
	LogMode(LogLevel) Interface
	Info(context.Context, string, ...interface{})
	Warn(context.Context, string, ...interface{})
	Error(context.Context, string, ...interface{})
	Trace(ctx context.Context, begin time.Time, fc func() (sql string, rowsAffected int64), err error)
}

func New(writer Writer, config Config) Interface { return nil }

var Discard Interface

var Default Interface
