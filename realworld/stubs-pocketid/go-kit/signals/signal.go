// Package signals is a stub of github.com/italypaleale/go-kit/signals v1.0.0
// (see the module's doc.go).
package signals

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// SignalContext returns a context that is canceled when the application receives an interrupt signal.
func SignalContext(parentCtx context.Context) context.Context {
	ctx, _ := signal.NotifyContext(parentCtx, os.Interrupt, syscall.SIGTERM)
	return ctx
}
