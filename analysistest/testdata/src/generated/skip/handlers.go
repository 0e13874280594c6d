package skip

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

// handle is hand-written: its increment is reported, also when it is
// reached through bump, a helper in a generated file.
func handle(db *sql.DB) nats.MsgHandler {
	return func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `handler func literal in handle: a redelivery bumps a counter again \(UPDATE t SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	}
}

func handleViaGenerated(db *sql.DB) nats.MsgHandler {
	return func(m *nats.Msg) {
		bump(db, string(m.Data)) // want `handler func literal in handleViaGenerated: a redelivery bumps a counter again \(UPDATE counters SET n = n \+.*\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	}
}
