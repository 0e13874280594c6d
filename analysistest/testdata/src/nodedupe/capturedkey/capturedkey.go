// Package capturedkey: a handler builds a command from the delivery and
// runs the service in a func literal (a retry helper's callback); the
// service claims the command's id before it publishes. The captured
// command decides, as an argument would.
package capturedkey

import (
	"context"
	"encoding/json"

	retry "github.com/avast/retry-go"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"

	"nodedupe/capturedkey/msgs"
)

type command struct {
	ID   string
	Body []byte
}

type service struct {
	rdb *redis.Client
	w   *kafka.Writer
}

// create claims the command's id, then publishes: safe when the caller's
// id is the sender's.
func (s *service) create(ctx context.Context, c *command) error {
	ok, err := s.rdb.SetNX(ctx, "create:"+c.ID, 1, 0).Result()
	if err != nil || !ok {
		return err
	}
	return s.w.WriteMessages(ctx, kafka.Message{Key: []byte(c.ID), Value: c.Body})
}

func withRetry(f func() error) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = f(); err == nil {
			return nil
		}
	}
	return err
}

func consume(ctx context.Context, r *kafka.Reader, s *service) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		_ = process(ctx, s, m)
		_ = r.CommitMessages(ctx, m)
	}
}

// process builds the command from the message it is given and runs the
// service in a retry helper's callback: the command carries the message's
// key, so the claim stops a redelivery.
func process(ctx context.Context, s *service, m kafka.Message) error {
	cmd := &command{ID: string(m.Key), Body: m.Value}
	if err := withRetry(func() error { return s.create(ctx, cmd) }); err != nil {
		return err
	}
	// the same through a library's retry helper, whose body is not seen
	return retry.Do(func() error { return s.create(ctx, cmd) }, retry.Attempts(3))
}

func consumeMinted(ctx context.Context, r *kafka.Reader, s *service) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		_ = processMinted(ctx, s, m) // want `handler consumeMinted: a redelivery publishes a duplicate message`
		_ = r.CommitMessages(ctx, m)
	}
}

// processMinted gives the command a fresh id per delivery: the claim
// never sees a repeat.
func processMinted(ctx context.Context, s *service, m kafka.Message) error {
	cmd := &command{ID: uuid.NewString(), Body: m.Value}
	return retry.Do(func() error { return s.create(ctx, cmd) }, retry.Attempts(3))
}

// consumeDecoded keys the command by a getter of the decoded message (a
// protobuf getter in a package of generated code): the message's field.
func consumeDecoded(ctx context.Context, r *kafka.Reader, s *service) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		_ = processDecoded(ctx, s, m)
		_ = r.CommitMessages(ctx, m)
	}
}

func processDecoded(ctx context.Context, s *service, m kafka.Message) error {
	var msg msgs.Create
	if err := json.Unmarshal(m.Value, &msg); err != nil {
		return err
	}
	cmd := &command{ID: msg.GetId(), Body: []byte(msg.GetBody())}
	return retry.Do(func() error { return s.create(ctx, cmd) }, retry.Attempts(3))
}
