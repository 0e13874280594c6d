package file

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

// The file-level directives of the other files do not reach this one.
func other(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("other", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `^handler func literal in other: a redelivery bumps a counter again`
	})
}
