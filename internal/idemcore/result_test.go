package idemcore_test

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/testenv"
)

// TestProducts reads idemcore's Result the way a pass does, on the bundled
// payments example: the delivery loop is the handler; its summary holds the
// charge and the balance decrement unguarded, reached through handle; the
// fixed consumer's claim is keyed by the sender's id and guards its effects.
func TestProducts(t *testing.T) {
	testenv.Full(t, "type-checks the example and its libraries (Stripe, RabbitMQ) from source")
	type seen struct {
		handlers []string
		effects  map[string][]string // handler → "kind via chain [guarded by store]"
		claims   map[string][]string // function → claims with their key's provenance
		relevant bool
	}
	got := map[string]*seen{}
	probe := &analysis.Analyzer{
		Name:     "probe",
		Doc:      "reads idemcore's products",
		Requires: []*analysis.Analyzer{idemcore.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
			s := &seen{effects: map[string][]string{}, claims: map[string][]string{}, relevant: res.Pkg != nil}
			got[pass.Pkg.Path()] = s
			for _, h := range res.Handlers() {
				name := idemcore.FuncName(h.Fn())
				s.handlers = append(s.handlers, name+" ("+h.How()+")")
				for _, e := range res.Summary(h.Fn()).Effects() {
					d := e.Kind.String() + " via " + strings.Join(e.Chain, " → ")
					if g := e.Guard(); g != nil {
						d += " [guarded by " + g.Store() + "]"
					}
					s.effects[name] = append(s.effects[name], d)
				}
			}
			for _, fn := range res.Funcs() {
				for _, k := range res.Summary(fn).KeyOps() {
					if k.Op() == model.Claim {
						p := res.Prov(fn, k.Key())
						s.claims[idemcore.FuncName(fn)] = append(s.claims[idemcore.FuncName(fn)], k.Store()+" keyed by "+p.Why+senderMark(p))
					}
				}
			}
			return nil, nil
		},
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: filepath.Join(root, "examples")}, "github.com/idemlint/idemlint/examples/payments/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("the example packages do not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{probe}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act.Package.PkgPath, act.Err)
		}
	}
	const base = "github.com/idemlint/idemlint/examples/payments/"
	consumer, fixed := got[base+"consumer"], got[base+"fixed"]
	if consumer == nil || fixed == nil {
		t.Fatalf("probe did not run on the example: %v", got)
	}
	if want := []string{"(*Consumer).Run (Channel.ConsumeWithContext loop)"}; !reflect.DeepEqual(consumer.handlers, want) {
		t.Errorf("consumer handlers = %q, want %q", consumer.handlers, want)
	}
	if want := []string{"charge via Consumer.handle → Service.Charge → paymentintent.New", "increment via Consumer.handle → DB.ExecContext"}; !reflect.DeepEqual(consumer.effects["(*Consumer).Run"], want) {
		t.Errorf("consumer effects = %q, want %q", consumer.effects["(*Consumer).Run"], want)
	}
	if len(consumer.claims) != 0 {
		t.Errorf("consumer claims = %q, want none", consumer.claims)
	}
	if want := []string{"sql:processed_messages keyed by Delivery.MessageId (sender)"}; !reflect.DeepEqual(fixed.claims["(*Consumer).handle"], want) {
		t.Errorf("fixed claims = %q, want %q", fixed.claims, want)
	}
	for _, e := range fixed.effects["(*Consumer).Run"] {
		if !strings.Contains(e, "[guarded by ") {
			t.Errorf("fixed consumer: unguarded effect %s", e)
		}
	}
}

func senderMark(p idemcore.Prov) string {
	if p.HasSender() {
		return " (sender)"
	}
	return ""
}
