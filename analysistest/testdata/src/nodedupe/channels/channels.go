// Package channels: handlers that hand their work to a goroutine through
// a channel kept in a struct field (issue 23 point 4). The receiver's
// effects are the send's.
package channels

import (
	"context"
	"errors"
	"log"
	"net/smtp"
	"time"

	"github.com/segmentio/kafka-go"
)

type job struct{ to, body string }

type Mailer struct {
	jobs  chan job
	audit chan string
	stop  chan bool
}

// run is the mail worker: it sends what the handlers queue, until told
// to stop.
func (m *Mailer) run() {
	for {
		select {
		case j := <-m.jobs:
			_ = smtp.SendMail("smtp:587", nil, "shop@example.com", []string{j.to}, []byte(j.body))
		case <-m.stop:
			return
		}
	}
}

// logAudit only logs: no effect.
func (m *Mailer) logAudit() {
	for line := range m.audit {
		log.Print(line)
	}
}

func (m *Mailer) Welcome(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		m.jobs <- job{to: string(msg.Value), body: "welcome"} // want `handler \(\*Mailer\)\.Welcome: a redelivery messages a person again \(external send smtp\.SendMail\)`
		_ = r.CommitMessages(ctx, msg)
	}
}

func (m *Mailer) Audit(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		m.audit <- string(msg.Value)
		_ = r.CommitMessages(ctx, msg)
	}
}

// push queues a message as a service's manager does, giving up after a
// timeout: the send is a case of a select.
func (m *Mailer) push(j job) error {
	t := time.NewTimer(time.Second)
	defer t.Stop()
	select {
	case m.jobs <- j:
	case <-t.C:
		return errors.New("queue busy")
	}
	return nil
}

func (m *Mailer) Receipt(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		if err := m.push(job{to: string(msg.Value), body: "receipt"}); err != nil { // want `handler \(\*Mailer\)\.Receipt: a redelivery messages a person again \(external send smtp\.SendMail\)`
			continue
		}
		_ = r.CommitMessages(ctx, msg)
	}
}

// pushAudit queues a log line the same way: no effect.
func (m *Mailer) pushAudit(line string) {
	select {
	case m.audit <- line:
	default:
	}
}

func (m *Mailer) AuditNonBlocking(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		m.pushAudit(string(msg.Value))
		_ = r.CommitMessages(ctx, msg)
	}
}

// Stop signals the worker: a stop is no work item, the worker's mail is
// not the stop's.
func (m *Mailer) Stop(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		select {
		case m.stop <- true:
		default:
		}
		_ = r.CommitMessages(ctx, msg)
	}
}

// A notifier's loop serves two queues in one select: what a case does is
// that case's channel's work. A comment mails the subscribers; a view is
// only counted in memory.
type Notifier struct {
	comments chan job
	views    chan string
	seen     map[string]int
}

func (n *Notifier) loop() {
	for {
		select {
		case c := <-n.comments:
			_ = smtp.SendMail("smtp:587", nil, "blog@example.com", []string{c.to}, []byte(c.body))
		case v := <-n.views:
			n.seen[v]++
		}
	}
}

func (n *Notifier) Comment(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		n.comments <- job{to: string(msg.Key), body: string(msg.Value)} // want `handler \(\*Notifier\)\.Comment: a redelivery messages a person again`
		_ = r.CommitMessages(ctx, msg)
	}
}

func (n *Notifier) View(ctx context.Context, r *kafka.Reader) {
	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		n.views <- string(msg.Value)
		_ = r.CommitMessages(ctx, msg)
	}
}
