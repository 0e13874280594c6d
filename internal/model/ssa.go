package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

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

// AnyReferrer reports whether f holds for one of the first limit
// instructions that refer to v (through conversions: Strip).
func AnyReferrer(v ssa.Value, limit int, f func(ssa.Instruction) bool) bool {
	v = Strip(v)
	if v == nil {
		return false
	}
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for i, r := range *refs {
		if i > limit {
			break
		}
		if f(r) {
			return true
		}
	}
	return false
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

// VariadicElems returns the elements of a variadic argument slice built in
// place (or of the array literal such a slice is made from).
func VariadicElems(v ssa.Value) []ssa.Value {
	var alloc *ssa.Alloc
	switch x := v.(type) {
	case *ssa.Slice:
		a, ok := x.X.(*ssa.Alloc)
		if !ok {
			return nil
		}
		alloc = a
	case *ssa.Alloc:
		if _, ok := Deref(x.Type()).Underlying().(*types.Array); !ok {
			return nil
		}
		alloc = x
	default:
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

// ChainCall is one call of a builder chain (see Chain).
type ChainCall struct {
	Fn     *types.Func
	Name   string      // Fn's name
	Params []ssa.Value // the arguments, without the receiver
	Call   *ssa.Call
}

// maxChain bounds the calls Chain collects.
const maxChain = 64

// Chain returns the calls that built the builder value v, innermost first
// (the constructor, then the methods applied to its result): it follows
// call results back to their receivers (q.Where(…).Limit(1)), through phis
// (q = q.On(…) in a branch), and, for a mutable builder (mutable: methods
// change the receiver and return it, as bun's and ent's do), the calls on
// the same value made as statements of their own (q.On(…); q.Exec(ctx)).
// in selects the builder's functions and methods; the walk stops at any
// other value. from, the call that runs the builder, is not part of it.
func Chain(v ssa.Value, from ssa.CallInstruction, in func(*types.Func) bool, mutable bool) []ChainCall {
	return ChainStmt(v, from, in, mutable, nil)
}

// ChainStmt is Chain for a builder whose terminal calls (terminal: xorm's
// Update, Insert, Get) run its statement and reset it: on a mutable
// receiver (a session used for several statements), a call whose own
// chain ends in another terminal call belongs to another statement and
// is left out.
func ChainStmt(v ssa.Value, from ssa.CallInstruction, in func(*types.Func) bool, mutable bool, terminal func(name string) bool) []ChainCall {
	// otherStmt: c's chain of calls on its result reaches a terminal call
	// other than from
	otherStmt := func(c *ssa.Call) bool {
		if terminal == nil {
			return false
		}
		seen := map[*ssa.Call]bool{}
		work := []*ssa.Call{c}
		for steps := 0; len(work) > 0 && steps < 4*maxChain; steps++ {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[x] {
				continue
			}
			seen[x] = true
			if fn := Callee(x.Common()); fn != nil && terminal(fn.Name()) {
				if ssa.CallInstruction(x) != from {
					return true
				}
				continue
			}
			if x.Referrers() == nil {
				continue
			}
			for _, r := range *x.Referrers() {
				if rc, ok := r.(*ssa.Call); ok {
					if _, recv := SplitArgs(rc.Common()); recv != nil && Strip(recv) == ssa.Value(x) {
						work = append(work, rc)
					}
				}
			}
		}
		return false
	}
	var out []ChainCall
	seen := map[ssa.Value]bool{}
	if c, ok := from.(*ssa.Call); ok {
		seen[c] = true
	}
	// levels: the service's own functions descended into (a repository's
	// newSelect() returning Select().From(r.tableName)); inner: the walk
	// is in such a function past a phi, where a further call of the
	// service (applyFilters(sq, opts…) on some paths) is not descended
	var walk func(v ssa.Value, depth, levels int, inner bool)
	walk = func(v ssa.Value, depth, levels int, inner bool) {
		v = Strip(v)
		if v == nil || seen[v] || depth > maxChain || len(out) >= maxChain {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Phi:
			for _, e := range x.Edges {
				walk(e, depth+1, levels, levels > 0)
			}
			return
		case *ssa.Call:
			fn := Callee(x.Common())
			if fn == nil || !in(fn) {
				if callee := x.Call.StaticCallee(); callee != nil && !inner && levels < maxBuilderCalls && builderResult(x.Type(), in) {
					for _, ret := range returns(callee) {
						walk(ret, depth+1, levels+1, false)
					}
				}
				return
			}
			params, recv := SplitArgs(x.Common())
			if recv != nil {
				walk(recv, depth+1, levels, inner)
			}
			out = append(out, ChainCall{Fn: fn, Name: fn.Name(), Params: params, Call: x})
		}
		if !mutable || v.Referrers() == nil {
			return
		}
		for _, r := range *v.Referrers() {
			c, ok := r.(*ssa.Call)
			if !ok || seen[c] {
				continue
			}
			if fn := Callee(c.Common()); fn != nil && in(fn) {
				if _, recv := SplitArgs(c.Common()); recv != nil && Strip(recv) == v && !otherStmt(c) {
					walk(c, depth+1, levels, inner)
				}
			}
		}
	}
	walk(v, 0, 0, false)
	return out
}

// maxBuilderCalls bounds the nesting of the service's own functions a
// chain is followed into (selectPlayer() calling newSelect()).
const maxBuilderCalls = 2

// builderResult: t is a builder the chain selector in covers (a named
// type, or a pointer to one, with a method in selects): the result of a
// service's function that starts a chain for its callers.
func builderResult(t types.Type, in func(*types.Func) bool) bool {
	n, ok := types.Unalias(Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	ms := types.NewMethodSet(types.NewPointer(n))
	for i := 0; i < ms.Len(); i++ {
		if fn, ok := ms.At(i).Obj().(*types.Func); ok && in(fn) {
			return true
		}
	}
	return false
}

// returns: the values fn returns as its one result, nil for a function
// without a body or with several results.
func returns(fn *ssa.Function) []ssa.Value {
	if len(fn.Blocks) == 0 || fn.Signature.Results().Len() != 1 {
		return nil
	}
	var out []ssa.Value
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(r.Results) == 1 {
			out = append(out, r.Results[0])
		}
	}
	return out
}

// InPackages returns a Chain selector of the functions and methods declared
// in the packages paths (or under a path ending in "/").
func InPackages(paths ...string) func(*types.Func) bool {
	return func(fn *types.Func) bool {
		if fn.Pkg() == nil {
			return false
		}
		p := fn.Pkg().Path()
		for _, q := range paths {
			if p == q || (len(q) > 0 && q[len(q)-1] == '/' && len(p) > len(q) && p[:len(q)] == q) {
				return true
			}
		}
		return false
	}
}

// MapEntry is one entry of a map literal with a constant string key.
type MapEntry struct {
	Key   string
	Value ssa.Value
}

// MapEntries returns the entries of a map literal (map[string]any{"id": id},
// squirrel's sq.Eq{…}, goqu's goqu.Record{…}) whose keys are constant
// strings, in the order they are set; nil when v is not one.
func MapEntries(v ssa.Value) []MapEntry {
	mm, ok := Strip(v).(*ssa.MakeMap)
	if !ok || mm.Referrers() == nil {
		return nil
	}
	return constUpdates(mm)
}

// constUpdates: the constant-keyed entries stored into map m (m[k] = v).
func constUpdates(m ssa.Value) []MapEntry {
	var out []MapEntry
	for _, r := range *m.Referrers() {
		if u, ok := r.(*ssa.MapUpdate); ok && u.Map == m {
			if k, ok := ConstString(u.Key); ok {
				out = append(out, MapEntry{Key: k, Value: Strip(u.Value)})
			}
		}
	}
	return out
}

// StructLiteral returns the values stored into the fields of the struct a
// local literal builds (&T{F: v}, T{F: v} copied into a variable), by
// field, with the struct type; nil when v is not one.
func StructLiteral(v ssa.Value) (*types.Struct, map[int]ssa.Value) {
	return structLiteral(v, map[*ssa.Alloc]bool{})
}

// structLiteral is StructLiteral following each local struct once (two
// structs copied into each other in a loop feed each other).
func structLiteral(v ssa.Value, seen map[*ssa.Alloc]bool) (*types.Struct, map[int]ssa.Value) {
	v = Strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X // a struct value loaded from its literal
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil || seen[alloc] {
		return nil, nil
	}
	seen[alloc] = true
	if _, ptr := Deref(alloc.Type()).Underlying().(*types.Pointer); ptr {
		// a captured or spilled variable holding the literal's address
		// (user := &User{…} used in a closure): the value stored once
		var val ssa.Value
		for _, r := range *alloc.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
				if val != nil {
					return nil, nil
				}
				val = st.Val
			}
		}
		if val == nil {
			return nil, nil
		}
		return structLiteral(val, seen)
	}
	st, ok := Deref(alloc.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	out := map[int]ssa.Value{}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			for _, rr := range *r.Referrers() {
				if s, ok := rr.(*ssa.Store); ok && s.Addr == r {
					out[r.Field] = s.Val
				}
			}
		case *ssa.Store:
			// x := T{…}; &x: the literal is built in a temporary and copied in
			if u, ok := r.Val.(*ssa.UnOp); ok && u.Op == token.MUL && r.Addr == alloc {
				if _, inner := structLiteral(u.X, seen); inner != nil {
					for i, fv := range inner {
						out[i] = fv
					}
				}
			}
		}
	}
	return st, out
}

// FieldRead returns the struct value (or pointer) and the field index v
// reads (x.f, or *(&x.f)), without looking through conversions.
func FieldRead(v ssa.Value) (x ssa.Value, i int, ok bool) {
	switch f := v.(type) {
	case *ssa.Field:
		return f.X, f.Field, true
	case *ssa.UnOp:
		if fa, isAddr := f.X.(*ssa.FieldAddr); isAddr && f.Op == token.MUL {
			return fa.X, fa.Field, true
		}
	}
	return nil, 0, false
}

// LoadedField returns the field v reads, as "pkg/path.Type.Field" (its
// struct's TypeKey and the field's name), through conversions: msg.Reply
// of a *nats.Msg reads "github.com/nats-io/nats.go.Msg.Reply"; "" when v
// is no field read.
func LoadedField(v ssa.Value) string {
	x, i, ok := FieldRead(Strip(v))
	if !ok {
		return ""
	}
	fv := FieldVar(x.Type(), i)
	key := TypeKey(x.Type())
	if fv == nil || key == "" {
		return ""
	}
	return key + "." + fv.Name()
}

// ParamFieldPath: the field path ("ID", "Meta.ID") by which v is read
// from a parameter (job.ID: a load of a field address of the parameter),
// "" when v is not read from a parameter's fields.
func ParamFieldPath(v ssa.Value) string {
	var names []string
	for i := 0; i < 6; i++ {
		v = Strip(v)
		if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
			v = u.X
		}
		if x, name, ok := FieldSel(v); ok {
			names = append(names, name)
			v = x
			continue
		}
		if x, ok := StringTransform(v); ok && len(names) == 0 {
			// a normalised field (strings.ToLower(strings.TrimSpace(
			// u.Email)), the service's own normalizeEmail(u.Email)):
			// the field decides the key
			v = x
			continue
		}
		switch f := v.(type) {
		case *ssa.Parameter:
		case *ssa.Alloc:
			// a struct parameter spilled to a local whose fields are
			// addressed (arg.ID of a sqlc Params value): the parameter
			if SpilledParam(f) == nil {
				// a local wrapping the parameter's value in a field
				// (pls := dbPlaylist{Playlist: *p}; pls.ID): the
				// parameter's own path
				if w := wrappedParam(f, names); w != nil {
					v, names = w, names[:len(names)-1]
					continue
				}
				return ""
			}
		default:
			return ""
		}
		if len(names) == 0 {
			return ""
		}
		slices.Reverse(names)
		return strings.Join(names, ".")
	}
	return ""
}

// StringTransform: v is the result of a call of a string function of one
// string argument (not a method): that argument.
func StringTransform(v ssa.Value) (ssa.Value, bool) {
	c, ok := v.(*ssa.Call)
	if !ok || c.Call.IsInvoke() || len(c.Call.Args) != 1 || c.Call.Signature().Recv() != nil {
		return nil, false
	}
	isStr := func(t types.Type) bool {
		b, ok := t.Underlying().(*types.Basic)
		return ok && b.Info()&types.IsString != 0
	}
	if !isStr(c.Type()) || !isStr(c.Call.Args[0].Type()) {
		return nil, false
	}
	return c.Call.Args[0], true
}

// FieldSel: the struct value (or pointer to one) that a field read or
// field address v selects from, and the field's name.
func FieldSel(v ssa.Value) (ssa.Value, string, bool) {
	var x ssa.Value
	idx := -1
	switch f := v.(type) {
	case *ssa.FieldAddr:
		x, idx = f.X, f.Field
	case *ssa.Field:
		x, idx = f.X, f.Field
	default:
		return nil, "", false
	}
	fv := FieldVar(x.Type(), idx)
	if fv == nil || idx < 0 {
		return nil, "", false
	}
	return x, fv.Name(), true
}

// wrappedParam: the parameter (or the value it points to) that local
// struct a holds in its field names[len(names)-1] (the outermost of the
// path, names being innermost first), stored once as a literal's field;
// nil when none.
func wrappedParam(a *ssa.Alloc, names []string) ssa.Value {
	if len(names) < 2 {
		return nil // the wrapper's field itself is no field of the parameter
	}
	st, fields := StructLiteral(a)
	if st == nil {
		return nil
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() != names[len(names)-1] {
			continue
		}
		fv := Strip(fields[i])
		if u, ok := fv.(*ssa.UnOp); ok && u.Op == token.MUL {
			fv = u.X
		}
		if p, ok := fv.(*ssa.Parameter); ok {
			return p
		}
	}
	return nil
}

// SpilledParam: the parameter a local holds when the only store into it
// is the parameter (the SSA builder spills an addressable struct
// parameter whose fields are addressed), or nil.
func SpilledParam(a *ssa.Alloc) *ssa.Parameter {
	if a.Referrers() == nil {
		return nil
	}
	var p *ssa.Parameter
	for _, r := range *a.Referrers() {
		if s, ok := r.(*ssa.Store); ok && s.Addr == a {
			q, ok := s.Val.(*ssa.Parameter)
			if !ok || p != nil {
				return nil
			}
			p = q
		}
	}
	return p
}

// FieldCompared: the field named name of struct (or pointer to struct)
// value v is loaded and compared in a branch (if res.RowsAffected == 0,
// if resp.StatusCode != 200).
func FieldCompared(v ssa.Value, name string) bool {
	if v == nil || v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		f, ok := r.(*ssa.FieldAddr)
		if !ok || f.Referrers() == nil {
			continue
		}
		if fv := FieldVar(f.X.Type(), f.Field); fv == nil || fv.Name() != name {
			continue
		}
		for _, rr := range *f.Referrers() {
			u, ok := rr.(*ssa.UnOp)
			if !ok || u.Referrers() == nil {
				continue
			}
			for _, c := range *u.Referrers() {
				if b, ok := c.(*ssa.BinOp); ok && b.Referrers() != nil {
					for _, i := range *b.Referrers() {
						if _, ok := i.(*ssa.If); ok {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
