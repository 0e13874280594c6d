package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// SSA helpers shared by the engine and the library hooks (which cannot import
// the engine).

// Strip removes conversions, interface boxing and reslicing from v.
func Strip(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.Slice:
			v = x.X
		default:
			return v
		}
	}
}

// ConstString returns the value of a constant string (or a constant
// concatenation), through conversions.
func ConstString(v ssa.Value) (string, bool) { return constString(v, 0) }

// constString is ConstString to a bounded depth: a concatenation of more
// than maxConstDepth parts is not a constant here.
func constString(v ssa.Value, depth int) (string, bool) {
	if depth > maxConstDepth {
		return "", false
	}
	d := depth + 1
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value != nil && v.Value.Kind() == constant.String {
			return constant.StringVal(v.Value), true
		}
	case *ssa.MakeInterface:
		return constString(v.X, d)
	case *ssa.ChangeType:
		return constString(v.X, d)
	case *ssa.Convert:
		return constString(v.X, d)
	case *ssa.BinOp:
		if v.Op == token.ADD {
			a, ok1 := constString(v.X, d)
			if !ok1 {
				return "", false
			}
			b, ok2 := constString(v.Y, d)
			if ok2 {
				return a + b, true
			}
		}
	}
	return "", false
}

const maxConstDepth = 256

// Deref returns the element type of a pointer type, else t.
func Deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// FieldVar returns field i of the struct type t (or *t), or nil.
func FieldVar(t types.Type, i int) *types.Var {
	if s, ok := Deref(t).Underlying().(*types.Struct); ok && i < s.NumFields() {
		return s.Field(i)
	}
	return nil
}

// Callee returns the static callee or the invoked interface method of c, or nil.
func Callee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	switch v := c.Value.(type) {
	case *ssa.Function:
		if obj, ok := v.Object().(*types.Func); ok {
			return obj
		}
		if v.Origin() != nil {
			if obj, ok := v.Origin().Object().(*types.Func); ok {
				return obj
			}
		}
	case *ssa.MakeClosure:
		if f, ok := v.Fn.(*ssa.Function); ok {
			if obj, ok := f.Object().(*types.Func); ok {
				return obj
			}
		}
	}
	return nil
}

// SplitArgs returns the parameters (without receiver) and the receiver of a call.
func SplitArgs(c *ssa.CallCommon) (params []ssa.Value, recv ssa.Value) {
	if c.IsInvoke() {
		return c.Args, c.Value
	}
	fn := Callee(c)
	if fn != nil {
		if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil && len(c.Args) > 0 {
			return c.Args[1:], c.Args[0]
		}
	}
	return c.Args, nil
}

// VariadicElems returns the elements of a variadic argument slice built in place.
func VariadicElems(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	type kv struct {
		i int64
		v ssa.Value
	}
	var elems []kv
	for _, r := range *alloc.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok {
			continue
		}
		for _, rr := range *ia.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				elems = append(elems, kv{c.Int64(), Strip(st.Val)})
			}
		}
	}
	sort.Slice(elems, func(i, j int) bool { return elems[i].i < elems[j].i })
	out := make([]ssa.Value, 0, len(elems))
	for _, e := range elems {
		out = append(out, e.v)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// StoredField returns the value stored into field name of the struct v
// points to (a composite literal &T{Name: x}, or a variable whose field is
// assigned), or nil. A pointer field stored from a helper's result
// (svix.String(id)) is returned as that call.
func StoredField(v ssa.Value, name string) ssa.Value {
	v = Strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.Referrers() == nil {
			continue
		}
		if f := FieldVar(Deref(fa.X.Type()), fa.Field); f == nil || f.Name() != name {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				return st.Val
			}
		}
	}
	return nil
}
