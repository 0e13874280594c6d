package idemcore

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

func (pa *pkgAnalysis) add(f Finding) {
	// one finding per position and analyzer
	for _, g := range pa.findings {
		if g.Pos == f.Pos && g.Analyzer == f.Analyzer {
			return
		}
	}
	pa.findings = append(pa.findings, f)
}

// judge turns summaries into findings.
func (pa *pkgAnalysis) judge() {
	handlers := append([]*Handler(nil), pa.handlerList...)
	sort.Slice(handlers, func(i, j int) bool { return handlers[i].fn.Pos() < handlers[j].fn.Pos() })
	for _, h := range handlers {
		pa.judgeKeys(h)
	}
	pa.judgeDeduplicators()
	for _, fn := range pa.allFuncs {
		pa.judgePerAttempt(fn)
	}
}

func (pa *pkgAnalysis) senderHint(h *Handler) string {
	if l := pa.m.LibFor(h.lib); l != nil {
		return l.SenderHint
	}
	return "the sender's message id"
}

// --- keysource and payloadkey (sinks inside handlers) ---

func (pa *pkgAnalysis) handlerSinks(h *Handler) []*sinkInst {
	var out []*sinkInst
	seen := map[*ssa.Function]bool{}
	var walk func(fn *ssa.Function)
	walk = func(fn *ssa.Function) {
		if seen[fn] {
			return
		}
		seen[fn] = true
		s := pa.summaries[fn]
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

func (pa *pkgAnalysis) judgeKeys(h *Handler) {
	for _, sk := range pa.handlerSinks(h) {
		p := sk.fa.provOf(sk.key)
		switch {
		case p.Fallback:
			pa.add(Finding{Analyzer: "keysource", Category: "receiver-fallback", Pos: sk.pos,
				Message: fmt.Sprintf("handler %s invents a key when the sender sent none (%s falls back to %s): a retry without a key gets a new one and runs again; reject the message instead (a missing key is the sender's bug)",
					FuncName(h.fn), sk.desc, mintDesc(p))})
		case p.HasMinted() && !sk.fromCallee || p.HasMinted() && sk.fromCallee:
			pa.add(Finding{Analyzer: "keysource", Category: "keysource", Pos: sk.pos,
				Message: fmt.Sprintf("handler %s uses a key minted by the receiver (%s) as %s: every redelivery mints a new one, so a retry is never recognised; use the sender's id: %s",
					FuncName(h.fn), mintDesc(p), sk.desc, pa.senderHint(h))})
		case p.PayloadOnly():
			pa.add(Finding{Analyzer: "payloadkey", Category: "payloadkey", Pos: sk.pos,
				Message: fmt.Sprintf("handler %s derives %s only from the payload (%s): two legitimate identical messages collide and the second is silently dropped; use the sender's per-message id: %s",
					FuncName(h.fn), sk.desc, p.Why, pa.senderHint(h))})
		}
	}
}

func mintDesc(p Prov) string {
	if len(p.Mints) > 0 {
		if fn := calleeFunc(p.Mints[0].Common()); fn != nil {
			return calleeName(fn) + "()"
		}
	}
	if p.Why != "" {
		return p.Why
	}
	return "a minted value"
}

func (pa *pkgAnalysis) judgeDeduplicators() {
	for _, fn := range pa.allFuncs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				alloc, ok := instr.(*ssa.Alloc)
				if !ok || model.TypeKey(deref(alloc.Type())) != "github.com/ThreeDotsLabs/watermill/message/router/middleware.Deduplicator" {
					continue
				}
				var keyFactory ssa.Value
				for _, r := range *alloc.Referrers() {
					if f, ok := r.(*ssa.FieldAddr); ok {
						if fv := fieldVar(deref(alloc.Type()), f.Field); fv != nil && fv.Name() == "KeyFactory" {
							for _, rr := range *f.Referrers() {
								if st, ok := rr.(*ssa.Store); ok {
									keyFactory = st.Val
								}
							}
						}
					}
				}
				payload := keyFactory == nil
				desc := "its default key (an Adler-32 hash of the payload)"
				if c, ok := strip(keyFactory).(*ssa.Call); ok && keyFactory != nil {
					if cf := calleeFunc(c.Common()); cf != nil && strings.HasPrefix(cf.Name(), "NewMessageHasher") && cf.Name() != "NewMessageHasherFromMetadataField" {
						payload = true
						desc = "a hash of the payload (" + cf.Name() + ")"
					}
				}
				if payload {
					pa.add(Finding{Analyzer: "payloadkey", Category: "payloadkey", Pos: alloc.Pos(),
						Message: fmt.Sprintf("watermill middleware.Deduplicator keyed by %s: two legitimate identical messages collide and the second is dropped; key it by the sender's id: KeyFactory: func(m *message.Message) (string, error) { return m.UUID, nil }", desc)})
				}
			}
		}
	}
}

// --- keysource: per-attempt keys ---

var retryFuncs = map[string]bool{
	"github.com/cenkalti/backoff/v4.Retry": true, "github.com/cenkalti/backoff/v4.RetryNotify": true,
	"github.com/cenkalti/backoff/v4.RetryWithData": true, "github.com/cenkalti/backoff/v4.RetryNotifyWithData": true,
	"github.com/cenkalti/backoff/v4.RetryNotifyWithTimer": true,
	"github.com/cenkalti/backoff/v5.Retry":                true,
	"github.com/avast/retry-go/v4.Do":                     true, "github.com/avast/retry-go/v4.DoWithData": true,
}

func (pa *pkgAnalysis) judgePerAttempt(fn *ssa.Function) {
	s := pa.summaries[fn]
	if s == nil {
		return
	}
	fa := pa.funcAnalysisFor(fn)
	for _, sk := range s.sinks {
		if !sk.sender && !sk.fromCallee {
			continue
		}
		p := fa.provOf(sk.key)
		for _, mint := range p.Mints {
			if mint.Parent() != fn {
				continue
			}
			loop, loopDesc := pa.enclosingAttemptLoop(fa.posOf(mint), sk.pos)
			if loop == nil {
				continue
			}
			mpos := fa.posOf(mint)
			f := Finding{Analyzer: "keysource", Category: "per-attempt-key", Pos: mpos, End: pa.endOf(mpos, mint),
				Message: fmt.Sprintf("%s mints a new key on every retry attempt (%s inside the %s at %s) and sends it as %s: the receiver sees each attempt as a new operation; mint the key once, before the retry loop",
					FuncName(fn), mintDesc(Prov{Mints: []*ssa.Call{mint}}), loopDesc, fa.where(loop.Pos()), sk.desc),
				Related: []analysis.RelatedInformation{{Pos: loop.Pos(), Message: "the retry loop"}}}
			if fix, ok := pa.hoistFix(mint, mpos, loop); ok {
				f.Fixes = []analysis.SuggestedFix{fix}
			}
			pa.add(f)
		}
	}
}

// enclosingAttemptLoop finds the innermost for/range statement, or a retry
// helper call's function literal, that encloses both positions.
func (pa *pkgAnalysis) enclosingAttemptLoop(mint, sink token.Pos) (ast.Node, string) {
	file := pa.fileOf(mint)
	if file == nil {
		return nil, ""
	}
	path := pathTo(file, mint)
	for i := len(path) - 1; i >= 0; i-- {
		n := path[i]
		if !(n.Pos() <= sink && sink < n.End()) {
			continue
		}
		switch x := n.(type) {
		case *ast.RangeStmt:
			// a range over items (slice, map, channel) sends one message per item;
			// only a range over an integer repeats the same operation
			if t, ok := pa.pass.TypesInfo.TypeOf(x.X).Underlying().(*types.Basic); !ok || t.Info()&types.IsInteger == 0 || pa.hasDelivery(x) {
				continue
			}
			return x, "loop"
		case *ast.ForStmt:
			// a delivery loop (for { m := r.FetchMessage(…) }) or a loop over
			// indexes (i < len(items)) is no retry loop
			if pa.hasDelivery(x) || isLenBound(x.Cond) {
				continue
			}
			return x, "loop"
		case *ast.FuncLit:
			// the operation of a retry helper?
			if i > 0 {
				if call, ok := path[i-1].(*ast.CallExpr); ok {
					if name := pa.calleeKey(call); retryFuncs[name] {
						return call, "retry operation of " + shortKey(name)
					}
				}
			}
			return nil, ""
		case *ast.FuncDecl:
			return nil, ""
		}
	}
	return nil, ""
}

// hasDelivery: the loop receives messages (a Deliveries call in it).
func (pa *pkgAnalysis) hasDelivery(loop ast.Node) bool {
	found := false
	ast.Inspect(loop, func(n ast.Node) bool {
		if found {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			var id *ast.Ident
			switch f := ast.Unparen(call.Fun).(type) {
			case *ast.Ident:
				id = f
			case *ast.SelectorExpr:
				id = f.Sel
			}
			if id != nil {
				if fn, ok := pa.pass.TypesInfo.Uses[id].(*types.Func); ok {
					if rule := pa.m.LookupFunc(fn); rule != nil && rule.Deliveries {
						found = true
					}
				}
			}
		}
		return true
	})
	return found
}

// isLenBound: i < len(xs) (or <=).
func isLenBound(cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || (b.Op != token.LSS && b.Op != token.LEQ) {
		return false
	}
	call, ok := ast.Unparen(b.Y).(*ast.CallExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	return ok && id.Name == "len"
}

func shortKey(k string) string {
	if i := strings.LastIndexByte(k, '/'); i >= 0 {
		k = k[i+1:]
	}
	return k
}

func (pa *pkgAnalysis) calleeKey(call *ast.CallExpr) string {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr:
		if sel, ok := f.X.(*ast.SelectorExpr); ok {
			id = sel.Sel
		} else if i, ok := f.X.(*ast.Ident); ok {
			id = i
		}
	}
	if id == nil {
		return ""
	}
	obj := pa.pass.TypesInfo.Uses[id]
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

func (pa *pkgAnalysis) fileOf(pos token.Pos) *ast.File {
	for _, f := range pa.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// pathTo returns the nodes enclosing pos, outermost first.
func pathTo(f *ast.File, pos token.Pos) []ast.Node {
	var path []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if n.Pos() <= pos && pos < n.End() {
			path = append(path, n)
			return true
		}
		return false
	})
	return path
}

// hoistFix moves `key := mint()` in front of the loop when the mint has no
// loop-dependent inputs.
func (pa *pkgAnalysis) hoistFix(mint *ssa.Call, mpos token.Pos, loop ast.Node) (analysis.SuggestedFix, bool) {
	for _, a := range mint.Common().Args {
		if _, ok := a.(*ssa.Const); !ok {
			return analysis.SuggestedFix{}, false
		}
	}
	file := pa.fileOf(mpos)
	path := pathTo(file, mpos)
	var stmt ast.Stmt
	for i := len(path) - 1; i >= 0; i-- {
		if st, ok := path[i].(ast.Stmt); ok {
			// the statement directly in a block
			if i > 0 {
				if _, ok := path[i-1].(*ast.BlockStmt); ok {
					stmt = st
					break
				}
			}
		}
	}
	as, ok := stmt.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) != 1 {
		return analysis.SuggestedFix{}, false
	}
	if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); !ok || call.Pos() != mpos {
		return analysis.SuggestedFix{}, false
	}
	// the whole statement must not read a variable declared inside the loop
	// (key := time.Now().Add(time.Duration(attempt)).String() stays where it is)
	loopDependent := false
	ast.Inspect(as.Rhs[0], func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := pa.pass.TypesInfo.Uses[id].(*types.Var); ok && loop.Pos() <= v.Pos() && v.Pos() < loop.End() {
				loopDependent = true
			}
		}
		return !loopDependent
	})
	if loopDependent {
		return analysis.SuggestedFix{}, false
	}
	// the statement that holds the loop (a retry call's statement, or the loop itself)
	anchor := loop
	if _, ok := loop.(*ast.CallExpr); ok {
		lpath := pathTo(file, loop.Pos())
		for i := len(lpath) - 1; i >= 0; i-- {
			if st, ok := lpath[i].(ast.Stmt); ok && i > 0 {
				if _, ok := lpath[i-1].(*ast.BlockStmt); ok {
					anchor = st
					break
				}
			}
		}
	}
	tf := pa.pass.Fset.File(as.Pos())
	src, err := readFile(pa.pass, tf.Name())
	if err != nil {
		return analysis.SuggestedFix{}, false
	}
	off := func(p token.Pos) int { return tf.Offset(p) }
	text := string(src[off(as.Pos()):off(as.End())])
	// indentation of the anchor line
	lineStart := off(anchor.Pos())
	for lineStart > 0 && src[lineStart-1] != '\n' {
		lineStart--
	}
	indent := string(src[lineStart:off(anchor.Pos())])
	// delete the whole line of the statement
	delStart := off(as.Pos())
	for delStart > 0 && (src[delStart-1] == ' ' || src[delStart-1] == '\t') {
		delStart--
	}
	delEnd := off(as.End())
	if delEnd < len(src) && src[delEnd] == '\n' {
		delEnd++
	}
	return analysis.SuggestedFix{
		Message: "Mint the key once, before the retry loop",
		TextEdits: []analysis.TextEdit{
			{Pos: anchor.Pos(), End: anchor.Pos(), NewText: []byte(text + "\n" + indent)},
			{Pos: tf.Pos(delStart), End: tf.Pos(delEnd)},
		},
	}, true
}

func readFile(pass *analysis.Pass, name string) ([]byte, error) {
	if pass.ReadFile != nil {
		return pass.ReadFile(name)
	}
	return nil, fmt.Errorf("no ReadFile")
}

// inHandler: fn is a handler or a closure inside one.
func (pa *pkgAnalysis) inHandler(fn *ssa.Function) bool {
	for f := fn; f != nil; f = f.Parent() {
		if pa.handlers[f] != nil {
			return true
		}
	}
	return false
}
