// Package nodedupe reports non-idempotent effects in message and HTTP
// handlers that no dedupe guard keyed by the sender's id protects.
package nodedupe

import (
	"fmt"
	"go/token"
	"go/types"
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
		idemcore.Safely(pass, h.Fn(), func() {
			diags = append(diags, seenSetStore(res, h, s)...)
			diags = append(diags, unguarded(res, h, s)...)
			diags = append(diags, keyBeforeEffect(res, h, s)...)
		})
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
		if !e.Kind.Harmful() || e.Guard() != nil || windowCounter(res, e) {
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

// windowCounter: e increments a key that its own function also gives a
// time to live (INCR key … EXPIRE key ttl): a rate-limit window or a
// failed-attempt lockout counter. A repeat moves a limit that expires by
// itself, not a business effect, and is not reported.
func windowCounter(res *idemcore.Result, e *idemcore.Effect) bool {
	if e.Kind != model.Increment {
		return false
	}
	key := expiryKey(res.Model, e.Instr())
	if key == nil {
		return false
	}
	want := res.Canon(key)
	for _, b := range e.Instr().Parent().Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if c := res.Model.LookupFunc(idemcore.CalleeFunc(ci.Common())); c != nil && c.Expires {
				if k := expiryKey(res.Model, instr); k != nil && res.Canon(k) == want {
					return true
				}
			}
		}
	}
	return false
}

// expiryKey: the key argument of a modelled increment or expiry call (nil
// when instr is neither).
func expiryKey(m *model.Model, instr ssa.Instruction) ssa.Value {
	ci, ok := instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	c := m.LookupFunc(idemcore.CalleeFunc(ci.Common()))
	if c == nil || c.ExpiryKeyArg < 0 {
		return nil
	}
	params, _ := idemcore.SplitArgs(ci.Common())
	if c.ExpiryKeyArg >= len(params) {
		return nil
	}
	return params[c.ExpiryKeyArg]
}

// claimNeverReleased reports the claims of handler h that guard a
// non-transactional effect (send or charge: no rollback undoes it) whose
// failure the handler sees (it uses the call's error), when the handler
// never deletes the claimed key (a Release of the same key: redis DEL,
// DELETE FROM … WHERE key = $1, a store method that does either). A claim
// taken on a transaction is released by its rollback and is not reported;
// an effect whose error is dropped is lost on failure with or without the
// claim, so it is not this category.
func claimNeverReleased(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	reported := map[*idemcore.KeyOp]bool{}
	for _, e := range s.Effects() {
		g := e.Guard()
		if g == nil || reported[g] || g.Op() != model.Claim || (e.Kind != model.Send && e.Kind != model.Charge) || !errorUsed(e.Instr()) {
			continue
		}
		if onTx(res.Model, g.Instr()) || released(res, s, g) {
			continue
		}
		reported[g] = true
		diags = append(diags, analysis.Diagnostic{
			Category: "key-before-effect",
			Pos:      res.PosOf(g.Instr()),
			Message: fmt.Sprintf("handler %s claims the key (%s) before the effect %s (%s) and never releases it: if the effect fails the redelivery is skipped and the work is lost; delete the key when the effect fails, or record it only after the effect succeeds",
				idemcore.FuncName(h.Fn()), g.Desc(), e.Desc, res.Where(e.Pos())),
			Related: []analysis.RelatedInformation{{Pos: e.Pos(), Message: "the effect"}},
		})
	}
	return diags
}

// errorUsed: instr is a call whose error result is used (checked, returned).
func errorUsed(instr ssa.Instruction) bool {
	call, ok := instr.(*ssa.Call)
	if !ok {
		return false
	}
	isErr := func(t types.Type) bool { return types.Identical(t, types.Universe.Lookup("error").Type()) }
	used := func(v ssa.Value) bool {
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			if _, dbg := r.(*ssa.DebugRef); !dbg {
				return true
			}
		}
		return false
	}
	switch t := call.Type().(type) {
	case *types.Tuple:
		if t.Len() == 0 || !isErr(t.At(t.Len()-1).Type()) {
			return false
		}
		for _, r := range *call.Referrers() {
			if x, ok := r.(*ssa.Extract); ok && x.Index == t.Len()-1 && used(x) {
				return true
			}
		}
		return false
	default:
		return isErr(t) && used(call)
	}
}

// released: the summary deletes the key claim g took, in the same store.
func released(res *idemcore.Result, s *idemcore.Summary, g *idemcore.KeyOp) bool {
	if g.Key() == nil {
		return false
	}
	key := res.Canon(g.Key())
	for _, op := range s.KeyOps() {
		if op.Op() != model.Release || (op.Store() != g.Store() && op.Store() != "" && g.Store() != "") {
			continue
		}
		for _, k := range op.Keys() {
			if res.Canon(k) == key {
				return true
			}
		}
		if op.Key() != nil && res.Canon(op.Key()) == key {
			return true
		}
	}
	return false
}

// onTx: instr is a call on a database transaction (a *sql.Tx, pgx.Tx …).
func onTx(m *model.Model, instr ssa.Instruction) bool {
	ci, ok := instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	c := ci.Common()
	var recv ssa.Value
	switch {
	case c.IsInvoke():
		recv = c.Value
	case c.Signature().Recv() != nil && len(c.Args) > 0:
		recv = c.Args[0]
	}
	if recv == nil {
		return false
	}
	t := model.TypeKey(recv.Type())
	return m.TxTypes[t] || strings.HasSuffix(t, ".Tx")
}

// keyBeforeEffect reports a redis write of the sender's key that runs
// before an unguarded effect of handler h, and a claim that guards a
// non-transactional effect (an email, a charge, an external POST) and is
// never released (category key-before-effect): if the effect fails, the
// redelivery is skipped and the work is lost.
func keyBeforeEffect(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	diags := claimNeverReleased(res, h, s)
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
