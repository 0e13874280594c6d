// Package messaging is an analysistest stub of firebase.google.com/go/v4/messaging
// (firebase.google.com/go/v4@v4.21.0). Subset: Client (its send methods are promoted from the
// unexported *fcmClient, as in the real package; *iidClient omitted), Message and Notification
// (field subsets), MulticastMessage, BatchResponse. Declarations mirror the real API surface; bodies are trivial.
package messaging

import "context"

type Client struct {
	*fcmClient
}

type fcmClient struct{}

type Notification struct {
	Title    string `json:"title,omitempty"`
	Body     string `json:"body,omitempty"`
	ImageURL string `json:"image,omitempty"`
}

type Message struct {
	Data         map[string]string `json:"data,omitempty"`
	Notification *Notification     `json:"notification,omitempty"`
	Token        string            `json:"token,omitempty"`
	Topic        string            `json:"-"`
	Condition    string            `json:"condition,omitempty"`
}

type MulticastMessage struct {
	Tokens       []string
	Data         map[string]string
	Notification *Notification
}

type BatchResponse struct {
	SuccessCount int
	FailureCount int
}

func (c *fcmClient) Send(ctx context.Context, message *Message) (string, error) { return "", nil }

func (c *fcmClient) SendDryRun(ctx context.Context, message *Message) (string, error) { return "", nil }

func (c *fcmClient) SendEach(ctx context.Context, messages []*Message) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendEachForMulticast(ctx context.Context, message *MulticastMessage) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendAll(ctx context.Context, messages []*Message) (*BatchResponse, error) {
	return nil, nil
}

func (c *fcmClient) SendMulticast(ctx context.Context, message *MulticastMessage) (*BatchResponse, error) {
	return nil, nil
}
