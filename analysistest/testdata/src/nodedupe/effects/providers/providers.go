// Package providers: mail, messaging and push providers (go-mail, SES v1,
// SNS, Mailgun, Postmark, Twilio, Slack, FCM, APNs, svix) called from a
// consumer, unguarded, guarded by a claim on the sender's id, and with the
// sender's id forwarded where the provider dedupes on it (SNS FIFO's
// MessageDeduplicationId, svix's EventId).
package providers

import (
	"context"
	"database/sql"

	"firebase.google.com/go/v4/messaging"
	"github.com/aws/aws-sdk-go-v2/service/ses"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/google/uuid"
	kpostmark "github.com/keighl/postmark"
	"github.com/mailgun/mailgun-go/v4"
	"github.com/mrz1836/postmark"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/sideshow/apns2"
	"github.com/slack-go/slack"
	svix "github.com/svix/svix-webhooks/go"
	"github.com/twilio/twilio-go"
	twilioapi "github.com/twilio/twilio-go/rest/api/v2010"
	mail "github.com/wneessen/go-mail"
)

type Clients struct {
	Mail     *mail.Client
	SES      *ses.Client
	SNS      *sns.Client
	Mailgun  mailgun.Mailgun
	Postmark *postmark.Client
	Keighl   *kpostmark.Client
	Twilio   *twilio.RestClient
	Slack    *slack.Client
	FCM      *messaging.Client
	APNs     *apns2.Client
	Svix     *svix.Svix
	DB       *sql.DB
}

func unguarded(ctx context.Context, ch *amqp.Channel, c *Clients) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for d := range in {
		m := mail.NewMsg()
		c.Mail.DialAndSend(m)                                                                               // want `handler unguarded: a redelivery messages a person again \(external send Client\.DialAndSend\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.SES.SendEmail(ctx, &ses.SendEmailInput{})                                                         // want `handler unguarded: a redelivery messages a person again \(external send Client\.SendEmail\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.SNS.Publish(ctx, &sns.PublishInput{Message: &d.MessageId})                                        // want `handler unguarded: a redelivery publishes a duplicate message \(publish Client\.Publish\); dedupe on d\.MessageId`
		c.Mailgun.Send(ctx, mailgun.NewMessage("a@x", "hi", "hello", "b@x"))                                // want `handler unguarded: a redelivery messages a person again \(external send Mailgun\.Send\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.Postmark.SendEmail(ctx, postmark.Email{To: "b@x"})                                                // want `handler unguarded: a redelivery messages a person again \(external send Client\.SendEmail\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.Keighl.SendEmail(kpostmark.Email{To: "b@x"})                                                      // want `handler unguarded: a redelivery messages a person again \(external send Client\.SendEmail\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.Twilio.Api.CreateMessage((&twilioapi.CreateMessageParams{}).SetTo("+1").SetBody(string(d.Body)))  // want `handler unguarded: a redelivery messages a person again \(external send ApiService\.CreateMessage\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.Slack.PostMessage("C1", slack.MsgOptionText(string(d.Body), false))                               // want `handler unguarded: a redelivery messages a person again \(external send Client\.PostMessage\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		slack.PostWebhook("https://hooks.slack.example/T/B/X", &slack.WebhookMessage{Text: string(d.Body)}) // want `handler unguarded: a redelivery messages a person again \(external send slack\.PostWebhook\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.FCM.Send(ctx, &messaging.Message{Token: "t"})                                                     // want `handler unguarded: a redelivery repeats an external call \(external send Client\.Send\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.APNs.Push(&apns2.Notification{DeviceToken: "t"})                                                  // want `handler unguarded: a redelivery messages a person again \(external send Client\.Push\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		c.Svix.Message.Create(ctx, "app", &svix.MessageIn{EventType: "user.signup"})                        // want `handler unguarded: a redelivery repeats an external call \(svix Message\.Create \(a webh…\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}

func guarded(ctx context.Context, ch *amqp.Channel, c *Clients) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for d := range in {
		res, err := c.DB.ExecContext(ctx, `INSERT INTO processed_messages (message_id) VALUES ($1) ON CONFLICT DO NOTHING`, d.MessageId)
		if err != nil {
			continue
		}
		if n, _ := res.RowsAffected(); n == 0 {
			d.Ack(false)
			continue
		}
		c.Mail.DialAndSend(mail.NewMsg())
		c.SES.SendEmail(ctx, &ses.SendEmailInput{})
		c.Mailgun.Send(ctx, mailgun.NewMessage("a@x", "hi", "hello", "b@x"))
		c.Twilio.Api.CreateMessage((&twilioapi.CreateMessageParams{}).SetTo("+1"))
		c.Slack.PostMessageContext(ctx, "C1", slack.MsgOptionText("hi", false))
		c.FCM.SendEach(ctx, []*messaging.Message{{Token: "t"}})
		c.APNs.PushWithContext(ctx, &apns2.Notification{DeviceToken: "t"})
		d.Ack(false)
	}
}

// the sender's id forwarded where the provider dedupes on it
func forwarded(ctx context.Context, ch *amqp.Channel, c *Clients) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for d := range in {
		id := d.MessageId
		c.SNS.Publish(ctx, &sns.PublishInput{Message: &id, MessageDeduplicationId: &id, MessageGroupId: &id})
		c.Svix.Message.Create(ctx, "app", &svix.MessageIn{EventType: "user.signup", EventId: svix.String(d.MessageId)})
		// a fresh idempotency key per call, but a stable EventId: svix dedupes on the EventId
		key := uuid.NewString()
		c.Svix.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "user.signup", EventId: &id}, &svix.PostOptions{IdempotencyKey: &key})
		// no EventId, the sender's id as the request's idempotency key
		c.Svix.Message.CreateWithOptions(ctx, "app", &svix.MessageIn{EventType: "user.signup"}, &svix.PostOptions{IdempotencyKey: svix.String(d.MessageId)})
		d.Ack(false)
	}
}

// announce publishes to a FIFO topic deduplicated by the key its caller passes.
func announce(ctx context.Context, c *sns.Client, key, body string) {
	c.Publish(ctx, &sns.PublishInput{Message: &body, MessageGroupId: &body, MessageDeduplicationId: &key})
}

func announcing(ctx context.Context, ch *amqp.Channel, c *Clients) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for d := range in {
		announce(ctx, c.SNS, d.MessageId, "signup")
		announce(ctx, c.SNS, uuid.NewString(), "signup") // want `handler announcing: a redelivery publishes a duplicate message \(publish Client\.Publish\); dedupe on d\.MessageId`
		d.Ack(false)
	}
}

// a minted EventId is new on every redelivery: svix sends again
func mintedEvent(ctx context.Context, ch *amqp.Channel, c *Clients) {
	in, _ := ch.Consume("signups", "", false, false, false, false, nil)
	for d := range in {
		c.Svix.Message.Create(ctx, "app", &svix.MessageIn{EventType: "user.signup", EventId: svix.String(uuid.NewString())}) // want `handler mintedEvent: a redelivery repeats an external call \(svix Message\.Create \(a webh…\); dedupe on d\.MessageId and forward it as the Idempotency-Key`
		d.Ack(false)
	}
}
