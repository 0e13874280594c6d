// Package mail: email through jordan-wright/email, gomail, SES v2 and
// SendGrid, directly and through the library's interface, and the same
// behind a claim of the sender's id.
package mail

import (
	"context"
	"net/smtp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/jordan-wright/email"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"github.com/sendgrid/sendgrid-go"
	sgmail "github.com/sendgrid/sendgrid-go/helpers/mail"
	"gopkg.in/gomail.v2"
)

func WelcomeJW(ctx context.Context, r *kafka.Reader, auth smtp.Auth) {
	for {
		m, _ := r.FetchMessage(ctx)
		e := email.NewEmail()
		e.To = []string{string(m.Value)}
		e.Send("smtp:587", auth) // want `handler WelcomeJW: a redelivery messages a person again \(external send Email\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func WelcomeJWPool(ctx context.Context, r *kafka.Reader, p *email.Pool) {
	for {
		m, _ := r.FetchMessage(ctx)
		e := email.NewEmail()
		e.To = []string{string(m.Value)}
		p.Send(e, 0) // want `handler WelcomeJWPool: a redelivery messages a person again \(external send Pool\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func WelcomeGomail(ctx context.Context, r *kafka.Reader, d *gomail.Dialer) {
	for {
		m, _ := r.FetchMessage(ctx)
		msg := gomail.NewMessage()
		msg.SetHeader("To", string(m.Value))
		d.DialAndSend(msg) // want `handler WelcomeGomail: a redelivery messages a person again \(external send Dialer\.DialAn.*\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func WelcomeGomailSender(ctx context.Context, r *kafka.Reader, s gomail.SendCloser) {
	for {
		m, _ := r.FetchMessage(ctx)
		msg := gomail.NewMessage()
		msg.SetHeader("To", string(m.Value))
		gomail.Send(s, msg)                                        // want `handler WelcomeGomailSender: a redelivery messages a person again \(external send gomail\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		s.Send("shop@example.com", []string{string(m.Value)}, msg) // want `handler WelcomeGomailSender: a redelivery messages a person again \(external send Sender\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func WelcomeSES(ctx context.Context, r *kafka.Reader, c *sesv2.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		c.SendEmail(ctx, &sesv2.SendEmailInput{FromEmailAddress: aws.String(string(m.Value))}) // want `handler WelcomeSES: a redelivery messages a person again \(external send Client\.SendEm.*\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func WelcomeSendGrid(ctx context.Context, r *kafka.Reader, c *sendgrid.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		msg := sgmail.NewSingleEmail(sgmail.NewEmail("", "shop@example.com"), "Welcome", sgmail.NewEmail("", string(m.Value)), "hi", "")
		c.Send(msg) // want `handler WelcomeSendGrid: a redelivery messages a person again \(external send Client\.Send\); dedupe on the sender's id and forward it as the Idempotency-Key`
		r.CommitMessages(ctx, m)
	}
}

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

// WelcomeOnce claims the producer's id first and releases it when the
// send fails: clean.
func WelcomeOnce(ctx context.Context, r *kafka.Reader, rdb *redis.Client, c *sendgrid.Client) {
	for {
		m, _ := r.FetchMessage(ctx)
		key := "welcome:" + eventID(m)
		ok, err := rdb.SetNX(ctx, key, 1, 0).Result()
		if err != nil || !ok {
			continue
		}
		msg := sgmail.NewSingleEmail(sgmail.NewEmail("", "shop@example.com"), "Welcome", sgmail.NewEmail("", string(m.Value)), "hi", "")
		if _, err := c.SendWithContext(ctx, msg); err != nil {
			rdb.Del(ctx, key)
			continue
		}
		r.CommitMessages(ctx, m)
	}
}

// Preview renders an email without sending it: clean.
func Preview(ctx context.Context, r *kafka.Reader) {
	for {
		m, _ := r.FetchMessage(ctx)
		e := email.NewEmail()
		e.Text = m.Value
		_, _ = e.Bytes()
		msg := gomail.NewMessage()
		msg.SetBody("text/plain", string(m.Value))
		r.CommitMessages(ctx, m)
	}
}
