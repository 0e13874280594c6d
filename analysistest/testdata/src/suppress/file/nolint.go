// Package filelevel: file-level directives. This file's findings are
// suppressed by the //nolint:idemlint above its package clause.
//
//nolint:idemlint // a replay tool: every message is meant to run again
package file

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func replay(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("replay", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
	})
}
