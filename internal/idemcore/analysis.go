package idemcore

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// pkgAnalysis is the state of idemcore's analysis of one package: what
// every stage reads (the pass, the model, the SSA package, its source
// functions and handlers) and the per-function state.
type pkgAnalysis struct {
	pass        *analysis.Pass
	m           *model.Model
	pkg         *ssa.Package
	calls       map[token.Pos]*ast.CallExpr // call expressions by Lparen
	allFuncs    []*ssa.Function
	handlers    map[*ssa.Function]*Handler
	handlerList []*Handler // in the order found
	wraps       []*Wrap
	finder      *finder
	env         *provEnv
	funcs       map[*ssa.Function]*funcAnalysis
	dispatch    map[string]*targets // the targets of interface methods, by interface type and method (dispatch.go)
	globals     map[*ssa.Global][]*ssa.Function
	impls       map[string][]types.Type         // the implementers of interface types, by type (dispatch.go)
	failures    []Failure                       // internal errors, each in one function (see Failure)
	methodIdx   map[*types.Package]*methodIndex // dispatch.go
	msets       typeutil.MethodSetCache
	farTypes    []ImplType                  // the ImplFacts of the packages below (dispatch.go)
	lib         int                         // 0 unknown, 1 the service's code, 2 a dependency's (wiring.go)
	fieldStores map[string][]*ssa.Function  // the funcs stored into func fields, by field (funcfield.go)
	jobs        map[string]JobEntry         // the JobFacts of the packages below, by args type (jobs.go)
	bus         map[*ssa.Function][]BusRole // the bus roles of the package's functions (bus.go)
	busFar      map[string][]BusEntry       // the BusFacts of the packages below, by "bus msg"
	busOwn      []BusEntry                  // the handlers this package registers
	busFuncs    []*ssa.Function             // their functions, by index in busOwn
	busPkgs     map[*types.Package]bool     // imported packages with bus roles (PkgFact.Bus), asked once each
}

// funcAnalysis is the state of the analysis of one function: its
// provenance tracer, and the package it belongs to.
type funcAnalysis struct {
	*tracer
	pa *pkgAnalysis
	// setsSQL caches fa.setsColumns: 0 unknown, 1 no, 2 yes
	setsSQL int8
}

// newPkgAnalysis lists the package's source functions and finds its handlers.
// With noTests, the functions of _test.go files are left out.
func newPkgAnalysis(pass *analysis.Pass, m *model.Model, pkg *ssa.Package, noTests bool) *pkgAnalysis {
	funcs := srcFuncs(pkg)
	if noTests {
		funcs = slices.DeleteFunc(funcs, func(fn *ssa.Function) bool {
			return strings.HasSuffix(pass.Fset.Position(fn.Pos()).Filename, "_test.go")
		})
	}
	pa := &pkgAnalysis{
		pass: pass, m: m, pkg: pkg,
		calls:    callExprs(pass.Files),
		allFuncs: funcs,
		funcs:    map[*ssa.Function]*funcAnalysis{},
		dispatch: map[string]*targets{},
		globals:  map[*ssa.Global][]*ssa.Function{},
		impls:    map[string][]types.Type{},
	}
	hf := findHandlers(pass, m, pkg, pa.allFuncs)
	pa.handlers, pa.handlerList, pa.wraps, pa.finder = hf.handlers, hf.handlerList, hf.wraps, hf
	pa.allFuncs, pa.failures = hf.allFuncs, hf.failures // without the functions handler finding failed on
	pa.env = &provEnv{m: m, tracerOf: func(fn *ssa.Function) *tracer { return pa.funcAnalysisFor(fn).tracer }, funcs: pa.allFuncs,
		senderParam: func(fn *ssa.Function, i int) bool { h := pa.handlers[fn]; return h != nil && h.senderParams[i] },
		inputParam:  func(fn *ssa.Function) bool { h := pa.handlers[fn]; return h != nil && h.input },
		senderField: hf.senderField}
	return pa
}

// funcAnalysisFor returns the analysis state of fn, made on first use. The
// message parameters of a handler are its delivered messages.
func (pa *pkgAnalysis) funcAnalysisFor(fn *ssa.Function) *funcAnalysis {
	if fa := pa.funcs[fn]; fa != nil {
		return fa
	}
	msgParams := map[int]bool{}
	if h := pa.handlers[fn]; h != nil {
		for i := range h.msgParams {
			msgParams[i] = true
		}
	}
	fa := &funcAnalysis{tracer: newTracer(pa.env, fn, msgParams), pa: pa}
	pa.funcs[fn] = fa
	return fa
}

// posOf is the position to report instr at: the start of its call
// expression (a method call's receiver, not its Lparen), else its own
// position, else that of fn.
func (pa *pkgAnalysis) posOf(instr ssa.Instruction, fn *ssa.Function) token.Pos {
	if c, ok := instr.(ssa.CallInstruction); ok {
		if ce := pa.calls[c.Common().Pos()]; ce != nil {
			return ce.Pos()
		}
		return c.Common().Pos()
	}
	if p := instr.Pos(); p.IsValid() {
		return p
	}
	if ifI, ok := instr.(*ssa.If); ok {
		// a branch has no position of its own: its condition's (the
		// operator of x == nil, the call of ok := valid(x))
		if c, ok := ifI.Cond.(ssa.Instruction); ok && c.Pos().IsValid() {
			return pa.posOf(c, fn)
		}
	}
	return fn.Pos()
}

func (fa *funcAnalysis) posOf(instr ssa.Instruction) token.Pos { return fa.pa.posOf(instr, fa.fn) }

// where renders a position for messages: "consumer.go:35".
func (pa *pkgAnalysis) where(pos token.Pos) string {
	p := pa.pass.Fset.Position(pos)
	name := p.Filename
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return name + ":" + strconv.Itoa(p.Line)
}

func (fa *funcAnalysis) where(pos token.Pos) string { return fa.pa.where(pos) }

// endOf returns the end of the call instr (when it is one) or else of the
// innermost call starting at pos. Deterministic: pa.calls is a map, and a
// chained call (a.B().C()) has several calls starting at one position.
func (pa *pkgAnalysis) endOf(pos token.Pos, instr ssa.Instruction) token.Pos {
	if ci, ok := instr.(ssa.CallInstruction); ok && ci != nil {
		if ce := pa.calls[ci.Common().Pos()]; ce != nil && ce.Pos() == pos {
			return ce.End()
		}
	}
	end := token.NoPos
	for _, c := range pa.calls {
		if c.Pos() == pos && (end == token.NoPos || c.End() < end) {
			end = c.End()
		}
	}
	return end
}

// fail records a failure of stage in fn (see Failure).
func (pa *pkgAnalysis) fail(fn *ssa.Function, stage string, r any) {
	pa.failures = append(pa.failures, newFailure(fn, pa.pkgPos(), stage, r))
}

// pkgPos is a position for package-wide failures: the package clause of its first file.
func (pa *pkgAnalysis) pkgPos() token.Pos {
	if len(pa.pass.Files) > 0 {
		return pa.pass.Files[0].Package
	}
	return token.NoPos
}
