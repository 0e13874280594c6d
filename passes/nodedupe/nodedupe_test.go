package nodedupe_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

func TestNoDedupe(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "nodedupe/...")
}

// cases are the fixture packages issue 6 asks for: one per handler library,
// one per effect kind, the interprocedural chain and the own categories. Each
// holds bug cases (// want) and clean look-alikes.
var cases = []string{
	"nodedupe/basic",
	"nodedupe/kafkago", "nodedupe/sarama", "nodedupe/amqp", "nodedupe/nats", "nodedupe/jetstream",
	"nodedupe/sqs", "nodedupe/pubsub", "nodedupe/gocloud", "nodedupe/asynq", "nodedupe/river", "nodedupe/watermill",
	"nodedupe/babelqueue", "nodedupe/nethttp", "nodedupe/gin", "nodedupe/echo", "nodedupe/chi",
	"nodedupe/effects/sqlinc", "nodedupe/effects/gormexpr", "nodedupe/effects/redisops",
	"nodedupe/effects/appends", "nodedupe/effects/sends", "nodedupe/effects/publish",
	"nodedupe/effects/stripecharge", "nodedupe/effects/mail",
	"nodedupe/interproc/handler", "nodedupe/sqlc/worker",
	"nodedupe/categories",
	// handlers by their shape and where deliveries flow (issue 13)
	"nodedupe/shapes/worker", "nodedupe/sources/worker", "nodedupe/callback", "nodedupe/shapes/httpapi", "nodedupe/shapes/consumers", "nodedupe/stan",
	// handlers wrapped in closures and middleware: one finding per hazard (issue 21)
	"nodedupe/wrapped",
}

// TestNoDedupeCases: every case package is present and reports something
// (a deleted or emptied case fails here, not silently).
func TestNoDedupeCases(t *testing.T) {
	for _, r := range idemtest.Run(t, nodedupe.Analyzer, cases...) {
		if len(r.Diagnostics) == 0 {
			t.Errorf("%s: no findings: the bug cases are missing", r.Pass.Pkg.Path())
		}
	}
	// packages that must stay silent: non-handler code and callee-only packages
	for _, r := range idemtest.Run(t, nodedupe.Analyzer, "nodedupe/effects/nothandler", "nodedupe/interproc/billing", "nodedupe/interproc/orders", "nodedupe/interproc/ledger", "nodedupe/interproc/inbox",
		"nodedupe/shapes/mq", "nodedupe/sources/mq", "nodedupe/sources/consumer") {
		for _, d := range r.Diagnostics {
			t.Errorf("%s: unexpected finding: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
}
