// Package mailer sends email behind the EmailSender interface, with one
// implementation per library: jordan-wright/email, gomail, AWS SES v2 and
// SendGrid.
package mailer

import (
	"context"
	"fmt"
	"net/smtp"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/jordan-wright/email"
	"github.com/sendgrid/sendgrid-go"
	sgmail "github.com/sendgrid/sendgrid-go/helpers/mail"
	"gopkg.in/gomail.v2"
)

// EmailSender sends one email.
type EmailSender interface {
	Send(ctx context.Context, to, subject, body string) error
}

// SMTP sends through a jordan-wright/email pool.
type SMTP struct {
	Pool *email.Pool
	From string
}

func (s *SMTP) Send(ctx context.Context, to, subject, body string) error {
	e := email.NewEmail()
	e.From = s.From
	e.To = []string{to}
	e.Subject = subject
	e.Text = []byte(body)
	return s.Pool.Send(e, 10*time.Second)
}

// NewSMTP dials the pool.
func NewSMTP(addr, from, user, pass string) (*SMTP, error) {
	p, err := email.NewPool(addr, 4, smtp.PlainAuth("", user, pass, addr))
	if err != nil {
		return nil, err
	}
	return &SMTP{Pool: p, From: from}, nil
}

// Gomail sends through a gomail dialer.
type Gomail struct {
	Dialer *gomail.Dialer
	From   string
}

func (g *Gomail) Send(ctx context.Context, to, subject, body string) error {
	m := gomail.NewMessage()
	m.SetHeader("From", g.From)
	m.SetHeader("To", to)
	m.SetHeader("Subject", subject)
	m.SetBody("text/plain", body)
	return g.Dialer.DialAndSend(m)
}

// SES sends through the AWS SES v2 API.
type SES struct {
	Client *sesv2.Client
	From   string
}

func (s *SES) Send(ctx context.Context, to, subject, body string) error {
	_, err := s.Client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(s.From),
		Destination:      &types.Destination{ToAddresses: []string{to}},
		Content: &types.EmailContent{Simple: &types.Message{
			Subject: &types.Content{Data: aws.String(subject)},
			Body:    &types.Body{Text: &types.Content{Data: aws.String(body)}},
		}},
	})
	return err
}

// SendGrid sends through the SendGrid v3 API.
type SendGrid struct {
	Client *sendgrid.Client
	From   string
}

func (s *SendGrid) Send(ctx context.Context, to, subject, body string) error {
	msg := sgmail.NewSingleEmail(sgmail.NewEmail("", s.From), subject, sgmail.NewEmail("", to), body, "")
	resp, err := s.Client.SendWithContext(ctx, msg)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("sendgrid: %d %s", resp.StatusCode, resp.Body)
	}
	return nil
}
