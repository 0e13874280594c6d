// Package checkthenwrite reports "is the key there? no → write it" sequences
// on dedupe keys, which are not atomic under concurrent duplicates.
package checkthenwrite

import (
	"fmt"
	"go/token"
	"go/types"
	"reflect"
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

The category state-check reports a guard by business state (the order's
status checked, then set) whose write is not conditional on that state
(no WHERE status = $old, no SELECT … FOR UPDATE, no version): a repeat is
refused, but two concurrent duplicates both pass the check.

The lower-severity category wrap-not-claim-first reports babelqueue's
idempotency.Wrap, which checks the store before it runs the handler and
marks after, whatever the store.`

// Analyzer is the checkthenwrite pass.
var Analyzer = &analysis.Analyzer{
	Name:     "checkthenwrite",
	Doc:      doc,
	URL:      idemcore.DocsURL + "checkthenwrite.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	// The directives the pass used (for the directives check).
	ResultType: reflect.TypeFor[*idemcore.Suppressed](),
	Run:        run,
}

// The analyzer's flags, shared by every idemlint analyzer, configure it
// where the driver offers nothing else (Bazel's nogo, go vet -vettool):
// -settings (the configuration inline), -test-findings, -generated.
func init() { idemcore.RegisterFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
	var diags []analysis.Diagnostic
	for _, w := range res.Wraps() {
		idemcore.Safely(pass, nil, func() { diags = append(diags, wrapNotClaimFirst(res, w)) })
	}
	for _, fn := range res.Funcs() {
		idemcore.Safely(pass, fn, func() { diags = append(diags, races(pass, res, fn)...) })
	}
	for _, h := range res.Handlers() {
		if h.Guarded() {
			continue
		}
		idemcore.Safely(pass, h.Fn(), func() { diags = append(diags, stateCheck(res, h)...) })
	}
	return idemcore.Report(pass, diags), nil
}

// wrapNotClaimFirst: a handler wrapped by idempotency.Wrap, which checks the
// store, runs the handler, then marks (category wrap-not-claim-first).
func wrapNotClaimFirst(res *idemcore.Result, w *idemcore.Wrap) analysis.Diagnostic {
	pos := res.PosOf(w.Call())
	return analysis.Diagnostic{
		Category: "wrap-not-claim-first",
		Pos:      pos,
		Message: idemcore.Fit(fmt.Sprintf("handler %s is wrapped by idempotency.Wrap, which checks then marks: two concurrent deliveries both run it; claim first",
			idemcore.FuncName(w.Handler().Fn()))),
		Related: []analysis.RelatedInformation{
			{Pos: w.Handler().Fn().Pos(), Message: "the wrapped handler: " + idemcore.FuncName(w.Handler().Fn())},
			{Pos: pos, Message: "fix: call the store's Claim before the work instead of idempotency.Wrap's check (a lower-severity category: disable it with wrap-not-claim-first)"},
		},
	}
}

// races reports, in fn, each write of a dedupe key that a separate check of
// the same key decides: the check dominates the write, its branch decides
// whether the write runs, and no lock or transaction makes the two one step.
func races(pass *analysis.Pass, res *idemcore.Result, fn *ssa.Function) []analysis.Diagnostic {
	s := res.Summary(fn)
	if s == nil {
		return nil
	}
	var diags []analysis.Diagnostic
	// a get-or-create in one call (FirstOrCreate) with no unique key on
	// the looked-up columns: the check and the write are its two
	// statements
	for _, g := range s.KeyOps() {
		if g.Op() == model.GetOrCreate && fromCaller(res, fn, g) {
			diags = append(diags, getOrCreateRace(res, fn, g))
		}
	}
	// the key writes, and the inserts of rows no unique key covers (a
	// lookup by the row's fields races with them)
	for _, w := range append(append([]*idemcore.KeyOp(nil), s.KeyOps()...), s.RowWrites()...) {
		if !(isWrite(w) || claimGuardsNothing(res, fn, w)) || w.Unique() {
			continue
		}
		if !fromCaller(res, fn, w) {
			continue
		}
		// An in-memory seen-set races only where deliveries run concurrently: judge it
		// in handlers (a store method's map operations reach them through its facts).
		if strings.HasPrefix(w.Store(), "map") && !w.FromFact() && !res.InHandler(fn) {
			continue
		}
		for _, c := range s.KeyOps() {
			if c.Op() != model.Check || c.If() == nil || (c.ForUpdate() && sameTx(res, c, w)) || !compatible(c, w) || !sameRepository(res, fn, c, w) {
				continue
			}
			// the check's branch leads to the write on one side and not on
			// the other; a check made only on some paths (when the feature
			// is on, when the client sent a key) races on those
			// an update-else-insert: the row the write saves takes the
			// found row's id (if found { q.ID = existing.ID }; put(q)),
			// and a new one where the lookup found none; the code keeps
			// the looked-up column unique, and two concurrent misses
			// insert two rows
			adopts := adoptsFound(c, w)
			if !adopts && !checkGates(c, w.Instr()) || onlyWhenFound(c, w) {
				continue
			}
			if !sameKey(res, c, w) || !adopts && !decidesWork(res, fn, c, w) {
				continue
			}
			if lockHeld(res, fn, c.Instr(), w.Instr()) {
				continue
			}
			diags = append(diags, race(pass, res, fn, c, w))
			break
		}
	}
	return diags
}

// checkGates: the branch on check c's answer decides whether i runs: i
// can run after it, and one of its sides never reaches i. The check need
// not dominate i: a check made only when a submission id was sent (or
// the feature is on) gates the work and the write on those paths.
func checkGates(c *idemcore.KeyOp, i ssa.Instruction) bool {
	if c.If() == nil || !idemcore.Reaches(c.Instr(), i) || !idemcore.Reaches(c.If(), i) {
		return false
	}
	if !idemcore.Dominates(c.If(), i) && (idemcore.Reaches(i, c.Instr()) || idemcore.InLoop(c.Instr().Block())) {
		// a check that does not dominate i, in a loop: i may run before
		// the check, in an earlier iteration, or after the loop (a memo
		// lookup per element, then the rest of the function)
		return false
	}
	return idemcore.Decides(c.If(), i) || idemcore.DecidesOnSuccess(c.If(), i)
}

// onlyWhenFound: check c looks one row up (its results a row and an
// error: ent's Only, gorm's First, a repository's Get), its branch tests
// that error against nil, and w runs only on the side where it is nil:
// where the row exists. A duplicate check writes where it found nothing;
// a lookup that must find its row (the parent a child is created under,
// validated in the tenant) checks no key the write could repeat.
func onlyWhenFound(c, w *idemcore.KeyOp) bool {
	ifI := c.If()
	if ifI == nil || w.Instr() == nil || len(ifI.Block().Succs) != 2 || w.Instr().Parent() != ifI.Parent() {
		return false
	}
	bin, ok := ifI.Cond.(*ssa.BinOp)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return false
	}
	errV := bin.X
	if isNilConst(errV) {
		errV = bin.Y
	} else if !isNilConst(bin.Y) {
		return false
	}
	if !isError(errV.Type()) || !rowLookupErr(c.Instr(), errV) {
		return false
	}
	missing, found := ifI.Block().Succs[0], ifI.Block().Succs[1] // err != nil: the miss is the true side
	if bin.Op == token.EQL {
		missing, found = found, missing
	}
	wb := w.Instr().Block()
	return idemcore.BlockReaches(found, wb, ifI.Block()) && !idemcore.BlockReaches(missing, wb, ifI.Block())
}

// sameRepository: a table a generic repository holds in a field (its
// statements name it "Type.field", one name for every repository that
// embeds it) is the same table for two calls on the same repository
// value only (r.Retrieve(…), then r.put(…)).
func sameRepository(res *idemcore.Result, fn *ssa.Function, c, w *idemcore.KeyOp) bool {
	if !strings.HasPrefix(c.Store(), "sql:") || !strings.Contains(c.Store(), ".") || !ownMethod(res, fn, c) || !ownMethod(res, fn, w) {
		return true
	}
	a, b := recvRoot(c.Instr()), recvRoot(w.Instr())
	return a == nil || b == nil || a == b
}

// ownMethod: k's call is of a method of the service's own code.
func ownMethod(res *idemcore.Result, fn *ssa.Function, k *idemcore.KeyOp) bool {
	ci, ok := k.Instr().(ssa.CallInstruction)
	if !ok {
		return false
	}
	f := model.Callee(ci.Common())
	return f != nil && f.Type().(*types.Signature).Recv() != nil && userPkg(res, fn, f.Pkg())
}

// recvRoot: the value a method call's receiver is an embedded field of
// (r.sqlRepository is r), or the receiver itself; nil for other calls.
func recvRoot(i ssa.Instruction) ssa.Value {
	ci, ok := i.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	_, v := model.SplitArgs(ci.Common())
	for n := 0; n < 6 && v != nil; n++ {
		v = model.Strip(v)
		x, field, ok := model.FieldRead(v)
		if fa, isAddr := v.(*ssa.FieldAddr); isAddr {
			x, field, ok = fa.X, fa.Field, true
		}
		if !ok || !embeddedField(x.Type(), field) {
			return v
		}
		v = x
	}
	return v
}

// embeddedField: field i of struct type t (or of the struct t points to)
// is embedded.
func embeddedField(t types.Type, i int) bool {
	fv := model.FieldVar(t, i)
	return fv != nil && fv.Embedded()
}

// racers: who runs fn's check and write concurrently. In a handler the
// duplicates are deliveries (or a client's retries); elsewhere (a service
// or store function taking the key) they are concurrent calls with one
// key.
func racers(res *idemcore.Result, fn *ssa.Function) string {
	h := res.HandlerOf(fn)
	switch {
	case h == nil:
		return "two concurrent calls"
	case res.IsHTTP(h):
		return "two concurrent client retries"
	}
	return "two concurrent deliveries"
}

// getOrCreateRace: g, a get-or-create that is a SELECT then an INSERT
// with no unique key on its looked-up columns.
func getOrCreateRace(res *idemcore.Result, fn *ssa.Function, g *idemcore.KeyOp) analysis.Diagnostic {
	pos := res.PosOf(g.Instr())
	who := racers(res, fn)
	name, keyText := idemcore.FuncName(fn), keyDesc(res, fn, g.Key())
	line := func(n int) string {
		return fmt.Sprintf("check-then-write race in %s on key %s: %s (a lookup, then an insert) lets %s both insert; a unique index on the looked-up columns",
			name, idemcore.Short(keyText, n), g.Callee(), who)
	}
	return analysis.Diagnostic{
		Category: "checkthenwrite",
		Pos:      pos,
		End:      res.EndOf(pos, g.Instr()),
		Message:  idemcore.FitSizes(line, 40, 24, 12, 6),
		Related: []analysis.RelatedInformation{
			{Pos: pos, Message: fmt.Sprintf("the get-or-create: %s (%s); no unique key of the model covers the looked-up columns", g.Desc(), res.Where(pos))},
			{Pos: pos, Message: "fix: put a unique index on the looked-up columns (a NULL column never conflicts: make it NOT NULL or leave it out of the key) and treat its violation as \"already exists\", or Clauses(clause.OnConflict{…}).Create instead"},
		},
	}
}

// adoptsFound: the row w writes (a local struct or a pointer parameter)
// has a field set from a field of the row check c returned (q.ID =
// existing.ID): the write updates the found row and inserts a new one
// when there was none.
func adoptsFound(c, w *idemcore.KeyOp) bool {
	call, ok := c.Instr().(*ssa.Call)
	if !ok || w.Key() == nil || call.Referrers() == nil {
		return false
	}
	row := rowRoot(w.Key())
	if row == nil {
		return false
	}
	var found ssa.Value
	for _, r := range *call.Referrers() {
		if e, ok := r.(*ssa.Extract); ok && e.Index == 0 {
			found = e
		}
	}
	if found == nil {
		return false
	}
	for _, st := range rowFieldStores(row) {
		if fieldOf(st.Val, found) {
			return true
		}
	}
	return false
}

// rowFieldStores: the stores into the fields of row (p.Name = name).
func rowFieldStores(row ssa.Value) []*ssa.Store {
	var out []*ssa.Store
	if row.Referrers() == nil {
		return nil
	}
	for _, r := range *row.Referrers() {
		if f, ok := r.(*ssa.FieldAddr); ok && f.Referrers() != nil {
			for _, rr := range *f.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == f {
					out = append(out, st)
				}
			}
		}
	}
	return out
}

// fieldOf: v reads a field of x (x.ID, (*x).ID).
func fieldOf(v, x ssa.Value) bool {
	for i := 0; i < 6 && v != nil; i++ {
		switch y := v.(type) {
		case *ssa.UnOp:
			if y.Op != token.MUL {
				return false
			}
			v = y.X
		case *ssa.FieldAddr:
			if y.X == x {
				return true
			}
			v = y.X
		case *ssa.Field:
			if y.X == x {
				return true
			}
			v = y.X
		default:
			return false
		}
	}
	return false
}

func isNilConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// rowLookupErr: err is the error of the one-row lookup call i: the last
// result of a call returning a row (a pointer or a struct, not a list, a
// count or a flag) and an error, or the Error field of the *gorm.DB a
// First/Take into a row returns.
func rowLookupErr(i ssa.Instruction, err ssa.Value) bool {
	call, ok := i.(*ssa.Call)
	if !ok {
		return false
	}
	switch e := err.(type) {
	case *ssa.Extract:
		t, ok := call.Type().(*types.Tuple)
		if e.Tuple != call || !ok || t.Len() != 2 || e.Index != 1 {
			return false
		}
		switch types.Unalias(t.At(0).Type()).Underlying().(type) {
		case *types.Pointer, *types.Struct:
			return true
		}
	case *ssa.UnOp:
		// (*gorm.DB).Error of the lookup's result
		if fa, ok := e.X.(*ssa.FieldAddr); ok && fa.X == call {
			if cf := call.Call.StaticCallee(); cf != nil && (cf.Name() == "First" || cf.Name() == "Take" || cf.Name() == "Last") {
				return true
			}
		}
	}
	return false
}

// isWrite: w writes the key without claiming it: a plain write, or an
// operation whose result would say whether the key was new (SETNX, HSETNX,
// SADD, INSERT … ON CONFLICT DO NOTHING) with that result ignored. An ignored
// claim result is no claim: a check before it still races.
func isWrite(w *idemcore.KeyOp) bool {
	switch w.Op() {
	case model.Write:
		return true
	case model.ResultClaim:
		return w.If() == nil
	case model.Claim:
		return w.If() == nil && !w.Returned()
	}
	return false
}

// claimGuardsNothing: a claim whose branch decides none of the function's
// work (`work(); if !SetNX(…) { return }`): taken after the work, it is a
// write as far as an earlier check is concerned.
func claimGuardsNothing(res *idemcore.Result, fn *ssa.Function, w *idemcore.KeyOp) bool {
	if w.Op() != model.Claim || w.If() == nil || w.Returned() {
		return false
	}
	return !decidesWork(res, fn, w, nil)
}

// fromCaller: the key comes from the delivery (the sender's id, a header,
// the payload) or from the function's parameters (a key its caller passes),
// not from constants or values minted here alone.
func fromCaller(res *idemcore.Result, fn *ssa.Function, w *idemcore.KeyOp) bool {
	for _, k := range w.Keys() {
		if k == nil {
			continue
		}
		p := res.Prov(fn, k)
		if p.HasSender() || p.O&model.Payload != 0 || p.Params != 0 {
			return true
		}
	}
	return false
}

// decidesWork: the check's branch decides whether some of the function's
// work runs along with the write (before or after it): a harmful effect, a
// call of user code, an interface method or a func value, or (on a key that
// carries the sender's id) a write of other state, other than the check and
// the write themselves. A check that only guards the write (a
// cooldown window, a cache-aside fill, a get-or-create) does not.
func decidesWork(res *idemcore.Result, fn *ssa.Function, c, w *idemcore.KeyOp) bool {
	s := res.Summary(fn)
	decided := func(i ssa.Instruction) bool {
		if i == c.Instr() || !checkGates(c, i) {
			return false
		}
		if w == nil { // what a claim's branch decides
			return true
		}
		return i != w.Instr() && (idemcore.Reaches(i, w.Instr()) || idemcore.Reaches(w.Instr(), i))
	}
	for _, e := range s.Effects() {
		if e.Kind.Harmful() && decided(e.Instr()) {
			return true
		}
	}
	// On a key that carries the sender's id (a dedupe key by construction),
	// writing other state is work too (HSet of another hash, a row saved).
	// So is a row the database keeps when the check and the write are a
	// seen-set's (an in-memory or Redis store, not the database): the
	// submission id checked in a cache, the transaction inserted, the id
	// recorded.
	sender := false
	for _, k := range c.Keys() {
		if k != nil && res.Prov(fn, k).HasSender() {
			sender = true
		}
	}
	seenSet := w != nil && !dbStore(c.Store()) && !dbStore(w.Store())
	if w != nil && dbStore(c.Store()) && c.Store() == w.Store() && existenceOnly(c.Instr()) {
		// `if _, err := GetGroupByName(name); err != ErrNotFound { refuse }`
		// then insert into the same table: the code keeps the column
		// unique, and the second row of two concurrent requests is the
		// harm. A check that uses the row it found is a get-or-create.
		return true
	}
	keyOps := map[ssa.Instruction]bool{}
	for _, k := range s.KeyOps() {
		keyOps[k.Instr()] = true
		if k.Op() == model.Check || !decided(k.Instr()) {
			continue
		}
		if sender || seenSet && dbStore(k.Store()) {
			return true
		}
	}
	work, fill := false, false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || instr == c.Instr() || !decided(instr) {
				continue
			}
			if w != nil && cacheFill(res, fn, call, w.Instr()) {
				// loads the value the write caches (cache-aside; a read
				// of the database is a check of its own): the other
				// calls the miss makes prepare it (a sort, a filter), no
				// work a duplicate repeats
				fill = true
				continue
			}
			if keyOps[instr] || !isWorkCall(res, fn, call.Common()) {
				continue
			}
			if !sender && readOnly(res, call.Common()) {
				// on a key that is not the sender's (a payload field, a
				// parameter), the check must decide work that changes
				// something: parsing a token, loading a user and building
				// a URL under it repeat harmlessly
				continue
			}
			if w != nil && feedsOnly(res, fn, call, w.Instr()) {
				continue // computes a value the write stores (normalize(x), a fresh external id)
			}
			work = true
		}
	}
	return work && !fill
}

// cacheFill: call loads the value the write then stores (a cache-aside
// fill: on a miss, read it from the database and Set it): a function of
// the package with no effect and no write of its own whose result reaches
// w's arguments. Two concurrent misses both read and store the same
// value; nothing runs twice that matters.
func cacheFill(res *idemcore.Result, fn *ssa.Function, call ssa.CallInstruction, w ssa.Instruction) bool {
	v, ok := call.(*ssa.Call)
	wc, wok := w.(ssa.CallInstruction)
	callee := call.Common().StaticCallee()
	if !ok || !wok || callee == nil || callee.Pkg == nil || !userPkg(res, fn, callee.Pkg.Pkg) {
		return false
	}
	// a function with no summary exported has no effect, write or check
	// that idemlint knows of (its package touches no modelled library)
	if f := res.CalleeFact(call.Common()); f != nil && !changesNothing(f) {
		return false
	}
	args := map[ssa.Value]bool{}
	for _, a := range wc.Common().Args {
		args[a] = true
	}
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for steps := 0; len(work) > 0 && steps < 64; steps++ {
		x := work[0]
		work = work[1:]
		if seen[x] || x.Referrers() == nil {
			continue
		}
		seen[x] = true
		if args[x] {
			return true
		}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.Extract, *ssa.ChangeType, *ssa.MakeInterface, *ssa.Convert, *ssa.Slice, *ssa.Phi:
				work = append(work, r.(ssa.Value))
			case *ssa.Store:
				if a, ok := r.Addr.(*ssa.Alloc); ok && r.Val == x && a.Referrers() != nil {
					for _, rr := range *a.Referrers() {
						if u, ok := rr.(*ssa.UnOp); ok {
							work = append(work, u)
						}
					}
				}
			}
		}
	}
	return false
}

// feedsOnly: call's result is used only to compute the arguments of w:
// directly, through conversions and interface boxing, as an element of
// its variadic arguments, or through library calls whose results do the
// same (json.Marshal of the defaults a get-or-create inserts, a query
// builder's Values(…).ToSql()): it is part of the write.
func feedsOnly(res *idemcore.Result, fn *ssa.Function, call ssa.CallInstruction, w ssa.Instruction) bool {
	v, ok := call.(*ssa.Call)
	if !ok || v.Referrers() == nil || len(*v.Referrers()) == 0 {
		return false
	}
	budget := 256
	// into: the values a call's result reaches w through
	var onlyW func(x ssa.Value, depth int) bool
	intoCall := func(c ssa.CallInstruction, depth int) bool {
		if c == w {
			return true
		}
		cv, ok := c.(*ssa.Call)
		if !ok || isWorkCall(res, fn, c.Common()) {
			return false
		}
		return onlyW(cv, depth+1)
	}
	onlyW = func(x ssa.Value, depth int) bool {
		if budget--; budget < 0 || depth > 16 {
			return false
		}
		if t, ok := x.Type().(*types.Tuple); ok {
			// a library call's results: its error may be checked freely
			for _, r := range *x.Referrers() {
				ex, ok := r.(*ssa.Extract)
				if !ok {
					if r == w {
						continue
					}
					return false
				}
				if ex.Index < t.Len() && isError(t.At(ex.Index).Type()) {
					continue
				}
				if !onlyW(ex, depth+1) {
					return false
				}
			}
			return true
		}
		refs := x.Referrers()
		if refs == nil || len(*refs) == 0 {
			return false
		}
		for _, r := range *refs {
			if r == w {
				continue
			}
			switch r := r.(type) {
			case *ssa.DebugRef:
			case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert:
				if !onlyW(r.(ssa.Value), depth+1) {
					return false
				}
			case *ssa.Store:
				// an element of a variadic argument list
				ia, ok := r.Addr.(*ssa.IndexAddr)
				if !ok || r.Val != x {
					return false
				}
				alloc, ok := ia.X.(*ssa.Alloc)
				if !ok || !slicedInto(alloc, func(c ssa.CallInstruction) bool { return intoCall(c, depth) }) {
					return false
				}
			case ssa.CallInstruction:
				if !intoCall(r, depth) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return onlyW(v, 0)
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// slicedInto: the variadic argument list alloc is sliced into calls that
// all satisfy ok.
func slicedInto(alloc *ssa.Alloc, ok func(ssa.CallInstruction) bool) bool {
	n := 0
	for _, r := range *alloc.Referrers() {
		sl, isSlice := r.(*ssa.Slice)
		if !isSlice || sl.Referrers() == nil {
			continue
		}
		for _, rr := range *sl.Referrers() {
			c, isCall := rr.(ssa.CallInstruction)
			if !isCall || !ok(c) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// isWorkCall: a call of user code (this package's functions, a non-standard
// package that is not a modelled library), an interface method of such a
// package or a modelled handler interface (a middleware's next.ServeHTTP
// runs the wrapped handler), or a func value.
func isWorkCall(res *idemcore.Result, fn *ssa.Function, c *ssa.CallCommon) bool {
	if c.IsInvoke() {
		if pkg := c.Method.Pkg(); pkg != nil {
			for _, h := range res.Model.Handlers {
				if h.Lib == pkg.Path() && h.Method == c.Method.Name() {
					return true
				}
			}
		}
		return userPkg(res, fn, c.Method.Pkg())
	}
	switch v := c.Value.(type) {
	case *ssa.Builtin:
		return false
	case *ssa.Function:
		if v.Pkg == fn.Pkg && v.Blocks != nil {
			return true
		}
		if obj, ok := v.Object().(*types.Func); ok {
			return res.Model.LookupFunc(obj) == nil && userPkg(res, fn, obj.Pkg())
		}
		return false
	case *ssa.MakeClosure:
		return true
	}
	return true // a func value
}

// dbStore: the key store is a database table (SQL text's table, an ORM
// model), not a seen-set (a map, a cache, Redis).
func dbStore(store string) bool {
	return strings.HasPrefix(store, "sql:") || strings.HasPrefix(store, "gorm:")
}

// existenceOnly: the check call's results other than its error and its
// booleans or counts are unused: it asks whether a row exists, it does
// not load one.
func existenceOnly(i ssa.Instruction) bool {
	v, ok := i.(ssa.Value)
	if !ok || v.Referrers() == nil {
		return false
	}
	t, tuple := v.Type().(*types.Tuple)
	if !tuple {
		return valueKind(v.Type()) && used(v)
	}
	// the answer must be consulted: the boolean or count, or the error
	// against a not-found sentinel (err != gorm.ErrRecordNotFound,
	// errors.Is(err, sql.ErrNoRows)); a call whose error alone is checked
	// against nil (stop the running timer, then insert) asks nothing
	consulted := false
	for _, r := range *v.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok {
			return false
		}
		et := t.At(ex.Index).Type()
		switch {
		case valueKind(et):
			consulted = consulted || used(ex)
			continue
		case isError(et):
			consulted = consulted || sentinelTested(ex)
			continue
		}
		if used(ex) {
			return false
		}
	}
	return consulted
}

// used: v has referrers other than debug references.
func used(v ssa.Value) bool {
	if v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		if _, dbg := r.(*ssa.DebugRef); !dbg {
			return true
		}
	}
	return false
}

// sentinelTested: the error err is compared with a value other than nil,
// or given to a call (errors.Is(err, ErrNotFound)).
func sentinelTested(err ssa.Value) bool {
	for _, r := range *err.Referrers() {
		switch r := r.(type) {
		case *ssa.BinOp:
			other := r.X
			if other == err {
				other = r.Y
			}
			if c, ok := other.(*ssa.Const); !ok || !c.IsNil() {
				return true
			}
		case *ssa.MakeInterface:
			if sentinelTested(r) {
				return true
			}
		case ssa.CallInstruction:
			if fn := r.Common().StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "errors" && fn.Name() == "Is" {
				return true
			}
		}
	}
	return false
}

// valueKind: a boolean or a number (exists, count).
func valueKind(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsInteger) != 0
}

// readOnly: the static callee of c, by its summary, has no effect, sets no
// state and only checks keys: parsing a token, loading a user, building a
// URL. A branch that decides only such calls decides no work a duplicate
// repeats. A callee with no summary has nothing idemlint knows of (its
// package touches no modelled library).
func readOnly(res *idemcore.Result, c *ssa.CallCommon) bool {
	f := res.CalleeFact(c)
	return f == nil || len(f.Guarded) == 0 && changesNothing(f)
}

// changesNothing: by its summary, a function sets no column, has no
// harmful or opaque effect and only checks keys.
func changesNothing(f *idemcore.FuncFact) bool {
	if len(f.Sets) > 0 {
		return false
	}
	for _, e := range f.Effects {
		if e.Kind.Harmful() || e.Kind == model.Opaque {
			return false
		}
	}
	for _, k := range f.KeyOps {
		if k.Op != model.Check {
			return false
		}
	}
	return true
}

// userPkg: pkg is the function's own package, or neither the standard
// library nor a modelled library.
func userPkg(res *idemcore.Result, fn *ssa.Function, pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	if fn.Pkg != nil && pkg == fn.Pkg.Pkg {
		return true
	}
	path := pkg.Path()
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".") && !res.Model.Modelled(path)
}

// race is the diagnostic for check c and write w, with advice for the
// store's atomic form and, for one mechanical shape, a fix (claimFirstFix).
func race(pass *analysis.Pass, res *idemcore.Result, fn *ssa.Function, c, w *idemcore.KeyOp) analysis.Diagnostic {
	cpos, wpos := res.PosOf(c.Instr()), res.PosOf(w.Instr())
	advice := "make the check and the write one atomic step"
	short := "make them one atomic step"
	var fixes []analysis.SuggestedFix
	store, callee := w.Store(), w.Callee()
	key := w.Key()
	// a store method's key derived from several arguments (a user id and
	// the client's submission id): name the one from the delivery
	// (else the one the caller passes, else any but a constant)
	picked := 3
	for _, k := range w.Keys() {
		if k == nil {
			continue
		}
		rank := 3
		switch p := res.Prov(fn, k); {
		case p.HasSender() || p.O&model.Payload != 0:
			rank = 0
		case p.Params != 0:
			rank = 1
		case p.O != model.Const:
			rank = 2
		}
		if rank < picked {
			key, picked = k, rank
		}
	}
	var rowKey ssa.Value // the check's key the saved row carries, when that made the pair
	if (c.FromFact() || w.FromFact()) && c.Derivation() != w.Derivation() || !c.FromFact() && !w.FromFact() && !sameValue(res, c, w) {
		rowKey = rowKeyed(res, c, w)
	}
	byRow := rowKey != nil
	switch {
	case byRow:
		// a lookup by a column of the row, then the row saved: no key
		// claim to reorder, the row's table needs the constraint
		key = rowKey
		advice = "put a unique index on the columns the lookup (" + c.Callee() + ") filters by and treat its violation on the write as \"already exists\"; the lookup alone cannot stop a concurrent duplicate"
		short = "a unique index on the looked-up columns"
	case store == "redis" && (callee == "SetNX" || callee == "HSetNX"):
		why := "its result is ignored"
		if w.If() != nil {
			why = "it comes after the work and decides none of it"
		}
		advice = "the " + callee + " is no claim (" + why + "): call it before the work and skip the work when it returns false (already processed)"
		short = callee + " before the work and act on its result"
	case store == "redis" && (callee == "Set" || callee == "SetEx"):
		advice = "claim the key with SetNX before the work and act on its result (false: already processed)"
		short = "claim it with SetNX first"
		fixes = claimFirstFix(pass, res, c, w)
	case store == "redis" && callee == "SAdd":
		advice = "add the member before the work and use SAdd's returned count as the guard (0: already processed)"
		short = "SAdd first and use its count as the guard"
	case store == "redis" && callee == "HSet":
		advice = "use HSetNX and act on its result"
		short = "use HSetNX and act on its result"
	case strings.HasPrefix(store, "sql:"):
		advice = "INSERT … ON CONFLICT DO NOTHING before the work and check RowsAffected (or handle the unique violation, code 23505, as already processed), in the work's transaction"
		short = "INSERT … ON CONFLICT DO NOTHING first"
	case strings.HasPrefix(store, "gorm:"):
		advice = "Clauses(clause.OnConflict{DoNothing: true}).Create(…) and check RowsAffected"
		short = "Create with OnConflict{DoNothing} first"
	case strings.HasPrefix(store, "map") && strings.Contains(w.Desc(), "Cache.Set"):
		advice = "record the key with go-cache's Cache.Add before the work (it fails when the key is there) and skip the work on its error; an in-memory set holds only on one instance and until a restart"
		short = "Cache.Add first and act on its error"
	case strings.HasPrefix(store, "map"):
		advice = "do both under one mutex, or use sync.Map.LoadOrStore"
		short = "LoadOrStore or one mutex"
	case w.FromFact() || c.FromFact():
		advice = "give the store one atomic claim method (SetNX / INSERT … ON CONFLICT DO NOTHING) and branch on its result"
		short = "give the store an atomic claim"
	}
	who := racers(res, fn)
	name, keyText := idemcore.FuncName(fn), keyDesc(res, fn, key)
	if byRow {
		keyText = rowFieldDesc(key, keyText)
	}
	line := func(n int) string {
		return fmt.Sprintf("check-then-write race in %s on key %s: %s both proceed; %s",
			name, idemcore.Short(keyText, n), who, short)
	}
	return analysis.Diagnostic{
		Category: "checkthenwrite",
		Pos:      wpos,
		End:      res.EndOf(wpos, w.Instr()),
		Message:  idemcore.FitSizes(line, 40, 24, 12, 6),
		Related: []analysis.RelatedInformation{
			{Pos: cpos, Message: fmt.Sprintf("the check: %s (%s)", c.Desc(), res.Where(cpos))},
			{Pos: wpos, Message: fmt.Sprintf("the write, a separate step: %s (%s)", w.Desc(), res.Where(wpos))},
			{Pos: wpos, Message: "fix: " + advice},
		},
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

// sameKey: the check and the write are on the same key, built the same way
// (the same prefixes, formatting and hashing of the same sources, through a
// callee's derivation too), and not on members of two different redis
// hashes or sets.
func sameKey(res *idemcore.Result, a, b *idemcore.KeyOp) bool {
	if a.Container() != nil && b.Container() != nil && a.Container() != b.Container() &&
		res.Canon(a.Container()) != res.Canon(b.Container()) {
		return false
	}
	if a.FromFact() || b.FromFact() {
		// a store method's key is its derivation of the argument, not the argument
		return a.Derivation() == b.Derivation() || rowKeyed(res, a, b) != nil || rowKeyed(res, b, a) != nil
	}
	// the same value, or a lookup by the fields of the row the write
	// inserts, in one function
	return sameValue(res, a, b) || rowKeyed(res, a, b) != nil || rowKeyed(res, b, a) != nil
}

// sameValue: a and b have a key value in common (the same value, or one
// built the same way).
func sameValue(res *idemcore.Result, a, b *idemcore.KeyOp) bool {
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

// rowKeyed: check looks a row up by a field of the row that write then
// stores, on the same ORM model or table (models.GetPageByName(p.Name, uid)
// then models.PostPage(&p), which saves p): the lookup is the write's
// key, though the two store functions derive their keys differently.
// It returns the check's key value that the row carries, or nil.
func rowKeyed(res *idemcore.Result, check, write *idemcore.KeyOp) ssa.Value {
	if check.Op() != model.Check || write.Op() == model.Check || check.Store() != write.Store() ||
		!strings.HasPrefix(write.Store(), "gorm:") && !strings.HasPrefix(write.Store(), "sql:") {
		return nil
	}
	row := rowRoot(write.Key())
	if row == nil {
		return nil
	}
	stored := map[string]*ssa.FieldAddr{}
	for _, st := range rowFieldStores(row) {
		stored[res.Canon(st.Val)] = st.Addr.(*ssa.FieldAddr)
	}
	// a key read from the row's field (p.Name) names the column best; a
	// value the row's field is set to (p.UserId = uid) also counts. A
	// looked-up column the model declares unique refuses the second row.
	var byField, byValue ssa.Value
	for _, k := range check.Keys() {
		if k == nil {
			continue
		}
		if u, ok := k.(*ssa.UnOp); ok && u.Op == token.MUL {
			if f, ok := u.X.(*ssa.FieldAddr); ok && rowRoot(f.X) == row {
				if uniqueTagged(f) {
					return nil
				}
				if byField == nil {
					byField = k
				}
				continue
			}
		}
		if f := stored[res.Canon(k)]; f != nil {
			if uniqueTagged(f) {
				return nil
			}
			if byValue == nil {
				byValue = k
			}
		}
	}
	if byField != nil {
		return byField
	}
	return byValue
}

// uniqueTagged: the field f addresses is declared a unique key of its
// model (gorm:"unique", "uniqueIndex", v1's "unique_index", a primary key;
// db/xorm/bun tags saying unique).
func uniqueTagged(f *ssa.FieldAddr) bool {
	st, ok := f.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
	if !ok || f.Field >= st.NumFields() {
		return false
	}
	tag := reflect.StructTag(st.Tag(f.Field))
	for _, k := range []string{"gorm", "xorm", "bun", "sql"} {
		v := strings.ToLower(tag.Get(k))
		if strings.Contains(v, "unique") || strings.Contains(v, "primary") || k == "xorm" && strings.Contains(" "+v+" ", " pk ") {
			return true
		}
	}
	return false
}

// rowFieldDesc names a key that is a field of a row (Group.Name), else
// returns def.
func rowFieldDesc(k ssa.Value, def string) string {
	if _, load := k.(*ssa.UnOp); !load {
		return def // a value the row's field was set to, not a read of it
	}
	x, i, ok := model.FieldRead(k)
	if !ok {
		return def
	}
	fv := model.FieldVar(x.Type(), i)
	if fv == nil {
		return def
	}
	if n, ok := types.Unalias(model.Deref(x.Type())).(*types.Named); ok {
		return n.Obj().Name() + "." + fv.Name()
	}
	return fv.Name()
}

// rowAlloc: the local struct a row pointer (or the row) is, or nil.
// rowRoot: the local struct (rowAlloc) or the pointer parameter (a
// method's receiver: r.Insert(r) after a lookup by r.UserID) a row value
// is; nil otherwise.
func rowRoot(v ssa.Value) ssa.Value {
	if a := rowAlloc(v); a != nil {
		if p := cellParam(a); p != nil {
			return p
		}
		return a
	}
	return rowWalk(v, true)
}

// cellParam: the pointer parameter that alloc, the cell of a variable a
// closure captures, holds (its one store), or nil.
func cellParam(alloc *ssa.Alloc) *ssa.Parameter {
	if _, ptr := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Pointer); !ptr {
		return nil
	}
	p, _ := idemcore.SingleStore(alloc).(*ssa.Parameter)
	return p
}

func rowAlloc(v ssa.Value) *ssa.Alloc {
	a, _ := rowWalk(v, false).(*ssa.Alloc)
	return a
}

// rowWalk follows conversions from v to the local struct it is (through
// loads too) or, with params, to the pointer parameter it is (not
// through a load).
func rowWalk(v ssa.Value, params bool) ssa.Value {
	for i := 0; i < 4 && v != nil; i++ {
		switch x := v.(type) {
		case *ssa.Alloc:
			if params || x.Referrers() == nil {
				return nil
			}
			return x
		case *ssa.Parameter:
			if _, ptr := x.Type().Underlying().(*types.Pointer); params && ptr && x.Referrers() != nil {
				return x
			}
			return nil
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.UnOp:
			if params || x.Op != token.MUL {
				return nil
			}
			v = x.X
		default:
			return nil
		}
	}
	return nil
}

// keyDesc names the key for messages.
func keyDesc(res *idemcore.Result, fn *ssa.Function, v ssa.Value) string {
	if v == nil {
		return "?"
	}
	p := res.Prov(fn, v)
	if (p.O&model.Payload != 0 || p.Params != 0) && !p.HasSender() && (p.Why == "" || strings.Contains(p.Why, "(")) {
		// a field of the decoded request: name the field, not the decode
		// call (Context.ShouldBindJSON(…)) the provenance names
		if f := payloadField(v); f != "" {
			return f
		}
	}
	if p.Why != "" {
		return p.Why
	}
	if n := v.Name(); n != "" && !strings.HasPrefix(n, "t") {
		return n
	}
	return "(the same key)"
}

// payloadField names the struct field v is loaded from ("Field of Type":
// the field first, for messages that shorten the key), or "".
func payloadField(v ssa.Value) string {
	var x ssa.Value
	var i int
	switch v := idemcore.Strip(v).(type) {
	case *ssa.UnOp:
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok {
			return ""
		}
		x, i = fa.X, fa.Field
	case *ssa.Field:
		x, i = v.X, v.Field
	default:
		return ""
	}
	t := idemcore.Deref(x.Type())
	f := idemcore.FieldVar(t, i)
	if f == nil {
		return ""
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return f.Name() + " of " + n.Obj().Name()
	}
	return f.Name()
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

// stateCheck reports, in handler h, the effects guarded by a check of the
// business state of the entity they change (the order's status checked,
// then set) when the write is not conditional on that state: a repeat
// after the first finished is refused, but two concurrent duplicates both
// read the old state and both do the work. One finding per guard.
func stateCheck(res *idemcore.Result, h *idemcore.Handler) []analysis.Diagnostic {
	s := res.Summary(h.Fn())
	if s == nil {
		return nil
	}
	who := "redeliveries"
	if res.IsHTTP(h) {
		who = "client retries"
	}
	name := idemcore.FuncName(h.Fn())
	done := map[string]bool{}
	var diags []analysis.Diagnostic
	for _, e := range s.Effects() {
		if !e.Kind.Harmful() || e.Guard() != nil || e.State == "" || e.StateAtomic || done[e.State] {
			continue
		}
		if announces(e) || e.Row != "" && res.IsHTTP(h) {
			continue // a log's or a credential's row a route writes: no harm (docs/nodedupe.md)
		}
		if e.Kind == model.Send && e.Lib == "net/http" && res.IsHTTP(h) && idemcore.MintsCredential(e.Chain) {
			// a call made to mint the token a sign-in returns (a
			// custom-claims hook): two concurrent sign-ins get two
			// tokens, each its own, as nodedupe excuses a retry's
			continue
		}
		done[e.State] = true
		i := strings.LastIndex(e.State, " at ")
		state, where := e.State, ""
		if i >= 0 {
			state, where = e.State[:i], e.State[i+len(" at "):]
		}
		fields, change := strings.CutSuffix(state, changeSuffix)
		state = strings.TrimSuffix(state, " checked")
		line := func(n int) string {
			if change {
				return fmt.Sprintf("state check in %s: concurrent %s both see %s changed vs their snapshot; compare inside the write",
					name, who, idemcore.Short(fields, n))
			}
			return fmt.Sprintf("state check in %s: concurrent %s both pass the %s check; make the write conditional on it",
				name, who, idemcore.Short(state, n))
		}
		diags = append(diags, analysis.Diagnostic{
			Category: "state-check",
			Pos:      e.Pos(),
			End:      res.EndOf(e.Pos(), e.Instr()),
			Message:  idemcore.FitSizes(line, 40, 24, 12, 6),
			Related: []analysis.RelatedInformation{
				{Pos: e.Pos(), Message: fmt.Sprintf("the check: %s (%s); the effect: %s at %s, via %s", state, where, e.Desc, e.Where, strings.Join(append([]string{name}, e.Chain...), " → "))},
				{Pos: e.Pos(), Message: "fix: make the write conditional on the state it checked (UPDATE … SET status = $new WHERE id = $1 AND status = $old and check the rows affected, gorm Where(\"status = ?\", old).Updates(…) with RowsAffected, SELECT … FOR UPDATE in the transaction, or a version column)"},
			},
		})
	}
	return diags
}

// announces: e is a publish or a webhook behind a change guard. It
// announces the state re-read after the write: two concurrent duplicates
// that both see the change announce the same new state twice, which a
// consumer applies as a set. Money, mail and messages to people, and
// counters behind a change guard stay reported.
func announces(e *idemcore.Effect) bool {
	return strings.Contains(e.State, changeSuffix+" at ") && (e.Kind == model.Publish || e.Kind == model.Send && e.Lib == "net/http")
}

// changeSuffix ends the state of an effect behind a change guard.
const changeSuffix = " compared with its earlier value"
