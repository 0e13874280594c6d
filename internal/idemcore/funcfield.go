package idemcore

// Callbacks wired elsewhere (issue 23 point 3, for func values): a
// service's package calls a func value kept in a struct field
// (m.opt.RecordBounceCB(b), h.onEvent(e)) that the package building the
// struct fills (bounce.Opt{RecordBounceCB: app.core.RecordBounce}, often
// `main`). Where no store into the field is visible, the call is an
// Opaque effect keyed by the field; the package that stores functions
// into it resolves the call with their summaries, as wiring.go resolves
// calls through interfaces with their implementations.

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// maxFieldFuncs bounds the functions one field resolves to.
const maxFieldFuncs = 8

// funcFieldKey: the struct field a called func value is loaded from, as
// "pkg.Type.Field", and the field's name; "" when it is not one.
func funcFieldKey(v ssa.Value) (key, name string) {
	x, i, ok := model.FieldRead(v)
	if !ok {
		return "", ""
	}
	return funcField(x.Type(), i)
}

// funcField: the key ("pkg.Type.Field") and name of field i of the
// struct type t (or *t) when the field holds a func; "" otherwise.
func funcField(t types.Type, i int) (key, name string) {
	fv := FieldVar(t, i)
	if fv == nil {
		return "", ""
	}
	if _, ok := fv.Type().Underlying().(*types.Signature); !ok {
		return "", ""
	}
	if key = fieldKey(t, i); key == "" {
		return "", ""
	}
	return key, fv.Name()
}

// fieldFuncs: the functions this package stores into the func field key
// (a composite literal, an assignment), a bound method as its method.
func (pa *pkgAnalysis) fieldFuncs(key string) []*ssa.Function {
	if pa.fieldStores == nil {
		pa.fieldStores = map[string][]*ssa.Function{}
		for _, fn := range pa.allFuncs {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					st, ok := instr.(*ssa.Store)
					if !ok {
						continue
					}
					fa, ok := st.Addr.(*ssa.FieldAddr)
					if !ok {
						continue
					}
					k, _ := funcField(fa.X.Type(), fa.Field)
					if k == "" {
						continue
					}
					if f := pa.storedFunc(st.Val); f != nil {
						if len(pa.fieldStores[k]) < maxFieldFuncs {
							pa.fieldStores[k] = append(pa.fieldStores[k], f)
						}
					} else if p, ok := Strip(st.Val).(*ssa.Parameter); ok && pa.finder != nil {
						// a constructor's parameter (initBounceManager(cb, …)
						// storing cb): the functions its callers pass
						for _, ref := range pa.finder.paramArgs(p, 0) {
							if len(pa.fieldStores[k]) < maxFieldFuncs && !slices.Contains(pa.fieldStores[k], ref.fn) {
								pa.fieldStores[k] = append(pa.fieldStores[k], ref.fn)
							}
						}
					}
				}
			}
		}
	}
	return pa.fieldStores[key]
}

// storedFunc: the function a func value denotes (a function, a closure,
// a bound method as the method itself), or nil.
func (pa *pkgAnalysis) storedFunc(v ssa.Value) *ssa.Function {
	switch x := Strip(v).(type) {
	case *ssa.Function:
		return x
	case *ssa.MakeClosure:
		f, ok := x.Fn.(*ssa.Function)
		if !ok {
			return nil
		}
		if obj, ok := f.Object().(*types.Func); ok && f.Synthetic != "" && len(x.Bindings) == 1 {
			if recv := obj.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
				return nil // an interface's method value: wiring.go's business
			}
			return pa.pkg.Prog.FuncValue(obj)
		}
		return f
	}
	return nil
}

// fieldFacts: the summaries of the functions stored into field key here
// (their own package's facts for imported ones), with their names.
func (pa *pkgAnalysis) fieldFacts(key string) (names []string, facts []*FuncFact) {
	for _, fn := range pa.fieldFuncs(key) {
		if pa.env == nil || pa.env.calleeFact == nil {
			return nil, nil
		}
		f := pa.env.calleeFact(&ssa.CallCommon{Value: fn})
		if f == nil {
			f = &FuncFact{}
		}
		n := FuncName(fn)
		if obj, ok := fn.Object().(*types.Func); ok {
			n = calleeName(obj)
		}
		names = append(names, n)
		facts = append(facts, f)
	}
	return names, facts
}

// funcFieldEffect records a call of a func value held in a field of a
// struct of the service's repository: resolved with the functions this
// package stores into that field, or an Opaque effect keyed by the field
// for the package that does.
func (fa *funcAnalysis) funcFieldEffect(s *summary, ci ssa.CallInstruction, common *ssa.CallCommon, args []ssa.Value, pos token.Pos) {
	pa := fa.pa
	key, name := funcFieldKey(common.Value)
	if key == "" || pa.library() || !SameRepo(key, pa.pass.Pkg.Path()) {
		return
	}
	if names, facts := pa.fieldFacts(key); len(names) > 0 {
		addImplEffects(s, ci, pos, nil, names, facts, nil)
		return
	}
	if !roomForDirect(s, "", "") {
		return
	}
	ref := &IfaceRef{Key: key, Method: name, Field: true}
	if hf := pa.finder; hf != nil {
		// the package hands deliveries to this field: the functions
		// stored into it are handlers, reported where they are declared
		ref.Delivers = hf.flowLocal.fields[key] || hf.flowIn.fields[key]
		if tk := model.TypeKey(common.Value.Type()); tk != "" {
			ref.Delivers = ref.Delivers || hf.flowLocal.funcTypes[tk] || hf.flowIn.funcTypes[tk]
		}
	}
	fa.noteArgs(ref, append([]ssa.Value{nil}, args...)) // no receiver: as for a method, argument i+1
	short := key[strings.LastIndexByte(key, '/')+1:]
	s.effects = append(s.effects, &effectInst{EffectFact: EffectFact{Kind: model.Opaque, Chain: []string{short}, Desc: key,
		Where: fa.where(pos), SafeIfSender: -1, Iface: ref}, instr: ci, pos: pos})
}
