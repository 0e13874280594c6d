// Package worker consumes signups (kafka-go) and reaches the user on every
// channel; before it does, it fetches an OAuth2 token, reads its Vault
// secrets, and reports to PostHog, Segment, Mixpanel and OpenTelemetry — reads and
// telemetry, not effects.
package worker

import (
	"context"
	"encoding/json"

	vault "github.com/hashicorp/vault-client-go"
	"github.com/hashicorp/vault-client-go/schema"
	"github.com/hashicorp/vault/api"
	"github.com/mixpanel/mixpanel-go"
	"github.com/posthog/posthog-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"golang.org/x/oauth2/clientcredentials"
	analytics "gopkg.in/segmentio/analytics-go.v3"

	"github.com/idemlint/idemlint/e2e/services/outreach/notify"
)

type Signup struct {
	User   string `json:"user"`
	Email  string `json:"email"`
	Phone  string `json:"phone"`
	Device string `json:"device"`
}

type Worker struct {
	Notify  *notify.Notifier
	OAuth   *clientcredentials.Config
	Vault   *api.Client
	VaultV2 *vault.Client
	PostHog posthog.Client
	Segment analytics.Client
	// Mixpanel's Track POSTs the event to its API (inside the library):
	// telemetry, not an effect
	Mixpanel *mixpanel.ApiClient
	Tracer   *sdktrace.TracerProvider
	Redis    *redis.Client
	HookURL  string
}

func messageID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// prepare does the reads every delivery needs.
func (w *Worker) prepare(ctx context.Context, s Signup) error {
	if _, err := w.OAuth.Token(ctx); err != nil {
		return err
	}
	if _, err := w.Vault.Logical().Write("auth/approle/login", map[string]interface{}{"role_id": "outreach"}); err != nil {
		return err
	}
	if _, err := w.Vault.KVv2("secret").Get(ctx, "outreach"); err != nil {
		return err
	}
	if _, err := w.VaultV2.Auth.AppRoleLogin(ctx, schema.AppRoleLoginRequest{RoleId: "outreach"}); err != nil {
		return err
	}
	if _, err := w.VaultV2.Secrets.KvV2Read(ctx, "outreach"); err != nil {
		return err
	}
	w.PostHog.Enqueue(posthog.Capture{DistinctId: s.User, Event: "signup"})
	if on, _ := w.PostHog.IsFeatureEnabled(posthog.FeatureFlagPayload{Key: "sms", DistinctId: s.User}); on == true {
		w.Segment.Enqueue(analytics.Track{UserId: s.User, Event: "sms-enabled"})
	}
	if err := w.Mixpanel.Track(ctx, []*mixpanel.Event{w.Mixpanel.NewEvent("signup", s.User, map[string]any{"email": s.Email})}); err != nil {
		return err
	}
	return w.Tracer.ForceFlush(ctx)
}

// Welcome reaches the user on every channel, with no dedupe.
func (w *Worker) Welcome(ctx context.Context, r *kafka.Reader) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		var s Signup
		if err := json.Unmarshal(m.Value, &s); err != nil {
			continue
		}
		if err := w.prepare(ctx, s); err != nil {
			continue
		}
		w.Notify.Email(ctx, s.Email, "welcome")          // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.DialAn…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.EmailSES(ctx, s.Email, "welcome")       // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.SendEm…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.EmailMailgun(ctx, s.Email, "welcome")   // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send MailgunImpl\.S…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.EmailPostmark(ctx, s.Email, "welcome")  // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.SendEm…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.EmailPostmarkLegacy(s.Email, "welcome") // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.SendEm…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.SMS(s.Phone, "welcome")                 // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send ApiService\.Cr…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.Chat(ctx, "#signups", s.User)           // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.PostMe…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		notify.Hook(ctx, w.HookURL, s.User)              // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send slack\.PostWeb…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.Push(ctx, s.Device, "welcome")          // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery repeats an external call \(external send Client\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.PushAPNs(ctx, s.Device, "welcome")      // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery messages a person again \(external send Client\.PushWi…\); dedupe on the sender's id and forward it as the Idempotency-Key`
		w.Notify.WebhookUnkeyed(ctx, s.User)             // expect: nodedupe `handler \(\*Worker\)\.Welcome: a redelivery repeats an external call; dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

// WelcomeOnce claims the producer's key first; the topic and the webhook
// carry it as the key their service dedupes on.
func (w *Worker) WelcomeOnce(ctx context.Context, r *kafka.Reader) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		var s Signup
		if err := json.Unmarshal(m.Value, &s); err != nil {
			continue
		}
		id := messageID(m)
		w.Notify.Announce(ctx, id, s.User)
		w.Notify.Webhook(ctx, id, s.User)
		if ok, err := w.Redis.SetNX(ctx, "welcome:"+id, 1, 0).Result(); err != nil || !ok {
			r.CommitMessages(ctx, m)
			continue
		}
		if err := w.prepare(ctx, s); err != nil {
			continue
		}
		w.Notify.Email(ctx, s.Email, "welcome")
		w.Notify.SMS(s.Phone, "welcome")
		w.Notify.Push(ctx, s.Device, "welcome")
		r.CommitMessages(ctx, m)
	}
}
