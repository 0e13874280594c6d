// Package keysource reports idempotency keys minted by the receiver, or
// minted anew on every retry attempt by the sender.
package keysource

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/idemcore"
)

const doc = `Keysource reports keys minted by the receiver or anew on every retry.

Only the sender knows "this is the operation I tried before". A key a handler
makes up (uuid, time, rand) is new on every redelivery; a sender that mints a
fresh key inside its retry loop makes every attempt look new. Categories:
keysource (receiver-minted), receiver-fallback (a key invented when the
sender sent none), per-attempt-key (minted inside a retry loop; a
SuggestedFix hoists it out).`

// Analyzer is the keysource pass.
var Analyzer = &analysis.Analyzer{
	Name:     "keysource",
	Doc:      doc,
	URL:      idemcore.DocsURL + "keysource.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	// The directives the pass used (for the directives check).
	ResultType: reflect.TypeFor[*idemcore.Suppressed](),
	Run:        run,
	FactTypes:  []analysis.Fact{new(retryHelperFact)},
}

// The analyzer's flags, shared by every idemlint analyzer, configure it
// where the driver offers nothing else (Bazel's nogo, go vet -vettool):
// -settings (the configuration inline), -test-findings, -generated.
func init() { idemcore.RegisterFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	c := &checker{pass: pass, res: pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)}
	idemcore.Safely(pass, nil, c.exportRetryHelpers)
	var diags []analysis.Diagnostic
	for _, h := range c.res.Handlers() {
		idemcore.Safely(pass, h.Fn(), func() { diags = append(diags, c.receiverKeys(h)...) })
	}
	for _, fn := range c.res.Funcs() {
		idemcore.Safely(pass, fn, func() { diags = append(diags, c.perAttempt(fn)...) })
	}
	return idemcore.Report(pass, idemcore.OnePerPos(diags)), nil
}

type checker struct {
	pass *analysis.Pass
	res  *idemcore.Result
}

// receiverKeys reports the keys handler h uses (itself or in its closures)
// that the receiver minted (category keysource), or that fall back to a
// minted value when the sender sent none (category receiver-fallback).
func (c *checker) receiverKeys(h *idemcore.Handler) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, sk := range c.res.HandlerSinks(h) {
		p := c.res.SinkProv(sk)
		name, what := idemcore.FuncName(h.Fn()), "message"
		if c.res.IsHTTP(h) {
			what = "request"
		}
		switch {
		case p.Fallback:
			diags = append(diags, analysis.Diagnostic{Category: "receiver-fallback", Pos: sk.Pos(),
				Message: idemcore.FitSizes(func(n int) string {
					return fmt.Sprintf("handler %s invents a key when the sender sent none (%s): %s without one runs again; reject the %s instead",
						name, idemcore.Short(mintDesc(p), n), c.res.Redelivery(h), what)
				}, 40, 20, 8),
				Related: []analysis.RelatedInformation{
					{Pos: sk.Pos(), Message: fmt.Sprintf("the key: %s falls back to %s when the sender sent none", sk.Desc(), mintDesc(p))},
					{Pos: sk.Pos(), Message: "fix: reject the " + what + " without a key (a missing key is the sender's bug); a key invented here is new on every retry, so the retry runs again"},
				}})
		case p.HasMinted():
			hint := c.res.SenderHint(h)
			line := func(n int) string {
				use := "the sender's id"
				if n < 0 {
					use, n = "the sender's id: "+hint, -n
				}
				return fmt.Sprintf("handler %s uses a key minted by the receiver (%s) as %s: %s mints a new one; use %s",
					name, idemcore.Short(mintDesc(p), max(n, 12)), idemcore.Short(sk.Desc(), n), c.res.Redelivery(h), use)
			}
			diags = append(diags, analysis.Diagnostic{Category: "keysource", Pos: sk.Pos(),
				Message: idemcore.FitSizes(line, -40, -20, 40, 20, 10),
				Related: []analysis.RelatedInformation{
					{Pos: sk.Pos(), Message: fmt.Sprintf("the key: %s, minted by the receiver (%s)", sk.Desc(), mintDesc(p))},
					{Pos: h.Fn().Pos(), Message: "fix: use the sender's id: " + c.res.SenderHint(h)},
				}})
		}
	}
	return diags
}

// mintDesc names the minting call behind a key ("uuid.NewString()").
func mintDesc(p idemcore.Prov) string {
	if len(p.Mints) > 0 {
		if fn := idemcore.CalleeFunc(p.Mints[0].Common()); fn != nil {
			return idemcore.CalleeName(fn) + "()"
		}
	}
	if p.Why != "" {
		return p.Why
	}
	return "a minted value"
}

// perAttempt reports, in any function, a key sent on (or passed to a
// callee that uses it as a key) that is minted inside a retry loop or a
// retry helper's operation (category per-attempt-key), with a fix that
// hoists the mint out of the loop when it depends on nothing in it.
func (c *checker) perAttempt(fn *ssa.Function) []analysis.Diagnostic {
	s := c.res.Summary(fn)
	if s == nil {
		return nil
	}
	var diags []analysis.Diagnostic
	for _, sk := range s.Sinks() {
		if !sk.Sender() && !sk.FromCallee() {
			continue
		}
		p := c.res.Prov(fn, sk.Key())
		for _, mint := range p.Mints {
			if mint.Parent() != fn {
				continue
			}
			mpos := c.res.PosOf(mint)
			loop, loopDesc := c.enclosingAttemptLoop(mpos, sk.Pos())
			if loop == nil {
				continue
			}
			mdesc := mintDesc(idemcore.Prov{Mints: []*ssa.Call{mint}})
			line := func(n int) string {
				return fmt.Sprintf("%s mints a new key on every retry attempt (%s): each attempt looks new to the receiver; mint it before the loop",
					idemcore.FuncName(fn), idemcore.Short(mdesc, n))
			}
			d := analysis.Diagnostic{Category: "per-attempt-key", Pos: mpos, End: c.res.EndOf(mpos, mint),
				Message: idemcore.FitSizes(line, 40, 16),
				Related: []analysis.RelatedInformation{
					{Pos: loop.Pos(), Message: fmt.Sprintf("the retry loop: the %s at %s", loopDesc, c.res.Where(loop.Pos()))},
					{Pos: sk.Pos(), Message: "the key sent: " + sk.Desc()},
					{Pos: mpos, Message: "fix: mint the key once, before the retry loop, so every attempt carries the same one and the receiver sees one operation"},
				}}
			if fix, ok := c.hoistFix(mint, mpos, loop); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
			diags = append(diags, d)
		}
	}
	return diags
}

// isRetry: name ("pkg/path.Func") is a retry helper whose operation (a
// function literal) runs once per attempt (model Call.Retry: backoff.Retry,
// retry.Do, …).
func (c *checker) isRetry(name string) bool {
	rule := c.res.Model.Calls[name]
	return rule != nil && rule.Retry
}

// enclosingAttemptLoop finds the innermost for/range statement, or a retry
// helper call's function literal (a modelled helper, or a user function that
// runs its function argument once per attempt: retryHelperFact), that
// encloses both positions.
func (c *checker) enclosingAttemptLoop(mint, sink token.Pos) (ast.Node, string) {
	file := c.fileOf(mint)
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
			if t, ok := c.pass.TypesInfo.TypeOf(x.X).Underlying().(*types.Basic); !ok || t.Info()&types.IsInteger == 0 || c.hasDelivery(x) {
				continue
			}
			return x, "loop"
		case *ast.ForStmt:
			// a delivery loop (for { m := r.FetchMessage(…) }) or a loop over
			// indexes (i < len(items)) is no retry loop
			if c.hasDelivery(x) || isLenBound(x.Cond) {
				continue
			}
			return x, "loop"
		case *ast.FuncLit:
			// the operation of a retry helper?
			if i > 0 {
				if call, ok := path[i-1].(*ast.CallExpr); ok {
					if name := c.calleeKey(call); c.isRetryCall(call) {
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
func (c *checker) hasDelivery(loop ast.Node) bool {
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
				if fn, ok := c.pass.TypesInfo.Uses[id].(*types.Func); ok {
					if rule := c.res.Model.LookupFunc(fn); rule != nil && rule.Deliveries {
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

// calleeIdent is the identifier naming the function call calls (f, x.f,
// f[T], x.f[T]), or nil.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	case *ast.IndexExpr:
		if sel, ok := f.X.(*ast.SelectorExpr); ok {
			return sel.Sel
		} else if i, ok := f.X.(*ast.Ident); ok {
			return i
		}
	}
	return nil
}

func (c *checker) calleeKey(call *ast.CallExpr) string {
	id := calleeIdent(call)
	if id == nil {
		return ""
	}
	obj := c.pass.TypesInfo.Uses[id]
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

func (c *checker) fileOf(pos token.Pos) *ast.File {
	for _, f := range c.pass.Files {
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
func (c *checker) hoistFix(mint *ssa.Call, mpos token.Pos, loop ast.Node) (analysis.SuggestedFix, bool) {
	for _, a := range mint.Common().Args {
		if _, ok := a.(*ssa.Const); !ok {
			return analysis.SuggestedFix{}, false
		}
	}
	file := c.fileOf(mpos)
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
			if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok && loop.Pos() <= v.Pos() && v.Pos() < loop.End() {
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
	tf := c.pass.Fset.File(as.Pos())
	src, err := readFile(c.pass, tf.Name())
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
