// Package machinery is an analysistest stub of
// github.com/babelqueue/babelqueue-go/machinery (its own module): the adapter
// between github.com/RichardKnop/machinery/v2 and the BabelQueue envelope.
// Signature Name = URN; a single string Arg carries the envelope JSON.
package machinery

import (
	"context"
	"errors"

	babelqueue "github.com/babelqueue/babelqueue-go"

	"github.com/RichardKnop/machinery/v2/backends/result"
	"github.com/RichardKnop/machinery/v2/tasks"
)

var ErrNotAccepted = errors.New("babelqueue/machinery: task payload is not an acceptable envelope")

var ErrNoEnvelopeArg = errors.New("babelqueue/machinery: signature has no envelope argument")

// Sender is the subset of *RichardKnop/machinery/v2.Server the Producer uses.
type Sender interface {
	SendTaskWithContext(ctx context.Context, signature *tasks.Signature) (*result.AsyncResult, error)
}

// Registrar is the subset of *RichardKnop/machinery/v2.Server that Register needs.
type Registrar interface {
	RegisterTask(name string, taskFunc interface{}) error
}

func Signature(env babelqueue.Envelope) (*tasks.Signature, error) { return nil, nil }

func SignatureFor(urn string, data map[string]any, opts ...babelqueue.Option) (*tasks.Signature, error) {
	return nil, nil
}

func Envelope(sig *tasks.Signature) (babelqueue.Envelope, error) { return babelqueue.Envelope{}, nil }

// Producer publishes BabelQueue envelopes as machinery tasks over a Sender.
type Producer struct {
	server Sender
}

func NewProducer(server Sender) *Producer { return &Producer{server: server} }

func (p *Producer) Dispatch(ctx context.Context, urn string, data map[string]any, opts ...babelqueue.Option) (*result.AsyncResult, error) {
	return nil, nil
}

func (p *Producer) Send(ctx context.Context, env babelqueue.Envelope) (*result.AsyncResult, error) {
	return nil, nil
}

// Bind adapts a BabelQueue Handler to a machinery task function.
func Bind(handler babelqueue.Handler) func(ctx context.Context, body string) error { return nil }

// Register wires handler onto the server for the given URN
// (server.RegisterTask(urn, Bind(handler))).
func Register(server Registrar, urn string, handler babelqueue.Handler) error { return nil }
