// Command outreach runs the signup consumers.
package main

import (
	"context"
	"crypto/tls"
	"log"
	"os"

	firebase "firebase.google.com/go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	vault "github.com/hashicorp/vault-client-go"
	"github.com/hashicorp/vault/api"
	kpostmark "github.com/keighl/postmark"
	"github.com/mailgun/mailgun-go/v4"
	"github.com/mixpanel/mixpanel-go"
	"github.com/mrz1836/postmark"
	"github.com/posthog/posthog-go"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"github.com/sideshow/apns2"
	"github.com/slack-go/slack"
	svix "github.com/svix/svix-webhooks/go"
	"github.com/twilio/twilio-go"
	mail "github.com/wneessen/go-mail"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"golang.org/x/oauth2/clientcredentials"
	analytics "gopkg.in/segmentio/analytics-go.v3"

	"github.com/idemlint/idemlint/e2e/services/outreach/notify"
	"github.com/idemlint/idemlint/e2e/services/outreach/worker"
)

func main() {
	ctx := context.Background()
	smtp, err := mail.NewClient("smtp.example", mail.WithPort(587))
	if err != nil {
		log.Fatal(err)
	}
	app, err := firebase.NewApp(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	fcm, err := app.Messaging(ctx)
	if err != nil {
		log.Fatal(err)
	}
	vaultv1, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		log.Fatal(err)
	}
	vault2, err := vault.New(vault.WithAddress(os.Getenv("VAULT_ADDR")))
	if err != nil {
		log.Fatal(err)
	}
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		log.Fatal(err)
	}
	cfg := aws.Config{Region: "eu-west-1"}
	n := &notify.Notifier{
		SMTP:     smtp,
		SES:      ses.NewFromConfig(cfg),
		SNS:      sns.NewFromConfig(cfg),
		Mailgun:  mailgun.NewMailgun("mg.example", os.Getenv("MAILGUN_KEY")),
		Postmark: postmark.NewClient(os.Getenv("POSTMARK_SERVER"), os.Getenv("POSTMARK_ACCOUNT")),
		Keighl:   kpostmark.NewClient(os.Getenv("POSTMARK_SERVER"), os.Getenv("POSTMARK_ACCOUNT")),
		Twilio:   twilio.NewRestClient(),
		Slack:    slack.New(os.Getenv("SLACK_TOKEN")),
		FCM:      fcm,
		APNs:     apns2.NewClient(tls.Certificate{}).Production(),
		Svix:     svix.New(os.Getenv("SVIX_TOKEN"), nil),
		From:     "hello@example.com",
	}
	w := &worker.Worker{
		Notify:   n,
		OAuth:    &clientcredentials.Config{ClientID: "outreach", ClientSecret: os.Getenv("OAUTH_SECRET"), TokenURL: "https://auth.example/token"},
		Vault:    vaultv1,
		VaultV2:  vault2,
		PostHog:  posthog.New(os.Getenv("POSTHOG_KEY")),
		Segment:  analytics.New(os.Getenv("SEGMENT_KEY")),
		Mixpanel: mixpanel.NewApiClient(os.Getenv("MIXPANEL_TOKEN")),
		Tracer:   sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp)),
		Redis:    redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")}),
		HookURL:  os.Getenv("SLACK_WEBHOOK"),
	}
	reader := func(topic string) *kafka.Reader {
		return kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "outreach", Topic: topic})
	}
	go w.WelcomeOnce(ctx, reader("signups.once"))
	w.Welcome(ctx, reader("signups"))
}
