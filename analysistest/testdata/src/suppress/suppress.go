package suppress

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func wire(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("a", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:idemlint
	})
	nc.Subscribe("b", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:errcheck,idemlint/nodedupe // counted twice is fine here
	})
	nc.Subscribe("c", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:idemlint/keysource // want `handler func literal in wire: a redelivery bumps a counter again \(UPDATE t SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
	nc.Subscribe("d", func(m *nats.Msg) {
		//idemlint:ignore the counter is approximate by design
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
	})
	nc.Subscribe("e", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //idemlint:ignore // want `handler func literal in wire: a redelivery bumps a counter again \(UPDATE t SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
	nc.Subscribe("f", handleF)
	nc.Subscribe("g", handleG)
}

// handleF is excused as a whole.
//
//idemlint:ignore replays are rejected upstream by the gateway
func handleF(m *nats.Msg) {
	db := &sql.DB{}
	db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
}

func handleG(m *nats.Msg) {
	db := &sql.DB{}
	db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) // want `handler handleG: a redelivery bumps a counter again \(UPDATE t SET n = n \+ 1 WHERE k = \$1\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
}
