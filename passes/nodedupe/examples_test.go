package nodedupe_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/testenv"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestPaymentsExample runs nodedupe on the bundled double-charge example, as
// `idemlint -C examples ./...` does: the consumer is reported once, in its
// delivery loop at the call to handle, which reaches paymentintent.New
// without a key (through billing.Service.Charge) and the balance decrement;
// the fixed consumer and the billing package are not reported.
func TestPaymentsExample(t *testing.T) {
	testenv.Full(t, "type-checks the example and its libraries (Stripe, RabbitMQ) from source")
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: filepath.Join(root, "examples"), Tests: false} // a module of its own
	pkgs, err := packages.Load(cfg, "github.com/idemlint/idemlint/examples/payments/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("the example packages do not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{nodedupe.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act.Package.PkgPath, act.Err)
		}
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			text := filepath.Base(pos.Filename) + ": [" + d.Category + "] " + d.Message
			for _, r := range d.Related {
				text += "\n\t" + r.Message
			}
			got[act.Package.PkgPath] = append(got[act.Package.PkgPath], text)
		}
	}
	const base = "github.com/idemlint/idemlint/examples/payments/"
	consumer := got[base+"consumer"]
	if len(consumer) != 1 {
		t.Fatalf("examples/payments/consumer: want 1 finding, got %d: %q", len(consumer), consumer)
	}
	// The message: the handler, the harms, the fix, in one short line.
	msg, related, _ := strings.Cut(consumer[0], "\n")
	if want := "consumer.go: [nodedupe] handler (*Consumer).Run: a redelivery moves money again and bumps a counter again; dedupe on d.MessageId and forward it as the Idempotency-Key"; msg != want {
		t.Errorf("consumer finding:\n got %q\nwant %q", msg, want)
	}
	// The related information: each effect with its chain, and the fix.
	for _, want := range []string{"charge: stripe paymentintent at billing.go:24, via (*Consumer).Run → Consumer.handle → Service.Charge → paymentintent.New",
		"increment: UPDATE accounts SET balance_cents = balance_cents - $1 WHERE customer_id = $2 at consumer.go:52, via (*Consumer).Run → Consumer.handle → DB.ExecContext",
		"fix: claim d.MessageId atomically before the effect", "forward it to the third party as its Idempotency-Key"} {
		if !strings.Contains(related, want) {
			t.Errorf("consumer finding's related information %q does not mention %q", related, want)
		}
	}
	for _, p := range []string{"fixed", "billing"} {
		if ds := got[base+p]; len(ds) != 0 {
			t.Errorf("examples/payments/%s: want no findings, got %q", p, ds)
		}
	}
}
