//nolint:idemlint/nodedupe // want `^//nolint:idemlint/nodedupe suppresses nothing: no nodedupe finding in its file; remove it$`
package filelevel

//idemlint:file-ignore nothing here repeats // want `^//idemlint:file-ignore suppresses nothing: no idemlint finding in its file; remove it$`

//idemlint:file-ignore // want `^//idemlint:file-ignore needs a reason: //idemlint:file-ignore <why a second delivery is harmless here>$`

import (
	"database/sql"

	"github.com/nats-io/nats.go"
)

func mark(nc *nats.Conn, db *sql.DB) {
	nc.Subscribe("mark", func(m *nats.Msg) {
		db.Exec(`UPDATE t SET seen = true WHERE k = $1`, string(m.Data))
	})
}
