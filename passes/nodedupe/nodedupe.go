// Package nodedupe reports non-idempotent effects in message and HTTP
// handlers that no dedupe guard keyed by the sender's id protects.
package nodedupe

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
)

const doc = `Nodedupe reports handlers whose second delivery does harm.

A handler (a queue consumer, a task worker, an HTTP handler for a write
method) that charges a card, sends an email, POSTs to another service,
increments a balance, appends a row or publishes a message will do it again
when the broker redelivers. The effect must be dominated by a dedupe guard
keyed by the sender's id (SetNX, INSERT … ON CONFLICT DO NOTHING in the same
transaction, unique-violation handling), or forward that id as the third
party's idempotency key.

Also reported, in their own categories: a seen-set kept in a different store
than the SQL write it protects (seenset-store), and a key recorded before the
effect outside a transaction (key-before-effect).`

// Analyzer is the nodedupe pass.
var Analyzer = &analysis.Analyzer{
	Name:     "nodedupe",
	Doc:      doc,
	URL:      idemcore.DocsURL + "nodedupe.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
	var diags []analysis.Diagnostic
	for _, h := range res.Handlers() {
		s := res.Summary(h.Fn())
		if h.Guarded() || s == nil {
			continue
		}
		diags = append(diags, seenSetStore(res, h, s)...)
		diags = append(diags, unguarded(res, h, s)...)
		diags = append(diags, keyBeforeEffect(res, h, s)...)
	}
	idemcore.Report(pass, idemcore.OnePerPos(diags))
	// nodedupe, the pass every configuration runs, also reports malformed
	// suppression directives (once each: the other passes do not).
	idemcore.ReportDirectives(pass)
	return nil, nil
}

// unguarded reports the harmful effects of handler h that no claim keyed
// by the sender's id covers, one diagnostic per position (a call that
// reaches several effects names them all).
func unguarded(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	// One finding per effect: an effect reached along several paths through
	// the same callees (a closure's effect seen both where the literal is
	// made and where it is called, a helper called at two places) is
	// reported once, at its shortest path, the others as related information.
	type effectID struct {
		kind               model.Effect
		desc, where, chain string
	}
	idOf := func(e *idemcore.Effect) effectID {
		var chain []string
		for _, c := range e.Chain {
			if c != "func literal" { // the literal made here and called (go func(){…}()) is one path
				chain = append(chain, c)
			}
		}
		return effectID{e.Kind, e.Desc, e.Where, strings.Join(chain, " → ")}
	}
	primary := map[effectID]*idemcore.Effect{}
	others := map[effectID][]token.Pos{}
	var effects []*idemcore.Effect
	for _, e := range s.Effects() {
		if !e.Kind.Harmful() || e.Guard() != nil {
			continue
		}
		effects = append(effects, e)
		id := idOf(e)
		if p := primary[id]; p == nil || len(e.Chain) < len(p.Chain) || len(e.Chain) == len(p.Chain) && e.Pos() < p.Pos() {
			primary[id] = e
		}
	}
	byPos := map[token.Pos][]*idemcore.Effect{}
	var order []token.Pos
	for _, e := range effects {
		id := idOf(e)
		if p := primary[id]; p != e {
			if e.Pos() != p.Pos() && !slices.Contains(others[id], e.Pos()) {
				others[id] = append(others[id], e.Pos())
			}
			continue
		}
		if byPos[e.Pos()] == nil {
			order = append(order, e.Pos())
		}
		byPos[e.Pos()] = append(byPos[e.Pos()], e)
	}
	name := idemcore.FuncName(h.Fn())
	var diags []analysis.Diagnostic
	for _, pos := range order {
		es := byPos[pos]
		var parts []string
		third := false
		for _, e := range es {
			chain := append([]string{name}, e.Chain...)
			where := ""
			if len(e.Chain) > 1 {
				where = " at " + e.Where
			}
			parts = append(parts, fmt.Sprintf("%s (%s%s, via %s)", e.Desc, e.Kind, where, strings.Join(chain, " → ")))
			if e.Kind == model.Charge || e.Kind == model.Send {
				third = true
			}
		}
		fix := "dedupe on " + res.SenderHint(h) + ": claim it atomically first (SetNX, or INSERT INTO processed_messages … ON CONFLICT DO NOTHING in the same transaction as the effect) and skip when it was already there"
		if third {
			fix += "; forward it to the third party as its Idempotency-Key"
		}
		verb := "runs"
		if len(es) > 1 {
			verb = "run"
		}
		var related []analysis.RelatedInformation
		for _, e := range es {
			for _, o := range others[idOf(e)] {
				related = append(related, analysis.RelatedInformation{Pos: o, Message: "the same effect (" + e.Desc + "), reached along another path"})
			}
		}
		diags = append(diags, analysis.Diagnostic{
			Category: "nodedupe",
			Pos:      pos,
			End:      res.EndOf(pos, es[0].Instr()),
			Message: fmt.Sprintf("handler %s: %s %s again on every redelivery, and no dedupe guard keyed by the sender's id dominates it; %s",
				name, strings.Join(parts, "; "), verb, fix),
			Related: related,
		})
	}
	return diags
}

// seenSetStore reports SQL writes of handler h guarded by a seen-set kept
// elsewhere: in redis or memory, or in another SQL transaction (category
// seenset-store). A crash between the two loses or repeats the work.
func seenSetStore(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, e := range s.Effects() {
		g := e.Guard()
		if !e.Kind.Harmful() || g == nil || !e.SQLWrite {
			continue
		}
		gpos := res.PosOf(g.Instr())
		var msg string
		switch {
		case g.Store() == "redis" || strings.HasPrefix(g.Store(), "map"):
			msg = fmt.Sprintf("handler %s dedupes in %s (%s) but %s writes the SQL database: a crash between them reprocesses or loses the message; record the key in the same transaction as the write (INSERT INTO processed_messages … ON CONFLICT DO NOTHING)",
				idemcore.FuncName(h.Fn()), g.Store(), res.Where(gpos), e.Desc)
		case strings.HasPrefix(g.Store(), "sql:") && !sameTx(res.Model, g.Instr(), e.Instr()):
			msg = fmt.Sprintf("handler %s dedupes in another transaction (%s, %s) but %s writes the SQL database: a crash between them reprocesses or loses the message; record the key in the same transaction as the write (begin a transaction and run both on it)",
				idemcore.FuncName(h.Fn()), g.Desc(), res.Where(gpos), e.Desc)
		default:
			continue
		}
		diags = append(diags, analysis.Diagnostic{
			Category: "seenset-store",
			Pos:      e.Pos(),
			Message:  msg,
			Related:  []analysis.RelatedInformation{{Pos: gpos, Message: "the seen-set guard"}},
		})
	}
	return diags
}

// sameTx: a SQL guard and a direct SQL effect run on the same transaction
// value (a *sql.Tx, pgx.Tx …). Effects inside callees are not judged (true).
func sameTx(m *model.Model, guard, effect ssa.Instruction) bool {
	grecv, erecv, ok := idemcore.CallReceivers(guard, effect)
	if !ok {
		return true
	}
	isTx := func(v ssa.Value) bool { return strings.HasSuffix(model.TypeKey(v.Type()), ".Tx") }
	if !isTx(grecv) && !isTx(erecv) && !m.PoolTypes[model.TypeKey(grecv.Type())] && !strings.HasSuffix(model.TypeKey(grecv.Type()), ".Pool") {
		return true // not a connection we can reason about (gorm, a user type)
	}
	return isTx(grecv) && idemcore.Strip(grecv) == idemcore.Strip(erecv)
}

// keyBeforeEffect reports a redis write of the sender's key that runs
// before an unguarded effect of handler h (category key-before-effect): if
// the effect fails, the redelivery is skipped and the work is lost.
func keyBeforeEffect(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, op := range s.KeyOps() {
		if op.Op() != model.Write || op.Store() != "redis" {
			continue
		}
		if !res.Prov(h.Fn(), op.Key()).HasSender() {
			continue
		}
		for _, e := range s.Effects() {
			if e.Kind.Harmful() && e.Guard() == nil && idemcore.Dominates(op.Instr(), e.Instr()) {
				diags = append(diags, analysis.Diagnostic{
					Category: "key-before-effect",
					Pos:      res.PosOf(op.Instr()),
					Message: fmt.Sprintf("handler %s records the key (%s) before the effect %s (%s) without a transaction: if the effect fails the redelivery is skipped and the work is lost; claim atomically and record success after the effect, or do both in one transaction",
						idemcore.FuncName(h.Fn()), op.Desc(), e.Desc, res.Where(e.Pos())),
				})
				break
			}
		}
	}
	return diags
}
