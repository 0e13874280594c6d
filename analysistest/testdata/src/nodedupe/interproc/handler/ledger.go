package handler

import (
	"context"

	"github.com/nats-io/nats.go"

	"nodedupe/interproc/ledger"
)

func subscribeLedger(nc *nats.Conn, l *ledger.Ledger) {
	nc.Subscribe("credits", func(m *nats.Msg) {
		// the sender's id claimed inside the callee's transaction
		l.CreditOnce(context.Background(), m.Header.Get(nats.MsgIdHdr), string(m.Data), 100)
	})
	nc.Subscribe("credits.bykey", func(m *nats.Msg) {
		// a key the callee claims, but not the sender's id: the reply subject
		l.CreditOnce(context.Background(), m.Reply, string(m.Data), 100) // want `handler func literal in subscribeLedger: a redelivery bumps a counter again \(UPDATE accounts SET balance.*\); dedupe on m\.Header\.Get\(nats\.MsgIdHdr\)`
	})
}
