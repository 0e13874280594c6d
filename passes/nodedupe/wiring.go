package nodedupe

// Handlers whose effects sit behind interfaces wired elsewhere (issue 23
// point 3). In the handler's package, a call through a user interface
// that no visible type implements is an opaque effect (idemcore,
// wiring.go). When nothing in the handler covers it (no dedupe guard, no
// business-state check, no in-process excuse), the pass does not guess:
// it exports the call as a hazard in a WiringFact. Facts are transitive,
// so the package that wires the handler to the implementations (usually
// `main`, an `app` package, wire or fx providers) sees the hazard and the
// implementations' summaries together, resolves the call, and reports
// what a repeat does there — at the handler's declaration, once: a
// package skips the hazards a package below it already settled.

import (
	"fmt"
	"go/token"
	"go/types"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
)

// WiringFact is what a package defers to the packages that wire it: the
// hazards of its handlers (calls through interfaces it cannot resolve),
// and the hazards of the packages below that it settled (resolved, and
// reported when harmful).
type WiringFact struct {
	Hazards []Hazard
	Settled []string
}

func (*WiringFact) AFact() {}

func (f *WiringFact) String() string {
	var parts []string
	for _, h := range f.Hazards {
		p := h.Handler + " → " + h.Ref.Key
		for _, b := range h.Ref.Before {
			if b.OnSuccess {
				p += " (if " + b.Key + " succeeds)"
			} else {
				p += " (after " + b.Key + ")"
			}
		}
		parts = append(parts, p)
	}
	for _, s := range f.Settled {
		parts = append(parts, "settled "+s)
	}
	return "wiring: " + strings.Join(parts, ", ")
}

// Hazard is a handler's call through an unresolved interface that nothing
// in the handler covers.
type Hazard struct {
	ID      string // "handler@file:line→Iface.Method", unique
	Handler string // the handler's name in messages
	// Pkg and Obj locate the handler's declaration (the named function a
	// func literal handler is in): "T.M" or "F" in package Pkg.
	Pkg, Obj string
	// Posn is where the handler is declared, "file:line:col" (the func
	// literal, for one): the finding is reported there when the file can
	// be read.
	Posn  string
	Call  string   // where the handler makes the call ("message.go:395")
	Chain []string // the callees from the handler to the interface method
	Ref   idemcore.IfaceRef
	HTTP  bool // an HTTP route (client retries)
	// MaybeRead: an HTTP route that may serve a GET (Handler.MaybeRead):
	// only effects that leave the system or move value count
	MaybeRead bool
	Webhook   bool   // a webhook receiver
	Hint      string // what to dedupe on
	// Known: effects the handler's package resolved itself (a mail sent
	// after the call), reported where Ref is wired unless Ref (or a call
	// in its Before) refuses a repeat first; Posn is then the effect's.
	Known []idemcore.EffectFact `json:",omitempty"`
}

// createCall: the name of a call that creates something (a method, or a
// bus message's type): only such a call, whose success alone decides a
// later effect, may be a claim that refuses a repeat (a unique insert);
// a lookup or a send is not waited for.
var createCall = regexp.MustCompile(`^(Create|Insert|Register|Add|Save|Store|Put|New|Signup|SignUp)`)

// refName: the called method's name, or for a bus dispatch the message
// type's ("cmd.CreateTenant" → "CreateTenant").
func refName(ref *idemcore.IfaceRef) string {
	if ref.Bus != "" {
		return ref.Key[strings.LastIndexByte(ref.Key, '.')+1:]
	}
	return ref.Method
}

// opaqueGuard: whether a call through an opaque interface or bus made
// before e refuses a repeat (it resolves here to a dedupe: a check or
// claim of the caller's key; a claim, when only its success decides e),
// and else the first create (createCall) whose success alone decides e
// not resolved here, for the package that wires it (nil when none).
func opaqueGuard(res *idemcore.Result, e *idemcore.Effect) (guarded bool, pending *idemcore.IfaceRef) {
	gs := e.OpaqueGuards()
	for i := range gs {
		r := res.Resolve(&gs[i])
		if r == nil {
			if pending == nil && gs[i].OnSuccess && createCall.MatchString(refName(&gs[i])) {
				pending = &gs[i]
			}
			continue
		}
		if r.Guards(&gs[i]) {
			return true, nil
		}
	}
	return false, pending
}

// maxHazards bounds the hazards a package exports.
const maxHazards = 1000

// deferHazards lists the opaque effects of handler h that nothing in h
// covers, as hazards for the packages that wire it.
func deferHazards(pass *analysis.Pass, res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary, used *idemcore.Suppressed) []Hazard {
	var out []Hazard
	seen := map[string]bool{}
	suppressed := func(e *idemcore.Effect) bool {
		return idemcore.Suppresses(pass, e.Pos(), used) || idemcore.Suppresses(pass, h.Fn().Pos(), used) || res.IsGenerated(pass, e.Pos())
	}
	add := func(hz Hazard) {
		if !seen[hz.ID] {
			seen[hz.ID] = true
			out = append(out, hz)
		}
	}
	// the reportable effects whose fate waits on a call through an
	// interface or bus wired elsewhere, made before them
	for _, e := range s.Effects() {
		if len(e.OpaqueGuards()) == 0 || !reportable(pass, res, h, e) {
			continue
		}
		guarded, pending := opaqueGuard(res, e)
		if guarded || pending == nil || suppressed(e) {
			continue
		}
		ref := *pending
		for _, g := range e.OpaqueGuards() {
			if g.Key != ref.Key && len(ref.Before) < 8 {
				ref.Before = append(ref.Before, g)
			}
		}
		hz := newHazard(pass, res, h, e, ref)
		hz.Posn, hz.Chain, hz.Known = pass.Fset.Position(e.Pos()).String(), nil, []idemcore.EffectFact{e.EffectFact}
		hz.ID = fmt.Sprintf("%s.%s@%s if %s: %s", pass.Pkg.Path(), hz.Handler, hz.Call, ref.Key, e.Desc)
		add(hz)
	}
	for _, e := range s.Effects() {
		iface, opaque := e.Iface, e.Kind == model.Opaque
		if e.Job != "" && e.Kind.Harmful() && deferredJob(pass, res, e.Job) {
			// a job another package's worker runs: resolved with its JobFact
			ref := idemcore.JobRef(e.Job)
			iface, opaque = &ref, true
		}
		if !opaque || iface == nil || !iface.Delivery || !idemcore.SameRepo(iface.Key, pass.Pkg.Path()) || e.Guard() != nil || e.State != "" || iface.StateGuard {
			continue
		}
		if h.InProcess() && !idemcore.ErrorAfter(h.Fn(), e.Instr(), false, idemcore.TxArgs(res.Model, e.Instr())) {
			continue
		}
		if suppressed(e) {
			continue
		}
		hz := newHazard(pass, res, h, e, *iface)
		p := pass.Fset.Position(e.Pos())
		hz.ID = fmt.Sprintf("%s.%s@%s:%d:%d→%s", pass.Pkg.Path(), hz.Handler, hz.Call[:strings.LastIndexByte(hz.Call, ':')], p.Line, p.Column, iface.Key)
		add(hz)
	}
	return out
}

// newHazard: handler h's hazard at effect e, whose fate ref decides; at
// the handler's declaration.
func newHazard(pass *analysis.Pass, res *idemcore.Result, h *idemcore.Handler, e *idemcore.Effect, ref idemcore.IfaceRef) Hazard {
	pkg, obj := declOf(h)
	hz := Hazard{
		Handler: idemcore.FuncName(h.Fn()),
		Pkg:     pkg, Obj: obj,
		Posn:  pass.Fset.Position(h.Fn().Pos()).String(),
		Call:  res.Where(e.Pos()),
		Chain: e.Chain,
		Ref:   ref,
		HTTP:  res.IsHTTP(h),
		Hint:  res.SenderHint(h),

		MaybeRead: h.MaybeRead(),
	}
	hz.Webhook = webhookReceiver(hz.Handler + " " + h.How())
	return hz
}

// declOf: the package path and the name ("T.M", "F") of the named
// function h is, or is a func literal in.
func declOf(h *idemcore.Handler) (pkg, obj string) {
	fn := h.Fn()
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	f, ok := fn.Object().(*types.Func)
	if !ok || f.Pkg() == nil {
		return "", ""
	}
	name := f.Name()
	if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := idemcore.Deref(sig.Recv().Type())
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	return f.Pkg().Path(), name
}

// wired resolves the hazards of the packages below this one with the
// implementations this package sees, and reports the harmful ones. It
// returns the IDs it settled.
func wired(pass *analysis.Pass, res *idemcore.Result) (diags []analysis.Diagnostic, settled []string, open []Hazard) {
	var hazards []Hazard
	done := map[string]bool{}
	for _, pf := range pass.AllPackageFacts() {
		f, ok := pf.Fact.(*WiringFact)
		if !ok || pf.Package == pass.Pkg {
			continue
		}
		hazards = append(hazards, f.Hazards...)
		for _, s := range f.Settled {
			done[s] = true
		}
	}
	sort.Slice(hazards, func(i, j int) bool { return hazards[i].ID < hazards[j].ID })
	type found struct {
		hz Hazard
		r  *idemcore.Resolution
	}
	byHandler := map[string][]found{}
	var order []string
	for _, hz := range hazards {
		if done[hz.ID] {
			continue
		}
		r := res.Resolve(&hz.Ref)
		if r == nil {
			// not wired here: a package above may be. Facts reach only the
			// packages whose imports' export data names their package, so
			// the hazard goes on in this package's fact (a router package
			// between the handlers and main).
			open = append(open, hz)
			continue
		}
		done[hz.ID] = true
		settled = append(settled, hz.ID)
		if len(hz.Known) > 0 {
			// effects the handler's package saw, after this call
			if r.Guards(&hz.Ref) {
				continue
			}
			r = &idemcore.Resolution{Impls: r.Impls, Effects: hz.Known}
		} else if r.Dedupe || len(r.Effects) == 0 {
			continue
		}
		guarded := false
		for i := range hz.Ref.Before {
			if res.Resolve(&hz.Ref.Before[i]).Guards(&hz.Ref.Before[i]) {
				guarded = true // a dedupe check through another interface runs first
			}
		}
		if guarded {
			continue
		}
		k := hz.Pkg + " " + hz.Handler
		if len(hz.Known) > 0 {
			k += " " + hz.Posn // at the effect the handler's package saw
		}
		if byHandler[k] == nil {
			order = append(order, k)
		}
		byHandler[k] = append(byHandler[k], found{hz, r})
	}
	for _, k := range order {
		fs := byHandler[k]
		merged := &idemcore.Resolution{}
		var ifaces []string
		for _, f := range fs {
			for _, ef := range f.r.Effects {
				ef.Chain = append(append([]string(nil), f.hz.Chain...), ef.Chain...)
				if f.hz.MaybeRead && !leavesOrMovesValue(&ef) || setterPublish(f.hz.Handler, &ef) {
					continue
				}
				if f.hz.HTTP && ef.Kind == model.Append && requestRecord(ef.Row, ef.Kind, f.hz.Handler) {
					continue // through an interface as on a direct path
				}
				merged.Effects = append(merged.Effects, ef)
			}
			if i := ifaceName(f.hz.Ref.Key); !slices.Contains(ifaces, i) {
				ifaces = append(ifaces, i)
			}
		}
		if len(merged.Effects) > 0 {
			diags = append(diags, hazardDiag(pass, fs[0].hz, merged, ifaces))
		}
	}
	return diags, settled, open
}

// resendHazard: resendRoute for a wired hazard and its resolved effects.
func resendHazard(hz Hazard, effects []idemcore.EffectFact) bool {
	es := make([]*idemcore.Effect, len(effects))
	for i := range effects {
		es[i] = &idemcore.Effect{EffectFact: effects[i]}
	}
	return resendRoute(hz.Handler, hz.HTTP, es)
}

// maxWiredChains bounds the chains a wired finding lists: one per effect
// and implementation, the first found.
const maxWiredChains = 12

// hazardDiag is the finding of a resolved hazard, at the handler's
// declaration when this package sees it, else at this package's clause.
func hazardDiag(pass *analysis.Pass, hz Hazard, r *idemcore.Resolution, ifaces []string) analysis.Diagnostic {
	pos := foreignPos(pass.Fset, hz.Posn)
	if !pos.IsValid() {
		pos = declPos(pass.Pkg, hz.Pkg, hz.Obj)
	}
	if !pos.IsValid() && len(pass.Files) > 0 {
		pos = pass.Files[0].Package
	}
	var harms []string
	descs := map[string]string{}
	third, dupRow := false, !hz.Webhook && hz.HTTP
	var related []analysis.RelatedInformation
	shown := map[string]bool{} // one chain per effect and implementation
	for _, ef := range r.Effects {
		e := &idemcore.Effect{EffectFact: ef}
		if hm := harm(e); descs[hm] == "" {
			harms = append(harms, hm)
			descs[hm] = ef.Desc
		}
		if ef.Kind == model.Charge || ef.Kind == model.Send {
			third = true
		}
		if ef.Kind != model.Append || valueRow.MatchString(ef.Desc) || ef.Positional != "" {
			dupRow = false
		}
		impl := ""
		if len(ef.Chain) > len(hz.Chain) {
			impl = ef.Chain[len(hz.Chain)]
		}
		if k := ef.Where + " " + impl; shown[k] || len(shown) >= maxWiredChains {
			continue
		} else {
			shown[k] = true
		}
		chain := append([]string{hz.Handler}, ef.Chain...)
		related = append(related, analysis.RelatedInformation{Pos: pos,
			Message: fmt.Sprintf("%s: %s at %s, via %s (wired in %s)", ef.Kind, ef.Desc, ef.Where, strings.Join(chain, " → "), pass.Pkg.Path())})
	}
	category := "nodedupe"
	if dupRow {
		category = "duplicate-create"
	} else if resendHazard(hz, r.Effects) {
		category = "resend-flow"
	}
	redelivery := "a redelivery"
	generic := "the sender's id"
	if hz.HTTP {
		redelivery, generic = "a client retry", "the client's Idempotency-Key"
	}
	fix := "claim " + hz.Hint + " atomically before the call at " + hz.Call + " and skip the work when it was already there"
	if third {
		fix += "; forward it to the third party as its Idempotency-Key"
	}
	// a toggle (SET x = NOT x, a row added when absent and removed when
	// present): the write itself is the fix, not a dedupe
	toggles := len(r.Effects) > 0 && !slices.ContainsFunc(r.Effects, func(e idemcore.EffectFact) bool { return !e.Toggle })
	if toggles {
		fix = "set the state the request asks for (add or remove, starred or not) instead of inverting the stored one"
	}
	related = append(related, analysis.RelatedInformation{Pos: pos, Message: "fix: " + fix})
	iface := andList(ifaces)
	line := func(descLen int, hint string, via int) string {
		var parts []string
		for _, hm := range harms {
			if descLen > 0 {
				hm += " (" + idemcore.Short(descs[hm], descLen) + ")"
			}
			parts = append(parts, hm)
		}
		msg := fmt.Sprintf("handler %s: %s %s", hz.Handler, redelivery, andList(parts))
		switch via {
		case 2:
			msg += " through " + iface + " at " + hz.Call
		case 1:
			msg += " through " + iface
		}
		if toggles {
			return msg + "; set the state the request asks for, not the opposite of the stored one"
		}
		return msg + "; dedupe on " + hint
	}
	return analysis.Diagnostic{
		Category: category,
		Pos:      pos,
		Message: idemcore.Fit(line(40, hz.Hint, 2), line(40, hz.Hint, 1), line(28, hz.Hint, 1), line(0, hz.Hint, 1),
			line(28, generic, 1), line(0, generic, 1), line(0, generic, 0)),
		Related: related,
	}
}

// ifaceName: "domain.Mailer.Send" of "example.com/svc/domain.Mailer.Send".
func ifaceName(key string) string { return key[strings.LastIndexByte(key, '/')+1:] }

// foreignPos is the position of posn ("file:line:col", a file of
// another package) in fset: the file, when fset lacks it (go vet gives
// a package only its own files and its imports' export data), is added
// with its lines read from disk. token.NoPos when it cannot be read or
// the line is past its end.
func foreignPos(fset *token.FileSet, posn string) token.Pos {
	name, line, col, ok := splitPosn(posn)
	if !ok {
		return token.NoPos
	}
	content, err := os.ReadFile(name)
	if err != nil {
		return token.NoPos
	}
	// a file of that name already in fset is the source when its size is
	// the file's (export data's stand-ins have lines of their own)
	var tf *token.File
	fset.Iterate(func(f *token.File) bool {
		if f.Name() == name && f.Size() == len(content) {
			tf = f
			return false
		}
		return true
	})
	if tf == nil {
		tf = fset.AddFile(name, -1, len(content))
		tf.SetLinesForContent(content)
	}
	if line > tf.LineCount() {
		return token.NoPos
	}
	start := tf.LineStart(line)
	if off := tf.Offset(start) + col - 1; col > 0 && off < tf.Size() {
		return tf.Pos(off)
	}
	return start
}

// splitPosn splits "file:line:col" (col optional, then 0).
func splitPosn(posn string) (name string, line, col int, ok bool) {
	var nums []int
	for range 2 {
		i := strings.LastIndexByte(posn, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(posn[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		posn = posn[:i]
	}
	switch len(nums) {
	case 2:
		return posn, nums[1], nums[0], nums[1] > 0
	case 1:
		return posn, nums[0], 0, nums[0] > 0
	}
	return "", 0, 0, false
}

// declPos finds the declaration of obj ("T.M" or "F") of package path
// among the packages pkg imports, directly or not (token.NoPos when it is
// not there).
func declPos(pkg *types.Package, path, obj string) token.Pos {
	if path == "" || obj == "" {
		return token.NoPos
	}
	seen := map[*types.Package]bool{}
	queue := []*types.Package{pkg}
	var target *types.Package
	for len(queue) > 0 && len(seen) < 5000 && target == nil {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		if p.Path() == path {
			target = p
		}
		queue = append(queue, p.Imports()...)
	}
	if target == nil {
		return token.NoPos
	}
	tname, method, isMethod := strings.Cut(obj, ".")
	o := target.Scope().Lookup(tname)
	if o == nil {
		return token.NoPos
	}
	if !isMethod {
		return o.Pos()
	}
	tn, ok := o.(*types.TypeName)
	if !ok {
		return token.NoPos
	}
	sel := types.NewMethodSet(types.NewPointer(tn.Type())).Lookup(target, method)
	if sel == nil {
		return tn.Pos()
	}
	return sel.Obj().Pos()
}
