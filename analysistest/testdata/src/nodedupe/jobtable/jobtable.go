// Package jobtable: workers that poll a table-backed job queue on a
// timer. A job stays in its table until the work deletes it, so a crash
// or a failed delete after the mail runs it again: the poller is a
// handler, the job's row its delivery.
package jobtable

import (
	"database/sql"
	"time"

	mailgun "github.com/mailgun/mailgun-go"
)

type job struct {
	ID     int64
	PostID string
}

type app struct {
	db  *sql.DB
	gun *mailgun.MailgunImpl
}

func (a *app) jobsToRun(action string) ([]job, error) {
	rows, err := a.db.Query(`SELECT id, post_id FROM publishjobs WHERE action = ? ORDER BY created`, action)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []job
	for rows.Next() {
		var j job
		rows.Scan(&j.ID, &j.PostID)
		out = append(out, j)
	}
	return out, nil
}

func (a *app) emailPost(postID string) error {
	m := mailgun.NewMessage("blog@example.com", "New post", postID)
	_, _, err := a.gun.Send(m)
	return err
}

// startPublishJobs mails each due job's post, then deletes the job. Bug.
func (a *app) startPublishJobs() {
	t := time.NewTicker(time.Minute)
	for {
		<-t.C
		jobs, err := a.jobsToRun("email")
		if err != nil {
			continue
		}
		for _, j := range jobs {
			if err := a.emailPost(j.PostID); err != nil { // want `handler \(\*app\)\.startPublishJobs: a redelivery messages a person again`
				continue
			}
			a.db.Exec(`DELETE FROM publishjobs WHERE id = ?`, j.ID)
		}
	}
}

// pruneSessions polls a table of sessions, not of jobs: no handler.
func (a *app) pruneSessions() {
	for {
		time.Sleep(time.Hour)
		rows, _ := a.db.Query(`SELECT id FROM sessions WHERE expires < now()`)
		if rows != nil {
			rows.Close()
		}
		a.emailPost("digest")
	}
}
