package idemcore

// Generic SSA and go/types helpers: no knowledge of libraries, handlers or
// keys. Every other file of the package may use them; they use nothing
// else of the package. The exported ones are for the passes.

import (
	"go/ast"
	"go/build"
	"go/constant"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// callExprs indexes the package's call expressions by Lparen, for precise ranges.
func callExprs(files []*ast.File) map[token.Pos]*ast.CallExpr {
	idx := map[token.Pos]*ast.CallExpr{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				idx[c.Lparen] = c
			}
			return true
		})
	}
	return idx
}

// FuncName renders an SSA function for messages with the names a user
// wrote: "HandleCharge", "(*Worker).Work", and for a function literal the
// declared function it is in: "func literal in main" (SSA's "main$1"), "func
// literal in a package-level var" (in a variable's initializer).
func FuncName(fn *ssa.Function) string {
	if fn == nil {
		return "?"
	}
	if fn.Parent() != nil {
		outer := fn.Parent()
		for outer.Parent() != nil {
			outer = outer.Parent()
		}
		if outer.Synthetic == "package initializer" {
			return "func literal in a package-level var"
		}
		return "func literal in " + FuncName(outer)
	}
	if fn.Origin() != nil {
		fn = fn.Origin() // an instantiation of a generic function: its declaration
	}
	if fn.Pkg == nil {
		return strings.TrimSuffix(strings.TrimSuffix(fn.String(), "$bound"), "$thunk")
	}
	name := fn.RelString(fn.Pkg.Pkg)
	// a method value's or expression's wrapper: the method
	return strings.TrimSuffix(strings.TrimSuffix(name, "$bound"), "$thunk")
}

// CalleeName renders a callee for messages: "Service.Charge", "paymentintent.New".
func CalleeName(fn *types.Func) string {
	if fn == nil {
		return "?"
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
		return fn.Name()
	}
	if fn.Pkg() != nil {
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return fn.Name()
}

// CalleeFunc returns the static callee of a call or the invoked interface method.
func CalleeFunc(c *ssa.CallCommon) *types.Func { return model.Callee(c) }

// SplitArgs returns the parameters (without receiver) and the receiver of a call.
func SplitArgs(c *ssa.CallCommon) (params []ssa.Value, recv ssa.Value) { return model.SplitArgs(c) }

// Strip removes conversions, interface wrapping and reslicing from a value.
func Strip(v ssa.Value) ssa.Value { return model.Strip(v) }

// sameRoot: a and b are the same storage modulo conversions.
func sameRoot(a, b ssa.Value) bool {
	return Strip(a) == Strip(b)
}

// Deref returns the element type of a pointer type, or t.
func Deref(t types.Type) types.Type { return model.Deref(t) }

// FieldVar returns field i of a struct type (or pointer to one), or nil.
func FieldVar(t types.Type, i int) *types.Var { return model.FieldVar(t, i) }

// typeShort names a (pointer to a) named type without its package.
func typeShort(t types.Type) string {
	t = Deref(t)
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return "struct"
}

func isContext(t types.Type) bool {
	return model.TypeKey(t) == "context.Context"
}

// isGlobalLoad: v is the value of a package-level variable.
func isGlobalLoad(v ssa.Value) bool {
	u, ok := Strip(v).(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	_, ok = u.X.(*ssa.Global)
	return ok
}

func constString(v ssa.Value) (string, bool) { return model.ConstString(v) }

func reflectTag(tag, key string) string {
	// minimal reflect.StructTag.Get
	for tag != "" {
		i := 0
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		tag = tag[i:]
		i = 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			return ""
		}
		name := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			return ""
		}
		val := tag[1:i]
		tag = tag[i+1:]
		if name == key {
			if j := strings.IndexByte(val, ','); j >= 0 {
				val = val[:j]
			}
			return val
		}
	}
	return ""
}

// rootOf: the storage a field address chain starts from.
func rootOf(v ssa.Value) ssa.Value {
	for {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert, *ssa.Slice:
			v = Strip(v)
			if v == x {
				return v
			}
		default:
			return v
		}
	}
}

// literalRoot: a nested composite literal (&Outer{Params: stripe.Params{…}})
// is built in a local of its own and then copied into the outer field; the
// storage a sink's key Reaches is then the outer value's.
func literalRoot(v ssa.Value) ssa.Value {
	for hops := 0; hops < 4; hops++ {
		alloc, ok := v.(*ssa.Alloc)
		if !ok || alloc.Heap || alloc.Referrers() == nil {
			return v
		}
		var next ssa.Value
		for _, r := range *alloc.Referrers() {
			load, ok := r.(*ssa.UnOp)
			if !ok || load.Op != token.MUL || load.Referrers() == nil {
				continue
			}
			for _, rr := range *load.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Val == load {
					if _, ok := st.Addr.(*ssa.FieldAddr); ok {
						next = rootOf(st.Addr)
					}
				}
			}
		}
		if next == nil {
			return v
		}
		v = next
	}
	return v
}

// variadicElems returns the elements of a variadic argument slice built in place.
func variadicElems(v ssa.Value) []ssa.Value { return model.VariadicElems(v) }

// Dominates reports whether instruction a runs before b on every path to b.
func Dominates(a, b ssa.Instruction) bool {
	if a == nil || b == nil || a.Block() == nil || b.Block() == nil || a.Block().Parent() != b.Block().Parent() {
		return false
	}
	if a.Block() == b.Block() {
		for _, in := range a.Block().Instrs {
			if in == a {
				return true
			}
			if in == b {
				return false
			}
		}
		return false
	}
	return a.Block().Dominates(b.Block())
}

// lowestBit returns the index of the lowest set bit of x, or -1.
func lowestBit(x uint64) int {
	for i := 0; i < 64; i++ {
		if x&(1<<uint(i)) != 0 {
			return i
		}
	}
	return -1
}

// CallReceivers returns the receivers of two method calls; ok is false when
// either is not a call or has no receiver.
func CallReceivers(a, b ssa.Instruction) (ra, rb ssa.Value, ok bool) {
	ac, ok1 := a.(ssa.CallInstruction)
	bc, ok2 := b.(ssa.CallInstruction)
	if !ok1 || !ok2 {
		return nil, nil, false
	}
	_, ra = SplitArgs(ac.Common())
	_, rb = SplitArgs(bc.Common())
	return ra, rb, ra != nil && rb != nil
}

// Decides reports whether branch ifI decides whether w runs, i.e. one of its
// successors cannot reach w without coming back through the branch
// (`if seen { return }` / `continue`; not `if v == "" { v = def }`).
func Decides(ifI *ssa.If, w ssa.Instruction) bool {
	from := ifI.Block()
	for _, s := range from.Succs {
		seen := map[*ssa.BasicBlock]bool{from: true}
		work := []*ssa.BasicBlock{s}
		found := false
		for len(work) > 0 && !found {
			blk := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[blk] {
				continue
			}
			seen[blk] = true
			if blk == w.Block() {
				found = true
			}
			work = append(work, blk.Succs...)
		}
		if !found {
			return true
		}
	}
	return false
}

// DecidesOnSuccess reports whether branch ifI decides whether w runs as far
// as the function's success is concerned: one successor can return success
// (a nil error) without running w, and along the other every way around w
// ends in an error return or a panic. `if found { if id, err := parse(r);
// err == nil { return load(id), nil } }; create(); record()`: the found side
// may fall through to the work when the remark does not parse, but it skips
// it whenever it succeeds. Functions without an error result are left to
// Decides. Bounded by the function's blocks.
func DecidesOnSuccess(ifI *ssa.If, w ssa.Instruction) bool {
	fn := ifI.Parent()
	if fn == nil || w.Parent() != fn || len(ifI.Block().Succs) != 2 {
		return false
	}
	res := fn.Signature.Results()
	if res.Len() == 0 || !implementsError(res.At(res.Len()-1).Type()) {
		return false
	}
	ei := res.Len() - 1
	// around: the kinds of exit reachable from s without passing w's block
	around := func(s *ssa.BasicBlock) (success, reachesW bool) {
		seen := map[*ssa.BasicBlock]bool{ifI.Block(): true}
		work := []*ssa.BasicBlock{s}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[b] {
				continue
			}
			seen[b] = true
			if b == w.Block() {
				reachesW = true
				continue
			}
			if len(b.Instrs) > 0 {
				if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && ei < len(ret.Results) && mayBeNil(resultValue(b, ret.Results[ei])) {
					success = true
				}
			}
			work = append(work, b.Succs...)
		}
		return success, reachesW
	}
	s0, w0 := around(ifI.Block().Succs[0])
	s1, w1 := around(ifI.Block().Succs[1])
	return s0 && !s1 && w1 || s1 && !s0 && w0
}

// resultValue: the value a return gives; for a named result (which a
// function with defers returns by loading it after storing the return
// statement's value) the value stored in the same block.
func resultValue(b *ssa.BasicBlock, v ssa.Value) ssa.Value {
	u, ok := v.(*ssa.UnOp)
	if !ok {
		return v
	}
	a, ok := u.X.(*ssa.Alloc)
	if !ok {
		return v
	}
	var last ssa.Value
	for _, in := range b.Instrs {
		if st, ok := in.(*ssa.Store); ok && st.Addr == a {
			last = st.Val
		}
		if in == u {
			break
		}
	}
	if last == nil {
		return v
	}
	return last
}

func nilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && (c.Value == nil || c.Value.Kind() == constant.Unknown)
}

// mayBeNil: v is the nil constant, or a phi one of whose edges is.
func mayBeNil(v ssa.Value) bool {
	if nilConst(v) {
		return true
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, e := range phi.Edges {
			if nilConst(e) {
				return true
			}
		}
	}
	return false
}

// implementsError: t is error or a type implementing it (a service's own
// *errs.Error returned as the last result).
func implementsError(t types.Type) bool {
	e := types.Universe.Lookup("error").Type()
	if types.Identical(t, e) {
		return true
	}
	iface, _ := e.Underlying().(*types.Interface)
	return iface != nil && types.Implements(t, iface)
}

// Reaches reports whether b can execute after a.
func Reaches(a, b ssa.Instruction) bool {
	if a.Block() == b.Block() {
		for _, in := range a.Block().Instrs {
			if in == a {
				return true
			}
			if in == b {
				break
			}
		}
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), a.Block().Succs...)
	for len(work) > 0 {
		blk := work[0]
		work = work[1:]
		if seen[blk] {
			continue
		}
		seen[blk] = true
		if blk == b.Block() {
			return true
		}
		work = append(work, blk.Succs...)
	}
	return false
}

// isLocalMap: a map made in this function (no other goroutine can see it):
// a make, a local variable, or phis of them — phis that feed each other (a
// map re-made inside nested loops) included.
func isLocalMap(v ssa.Value) bool { return localMap(v, map[*ssa.Phi]bool{}) }

func localMap(v ssa.Value, seen map[*ssa.Phi]bool) bool {
	switch x := Strip(v).(type) {
	case *ssa.MakeMap:
		return true
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && !alloc.Heap {
			return true
		}
		if fv, ok := x.X.(*ssa.FreeVar); ok {
			return capturedLocal(fv, seen)
		}
	case *ssa.FreeVar:
		// a closure's (a range-over-func loop body's) view of a map its
		// maker made: as local as the maker's
		return capturedLocal(x, seen)
	case *ssa.Phi:
		if seen[x] {
			return true // a cycle adds no other source; the other edges decide
		}
		seen[x] = true
		for _, e := range x.Edges {
			if !localMap(e, seen) {
				return false
			}
		}
		return len(x.Edges) > 0
	}
	return false
}

// capturedLocal: free variable fv is bound, where its closure is made, to
// a map local to the maker (made there, or a local variable holding one).
func capturedLocal(fv *ssa.FreeVar, seen map[*ssa.Phi]bool) bool {
	lit := fv.Parent()
	if lit == nil || lit.Parent() == nil || len(seen) > 16 {
		return false
	}
	j := slices.Index(lit.FreeVars, fv)
	for _, mc := range closuresOf(lit) {
		if j < 0 || j >= len(mc.Bindings) {
			continue
		}
		bnd := mc.Bindings[j]
		if alloc, ok := bnd.(*ssa.Alloc); ok {
			// a captured variable: local when every value stored in it is
			for _, r := range *alloc.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == alloc && !localMap(st.Val, seen) {
					return false
				}
			}
			return true
		}
		return localMap(bnd, seen)
	}
	return false
}

// closuresOf: the MakeClosure instructions of the function literal lit in
// the function that declares it, in order (none for a declared function).
func closuresOf(lit *ssa.Function) []*ssa.MakeClosure {
	parent := lit.Parent()
	if parent == nil {
		return nil
	}
	var out []*ssa.MakeClosure
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == lit {
				out = append(out, mc)
			}
		}
	}
	return out
}

// srcFuncs lists a package's source functions, closures included: its
// members by name, each followed by its function literals.
func srcFuncs(pkg *ssa.Package) []*ssa.Function {
	var out []*ssa.Function
	seen := map[*ssa.Function]bool{}
	var add func(f *ssa.Function)
	add = func(f *ssa.Function) {
		if f == nil || seen[f] || f.Blocks == nil {
			return
		}
		seen[f] = true
		out = append(out, f)
		for _, an := range f.AnonFuncs {
			add(an)
		}
	}
	var names []string
	for name := range pkg.Members {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		switch mem := pkg.Members[name].(type) {
		case *ssa.Function:
			add(mem)
		case *ssa.Type:
			for _, t := range []types.Type{mem.Type(), types.NewPointer(mem.Type())} {
				ms := pkg.Prog.MethodSets.MethodSet(t)
				for i := 0; i < ms.Len(); i++ {
					fn := pkg.Prog.MethodValue(ms.At(i))
					if fn != nil && fn.Pkg == pkg {
						add(fn)
					}
				}
			}
		}
	}
	return out
}

// Engine shorthands for the exported helpers above (the per-library
// classification code spells them this way).

func strip(v ssa.Value) ssa.Value                                      { return Strip(v) }
func deref(t types.Type) types.Type                                    { return Deref(t) }
func fieldVar(t types.Type, i int) *types.Var                          { return FieldVar(t, i) }
func calleeFunc(c *ssa.CallCommon) *types.Func                         { return CalleeFunc(c) }
func calleeName(fn *types.Func) string                                 { return CalleeName(fn) }
func splitArgs(c *ssa.CallCommon) (params []ssa.Value, recv ssa.Value) { return SplitArgs(c) }

// callArgs: a call's arguments as its callee's parameters number them,
// the receiver first for a method.
func callArgs(c *ssa.CallCommon) []ssa.Value {
	params, recv := splitArgs(c)
	if recv == nil {
		return params
	}
	return append([]ssa.Value{recv}, params...)
}

// pkgDir is the directory of the package's files.
func pkgDir(pass *analysis.Pass) string {
	for _, f := range pass.Files {
		name := pass.Fset.File(f.Pos()).Name()
		if i := strings.LastIndexAny(name, `/\`); i >= 0 {
			return name[:i]
		}
	}
	return ""
}

// spilledParam: the parameter a local holds when the only store into it
// is the parameter (the builder spills an addressable struct parameter).
func spilledParam(a *ssa.Alloc) *ssa.Parameter { return model.SpilledParam(a) }

// generatedFiles returns the package's generated files: those whose
// header, before the package clause, is the Go convention's
// "// Code generated … DO NOT EDIT." (ast.IsGenerated).
func generatedFiles(pass *analysis.Pass) map[*token.File]bool {
	gen := map[*token.File]bool{}
	for _, f := range pass.Files {
		if ast.IsGenerated(f) {
			gen[pass.Fset.File(f.Pos())] = true
		}
	}
	return gen
}

// testDouble: a generated or hand-written test double outside test files
// (gomock's MockRepo and its MockRepoMockRecorder, a package mocks, a
// testify mock embedding mock.Mock, a FakeMailer): production code does
// not call it, so it is no implementation whose missing key operations
// would hide the real one's.
func testDouble(named *types.Named) bool {
	name := named.Obj().Name()
	for _, pre := range []string{"Mock", "Fake"} {
		if rest, ok := strings.CutPrefix(name, pre); ok && (rest == "" || rest[0] >= 'A' && rest[0] <= 'Z') {
			return true
		}
	}
	if p := named.Obj().Pkg(); p != nil {
		switch p.Name() {
		case "mocks", "mock", "mocks_test", "fakes", "fake", "mockstore", "mockdb":
			return true
		}
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		t := Deref(st.Field(i).Type())
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
			switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
			case "github.com/stretchr/testify/mock.Mock", "github.com/golang/mock/gomock.Controller", "go.uber.org/mock/gomock.Controller":
				return true
			}
		}
	}
	return false
}

// SingleStore returns the value stored to a local variable's cell (an
// Alloc), when it is stored once; else nil.
func SingleStore(cell ssa.Value) ssa.Value { return singleStore(cell) }

// singleStore: the value stored to a local variable's cell, when it is stored once.
func singleStore(cell ssa.Value) ssa.Value {
	var val ssa.Value
	for _, r := range *cell.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == cell {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// repoOf is the repository part of an import path: its first three
// elements when the first is a domain (github.com/owner/repo), else its
// first element. Packages of one repository wire each other's interfaces.
func repoOf(path string) string {
	parts := strings.SplitN(path, "/", 4)
	if strings.Contains(parts[0], ".") && len(parts) >= 3 {
		return strings.Join(parts[:3], "/")
	}
	return parts[0]
}

// SameRepo reports whether two import paths (or keys under them) are of
// one repository (see repoOf).
func SameRepo(a, b string) bool { return repoOf(a) == repoOf(b) }

// queueIface: the name of a service's interface for a queue of work kept
// in its store (ScrobbleBufferRepository, OutboxStore, JobQueue), once a
// repository suffix is dropped.
var queueIface = regexp.MustCompile(`(?i)(jobs?|queues?|buffer|outbox|tasks?)$`)

// repoSuffix: the suffix naming an interface as a data access layer.
var repoSuffix = regexp.MustCompile(`(?i)(repository|repo|store|storage|dao)$`)

// takeMethod: a method that takes the next entries of a queue. A Claim
// is left out: a queue that leases its jobs (Claim, then Complete) is a
// job system's runner, which hands each job to the handler registered for
// it, and that handler is where the work is.
var takeMethod = regexp.MustCompile(`^(Next|Dequeue|Pop|Peek|Take|Fetch|Poll|Pending|Due)`)

// dequeues: c calls, through an interface of the service's own that is
// named for a queue, a method that takes its next entries (Next, Dequeue,
// Pop, FetchPending…). It returns the interface's name.
func dequeues(c *ssa.CallCommon) (string, bool) {
	if !c.IsInvoke() || c.Method == nil || !takeMethod.MatchString(c.Method.Name()) {
		return "", false
	}
	n, ok := types.Unalias(c.Value.Type()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !strings.Contains(strings.SplitN(n.Obj().Pkg().Path(), "/", 2)[0], ".") && !strings.Contains(n.Obj().Pkg().Path(), "/") {
		return "", false
	}
	name := repoSuffix.ReplaceAllString(n.Obj().Name(), "")
	if !queueIface.MatchString(name) {
		return "", false
	}
	return n.Obj().Name(), true
}

// queuedFunc: a function of the service's that takes the queued work due
// (GetQueuedMailLogs, FetchPendingJobs, DequeueEmails; not a Claim, see
// takeMethod).
var queuedFunc = regexp.MustCompile(`^((Get|Fetch|Find|Load|List|Select|Take)(All)?(Queued|Pending|Due|Unsent|Unprocessed)|Dequeue)[A-Z]`)

// takesQueued: c statically calls a function of the service's module
// (pkg's repository) named for taking queued work (queuedFunc). It
// returns the function's name.
func takesQueued(c *ssa.CallCommon, pkg string) (string, bool) {
	f := c.StaticCallee()
	if f == nil || f.Pkg == nil || !SameRepo(f.Pkg.Pkg.Path(), pkg) || !queuedFunc.MatchString(f.Name()) {
		return "", false
	}
	return f.Name(), true
}

// isStdPath: a standard-library import path (no dot in its first element,
// and a directory of that name in GOROOT/src).
func isStdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	if strings.Contains(first, ".") {
		return false
	}
	if v, ok := stdPaths.Load(path); ok {
		return v.(bool)
	}
	fi, err := os.Stat(filepath.Join(build.Default.GOROOT, "src", filepath.FromSlash(path)))
	std := err == nil && fi.IsDir()
	stdPaths.Store(path, std)
	return std
}

var stdPaths sync.Map // import path → bool

// boundValue: the value the function enclosing fv's closure binds to fv
// (the first MakeClosure of the closure there), and that function.
func boundValue(fv *ssa.FreeVar) (ssa.Value, *ssa.Function) {
	fn := fv.Parent()
	parent := fn.Parent()
	if parent == nil {
		return nil, nil
	}
	idx := slices.Index(fn.FreeVars, fv)
	if idx < 0 {
		return nil, nil
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				return mc.Bindings[idx], parent
			}
		}
	}
	return nil, nil
}
