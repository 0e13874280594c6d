// Package checkthenwrite reports "is the key there? no → write it" sequences
// on dedupe keys, which are not atomic under concurrent duplicates.
package checkthenwrite

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
)

const doc = `Checkthenwrite reports check-then-write races on a dedupe key.

Reading whether a key was processed (GET, EXISTS, SELECT, a map lookup) and
writing it in a later, separate step lets two concurrent deliveries both see
it absent and both do the work. Use an atomic form: SETNX (or SET … NX),
HSETNX, SADD's result, INSERT … ON CONFLICT DO NOTHING with RowsAffected,
unique-violation handling, sync.Map.LoadOrStore, or one held mutex.

The lower-severity category wrap-not-claim-first reports babelqueue's
idempotency.Wrap, which checks the store before it runs the handler and
marks after, whatever the store.`

// Analyzer is the checkthenwrite pass.
var Analyzer = &analysis.Analyzer{
	Name:     "checkthenwrite",
	Doc:      doc,
	URL:      idemcore.DocsURL + "checkthenwrite.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
	var diags []analysis.Diagnostic
	for _, w := range res.Wraps() {
		diags = append(diags, wrapNotClaimFirst(res, w))
	}
	for _, fn := range res.Funcs() {
		diags = append(diags, races(res, fn)...)
	}
	idemcore.Report(pass, diags)
	return nil, nil
}

// wrapNotClaimFirst: a handler wrapped by idempotency.Wrap, which checks the
// store, runs the handler, then marks (category wrap-not-claim-first).
func wrapNotClaimFirst(res *idemcore.Result, w *idemcore.Wrap) analysis.Diagnostic {
	return analysis.Diagnostic{
		Category: "wrap-not-claim-first",
		Pos:      res.PosOf(w.Call()),
		Message: fmt.Sprintf("handler %s is wrapped by babelqueue idempotency.Wrap with a store that checks then marks (not claim-first): two concurrent deliveries can both run it; call the store's Claim before the work instead (lower severity: disable with the wrap-not-claim-first category)",
			idemcore.FuncName(w.Handler().Fn())),
	}
}

// races reports, in fn, each write of a dedupe key that a separate check of
// the same key decides: the check dominates the write, its branch decides
// whether the write runs, and no lock or transaction makes the two one step.
func races(res *idemcore.Result, fn *ssa.Function) []analysis.Diagnostic {
	s := res.Summary(fn)
	if s == nil {
		return nil
	}
	var diags []analysis.Diagnostic
	for _, w := range s.KeyOps() {
		if !(w.Op() == model.Write || (w.Op() == model.ResultClaim && w.If() == nil)) || w.Unique() {
			continue
		}
		// An in-memory seen-set races only where deliveries run concurrently: judge it
		// in handlers (a store method's map operations reach them through its facts).
		if strings.HasPrefix(w.Store(), "map") && !w.FromFact() && !res.InHandler(fn) {
			continue
		}
		for _, c := range s.KeyOps() {
			if c.Op() != model.Check || c.If() == nil || (c.ForUpdate() && sameTx(res, c, w)) || !compatible(c, w) {
				continue
			}
			if !idemcore.Dominates(c.Instr(), w.Instr()) || !idemcore.Dominates(c.If(), w.Instr()) || !idemcore.Decides(c.If(), w.Instr()) {
				continue
			}
			if !sameKey(res, c, w) {
				continue
			}
			if lockHeld(res, fn, c.Instr(), w.Instr()) {
				continue
			}
			diags = append(diags, race(res, fn, c, w))
			break
		}
	}
	return diags
}

// race is the diagnostic for check c and write w, with advice (and, for a
// redis Set, a fix) for the store's atomic form.
func race(res *idemcore.Result, fn *ssa.Function, c, w *idemcore.KeyOp) analysis.Diagnostic {
	cpos, wpos := res.PosOf(c.Instr()), res.PosOf(w.Instr())
	advice := "make the check and the write one atomic step"
	var fixes []analysis.SuggestedFix
	store, callee := w.Store(), w.Callee()
	switch {
	case store == "redis" && (callee == "Set" || callee == "SetEx"):
		advice = "use SetNX and act on its result (false: already processed)"
		if sel := w.SelPos(); sel.IsValid() && callee == "Set" {
			fixes = []analysis.SuggestedFix{{
				Message:   "Replace " + callee + " with SetNX",
				TextEdits: []analysis.TextEdit{{Pos: sel, End: sel + token.Pos(len(callee)), NewText: []byte("SetNX")}},
			}}
		}
	case store == "redis" && callee == "SAdd":
		advice = "use SAdd's returned count as the guard (0: already processed)"
	case store == "redis" && callee == "HSet":
		advice = "use HSetNX and act on its result"
	case strings.HasPrefix(store, "sql:"):
		advice = "INSERT … ON CONFLICT DO NOTHING and check RowsAffected (or handle the unique violation, code 23505, as already processed)"
	case strings.HasPrefix(store, "gorm:"):
		advice = "Clauses(clause.OnConflict{DoNothing: true}).Create(…) and check RowsAffected"
	case strings.HasPrefix(store, "map"):
		advice = "do both under one mutex, or use sync.Map.LoadOrStore"
	case w.FromFact() || c.FromFact():
		advice = "give the store one atomic claim method (SetNX / INSERT … ON CONFLICT DO NOTHING) and branch on its result"
	}
	return analysis.Diagnostic{
		Category: "checkthenwrite",
		Pos:      wpos,
		End:      res.EndOf(wpos, w.Instr()),
		Message: fmt.Sprintf("check-then-write race in %s on key %s: %s (%s) checks it and %s (%s) writes it in a separate step, so two concurrent deliveries both see it absent and both proceed; %s",
			idemcore.FuncName(fn), keyDesc(res, fn, w.Key()), c.Desc(), res.Where(cpos), w.Desc(), res.Where(wpos), advice),
		Related:        []analysis.RelatedInformation{{Pos: cpos, Message: "the check"}},
		SuggestedFixes: fixes,
	}
}

// compatible: the check and the write can be on the same store.
func compatible(a, b *idemcore.KeyOp) bool {
	if a.Store() == b.Store() {
		return true
	}
	// user Seen/Mark methods summarise their inner store
	return (a.FromFact() || b.FromFact()) && (a.Store() == "" || b.Store() == "")
}

// sameKey: the check and the write are on the same key (built the same way),
// and not on members of two different redis hashes or sets.
func sameKey(res *idemcore.Result, a, b *idemcore.KeyOp) bool {
	if a.Container() != nil && b.Container() != nil && a.Container() != b.Container() &&
		res.Canon(a.Container()) != res.Canon(b.Container()) {
		return false
	}
	for _, x := range a.Keys() {
		for _, y := range b.Keys() {
			if x == nil || y == nil {
				continue
			}
			if x == y || res.Canon(x) == res.Canon(y) {
				return true
			}
		}
	}
	return false
}

// keyDesc names the key for messages.
func keyDesc(res *idemcore.Result, fn *ssa.Function, v ssa.Value) string {
	if v == nil {
		return "?"
	}
	if p := res.Prov(fn, v); p.Why != "" {
		return p.Why
	}
	if n := v.Name(); n != "" && !strings.HasPrefix(n, "t") {
		return n
	}
	return "(the same key)"
}

// lockHeld: a mutex locked before the check is not unlocked before the write.
func lockHeld(res *idemcore.Result, fn *ssa.Function, check, write ssa.Instruction) bool {
	var locks, unlocks []ssa.CallInstruction
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			rule := res.Model.LookupFunc(idemcore.CalleeFunc(c.Common()))
			if rule == nil {
				continue
			}
			if rule.Lock {
				locks = append(locks, c)
			}
			if rule.Unlock {
				unlocks = append(unlocks, c)
			}
		}
	}
	for _, l := range locks {
		if !idemcore.Dominates(l, check) {
			continue
		}
		_, lrecv := idemcore.SplitArgs(l.Common())
		mu := res.Canon(lrecv)
		released := false
		for _, u := range unlocks {
			_, urecv := idemcore.SplitArgs(u.Common())
			if res.Canon(urecv) != mu {
				continue
			}
			if idemcore.Dominates(check, u) && idemcore.Reaches(u, write) {
				released = true
			}
		}
		if !released {
			return true
		}
	}
	return false
}

// sameTx: the check and the write run on the same transaction value (a
// SELECT … FOR UPDATE on a pool or DB autocommits and releases its lock).
func sameTx(res *idemcore.Result, c, w *idemcore.KeyOp) bool {
	cr, wr, ok := idemcore.CallReceivers(c.Instr(), w.Instr())
	if !ok {
		return false
	}
	if !res.Model.TxTypes[model.TypeKey(cr.Type())] {
		return false
	}
	return cr == wr || res.Canon(cr) == res.Canon(wr)
}
