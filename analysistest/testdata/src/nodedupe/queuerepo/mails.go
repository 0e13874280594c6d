package queuerepo // want package:`wiring: \(\*Worker\)\.processUserQueue → nodedupe/queuerepo\.BufferRepository\.Dequeue`

import (
	"net/smtp"
	"time"

	"nodedupe/queuerepo/models"
)

// StartMails sends the queued mails every minute.
func StartMails() {
	for range time.Tick(time.Minute) {
		processMails()
	}
}

// processMails sends each queued mail, then deletes it: a crash between
// the two sends it again. Bug.
func processMails() {
	ms, err := models.GetQueuedMailLogs()
	if err != nil {
		return
	}
	for _, m := range ms {
		if err := smtp.SendMail("mail:25", nil, "app@example.com", []string{m.Email}, []byte("hi")); err != nil { // want `handler processMails: a redelivery messages a person again`
			continue
		}
		_ = models.DeleteMailLog(m.ID)
	}
}

// StartDigest mails the subscribers every day: a schedule, not a queue
// (no handler).
func StartDigest() {
	for range time.Tick(24 * time.Hour) {
		subs, _ := models.GetSubscribers()
		for _, s := range subs {
			_ = smtp.SendMail("mail:25", nil, "app@example.com", []string{s.Email}, []byte("digest"))
		}
	}
}
