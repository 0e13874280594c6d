// Package notify is the outreach service's delivery adapter: email
// (go-mail, SES v1, Mailgun, Postmark), SMS (Twilio), chat (Slack), push
// (FCM, APNs), topics (SNS) and webhooks (svix).
package notify

import (
	"context"

	"firebase.google.com/go/v4/messaging"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses"
	sestypes "github.com/aws/aws-sdk-go-v2/service/ses/types"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	kpostmark "github.com/keighl/postmark"
	"github.com/mailgun/mailgun-go/v4"
	"github.com/mrz1836/postmark"
	"github.com/sideshow/apns2"
	"github.com/slack-go/slack"
	svix "github.com/svix/svix-webhooks/go"
	"github.com/twilio/twilio-go"
	twilioapi "github.com/twilio/twilio-go/rest/api/v2010"
	mail "github.com/wneessen/go-mail"
)

type Notifier struct {
	SMTP     *mail.Client
	SES      *ses.Client
	SNS      *sns.Client
	Mailgun  *mailgun.MailgunImpl
	Postmark *postmark.Client
	Keighl   *kpostmark.Client
	Twilio   *twilio.RestClient
	Slack    *slack.Client
	FCM      *messaging.Client
	APNs     *apns2.Client
	Svix     *svix.Svix
	From     string
}

func (n *Notifier) Email(ctx context.Context, to, body string) error {
	m := mail.NewMsg()
	if err := m.From(n.From); err != nil {
		return err
	}
	if err := m.To(to); err != nil {
		return err
	}
	m.Subject("Welcome")
	m.SetBodyString(mail.TypeTextPlain, body)
	return n.SMTP.DialAndSendWithContext(ctx, m)
}

func (n *Notifier) EmailSES(ctx context.Context, to, body string) error {
	_, err := n.SES.SendEmail(ctx, &ses.SendEmailInput{
		Destination: &sestypes.Destination{ToAddresses: []string{to}},
		Message:     &sestypes.Message{Subject: &sestypes.Content{Data: aws.String("Welcome")}, Body: &sestypes.Body{Text: &sestypes.Content{Data: aws.String(body)}}},
		Source:      aws.String(n.From),
	})
	return err
}

func (n *Notifier) EmailMailgun(ctx context.Context, to, body string) error {
	_, _, err := n.Mailgun.Send(ctx, mailgun.NewMessage(n.From, "Welcome", body, to))
	return err
}

func (n *Notifier) EmailPostmark(ctx context.Context, to, body string) error {
	_, err := n.Postmark.SendEmail(ctx, postmark.Email{From: n.From, To: to, Subject: "Welcome", TextBody: body})
	return err
}

func (n *Notifier) EmailPostmarkLegacy(to, body string) error {
	_, err := n.Keighl.SendEmail(kpostmark.Email{From: n.From, To: to, Subject: "Welcome", TextBody: body})
	return err
}

func (n *Notifier) SMS(to, body string) error {
	p := &twilioapi.CreateMessageParams{}
	p.SetTo(to)
	p.SetFrom(n.From)
	p.SetBody(body)
	_, err := n.Twilio.Api.CreateMessage(p)
	return err
}

func (n *Notifier) Chat(ctx context.Context, channel, text string) error {
	_, _, err := n.Slack.PostMessageContext(ctx, channel, slack.MsgOptionText(text, false))
	return err
}

func Hook(ctx context.Context, url, text string) error {
	return slack.PostWebhookContext(ctx, url, &slack.WebhookMessage{Text: text})
}

func (n *Notifier) Push(ctx context.Context, token, body string) error {
	_, err := n.FCM.Send(ctx, &messaging.Message{Token: token, Notification: &messaging.Notification{Title: "Welcome", Body: body}})
	return err
}

func (n *Notifier) PushAPNs(ctx context.Context, token, body string) error {
	_, err := n.APNs.PushWithContext(ctx, &apns2.Notification{DeviceToken: token, Topic: "app.example", Payload: []byte(body)})
	return err
}

// Announce publishes to an SNS FIFO topic, deduplicated by the key the caller passes.
func (n *Notifier) Announce(ctx context.Context, key, body string) error {
	_, err := n.SNS.Publish(ctx, &sns.PublishInput{TopicArn: aws.String("arn:aws:sns:eu-west-1:1:signups.fifo"), Message: aws.String(body),
		MessageGroupId: aws.String("signups"), MessageDeduplicationId: aws.String(key)})
	return err
}

// Webhook sends a svix message whose EventId is the key the caller passes: svix dedupes on it.
func (n *Notifier) Webhook(ctx context.Context, key, user string) error {
	_, err := n.Svix.Message.Create(ctx, "app_signups", &svix.MessageIn{EventType: "user.signup", EventId: svix.String(key),
		Payload: map[string]interface{}{"user": user}})
	return err
}

// WebhookUnkeyed sends a svix message with no EventId.
func (n *Notifier) WebhookUnkeyed(ctx context.Context, user string) error {
	_, err := n.Svix.Message.Create(ctx, "app_signups", &svix.MessageIn{EventType: "user.signup", Payload: map[string]interface{}{"user": user}})
	return err
}
