package filelevel

//idemlint:file-ignore the counters of this file are approximate by design

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func count(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("count", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET n = n + 1 WHERE k = $1`, string(m.Data))
	})
}
