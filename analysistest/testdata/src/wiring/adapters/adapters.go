// Package adapters implements the domain's interfaces over SMTP, Redis
// and SQL. It does not know the handlers.
package adapters

import (
	"context"
	"database/sql"
	"net/smtp"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
	"github.com/segmentio/kafka-go"
	"gorm.io/gorm"

	"wiring/domain"
	"wiring/ids"
)

type SMTPMailer struct{ Addr string }

func (m *SMTPMailer) Send(ctx context.Context, to, body string) error {
	return smtp.SendMail(m.Addr, nil, "shop@example.com", []string{to}, []byte(body))
}

type PGOrders struct{ DB *sql.DB }

func (s *PGOrders) Get(ctx context.Context, id string) (*domain.Order, error) {
	o := &domain.Order{}
	err := s.DB.QueryRowContext(ctx, `SELECT id, status FROM orders WHERE id = $1`, id).Scan(&o.ID, &o.Status)
	return o, err
}

func (s *PGOrders) Add(ctx context.Context, o *domain.Order) error {
	_, err := s.DB.ExecContext(ctx, `INSERT INTO order_log (order_id, amount) VALUES ($1, $2)`, o.ID, o.Amount)
	return err
}

func (s *PGOrders) MarkPaid(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

type RedisInbox struct{ R *redis.Client }

func (i *RedisInbox) Claim(ctx context.Context, msgID string) (bool, error) {
	return i.R.SetNX(ctx, "inbox:"+msgID, 1, 24*time.Hour).Result()
}

// AuditModule claims the order's id for itself (SetNX): that guards its
// own work, not the other modules'.
type AuditModule struct{ R *redis.Client }

func (a *AuditModule) OnOrder(ctx context.Context, o *domain.Order) error {
	return a.R.SetNX(ctx, "audit:"+o.ID, 1, 24*time.Hour).Err()
}

// MailModule mails the customer.
type MailModule struct{ Addr string }

func (m *MailModule) OnOrder(ctx context.Context, o *domain.Order) error {
	return smtp.SendMail(m.Addr, nil, "shop@example.com", []string{o.Email}, []byte("thanks"))
}

// AsynqQueue enqueues a job under its ID (a fresh one when the caller
// gave none): asynq refuses a second task of the same id, so whether a
// repeat adds a task is decided by what the caller puts in job.ID.
type AsynqQueue struct{ C *asynq.Client }

func (q *AsynqQueue) Write(ctx context.Context, name string, job *domain.Job) error {
	if job.ID == "" {
		job.ID = uuid.NewString()
	}
	t := asynq.NewTask(name, job.Payload, asynq.TaskID(job.ID))
	_, err := q.C.Enqueue(t)
	return err
}

// NotifyWorker mails the customer: running its job twice mails twice.
type NotifyWorker struct {
	river.WorkerDefaults[domain.NotifyArgs]
	Addr string
}

func (w *NotifyWorker) Work(ctx context.Context, job *river.Job[domain.NotifyArgs]) error {
	return smtp.SendMail(w.Addr, nil, "shop@example.com", []string{job.Args.Email}, []byte("paid")) // want `handler \(\*NotifyWorker\)\.Work: a redelivery messages a person again`
}

// RefreshWorker sets the order's cached totals: running it twice is the
// same as once.
type RefreshWorker struct {
	river.WorkerDefaults[domain.RefreshArgs]
	DB *sql.DB
}

func (w *RefreshWorker) Work(ctx context.Context, job *river.Job[domain.RefreshArgs]) error {
	_, err := w.DB.ExecContext(ctx, `UPDATE orders SET total_cached = (SELECT sum(amount) FROM lines WHERE order_id = $1) WHERE id = $1`, job.Args.OrderID)
	return err
}

// MailSink mails each message's body. It does not import package handlers,
// so it never learns that deliveries reach it: the wiring package reports.
type MailSink struct{ Addr string }

func (s *MailSink) Consume(ctx context.Context, m kafka.Message) error {
	return smtp.SendMail(s.Addr, nil, "noreply@example.com", []string{"ops@example.com"}, m.Value)
}

// PGStats counts in SQL.
type PGStats struct{ DB *sql.DB }

func (s *PGStats) Count(ctx context.Context, orderID string) error {
	_, err := s.DB.ExecContext(ctx, `UPDATE order_stats SET n = n + 1 WHERE order_id = $1`, orderID)
	return err
}

// PGStore runs callbacks in a transaction.
type PGStore struct{ DB *sql.DB }

func (s *PGStore) WithTx(ctx context.Context, fn func(domain.Stats) error) error {
	return fn(&PGStats{DB: s.DB})
}

// PGJournal appends a row per entry.
type PGJournal struct{ DB *sql.DB }

func (j *PGJournal) Append(ctx context.Context, entry interface{}) error {
	_, err := j.DB.ExecContext(ctx, `INSERT INTO journal (entry) VALUES ($1)`, entry)
	return err
}

func (j *PGJournal) Last() interface{} { return nil }

// AuditLog is a row of the audit log; its id the database gives.
type AuditLog struct {
	ID     uint `gorm:"primaryKey"`
	Event  string
	Actor  string
	Params string
}

// AuditLogService writes the audit log through gorm (pocket-id's) and
// mails.
type AuditLogService struct {
	G    *gorm.DB
	Addr string
}

func (l *AuditLogService) Record(action, actor string) error {
	return l.G.Create(&AuditLog{Event: action, Actor: actor}).Error
}

func (l *AuditLogService) Mail(to, body string) error {
	return smtp.SendMail(l.Addr, nil, "app@example.com", []string{to}, []byte(body))
}

// PGLists writes a list by its ID: an UPDATE, else an INSERT; a list with
// no ID gets a new one.
type PGLists struct{ DB *sql.DB }

func (s *PGLists) Put(ctx context.Context, l *domain.List) error {
	id, err := s.put(ctx, l.ID, l.Name)
	l.ID = id
	return err
}

func (s *PGLists) put(ctx context.Context, id, name string) (string, error) {
	if id != "" {
		res, err := s.DB.ExecContext(ctx, `UPDATE lists SET name = $1 WHERE id = $2`, name, id)
		if err != nil {
			return "", err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return id, nil
		}
	}
	if id == "" {
		id = ids.New()
	}
	_, err := s.DB.ExecContext(ctx, `INSERT INTO lists (id, name) VALUES ($1, $2)`, id, name)
	return id, err
}

// PGFeeds writes a feed into the table its Table field names (a generic
// store's): the schema's table named for the type (feed) is unique on
// the URL.
type PGFeeds struct {
	DB    *sql.DB
	Table string
}

func (s *PGFeeds) Put(ctx context.Context, f *domain.Feed) error {
	id := f.ID
	if id == "" {
		id = ids.New()
	}
	_, err := sq.Insert(s.Table).Columns("id", "url").Values(id, f.URL).RunWith(s.DB).ExecContext(ctx)
	f.ID = id
	return err
}

// SMTPNotifier notifies by mail.
type SMTPNotifier struct{ Addr string }

func (n *SMTPNotifier) Notify(ctx context.Context, to, body string) error {
	return smtp.SendMail(n.Addr, nil, "shop@example.com", []string{to}, []byte(body))
}
