// Package lines: line and function directives, used and unused.
package lines

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func wire(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("used", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:idemlint // used: the increment is reported here
	})
	nc.Subscribe("used-list", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:errcheck,idemlint/nodedupe // used
	})
	nc.Subscribe("used-above", func(m *nats.Msg) {
		//idemlint:ignore the counter is approximate by design
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
	})
	nc.Subscribe("clean", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data)) //nolint:idemlint // want `^//nolint:idemlint suppresses nothing: no idemlint finding on its line, the next or in its function; remove it$`
	})
	nc.Subscribe("other-analyzer", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:idemlint/keysource // want `^//nolint:idemlint/keysource suppresses nothing: no keysource finding on its line, the next or in its function; remove it$`
	})
	nc.Subscribe("typo", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //nolint:idemlint/nodedup // want `^//nolint:idemlint/nodedup suppresses nothing: no idemlint analyzer is named "nodedup"; remove it$`
	})
	nc.Subscribe("ignore-clean", func(m *nats.Msg) {
		//idemlint:ignore replays are harmless here // want `^//idemlint:ignore suppresses nothing: no idemlint finding on its line, the next or in its function; remove it$`
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data))
	})
	nc.Subscribe("bare", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data)) //idemlint:ignore // want `^//idemlint:ignore needs a reason: //idemlint:ignore <why a second delivery is harmless here>$`
	})
	nc.Subscribe("not-ours", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data)) //nolint:errcheck // another linter's: not judged
	})
	nc.Subscribe("all", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data)) //nolint:all // every linter's: not judged
	})
	nc.Subscribe("f", handleF)
	nc.Subscribe("g", handleG)
}

// handleF is excused as a whole, and has a finding to excuse.
//
//idemlint:ignore replays are rejected upstream by the gateway
func handleF(m *nats.Msg) {
	db := &sql.DB{}
	db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
}

// handleG is excused as a whole but is idempotent.
//
//idemlint:ignore replays are rejected upstream // want `^//idemlint:ignore suppresses nothing: no idemlint finding on its line, the next or in its function; remove it$`
func handleG(m *nats.Msg) {
	db := &sql.DB{}
	db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data))
}
