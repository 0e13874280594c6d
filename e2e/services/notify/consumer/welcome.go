// Package consumer sends welcome emails from kafka-go delivery loops:
// directly with each email library, through the EmailSender interface, and
// behind a redis claim.
package consumer

import (
	"context"
	"encoding/json"
	"net/http"
	"net/smtp"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/jordan-wright/email"
	"github.com/redis/go-redis/v9"
	"github.com/segmentio/kafka-go"
	"github.com/sendgrid/sendgrid-go"
	sgmail "github.com/sendgrid/sendgrid-go/helpers/mail"
	"gopkg.in/gomail.v2"

	"github.com/idemlint/idemlint/e2e/services/notify/mailer"
)

type signup struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

func eventID(m kafka.Message) string {
	for _, h := range m.Headers {
		if h.Key == "idempotency-key" {
			return string(h.Value)
		}
	}
	return ""
}

func decode(m kafka.Message) (signup, error) {
	var s signup
	err := json.Unmarshal(m.Value, &s)
	return s, err
}

// WelcomeSMTP mails with jordan-wright/email on every delivery: nodedupe bug.
func WelcomeSMTP(ctx context.Context, r *kafka.Reader, auth smtp.Auth) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		e := email.NewEmail()
		e.From = "hello@shop.example"
		e.To = []string{s.Email}
		e.Subject = "Welcome"
		e.Text = []byte("Hello " + s.Name)
		if err := e.Send("smtp.shop.example:587", auth); err != nil { // expect: nodedupe `handler WelcomeSMTP: a redelivery messages a person again \(external send Email\.Send\)`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeGomail mails with gomail on every delivery: nodedupe bug.
func WelcomeGomail(ctx context.Context, r *kafka.Reader, d *gomail.Dialer) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		msg := gomail.NewMessage()
		msg.SetHeader("From", "hello@shop.example")
		msg.SetHeader("To", s.Email)
		msg.SetHeader("Subject", "Welcome")
		msg.SetBody("text/plain", "Hello "+s.Name)
		if err := d.DialAndSend(msg); err != nil { // expect: nodedupe `handler WelcomeGomail: a redelivery messages a person again \(external send Dialer\.DialAn.*\)`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeSES mails with AWS SES v2 on every delivery: nodedupe bug.
func WelcomeSES(ctx context.Context, r *kafka.Reader, ses *sesv2.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		_, err = ses.SendEmail(ctx, &sesv2.SendEmailInput{ // expect: nodedupe `handler WelcomeSES: a redelivery messages a person again \(external send Client\.SendEm.*\)`
			FromEmailAddress: aws.String("hello@shop.example"),
			Destination:      &types.Destination{ToAddresses: []string{s.Email}},
			Content: &types.EmailContent{Simple: &types.Message{
				Subject: &types.Content{Data: aws.String("Welcome")},
				Body:    &types.Body{Text: &types.Content{Data: aws.String("Hello " + s.Name)}},
			}},
		})
		if err != nil {
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeSendGrid mails with SendGrid on every delivery: nodedupe bug.
func WelcomeSendGrid(ctx context.Context, r *kafka.Reader, sg *sendgrid.Client) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		msg := sgmail.NewSingleEmail(sgmail.NewEmail("Shop", "hello@shop.example"), "Welcome", sgmail.NewEmail(s.Name, s.Email), "Hello "+s.Name, "")
		if _, err := sg.SendWithContext(ctx, msg); err != nil { // expect: nodedupe `handler WelcomeSendGrid: a redelivery messages a person again \(external send Client\.SendWi.*\)`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeVia mails through the EmailSender interface on every delivery:
// nodedupe bug.
func WelcomeVia(ctx context.Context, r *kafka.Reader, sender mailer.EmailSender) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		if err := sender.Send(ctx, s.Email, "Welcome", "Hello "+s.Name); err != nil { // expect: nodedupe `handler WelcomeVia: a redelivery messages a person again \(external send Dialer\.DialAn.*\)`
			continue
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeOnce claims the producer's id first and releases the claim when the
// email fails, so the retry mails: clean.
func WelcomeOnce(ctx context.Context, r *kafka.Reader, rdb *redis.Client, sender mailer.EmailSender) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		key := "welcome:" + eventID(m)
		ok, err := rdb.SetNX(ctx, key, 1, 7*24*time.Hour).Result()
		if err != nil {
			continue
		}
		if ok {
			if err := sender.Send(ctx, s.Email, "Welcome", "Hello "+s.Name); err != nil {
				rdb.Del(ctx, key)
				continue
			}
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// WelcomeClaimed claims the producer's id first and never releases it: when
// the email fails, the redelivery is skipped and the user never gets it.
// key-before-effect bug.
func WelcomeClaimed(ctx context.Context, r *kafka.Reader, rdb *redis.Client, auth smtp.Auth) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		s, err := decode(m)
		if err != nil {
			continue
		}
		ok, err := rdb.SetNX(ctx, "welcome:"+eventID(m), 1, 7*24*time.Hour).Result() // expect: nodedupe `handler WelcomeClaimed claims the key before external send Email\.Send and never releases it: if that fails, a redelivery is skipped`
		if err != nil {
			continue
		}
		if ok {
			e := email.NewEmail()
			e.From = "hello@shop.example"
			e.To = []string{s.Email}
			e.Subject = "Welcome"
			e.Text = []byte("Hello " + s.Name)
			if err := e.Send("smtp.shop.example:587", auth); err != nil {
				continue
			}
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// NotifyClaimed claims, then POSTs to the CRM, never releasing the claim:
// key-before-effect bug.
func NotifyClaimed(ctx context.Context, r *kafka.Reader, rdb *redis.Client, crmURL string) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, err := rdb.SetNX(ctx, "crm:"+eventID(m), 1, 7*24*time.Hour).Result() // expect: nodedupe `handler NotifyClaimed claims the key before external send http\.Post and never releases it: if that fails, a redelivery is skipped`
		if err != nil {
			continue
		}
		if ok {
			resp, err := http.Post(crmURL, "application/json", strings.NewReader(string(m.Value)))
			if err != nil {
				continue
			}
			resp.Body.Close()
		}
		_ = r.CommitMessages(ctx, m)
	}
}

// NotifyReleased releases the claim when the POST fails: clean.
func NotifyReleased(ctx context.Context, r *kafka.Reader, rdb *redis.Client, crmURL string) error {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return err
		}
		key := "crm:" + eventID(m)
		ok, err := rdb.SetNX(ctx, key, 1, 7*24*time.Hour).Result()
		if err != nil {
			continue
		}
		if ok {
			resp, err := http.Post(crmURL, "application/json", strings.NewReader(string(m.Value)))
			if err != nil {
				rdb.Del(ctx, key)
				continue
			}
			resp.Body.Close()
		}
		_ = r.CommitMessages(ctx, m)
	}
}
