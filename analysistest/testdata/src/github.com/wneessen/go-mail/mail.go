// Package mail is an analysistest stub of github.com/wneessen/go-mail (github.com/wneessen/go-mail@v0.8.1).
// Subset: Client (NewClient, DialAndSend, DialAndSendWithContext, Send), Option, Msg (NewMsg and the
// common setters, SetMessageID/SetMessageIDWithValue), MsgOption, Header, ContentType; struct fields
// omitted. Declarations mirror the real API surface; bodies are trivial.
package mail

import "context"

type Option func(*Client) error

type Client struct{}

func NewClient(host string, opts ...Option) (*Client, error) { return nil, nil }

func (c *Client) DialAndSend(messages ...*Msg) error { return nil }

func (c *Client) DialAndSendWithContext(ctx context.Context, messages ...*Msg) (err error) {
	return nil
}

func (c *Client) Send(messages ...*Msg) (returnErr error) { return nil }

type MsgOption func(*Msg)

type Header string

type ContentType string

const TypeTextPlain ContentType = "text/plain"

type PartOption func(*Part)

type Part struct{}

type Msg struct{}

func NewMsg(opts ...MsgOption) *Msg { return nil }

func (m *Msg) SetGenHeader(header Header, values ...string) {}

func (m *Msg) From(from string) error { return nil }

func (m *Msg) To(rcpts ...string) error { return nil }

func (m *Msg) Subject(subj string) {}

func (m *Msg) SetMessageID() {}

func (m *Msg) SetMessageIDWithValue(messageID string) {}

func (m *Msg) SetBodyString(contentType ContentType, content string, opts ...PartOption) {}
