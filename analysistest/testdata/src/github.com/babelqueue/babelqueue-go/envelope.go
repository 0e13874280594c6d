package babelqueue

import "encoding/json"

// Envelope is the canonical BabelQueue wire message.
type Envelope struct {
	Job        string         `json:"job"`      // the message URN (never a class name)
	TraceID    string         `json:"trace_id"` // correlation id, preserved across hops
	Data       map[string]any `json:"data"`     // the message payload
	Meta       Meta           `json:"meta"`
	Attempts   int            `json:"attempts"`              // top-level transport retry counter
	DeadLetter *DeadLetter    `json:"dead_letter,omitempty"` // present only once dead-lettered

	extras     map[string]json.RawMessage
	metaExtras map[string]json.RawMessage
	warnings   []string
}

// Meta is the immutable per-message metadata block. Meta.ID is the canonical
// per-message identity (the idempotency key used by package idempotency).
type Meta struct {
	ID            string `json:"id"`
	Queue         string `json:"queue"`
	Lang          string `json:"lang"`
	SchemaVersion int    `json:"schema_version"`
	CreatedAt     int64  `json:"created_at"` // Unix milliseconds, UTC
}

// Option customizes Make.
type Option func(*makeConfig)

type makeConfig struct {
	queue   string
	traceID string
}

func WithQueue(queue string) Option     { return func(c *makeConfig) { c.queue = queue } }
func WithTraceID(traceID string) Option { return func(c *makeConfig) { c.traceID = traceID } }

// Make builds the canonical envelope for a (urn, data) pair.
func Make(urn string, data map[string]any, opts ...Option) (Envelope, error) {
	return Envelope{Job: urn, Data: data}, nil
}

func (e Envelope) Encode() ([]byte, error) { return nil, nil }

func Decode(raw []byte) (Envelope, error) { return Envelope{}, nil }

func (e Envelope) Warnings() []string { return nil }
func (e Envelope) URN() string        { return e.Job }
func (e Envelope) Accepts() bool      { return true }

func (e Envelope) MarshalJSON() ([]byte, error)    { return []byte("{}"), nil }
func (e *Envelope) UnmarshalJSON(raw []byte) error { return nil }

// DeadLetter is the additive block appended to an envelope when a message is dead-lettered.
type DeadLetter struct {
	Reason        string  `json:"reason"`
	Error         *string `json:"error"`
	Exception     *string `json:"exception"`
	FailedAt      int64   `json:"failed_at"`
	OriginalQueue string  `json:"original_queue"`
	Attempts      int     `json:"attempts"`
	Lang          string  `json:"lang"`
}

func Annotate(env Envelope, reason, originalQueue string, attempts int, cause error) Envelope {
	return env
}
