package idemcore

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

type pkgAnalysis struct {
	pass        *analysis.Pass
	m           *model.Model
	pkg         *ssa.Package
	calls       map[token.Pos]*ast.CallExpr
	funcs       map[*ssa.Function]*funcAnalysis
	summaries   map[*ssa.Function]*summary
	inProgress  map[*ssa.Function]bool
	handlers    map[*ssa.Function]*Handler
	handlerList []*Handler
	allFuncs    []*ssa.Function
	wraps       []*Wrap
}

type funcAnalysis struct {
	pa           *pkgAnalysis
	fn           *ssa.Function
	msgParams    map[int]bool
	prov         map[ssa.Value]Prov
	contentsMemo map[ssa.Value]Prov
}

func newPkgAnalysis(pass *analysis.Pass, m *model.Model, pkg *ssa.Package) *pkgAnalysis {
	return &pkgAnalysis{
		pass: pass, m: m, pkg: pkg,
		calls:      callExprs(pass.Files),
		funcs:      map[*ssa.Function]*funcAnalysis{},
		summaries:  map[*ssa.Function]*summary{},
		inProgress: map[*ssa.Function]bool{},
		handlers:   map[*ssa.Function]*Handler{},
	}
}

func (pa *pkgAnalysis) funcAnalysisFor(fn *ssa.Function) *funcAnalysis {
	if fa := pa.funcs[fn]; fa != nil {
		return fa
	}
	fa := &funcAnalysis{pa: pa, fn: fn, msgParams: map[int]bool{}, prov: map[ssa.Value]Prov{}, contentsMemo: map[ssa.Value]Prov{}}
	if h := pa.handlers[fn]; h != nil {
		for i := range h.msgParams {
			fa.msgParams[i] = true
		}
	}
	pa.funcs[fn] = fa
	return fa
}

// collect lists the package's source functions, closures included.
func (pa *pkgAnalysis) collect() {
	seen := map[*ssa.Function]bool{}
	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		if f == nil || seen[f] || f.Blocks == nil {
			return
		}
		seen[f] = true
		pa.allFuncs = append(pa.allFuncs, f)
		for _, an := range f.AnonFuncs {
			add(an)
		}
	}
	var names []string
	for name := range pa.pkg.Members {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		switch mem := pa.pkg.Members[name].(type) {
		case *ssa.Function:
			add(mem)
		case *ssa.Type:
			for _, t := range []types.Type{mem.Type(), types.NewPointer(mem.Type())} {
				ms := pa.pkg.Prog.MethodSets.MethodSet(t)
				for i := 0; i < ms.Len(); i++ {
					fn := pa.pkg.Prog.MethodValue(ms.At(i))
					if fn != nil && fn.Pkg == pa.pkg {
						add(fn)
					}
				}
			}
		}
	}
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
