// Package reads: calls that reach the network with a POST or a PUT but are
// reads — OAuth2 token fetches, Vault logins and secret reads, telemetry
// and feature flags — in a consumer that has no dedupe guard: not reported.
// A POST the handler sends with the OAuth2 client is.
package reads

import (
	"context"
	"strings"

	vault "github.com/hashicorp/vault-client-go"
	"github.com/hashicorp/vault-client-go/schema"
	vaultapi "github.com/hashicorp/vault/api"
	"github.com/minio/minio-go/v7"
	"github.com/posthog/posthog-go"
	amqp "github.com/rabbitmq/amqp091-go"
	"go.opentelemetry.io/otel/sdk/trace"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
	analytics "gopkg.in/segmentio/analytics-go.v3"
)

type Deps struct {
	OAuth   *oauth2.Config
	CC      *clientcredentials.Config
	Vault   *vaultapi.Client
	VaultV2 *vault.Client
	PostHog posthog.Client
	Segment analytics.Client
	Tracer  *trace.TracerProvider
	Objects *minio.Client
}

func consume(ctx context.Context, ch *amqp.Channel, d *Deps) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for m := range in {
		tok, _ := d.CC.Token(ctx)
		_, _ = d.OAuth.Exchange(ctx, string(m.Body))
		_, _ = d.OAuth.TokenSource(ctx, tok).Token()
		_, _ = d.Vault.Logical().Write("auth/approle/login", map[string]interface{}{"role_id": "r"})
		_, _ = d.Vault.Logical().Read("database/creds/app")
		_, _ = d.Vault.KVv2("secret").Get(ctx, "app")
		_, _ = d.VaultV2.Auth.AppRoleLogin(ctx, schema.AppRoleLoginRequest{RoleId: "r"})
		_, _ = d.VaultV2.Secrets.KvV2Read(ctx, "app")
		_ = d.PostHog.Enqueue(posthog.Capture{DistinctId: "u", Event: "signup"})
		_, _ = d.PostHog.IsFeatureEnabled(posthog.FeatureFlagPayload{Key: "beta", DistinctId: "u"})
		_ = d.Segment.Enqueue(analytics.Track{UserId: "u", Event: "signup"})
		_ = d.Tracer.ForceFlush(ctx)
		// object storage by the object's name: a repeat writes or removes the same object
		_, _ = d.Objects.PutObject(ctx, "avatars", string(m.Body), strings.NewReader("png"), 3, minio.PutObjectOptions{})
		_ = d.Objects.RemoveObject(ctx, "avatars", string(m.Body), minio.RemoveObjectOptions{})

		// the OAuth2 client's own POST to an API is a send
		client := d.CC.Client(ctx)
		client.Post("https://crm.example/contacts", "application/json", strings.NewReader(string(m.Body))) // want `handler consume: a redelivery repeats an external call \(external send Client\.Post\); dedupe on m\.MessageId and forward it as the Idempotency-Key`
		m.Ack(false)
	}
}
