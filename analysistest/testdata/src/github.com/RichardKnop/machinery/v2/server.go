// Package machinery is a minimal analysistest stub of
// github.com/RichardKnop/machinery/v2 (v2.0.16): only Server with the two
// methods the BabelQueue machinery adapter's Sender/Registrar interfaces use.
// NewServer (which needs config.Config) is not stubbed.
package machinery

import (
	"context"

	"github.com/RichardKnop/machinery/v2/backends/result"
	"github.com/RichardKnop/machinery/v2/tasks"
)

// Server is the main Machinery object and stores all configuration.
type Server struct{}

func (server *Server) RegisterTask(name string, taskFunc interface{}) error { return nil }

func (server *Server) RegisterTasks(namedTaskFuncs map[string]interface{}) error { return nil }

func (server *Server) SendTaskWithContext(ctx context.Context, signature *tasks.Signature) (*result.AsyncResult, error) {
	return nil, nil
}

func (server *Server) SendTask(signature *tasks.Signature) (*result.AsyncResult, error) {
	return nil, nil
}
