// Package payloadkey reports idempotency keys derived only from the payload.
package payloadkey

import (
	"fmt"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
)

const doc = `Payloadkey reports idempotency keys derived only from the message payload.

A key that is a hash of the body, or built from payload fields alone, makes
two legitimate identical requests (the same customer buying the same item
twice) collide: the second is silently dropped. Key by the sender's
per-message id instead (the producer's message id, the client's
Idempotency-Key header).`

// Analyzer is the payloadkey pass.
var Analyzer = &analysis.Analyzer{
	Name:     "payloadkey",
	Doc:      doc,
	URL:      idemcore.DocsURL + "payloadkey.md",
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
	for _, h := range res.Handlers() {
		idemcore.Safely(pass, h.Fn(), func() { diags = append(diags, payloadKeys(res, h)...) })
	}
	for _, fn := range res.Funcs() {
		idemcore.Safely(pass, fn, func() { diags = append(diags, deduplicators(res.Model, fn)...) })
	}
	return idemcore.Report(pass, idemcore.OnePerPos(diags)), nil
}

// payloadKeys reports the keys handler h uses (itself or in its closures)
// that derive from the payload and constants only. (Minted keys, and keys
// falling back to a minted value, are keysource's.)
func payloadKeys(res *idemcore.Result, h *idemcore.Handler) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, sk := range res.HandlerSinks(h) {
		p := res.SinkProv(sk)
		if p.Fallback || p.HasMinted() || !p.PayloadOnly() || unusedClaim(res, sk) || limiterStore(res, sk) {
			continue
		}
		what := "messages"
		if res.IsHTTP(h) {
			what = "requests"
		}
		hint := res.SenderHint(h)
		line := func(n int) string {
			use := "the sender's id"
			if n < 0 {
				use, n = "the sender's id: "+hint, -n
			}
			return fmt.Sprintf("handler %s derives %s only from the payload: identical legitimate %s collide, the second is dropped; use %s",
				idemcore.FuncName(h.Fn()), idemcore.Short(sk.Desc(), n), what, use)
		}
		diags = append(diags, analysis.Diagnostic{Category: "payloadkey", Pos: sk.Pos(),
			Message: idemcore.FitSizes(line, -40, -20, 40, 20, 10),
			Related: []analysis.RelatedInformation{
				{Pos: sk.Pos(), Message: fmt.Sprintf("the key: %s, from %s", sk.Desc(), p.Why)},
				{Pos: h.Fn().Pos(), Message: "fix: use the sender's per-message id: " + res.SenderHint(h)},
			}})
	}
	return diags
}

// unusedClaim: the use is a member write whose result would say whether the
// member was new (SADD) with that result never used: nothing is dropped on
// it, so the value is a set member, not a dedupe key (SAdd(ctx, "tags", tag)).
// SETNX and INSERT … ON CONFLICT DO NOTHING into a dedupe table are keys by
// intent even when their result is ignored (checkthenwrite reports that).
func unusedClaim(res *idemcore.Result, sk *idemcore.Sink) bool {
	s := res.Summary(sk.Fn())
	if s == nil {
		return false
	}
	for _, k := range s.KeyOps() {
		if k.Instr() == sk.Instr() && k.Op() == model.ResultClaim && !strings.HasPrefix(k.Store(), "sql:") {
			return k.If() == nil && !k.Returned()
		}
	}
	return false
}

// limiterStore: the key is used in a store named for limiting attempts (a
// login lockout's loginAttemptUsers.LoadOrStore(alias, expiry), a rate
// limiter's map): keyed by the account or the caller on purpose, it
// counts tries, it dedupes nothing.
func limiterStore(res *idemcore.Result, sk *idemcore.Sink) bool {
	if limiterName.MatchString(sk.Desc()) {
		return true
	}
	// the store the call is on: a package variable or a struct field
	if ci, ok := sk.Instr().(ssa.CallInstruction); ok && !ci.Common().IsInvoke() && len(ci.Common().Args) > 0 {
		switch x := ci.Common().Args[0].(type) {
		case *ssa.Global:
			if limiterName.MatchString(x.Name()) {
				return true
			}
		case *ssa.FieldAddr:
			if st, ok := x.X.Type().Underlying().(*types.Pointer); ok {
				if s, ok := st.Elem().Underlying().(*types.Struct); ok && x.Field < s.NumFields() && limiterName.MatchString(s.Field(x.Field).Name()) {
					return true
				}
			}
		}
	}
	s := res.Summary(sk.Fn())
	if s == nil {
		return false
	}
	for _, k := range s.KeyOps() {
		if k.Instr() == sk.Instr() && limiterName.MatchString(k.Store()) {
			return true
		}
	}
	return false
}

var limiterName = regexp.MustCompile(`(?i)attempt|rate_?limit|limiter|throttl|cooldown|lockout|too_?many|backoff`)

// deduplicators reports a deduplicating middleware (model.KeyedDedupers:
// watermill's middleware.Deduplicator) built in fn whose key function is
// its payload-derived default or a payload hasher.
func deduplicators(m *model.Model, fn *ssa.Function) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			alloc, ok := instr.(*ssa.Alloc)
			if !ok {
				continue
			}
			typ := idemcore.Deref(alloc.Type())
			d := m.KeyedDedupers[model.TypeKey(typ)]
			if d == nil {
				continue
			}
			var keyFn ssa.Value
			for _, r := range *alloc.Referrers() {
				if f, ok := r.(*ssa.FieldAddr); ok {
					if fv := idemcore.FieldVar(typ, f.Field); fv != nil && fv.Name() == d.KeyField {
						for _, rr := range *f.Referrers() {
							if st, ok := rr.(*ssa.Store); ok {
								keyFn = st.Val
							}
						}
					}
				}
			}
			desc := ""
			if keyFn == nil {
				if d.Default != "" {
					desc = "its default key (" + d.Default + ")"
				}
			} else if c, ok := idemcore.Strip(keyFn).(*ssa.Call); ok {
				if cf := idemcore.CalleeFunc(c.Common()); cf != nil && slices.Contains(d.PayloadKeys, model.FuncKey(cf)) {
					desc = "a hash of the payload (" + cf.Name() + ")"
				}
			}
			if desc != "" {
				diags = append(diags, analysis.Diagnostic{Category: "payloadkey", Pos: alloc.Pos(),
					Message: idemcore.Fit(fmt.Sprintf("%s keyed by %s: identical legitimate messages collide, the second is dropped; key it by the sender's id", d.Name, desc)),
					Related: []analysis.RelatedInformation{{Pos: alloc.Pos(), Message: "fix: key it by the sender's id: " + d.BySender}}})
			}
		}
	}
	return diags
}
