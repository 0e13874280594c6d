// Package disabled: disable: [unused-suppression] turns the report off;
// a directive without a reason is still reported.
package disabled

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func wire(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("clean", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data)) //nolint:idemlint // unused, not reported here
	})
	nc.Subscribe("bare", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data)) //idemlint:ignore // want `needs a reason`
	})
}
