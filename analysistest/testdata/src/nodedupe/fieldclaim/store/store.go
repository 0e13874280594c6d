// Package store subscribes people: the subscriber's email is the table's
// primary key, so a second insert of the same email fails, and the
// welcome mail is sent only after an insert that succeeded.
package store

import (
	"context"
	"database/sql"
	"net/smtp"
	"time"
)

type Subscriber struct {
	Email     string
	Name      string
	CreatedAt time.Time
}

func Subscribe(ctx context.Context, db *sql.DB, sub Subscriber) error {
	if _, err := db.ExecContext(ctx, `INSERT INTO fc_subscribers (email, name, created_at) VALUES ($1, $2, $3)`, sub.Email, sub.Name, sub.CreatedAt); err != nil {
		return err
	}
	return smtp.SendMail("smtp:25", nil, "news@example.com", []string{sub.Email}, []byte("welcome"))
}

// Remind records a reminder, a table with no unique key, then mails: the
// insert refuses nothing.
func Remind(ctx context.Context, db *sql.DB, sub Subscriber) error {
	if _, err := db.ExecContext(ctx, `INSERT INTO fc_reminders (email, created_at) VALUES ($1, $2)`, sub.Email, sub.CreatedAt); err != nil {
		return err
	}
	return smtp.SendMail("smtp:25", nil, "news@example.com", []string{sub.Email}, []byte("reminder"))
}
