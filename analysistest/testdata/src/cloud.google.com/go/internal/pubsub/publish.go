package pubsub

import "context"

// PublishResult help holds the result from a call to Publish.
type PublishResult struct {
	ready chan struct{}
}

func (r *PublishResult) Ready() <-chan struct{} { return r.ready }

func (r *PublishResult) Get(ctx context.Context) (serverID string, err error) { return "", nil }

func NewPublishResult() *PublishResult { return &PublishResult{ready: make(chan struct{})} }

func SetPublishResult(r *PublishResult, sid string, err error) {}
