package idemcore

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Result is what idemcore produced for one package, for the passes to
// judge; a pass reads it as pass.ResultOf[idemcore.Analyzer].(*idemcore.Result),
// the way x/tools passes read buildssa's SSA. It holds analysis products,
// not verdicts: the handlers and how they were found, a summary of every
// function (effects, key operations, guards, key sinks), key provenance
// queries, and the SSA built once for all passes. It is complete when the
// passes run, and safe for concurrent use.
type Result struct {
	// Model is the library model in effect for the package (the built-in
	// model extended by its configuration).
	Model *model.Model
	// Pkg is the SSA package built for the analysis; nil when the package
	// is not relevant (it imports no modelled library and no package that
	// exported facts), and then the result holds no handlers or functions.
	Pkg *ssa.Package

	sz       *summarizer
	handlers []*Handler // in source order
	mu       sync.Mutex // Prov may extend the tracers' memo
	// testFindings: report findings in _test.go files (Settings.TestFindings)
	testFindings bool
	// generatedFindings: report findings in generated files (Settings.GeneratedFindings)
	generatedFindings bool

	dirOnce sync.Once
	dirs    any // the suppression directives, []*Directive (report.go)

	ownOnce sync.Once
	ownImpl *ImplFact // the package's own implementations (wiring.go)
}

func newResult(sz *summarizer) *Result {
	r := &Result{Model: sz.m, Pkg: sz.pkg, sz: sz}
	r.handlers = append([]*Handler(nil), sz.handlerList...)
	sort.Slice(r.handlers, func(i, j int) bool { return r.handlers[i].fn.Pos() < r.handlers[j].fn.Pos() })
	return r
}

// Handlers returns the package's handlers in source order.
func (r *Result) Handlers() []*Handler { return r.handlers }

// Handler returns the handler fn is, or nil.
func (r *Result) Handler(fn *ssa.Function) *Handler {
	if r.sz == nil {
		return nil
	}
	return r.sz.handlers[fn]
}

// InHandler reports whether fn is a handler or a closure inside one.
func (r *Result) InHandler(fn *ssa.Function) bool {
	for f := fn; f != nil; f = f.Parent() {
		if r.Handler(f) != nil {
			return true
		}
	}
	return false
}

// Wraps returns the handlers registered through a dedupe wrap whose store
// checks before it marks (not claim-first), in registration order.
func (r *Result) Wraps() []*Wrap {
	if r.sz == nil {
		return nil
	}
	return r.sz.wraps
}

// Funcs returns the package's source functions, closures included, in a
// deterministic order (package members by name, each followed by its
// function literals).
func (r *Result) Funcs() []*ssa.Function {
	if r.sz == nil {
		return nil
	}
	return r.sz.allFuncs
}

// Summary returns the summary of one of Funcs, or nil.
func (r *Result) Summary(fn *ssa.Function) *Summary {
	if r.sz == nil {
		return nil
	}
	return r.sz.summaries[fn]
}

// HandlerSinks returns the idempotency-key uses in handler h: its own and
// those of the closures it creates, depth first.
func (r *Result) HandlerSinks(h *Handler) []*Sink {
	var out []*Sink
	seen := map[*ssa.Function]bool{}
	var walk func(fn *ssa.Function)
	walk = func(fn *ssa.Function) {
		if seen[fn] {
			return
		}
		seen[fn] = true
		s := r.Summary(fn)
		if s == nil {
			return
		}
		out = append(out, s.sinks...)
		for _, cl := range s.closures {
			walk(cl)
		}
	}
	walk(h.fn)
	return out
}

// Prov returns the provenance of v, a value of function fn (one of Funcs):
// whether it carries the sender's id, the payload, a value minted here, the
// parameters of fn, and the source that explains it best.
func (r *Result) Prov(fn *ssa.Function, v ssa.Value) Prov {
	if r.sz == nil {
		return Prov{O: model.Unknown}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sz.funcAnalysisFor(fn).provOf(v)
}

// Canon renders how v is built, so that two values built the same way from
// the same sources (the same key expression written twice) render equal.
func (r *Result) Canon(v ssa.Value) string { return canon(r.Model, v, 0) }

// CalleeFact is the summary of the function call c calls (a function of
// this package or, through its facts, of another), or nil when it is not
// one (an interface method, a func value, a library).
func (r *Result) CalleeFact(c *ssa.CallCommon) *FuncFact {
	if r.sz == nil || c == nil || c.IsInvoke() || c.StaticCallee() == nil {
		return nil
	}
	return r.sz.summaryOfCallee(c)
}

// SinkProv is the provenance of sink sk's key: of its value and, for a
// key a callee derives from several parameters, of the other values given
// there.
func (r *Result) SinkProv(sk *Sink) Prov {
	var p Prov
	for i, k := range sk.Keys() {
		if i == 0 {
			p = r.Prov(sk.Fn(), k)
			continue
		}
		p = p.union(r.Prov(sk.Fn(), k))
	}
	return p
}

// SenderHint names, for messages, what the sender's id is in h's library
// (`d.MessageId`, `the Idempotency-Key header`).
// The library's hint spells the message variable conventionally (d in
// `d.MessageId`); when the handler holds a variable of the library's
// types with that field under another name (msg), the hint
// uses the user's name.
func (r *Result) SenderHint(h *Handler) string {
	l := r.Model.LibFor(h.lib)
	if l == nil {
		return "the sender's message id"
	}
	hint := l.SenderHint
	loc := hintVar.FindStringSubmatchIndex(hint)
	if loc == nil || h.fn == nil || h.fn.Syntax() == nil || r.sz == nil || r.sz.pass == nil {
		return hint
	}
	conv, sel := hint[loc[2]:loc[3]], hint[loc[4]:loc[5]]
	name := ""
	ast.Inspect(h.fn.Syntax(), func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || name != "" {
			return name == ""
		}
		v, ok := r.sz.pass.TypesInfo.Defs[id].(*types.Var)
		if !ok || v.Pkg() == nil {
			return true
		}
		t := v.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != h.lib {
			return true
		}
		if f, _, _ := types.LookupFieldOrMethod(v.Type(), true, named.Obj().Pkg(), sel); f != nil {
			if fv, ok := f.(*types.Var); ok && fv.IsField() {
				name = id.Name
			}
		}
		return true
	})
	if name == "" || name == conv || name == "_" {
		return hint
	}
	return hint[:loc[2]] + name + hint[loc[3]:]
}

// hintVar finds the conventional variable of a sender hint: "d" and
// "MessageId" in `d.MessageId` or `aws.ToString(msg.MessageId)`.
var hintVar = regexp.MustCompile(`\b([a-z][A-Za-z0-9_]*)\.([A-Z][A-Za-z0-9_]*)\b`)

// PosOf is the position to report an instruction at: the start of its call
// expression (for a method call, its receiver), else its own position,
// else its function's.
func (r *Result) PosOf(instr ssa.Instruction) token.Pos { return r.sz.posOf(instr, instr.Parent()) }

// EndOf is the end of the call instr when it is one, else of the innermost
// call starting at pos (token.NoPos when none does).
func (r *Result) EndOf(pos token.Pos, instr ssa.Instruction) token.Pos { return r.sz.endOf(pos, instr) }

// Where renders a position for messages: "consumer.go:35".
func (r *Result) Where(pos token.Pos) string { return r.sz.where(pos) }

// Resolution is what the implementations of an opaque call do.
type Resolution struct {
	// Impls names the implementations ("database.GormDatabase.CreateMessage").
	Impls []string
	// Effects are their harmful effects that no guard of theirs covers,
	// each chain starting with the implementation.
	Effects []EffectFact
	// Dedupe: an implementation checks or claims a key given by the
	// caller and does no harm itself (a Seen/Claim-style store method),
	// and no other implementation does harm: a dedupe guard. When a loop
	// dispatches to many implementations (modules, listeners), one
	// claiming its own key guards none of the others, and one that looks
	// its entity up by the key before acting is no store.
	Dedupe bool
	// Claims: Dedupe, and some implementation claims the key (a unique
	// insert whose failure it returns), not only looks it up.
	Claims bool
	// SafeWithSender: an effect is safe when the caller passes the
	// sender's id at a parameter the call gives it (SenderArgs).
	SafeWithSender bool
}

// Guards reports whether the resolved call r, made before another as
// ref records (IfaceRef.Before), refuses a repeat first: a dedupe, and a
// claim when only its success lets the other run.
func (r *Resolution) Guards(ref *IfaceRef) bool {
	return r != nil && r.Dedupe && (r.Claims || !ref.OnSuccess)
}

// Resolve resolves the opaque call ref with the implementations this
// package sees (those of the packages below it, and its own): nil when
// none implements it.
func (r *Result) Resolve(ref *IfaceRef) *Resolution {
	if r.sz == nil || ref == nil {
		return nil
	}
	r.ownOnce.Do(func() { r.ownImpl = r.sz.implFact() })
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.resolve(ref, 0)
}

func (r *Result) resolve(ref *IfaceRef, depth int) *Resolution {
	names, facts := r.sz.resolveRef(ref, r.ownImpl)
	if len(names) == 0 {
		return nil
	}
	res := &Resolution{Impls: names}
	dedupe, claims := false, false
	for i, f := range facts {
		before := len(res.Effects)
		for _, e := range f.Effects {
			if e.Kind == model.Opaque && e.Iface != nil && depth < 3 {
				// the implementation calls through an interface of its own,
				// resolved here too (a service over a repository)
				if sub := r.resolve(e.Iface, depth+1); sub != nil && !sub.Dedupe && !e.Iface.StateGuard {
					for _, se := range sub.Effects {
						se.Chain = append(append([]string{names[i]}, e.Chain...), se.Chain...)
						res.Effects = append(res.Effects, se)
					}
				}
				continue
			}
			if !e.Kind.Harmful() || e.State != "" {
				continue
			}
			if e.SafeIfSender > 0 && e.SafeIfSender < 63 && ref.SenderArgs&(1<<e.SafeIfSender) != 0 {
				res.SafeWithSender = true
				continue
			}
			if keyedStable(e, ref) {
				continue
			}
			ef := e
			ef.Chain = append([]string{names[i]}, e.Chain...)
			res.Effects = append(res.Effects, ef)
		}
		if len(res.Effects) == before && claimsParam(f) {
			dedupe = true // a store method: it checks or claims, and does no harm
			claims = claims || claimsStable(f, ref)
		}
	}
	res.Dedupe = dedupe && len(res.Effects) == 0
	res.Claims = res.Dedupe && claims
	return res
}

// claimsParam: f checks or claims a key its caller gives it.
func claimsParam(f *FuncFact) bool {
	for _, k := range f.KeyOps {
		if k.Param > 0 && (k.Op == model.Check || k.Op == model.Claim || k.Op == model.ResultClaim) {
			return true
		}
	}
	return false
}

// claimsStable: f claims a key its caller gives it (a unique insert
// whose failure it returns), and the call ref passes that key without
// minting it.
func claimsStable(f *FuncFact, ref *IfaceRef) bool {
	for _, k := range f.KeyOps {
		if k.Param <= 0 || k.Param >= 63 || k.Op != model.Claim && k.Op != model.ResultClaim {
			continue
		}
		top, _, _ := strings.Cut(k.Field, ".")
		if ref.MintedArgs&(1<<k.Param) == 0 && (top == "" || !slices.Contains(ref.MintedFields, strconv.Itoa(k.Param)+"."+top)) {
			return true
		}
	}
	return false
}

// JobWorker: the worker of job args type key that this package sees —
// its own (from its summaries) or a dependency's (JobFact) — and whether it
// does harm; ok false when none is visible.
func (r *Result) JobWorker(key string) (j JobEntry, ok bool) {
	if r.sz == nil {
		return JobEntry{}, false
	}
	if j, ok := r.sz.jobEntry(key); ok {
		return j, true
	}
	if r.sz.ownJobs != nil {
		for _, j := range r.sz.ownJobs.Jobs {
			if j.Args == key {
				return j, true
			}
		}
	}
	return JobEntry{}, false
}
