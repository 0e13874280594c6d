package nodedupe_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestNoDedupe runs nodedupe on every fixture package under nodedupe/ once
// and checks their // want comments; then that every case package is there
// and reports something (a deleted or emptied case fails here, not
// silently), and that the packages that must stay silent do.
func TestNoDedupe(t *testing.T) {
	byPkg := map[string]int{}
	for _, r := range idemtest.Run(t, nodedupe.Analyzer, "nodedupe/...") {
		byPkg[r.Pass.Pkg.Path()] += len(r.Diagnostics)
	}
	for _, c := range cases {
		n, ok := byPkg[c]
		switch {
		case !ok:
			t.Errorf("%s: the case package is missing", c)
		case n == 0:
			t.Errorf("%s: no findings: the bug cases are missing", c)
		}
	}
	// packages that must stay silent: non-handler code and callee-only packages
	for _, p := range silent {
		if n, ok := byPkg[p]; !ok || n != 0 {
			t.Errorf("%s: want a package with no findings, got %d (present: %v)", p, n, ok)
		}
	}
}

// cases are the fixture packages issue 6 asks for: one per handler library,
// one per effect kind, the interprocedural chain and the own categories. Each
// holds bug cases (// want) and clean look-alikes.
var cases = []string{
	"nodedupe/basic", "nodedupe/listappend", "nodedupe/subscribe/api", "nodedupe/sqlwrapper/worker", "nodedupe/bunmodel/worker", "nodedupe/callbackparams/worker", "nodedupe/toggle", "nodedupe/grpcclient/api", "nodedupe/rpcclients", "nodedupe/jobtable", "nodedupe/queuerepo", "nodedupe/notifiers/handlers", "nodedupe/recreate", "nodedupe/routegroup", "nodedupe/sqlizer/api", "nodedupe/sqlizer/lists", "nodedupe/restrepo", "nodedupe/namedsql", "nodedupe/actions", "nodedupe/smtpin", "nodedupe/mainwired", "nodedupe/fieldclaim/api", "nodedupe/ownctx/handlers", "nodedupe/ginerr/signup", "nodedupe/gormschema", "nodedupe/checkedinsert/api", "nodedupe/freshrows/api",
	"nodedupe/kafkago", "nodedupe/sarama", "nodedupe/amqp", "nodedupe/nats", "nodedupe/jetstream",
	"nodedupe/sqs", "nodedupe/pubsub", "nodedupe/gocloud", "nodedupe/asynq", "nodedupe/river", "nodedupe/watermill",
	"nodedupe/babelqueue", "nodedupe/nethttp", "nodedupe/gin", "nodedupe/echo", "nodedupe/chi", "nodedupe/oapigen", "nodedupe/ginapi", "nodedupe/capturedkey", "nodedupe/dispatcher", "nodedupe/rpcserver/controller",
	"nodedupe/effects/sqlinc", "nodedupe/effects/gormexpr", "nodedupe/effects/redisops",
	"nodedupe/effects/appends", "nodedupe/effects/gormv1", "nodedupe/effects/sends", "nodedupe/effects/publish",
	"nodedupe/effects/stripecharge", "nodedupe/effects/mail", "nodedupe/effects/resend", "nodedupe/effects/stripeversions",
	"nodedupe/interproc/handler", "nodedupe/sqlc/worker",
	"nodedupe/categories",
	// handlers by their shape and where deliveries flow (issue 13)
	"nodedupe/shapes/worker", "nodedupe/sources/worker", "nodedupe/callback", "nodedupe/shapes/httpapi", "nodedupe/shapes/consumers", "nodedupe/stan",
	// shapes that make recursive walks loop (issue 19): the analysis finishes and reports
	"nodedupe/cycles",
	// issue 20: brokers, routers, providers
	"nodedupe/confluent", "nodedupe/franz", "nodedupe/wmcqrs", "nodedupe/echov5", "nodedupe/gorilla", "nodedupe/fiber", "nodedupe/huma",
	"nodedupe/effects/providers", "nodedupe/effects/reads", "nodedupe/effects/stripewebhook", "nodedupe/effects/whenstate",
	// data layers (issue 20)
	"nodedupe/datalayers/sqlx", "nodedupe/datalayers/pgx4", "nodedupe/datalayers/clickhouse", "nodedupe/datalayers/squirrel", "nodedupe/datalayers/bun", "nodedupe/datalayers/ent/worker", "nodedupe/datalayers/goqu", "nodedupe/datalayers/xorm", "nodedupe/datalayers/xormsignup/api", "nodedupe/ownweb/handlers",
	// handlers wrapped in closures and middleware: one finding per hazard (issue 21)
	"nodedupe/wrapped",
	// a setter re-announcing the same data is quiet; a transition, a value or a notice is not
	"nodedupe/setters",
	// a hand-written router: its routes are the handlers
	"nodedupe/routers",
	// gRPC service methods (a type embedding the generated Unimplemented…Server)
	"nodedupe/grpcsvc/server", "nodedupe/grpcsvc/legacy",
	// a reply to a request-reply call is no publish
	"nodedupe/reply",
	// a relay forwarding the delivery's headers forwards the producer's id
	"nodedupe/relay",
	// a service's own telemetry package sends usage events, no effects
	"nodedupe/usage",
	// routes handed through a method value of their func type (fn.serve); log and credential rows; a time window is no guard
	"nodedupe/boundroutes", "nodedupe/boundroutes/oauth",
	// gobuffalo/pop: Create, lookups on a Where chain, RawQuery
	"nodedupe/popapp", "nodedupe/popfinder/api",
	// a repository's lookup keyed by its parameters decides its effects for its callers
	"nodedupe/lookedup",
	// a call made to mint a sign-in's token (a claims hook) is part of the credential
	"nodedupe/signin",
	// guards by business state (issue 22, kind 4)
	"nodedupe/statecheck/worker", "nodedupe/statecheck/jobworker",
	// HTTP tiers: duplicate-create off by default (issue 22, point 6)
	"nodedupe/duplicatecreate",
	// in-process deliveries (a watermill gochannel) run again only on the handler's error (issue 23, point 4)
	"nodedupe/inprocess/listeners",
	// writes keyed by a unique key the delivery carries (issue 22)
	"nodedupe/uniquekeys/worker", "nodedupe/uniquekeys/products",
	// the effects after a unique insert of the delivery's data (a normalised email) are refused on a retry
	"nodedupe/signup/api",
	// River jobs completed in the transaction of their writes (issue 22)
	"nodedupe/rivertx/workers",
	// River jobs made unique (UniqueOpts, InsertOpts, river:"unique") are no duplicate publish
	"nodedupe/riverunique",
	// handler factories (issue 23)
	"nodedupe/factories",
	// a channel field: the receiving goroutine's effects are the send's (issue 23 point 4)
	"nodedupe/channels",
	// a row whose data is an adapted route's decoded body (the delivery itself) and whose unique key is minted
	"nodedupe/errchainkeys/api",
	// pop rows of another package's models: TableName through its fact, unique keys of Go-templated migrations, rows from constructors
	"nodedupe/popunique/api",
	// a change made only while the stored value differs from the request's, read through a getter too
	"nodedupe/changeguard",
	// a looked-up row deleted or marked used before the mail: a retry's lookup refuses it
	"nodedupe/consumed/api", "nodedupe/consumed/gormapi",
}

var silent = []string{"nodedupe/popunique/models", "nodedupe/changeguard/account", "nodedupe/consumed/models", "nodedupe/consumed/storage", "nodedupe/subscribe/store", "nodedupe/errchainkeys/keys", "nodedupe/ginerr/httpserver", "nodedupe/freshrows/store", "nodedupe/checkedinsert/billing", "nodedupe/callbackparams/db", "nodedupe/bunmodel/store", "nodedupe/sqlwrapper/dbtx", "nodedupe/sqlwrapper/repo", "nodedupe/sqlizer/repo", "nodedupe/sqlizer/ids", "nodedupe/mainwired/bounce", "nodedupe/fieldclaim/store", "nodedupe/ownctx/model", "nodedupe/uniquekeys/store", "nodedupe/signup/store", "nodedupe/uniquekeys/domain", "nodedupe/rivertx/bot", "nodedupe/effects/nothandler", "nodedupe/interproc/billing", "nodedupe/interproc/orders", "nodedupe/interproc/ledger", "nodedupe/interproc/inbox",
	"nodedupe/shapes/mq", "nodedupe/sources/mq", "nodedupe/sources/consumer",
	"nodedupe/statecheck/domain", "nodedupe/statecheck/jobrepo", "nodedupe/statecheck/eventstore"}
