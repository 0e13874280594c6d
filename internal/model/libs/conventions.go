package libs

import "github.com/idemlint/idemlint/internal/model"

// Conventions shared by many libraries and protocols: payload field names and
// header names that carry the sender's id, and trace headers (W3C trace
// context, B3, Jaeger, AWS X-Ray), which are per delivery attempt.
func init() { model.Register("conventions", conventions) }

func conventions(b *model.Builder) {
	b.SenderField("message_id", "messageid", "event_id", "eventid", "idempotency_key", "idempotencykey", "dedup_id", "deduplication_id")
	b.Header(model.Sender,
		"idempotency-key", "x-idempotency-key", "idempotency_key", "idempotencykey",
		"message-id", "message_id", "messageid", "x-message-id", "msg-id", "x-msg-id",
		"event-id", "event_id", "x-event-id", "ce-id", "ce_id", "deduplication-id", "dedup-id", "x-dedup-id")
	b.Header(model.Trace,
		"traceparent", "tracestate", "x-request-id", "request-id", "x-correlation-id", "correlation-id",
		"correlation_id", "x-trace-id", "trace-id", "x-b3-traceid", "x-b3-spanid", "uber-trace-id", "x-amzn-trace-id")
	b.KeyHeader("idempotency-key", "x-idempotency-key")
}
