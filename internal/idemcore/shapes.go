package idemcore

// Handlers found by their shape and by where deliveries flow, wherever (and
// whether) they are registered:
//
//   - a function or method whose signature is that of a handler function
//     type of the model (asynq.HandlerFunc, nats.MsgHandler, watermill's
//     HandlerFunc and NoPublishHandlerFunc, babelqueue.Handler …);
//   - a function of an HTTP handler type's signature (http.HandlerFunc,
//     gin.HandlerFunc, echo.HandlerFunc) whose route is not visible as a
//     read route, when it reads the request body or compares the request
//     method with a write method;
//   - the targets a delivery flows to: when a message handler (not an HTTP
//     one: what it calls is part of the request) or a delivery loop
//     passes the message, its body or a value built from them to an
//     interface method, a value of a named func type, a func-typed struct
//     field or a func-typed parameter, the package exports a HandlerFact
//     naming them; in importing packages the implementations of the
//     interface method, the functions converted to (or of the signature of)
//     the func type, the funcs stored into the field and passed as the
//     parameter are handlers. Func types, fields and parameters apply in
//     the package itself too; an interface's implementations there are left
//     to the resolution of interface calls.

import (
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// flowSet is a set of delivery targets, by types path, with what carries
// the sender's id: "target@i" for argument i of a target, "pkg.Struct.Field"
// for a field of a message value built for a target.
type flowSet struct {
	ifaces, funcTypes, fields, params map[string]bool
	senderArgs, senderFields          map[string]bool
	// sources: functions and interface methods ("pkg.Func", "pkg.Type.Method")
	// that return a delivery (a service's own wrapper over a library's
	// Receive): a call of one is a delivering call like the library's
	sources map[string]bool
	// inProcess: interface methods ("pkg.Iface.Method") whose values are
	// registered on an in-process pub/sub: their implementations run again
	// only when they return an error
	inProcess map[string]bool
	// adapters: "pkg.Func#i": a function returning a func value (or an
	// interface over one) that hands its delivery to its parameter i
	// (httpserver.Handle(h) returning a gin.HandlerFunc that calls h(c)):
	// a registration of Handle(x) registers x (i counts the receiver)
	adapters map[string]bool
	// registrars: "pkg.Func#i|METHOD|lib": a function (a service's own
	// router's Post) whose parameter i (i counts the receiver) it
	// registers as a route of that HTTP method on a modelled router
	// (httprouter), directly or through an adapter: a call of it in
	// another package registers the function passed there
	registrars map[string]bool
}

func newFlowSet() flowSet {
	return flowSet{ifaces: map[string]bool{}, funcTypes: map[string]bool{}, fields: map[string]bool{}, params: map[string]bool{},
		senderArgs: map[string]bool{}, senderFields: map[string]bool{}, sources: map[string]bool{}, inProcess: map[string]bool{}, adapters: map[string]bool{},
		registrars: map[string]bool{}}
}

// flowSite is a call passing a delivery to target key, for the export of
// which arguments carry the sender's id.
type flowSite struct {
	key  string
	fn   *ssa.Function
	args []ssa.Value
}

func (hf *finder) addSite(key string, fn *ssa.Function, args []ssa.Value) {
	for _, s := range hf.sites {
		if s.key == key && s.fn == fn && len(s.args) == len(args) && (len(args) == 0 || s.args[0] == args[0]) {
			return
		}
	}
	hf.sites = append(hf.sites, flowSite{key, fn, args})
}

// exportFlow exports the package's HandlerFact, if it delivers anywhere,
// with the arguments and message fields that carry the sender's id
// (provOf: the provenance of a value in a function, once summaries exist).
func (hf *finder) exportFlow(provOf func(*ssa.Function, ssa.Value) Prov) {
	var handlers []string
	for _, h := range hf.handlerList {
		hf.cur = h.fn
		if obj, ok := h.fn.Object().(*types.Func); ok && namedFunc(h.fn) {
			handlers = append(handlers, model.FuncKey(obj))
		}
	}
	sort.Strings(handlers)
	if hf.flowLocal.empty() && len(handlers) == 0 {
		return
	}
	for _, st := range hf.sites {
		for i, a := range st.args {
			if provOf(st.fn, a).HasSender() {
				hf.flowLocal.senderArgs[st.key+"@"+strconv.Itoa(i)] = true
			}
			hf.senderFieldsOf(st.fn, a, provOf)
		}
	}
	f := hf.flowLocal.fact()
	f.Handlers = handlers
	hf.pass.ExportPackageFact(f)
}

// handlerOfItsPackage: fn, of another package, is a handler there (its
// package's HandlerFact names it).
func (hf *finder) handlerOfItsPackage(fn *types.Func) bool {
	if hf.importedHandlers == nil {
		hf.importedHandlers = map[string]bool{}
		for _, pf := range hf.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*HandlerFact); ok && pf.Package != hf.pass.Pkg {
				for _, k := range f.Handlers {
					hf.importedHandlers[k] = true
				}
			}
		}
	}
	return hf.importedHandlers[model.FuncKey(fn)]
}

// senderFieldsOf records the fields of a message value built here (a
// composite literal of a user struct type) that are given the sender's id.
func (hf *finder) senderFieldsOf(fn *ssa.Function, v ssa.Value, provOf func(*ssa.Function, ssa.Value) Prov) {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return
	}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.Referrers() == nil {
			continue
		}
		n, ok := types.Unalias(deref(fa.X.Type())).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || !hf.userPath(n.Obj().Pkg().Path()) {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa && provOf(fn, st.Val).HasSender() {
				hf.flowLocal.senderFields[fieldKey(fa.X.Type(), fa.Field)] = true
			}
		}
	}
}

// flowHandler adds fn as a handler that delivery target key reaches; its
// parameters that the target's callers give the sender's id carry it.
func (hf *finder) flowHandler(fn *ssa.Function, key, how string, site token.Pos) {
	h := hf.addHandler(fn, "delivery", how, site)
	if h == nil || h.lib != "delivery" {
		return
	}
	off := recvOffset(fn)
	for i := range fn.Params {
		k := key + "@" + strconv.Itoa(i-off)
		if hf.flowIn.senderArgs[k] || hf.flowLocal.senderArgs[k] {
			if h.senderParams == nil {
				h.senderParams = map[int]bool{}
			}
			h.senderParams[i] = true
		}
	}
}

// senderField: the field ("pkg.Struct.Field") of a message type carries the
// sender's id where deliveries are built (this package's or a dependency's).
func (hf *finder) senderField(key string) bool {
	return hf.flowIn.senderFields[key] || hf.flowLocal.senderFields[key]
}

func (f flowSet) empty() bool {
	if len(f.sources)+len(f.inProcess)+len(f.adapters)+len(f.registrars) > 0 {
		return false
	}
	return len(f.ifaces)+len(f.funcTypes)+len(f.fields)+len(f.params) == 0
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func (f flowSet) fact() *HandlerFact {
	return &HandlerFact{Ifaces: sortedKeys(f.ifaces), FuncTypes: sortedKeys(f.funcTypes), Fields: sortedKeys(f.fields), Params: sortedKeys(f.params),
		SenderArgs: sortedKeys(f.senderArgs), SenderFields: sortedKeys(f.senderFields), Sources: sortedKeys(f.sources), InProcess: sortedKeys(f.inProcess),
		Adapters: sortedKeys(f.adapters), Registrars: sortedKeys(f.registrars)}
}

// importFlow reads the HandlerFacts of the package's dependencies.
func (hf *finder) importFlow() {
	hf.flowIn = newFlowSet()
	hf.flowLocal = newFlowSet()
	for _, pf := range hf.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*HandlerFact)
		if !ok || pf.Package == hf.pass.Pkg {
			continue
		}
		for _, k := range f.Ifaces {
			hf.flowIn.ifaces[k] = true
		}
		for _, k := range f.FuncTypes {
			hf.flowIn.funcTypes[k] = true
		}
		for _, k := range f.Fields {
			hf.flowIn.fields[k] = true
		}
		for _, k := range f.Params {
			hf.flowIn.params[k] = true
		}
		for _, k := range f.SenderArgs {
			hf.flowIn.senderArgs[k] = true
		}
		for _, k := range f.SenderFields {
			hf.flowIn.senderFields[k] = true
		}
		for _, k := range f.Sources {
			hf.flowIn.sources[k] = true
		}
		for _, k := range f.InProcess {
			hf.flowIn.inProcess[k] = true
		}
		for _, k := range f.Adapters {
			hf.flowIn.adapters[k] = true
		}
		for _, k := range f.Registrars {
			hf.flowIn.registrars[k] = true
		}
	}
}

// noteAdapters records the package's adapters (flowSet.adapters): a
// function of one func-typed or interface result whose returned closure
// hands the delivery to a func parameter of the function (handedParams).
// Importers follow a registration through them as this package does
// (wrapped, adapted).
func (hf *finder) noteAdapters() {
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Blocks == nil || fn.Signature.Results().Len() != 1 || !obj.Exported() {
			continue
		}
		switch fn.Signature.Results().At(0).Type().Underlying().(type) {
		case *types.Signature, *types.Interface:
		default:
			continue
		}
		for _, b := range fn.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			mc, ok := closureResult(ret.Results[0])
			if !ok {
				continue
			}
			for _, p := range handedParams(mc, 3) {
				if k := slices.Index(fn.Params, p); k >= 0 {
					hf.flowLocal.adapters[model.FuncKey(obj)+"#"+strconv.Itoa(k)] = true
				}
			}
		}
	}
}

// markInProcess marks the handlers that implement an interface method
// registered on an in-process pub/sub (by this package or a dependency).
func (hf *finder) markInProcess() {
	// the interfaces, resolved as the imported interface methods of
	// flowIn.ifaces are (flowHandlers)
	type method struct {
		iface *types.Interface
		name  string
	}
	var via []method
	for _, k := range sortedKeys(hf.flowIn.inProcess) {
		i := strings.LastIndexByte(k, '.')
		if tn := hf.lookupType(k[:i]); tn != nil {
			if it, ok := tn.Type().Underlying().(*types.Interface); ok {
				via = append(via, method{it, k[i+1:]})
			}
		}
	}
	if len(via) == 0 {
		return
	}
	for _, h := range hf.handlerList {
		sig := h.fn.Signature
		if h.inProcess || sig.Recv() == nil || h.fn.Object() == nil {
			continue
		}
		recv := sig.Recv().Type()
		for _, m := range via {
			if m.name == h.fn.Name() && (types.Implements(recv, m.iface) || types.Implements(types.NewPointer(recv), m.iface)) {
				h.inProcess = true
				break
			}
		}
	}
}

// isSource: fn returns a delivery (a delivery source of this package or,
// by its HandlerFact, of a dependency).
func (hf *finder) isSource(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	k := model.FuncKey(fn)
	return hf.flowIn.sources[k] || hf.flowLocal.sources[k]
}

// findSources records the package's delivery sources: named functions and
// methods that return a delivery or a value built from one
// (func (s *Sub) Receive(ctx) (*Message, error) { m, err :=
// s.sub.Receive(ctx); …; return &Message{Body: m.Body, …}, nil }), and the
// methods of the package's interfaces that such a method implements.
func (hf *finder) findSources() {
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		obj, ok := fn.Object().(*types.Func)
		if !ok || !namedFunc(fn) || fn.Signature.Results().Len() == 0 {
			continue
		}
	returns:
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				ret, ok := instr.(*ssa.Return)
				if !ok {
					continue
				}
				for _, r := range ret.Results {
					if !types.IsInterface(r.Type()) && hf.deliveredValue(fn, r) {
						hf.flowLocal.sources[model.FuncKey(obj)] = true
						break returns
					}
				}
			}
		}
	}
	if len(hf.flowLocal.sources) == 0 {
		return
	}
	scope := hf.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for i := 0; i < iface.NumMethods(); i++ {
			m := iface.Method(i)
			for _, impl := range scope.Names() {
				it, ok := scope.Lookup(impl).(*types.TypeName)
				if !ok || types.IsInterface(it.Type()) {
					continue
				}
				t := it.Type()
				if !types.Implements(t, iface) && !types.Implements(types.NewPointer(t), iface) {
					continue
				}
				if obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, hf.pass.Pkg, m.Name()); obj != nil {
					if f, ok := obj.(*types.Func); ok && hf.flowLocal.sources[model.FuncKey(f)] {
						hf.flowLocal.sources[model.FuncKey(m)] = true
					}
				}
			}
		}
	}
}

// ownSource: fn is one of the package's delivery sources (it wraps the
// library's delivering call; it is not a loop of its own).
func (hf *finder) ownSource(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	return ok && hf.flowLocal.sources[model.FuncKey(obj)]
}

// deliveredValue: v, a value of fn, is a delivery or built from one.
func (hf *finder) deliveredValue(fn *ssa.Function, v ssa.Value) bool {
	return hf.delivered(fn, v, 0, map[ssa.Value]bool{})
}

// pkgByPath finds an imported package (directly or not) by path.
func (hf *finder) pkgByPath(path string) *types.Package {
	if hf.pkgs == nil {
		hf.pkgs = map[string]*types.Package{}
		var walk func(p *types.Package)
		walk = func(p *types.Package) {
			if hf.pkgs[p.Path()] != nil {
				return
			}
			hf.pkgs[p.Path()] = p
			for _, q := range p.Imports() {
				walk(q)
			}
		}
		walk(hf.pass.Pkg)
	}
	if p := hf.pkgs[path]; p != nil || !strings.Contains(path, "/v*") {
		return p
	}
	// a model key's path naming every major version (model.AnyMajorVersion)
	var best *types.Package
	for q, p := range hf.pkgs {
		if model.CanonPath(q) == path && (best == nil || q < best.Path()) {
			best = p
		}
	}
	return best
}

// lookupType resolves a "pkg/path.Name" key to a type name, when its package is loaded.
func (hf *finder) lookupType(key string) *types.TypeName {
	i := strings.LastIndexByte(key, '.')
	if i <= 0 {
		return nil
	}
	p := hf.pkgByPath(key[:i])
	if p == nil {
		return nil
	}
	tn, _ := p.Scope().Lookup(key[i+1:]).(*types.TypeName)
	return tn
}

// funcTypeSig is the signature of the named func type key, or nil.
func (hf *finder) funcTypeSig(key string) *types.Signature {
	tn := hf.lookupType(key)
	if tn == nil {
		return nil
	}
	sig, _ := tn.Type().Underlying().(*types.Signature)
	return sig
}

// sameShape: fn's parameters and results (its receiver aside) are those of sig.
func sameShape(fn *ssa.Function, sig *types.Signature) bool {
	s := fn.Signature
	if s.Params().Len() != sig.Params().Len() || s.Results().Len() != sig.Results().Len() || s.Variadic() != sig.Variadic() {
		return false
	}
	return types.Identical(types.NewSignatureType(nil, nil, nil, s.Params(), s.Results(), s.Variadic()), sig)
}

// namedFunc: fn is a declared function or method (not a literal, not synthetic).
func namedFunc(fn *ssa.Function) bool {
	_, ok := fn.Object().(*types.Func)
	return ok && fn.Synthetic == "" && fn.Parent() == nil
}

// factoryLiteral: fn is a func literal that the function enclosing it
// returns (a handler factory: func SendReceipts(deps) func(ctx, *asynq.Task)
// error { return func(…) error {…} }, or one returning a user func type over
// the shape, or the library's func type converted to its interface); its
// signature is then that of the factory's result. A literal wrapped by a
// call before it is returned (a middleware constructor) is the wrapper's
// argument, found where the result is registered.
//
// A middleware (func(next asynq.Handler) asynq.Handler, or one taking the
// next handler as a func, or a gin middleware calling c.Next()) is not a
// factory: its literal runs the handler it is given, which is where the
// deliveries go.
func factoryLiteral(fn *ssa.Function) bool {
	parent := fn.Parent()
	if parent == nil || fn.Synthetic != "" || parent.Blocks == nil || takesHandler(parent, fn.Signature) || callsNext(fn) {
		return false
	}
	for _, b := range parent.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, r := range ret.Results {
			if returnsLiteral(r, fn, 0) {
				return true
			}
		}
	}
	return false
}

// madeAs: fn is a func literal its enclosing function returns as a
// value of the handler type key (its declared result), the literal being
// no middleware (factoryLiteral).
func madeAs(fn *ssa.Function, key string) bool {
	parent := fn.Parent()
	if parent == nil || !factoryLiteral(fn) {
		return false
	}
	res := parent.Signature.Results()
	return res.Len() == 1 && model.TypeKey(res.At(0).Type()) == key
}

// factoryAdapted: a function whose result is a modelled HTTP handler func
// type and which returns an adapter's result (return adapters.Action(fn,
// http.StatusCreated), the adapter's closure handing its request to fn)
// makes fn a route handler: the factory's result is registered elsewhere,
// often in another package where fn is invisible (issue 23 point 1). The
// method is the factory's name's (HandleTagCreate), else maybe a GET.
func (hf *finder) factoryAdapted() {
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if fn.Parent() != nil || fn.Blocks == nil || fn.Signature.Results().Len() != 1 {
			continue
		}
		key := model.TypeKey(fn.Signature.Results().At(0).Type())
		if key == "" || !hf.m.HTTPHandlerFuncTypes[key] {
			continue
		}
		lib := key[:strings.LastIndexByte(key, '.')]
		for _, b := range fn.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			call, ok := strip(ret.Results[0]).(*ssa.Call)
			if !ok {
				continue
			}
			via := "an adapter"
			if cf := calleeFunc(&call.Call); cf != nil {
				via = calleeName(cf)
			}
			for _, f := range hf.wrapped(call, 0) {
				if f.fn.Parent() != nil && f.fn.Parent() != fn || hf.handlers[f.fn] != nil || hf.readRoutes[f.fn] {
					continue
				}
				if h := hf.addHandler(f.fn, lib, "adapted by "+via+" in factory "+FuncName(fn), call.Pos()); h != nil {
					h.maybeRead = !writeNamed(f.fn) && !hf.readsBody(f.fn, 0)
				}
			}
		}
	}
}

// takesHandler: a parameter of fn is a func of signature sig, or an
// interface with a method of that signature (the next handler of a
// middleware).
func takesHandler(fn *ssa.Function, sig *types.Signature) bool {
	plain := types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), sig.Variadic())
	for _, p := range fn.Params {
		switch u := p.Type().Underlying().(type) {
		case *types.Signature:
			if types.Identical(u, plain) {
				return true
			}
		case *types.Interface:
			if implementsByShape(u, sig) {
				return true
			}
		}
	}
	return false
}

// callsNext: fn calls a method Next on one of its parameters (gin's
// c.Next(): a middleware of the handler's own shape).
func callsNext(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			cf := calleeFunc(ci.Common())
			if cf == nil || cf.Name() != "Next" {
				continue
			}
			if _, recv := splitArgs(ci.Common()); recv != nil {
				if _, isParam := strip(recv).(*ssa.Parameter); isParam {
					return true
				}
			}
		}
	}
	return false
}

// returnsLiteral: v is fn (as a closure, converted, or boxed in an
// interface; through phis), within a few steps.
func returnsLiteral(v ssa.Value, fn *ssa.Function, depth int) bool {
	if depth > 4 || v == nil {
		return false
	}
	switch x := v.(type) {
	case *ssa.Function:
		return x == fn
	case *ssa.MakeClosure:
		return x.Fn == fn
	case *ssa.ChangeType:
		return returnsLiteral(x.X, fn, depth+1)
	case *ssa.MakeInterface:
		return returnsLiteral(x.X, fn, depth+1)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if returnsLiteral(e, fn, depth+1) {
				return true
			}
		}
	}
	return false
}

// shapeCandidate: fn may be a handler by its shape: a declared function or
// method, or a func literal a factory returns.
func shapeCandidate(fn *ssa.Function) bool {
	return namedFunc(fn) || factoryLiteral(fn)
}

// distinctive: some parameter of sig is of a named type (or a pointer to
// one) declared outside the standard library, so the signature is not a
// common one (func(ctx, string, []byte) error is not).
func distinctive(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if n, ok := types.Unalias(deref(sig.Params().At(i).Type())).(*types.Named); ok {
			if p := n.Obj().Pkg(); p != nil && !isStdPath(p.Path()) {
				return true
			}
		}
	}
	return false
}

// userPath: a path whose types may name delivery targets: not the standard
// library, not a modelled library.
func (hf *finder) userPath(path string) bool {
	return !isStdPath(path) && !hf.m.Modelled(path)
}

// shapeHandlers adds the declared functions and methods, and the func
// literals factories return, whose signature is that of a handler function
// type of the model, or of a func type that an imported package delivers to.
func (hf *finder) shapeHandlers() {
	type shape struct {
		key string
		sig *types.Signature
		lib string
	}
	var shapes []shape
	for _, k := range sortedKeys(hf.m.HandlerFuncTypes) {
		if sig := hf.funcTypeSig(k); sig != nil {
			shapes = append(shapes, shape{k, sig, k[:strings.LastIndexByte(k, '.')]})
		}
	}
	for _, k := range sortedKeys(hf.flowIn.funcTypes) {
		if sig := hf.funcTypeSig(k); sig != nil && distinctive(sig) {
			shapes = append(shapes, shape{k, sig, "delivery"})
		}
	}
	if len(shapes) == 0 {
		return
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if hf.handlers[fn] != nil || hf.wrappedFns[fn] || !shapeCandidate(fn) {
			continue
		}
		for _, s := range shapes {
			if sameShape(fn, s.sig) {
				if s.lib == "delivery" {
					hf.flowHandler(fn, s.key, typeKeyShort(s.key)+" shape (a delivery flows to it)", fn.Pos())
				} else {
					hf.addHandler(fn, s.lib, typeKeyShort(s.key)+" shape", fn.Pos())
				}
				if hf.handlers[fn] != nil {
					hf.shaped[fn] = true
				}
				break
			}
		}
	}
}

// deliveryChanHandlers adds the declared functions that receive from a
// parameter of the channel type a modelled delivering call returns (amqp's
// <-chan amqp.Delivery, sarama's <-chan *ConsumerMessage): the loop over
// deliveries handed over by a consumer wrapper, wherever it is wired.
func (hf *finder) deliveryChanHandlers() {
	var chans []types.Type
	var libs []string
	for _, k := range sortedKeys(deliveryKeys(hf.m)) {
		if fn := hf.lookupFunc(k); fn != nil {
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() > 0 {
				if _, ok := sig.Results().At(0).Type().Underlying().(*types.Chan); ok {
					chans = append(chans, sig.Results().At(0).Type())
					libs = append(libs, fn.Pkg().Path())
				}
			}
		}
	}
	// channels of a message type the model names (a subscription's Receiver)
	inProc := map[int]bool{}
	for _, k := range sortedKeys(hf.m.DeliveryChans) {
		if tn := hf.lookupType(k); tn != nil {
			for _, dir := range []types.ChanDir{types.RecvOnly, types.SendRecv} {
				if hf.m.DeliveryChans[k] {
					inProc[len(chans)] = true
				}
				chans = append(chans, types.NewChan(dir, tn.Type()))
				libs = append(libs, tn.Pkg().Path())
			}
		}
	}
	if len(chans) == 0 {
		return
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if hf.handlers[fn] != nil {
			continue
		}
		if !namedFunc(fn) {
			// a goroutine literal ranging over a subscription's channel
			if j, pos := fieldChanReceive(fn, chans); j >= 0 && fn.Parent() != nil {
				if h := hf.addHandler(fn, libs[j], "loop over a delivery channel", pos); h != nil {
					h.msgParams = map[int]bool{}
					h.inProcess = h.inProcess || inProc[j]
				}
			}
			continue
		}
		found := false
		for i, p := range fn.Params {
			j := indexType(chans, p.Type())
			if j < 0 || !receivesFrom(p) {
				continue
			}
			if h := hf.addHandler(fn, libs[j], "loop over a delivery channel parameter", fn.Pos()); h != nil {
				h.msgParams = map[int]bool{i: true}
				h.inProcess = h.inProcess || inProc[j]
			}
			found = true
			break
		}
		if !found {
			// the channel kept in a field (s.conn.Delivery, set from
			// Channel.Consume when the connection was made), received
			// from in a select or a range
			if j, pos := fieldChanReceive(fn, chans); j >= 0 {
				if h := hf.addHandler(fn, libs[j], "loop over a delivery channel", pos); h != nil {
					h.msgParams = map[int]bool{}
					h.inProcess = h.inProcess || inProc[j]
				}
			}
		}
	}
}

// fieldChanReceive: fn receives (<-ch, a select case, a range) from a
// channel of one of the delivery channel types chans kept in a struct
// field: that type's index and the receive's position, or -1.
func fieldChanReceive(fn *ssa.Function, chans []types.Type) (int, token.Pos) {
	from := func(ch ssa.Value) int {
		// a struct field's channel (a load of its address, or the field of
		// a struct value); a parameter or a captured local is another rule's
		switch x := ch.(type) {
		case *ssa.UnOp:
			if _, ok := x.X.(*ssa.FieldAddr); !ok || x.Op != token.MUL {
				return -1
			}
		case *ssa.Field:
		default:
			return -1
		}
		return indexType(chans, ch.Type())
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.UnOp:
				if x.Op == token.ARROW {
					if j := from(x.X); j >= 0 {
						return j, x.Pos()
					}
				}
			case *ssa.Select:
				for _, st := range x.States {
					if st.Dir == types.RecvOnly {
						if j := from(st.Chan); j >= 0 {
							return j, st.Pos
						}
					}
				}
			case *ssa.Range:
				if j := from(x.X); j >= 0 {
					return j, x.Pos()
				}
			}
		}
	}
	return -1, token.NoPos
}

func deliveryKeys(m *model.Model) map[string]bool {
	out := map[string]bool{}
	for k, c := range m.Calls {
		if c.Deliveries {
			out[k] = true
		}
	}
	return out
}

func indexType(ts []types.Type, t types.Type) int {
	for i, u := range ts {
		if types.Identical(u, t) {
			return i
		}
	}
	return -1
}

// receivesFrom: the channel parameter p is received from (a range or <-).
func receivesFrom(p *ssa.Parameter) bool {
	refs := p.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		if u, ok := r.(*ssa.UnOp); ok && u.Op == token.ARROW {
			return true
		}
		if _, ok := r.(*ssa.Range); ok {
			return true
		}
	}
	return false
}

// lookupFunc resolves a model key ("pkg.Func", "pkg.Type.Method") to a loaded function.
func (hf *finder) lookupFunc(key string) *types.Func {
	i := strings.LastIndexByte(key, '.')
	if i <= 0 {
		return nil
	}
	if p := hf.pkgByPath(key[:i]); p != nil {
		f, _ := p.Scope().Lookup(key[i+1:]).(*types.Func)
		return f
	}
	tn := hf.lookupType(key[:i])
	if tn == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, tn.Pkg(), key[i+1:])
	f, _ := obj.(*types.Func)
	return f
}

// typeKeyShort: "pkg/path.Name" → "path.Name".
func typeKeyShort(key string) string {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return key
	}
	return libShort(key[:i]) + key[i:]
}

// grpcLib is the library gRPC service methods are handlers of.
const grpcLib = "google.golang.org/grpc"

// grpcServices adds the methods of the package's gRPC service
// implementations: a method of a type embedding a generated
// Unimplemented<Service>Server that the embedded type has too (one of the
// service's methods) is a handler a client retries; so is a method of the
// generated <Service>Server interface (one a Register<Service>Server
// function of its package takes) that a type of the package implements,
// embedding or not (older generated code, a registration in main).
func (hf *finder) grpcServices() {
	hf.grpcInterfaces()
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		recv := fn.Signature.Recv()
		if recv == nil || !namedFunc(fn) || !token.IsExported(fn.Name()) || hf.handlers[fn] != nil {
			continue
		}
		st, ok := deref(recv.Type()).Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			if !f.Embedded() {
				continue
			}
			n, ok := types.Unalias(deref(f.Type())).(*types.Named)
			if !ok {
				continue
			}
			name := n.Obj().Name()
			service, ok := strings.CutPrefix(name, "Unimplemented")
			if !ok || !strings.HasSuffix(service, "Server") {
				continue
			}
			if m, _, _ := types.LookupFieldOrMethod(n, true, n.Obj().Pkg(), fn.Name()); m != nil {
				if _, isFunc := m.(*types.Func); isFunc {
					hf.addGRPCMethod(fn, "gRPC "+strings.TrimSuffix(service, "Server")+" method")
					break
				}
			}
		}
	}
}

// addGRPCMethod records a gRPC service method as a handler; one named for
// a read (Get…, List…, Search…, Find…, Watch…) is in the may-serve-a-GET
// tier (gRPC has no HTTP method; its name says what a GET would).
func (hf *finder) addGRPCMethod(fn *ssa.Function, how string) {
	h := hf.addHandler(fn, grpcLib, how, fn.Pos())
	if h == nil {
		return
	}
	// the request message is the call's decoded input: its fields are
	// payload (the sender's key travels in the metadata)
	h.input = true
	if grpcReadName.MatchString(fn.Name()) {
		h.maybeRead = true
	}
}

// grpcReadName: a gRPC method named for a read.
var grpcReadName = regexp.MustCompile(`^(Get|List|Search|Find|Watch|Describe|Lookup|Query|Count|Fetch|Read|Stream|Check|Health)([A-Z]|$)`)

// grpcInterfaces: the methods of the package's types that implement a
// generated gRPC server interface of an imported package (see
// grpcServices) are handlers.
func (hf *finder) grpcInterfaces() {
	type service struct {
		name string
		it   *types.Interface
	}
	var services []service
	for _, imp := range hf.pass.Pkg.Imports() {
		scope := imp.Scope()
		for _, n := range scope.Names() {
			name, ok := strings.CutPrefix(n, "Register")
			if !ok || !strings.HasSuffix(name, "Server") {
				continue
			}
			reg, ok := scope.Lookup(n).(*types.Func)
			tn, ok2 := scope.Lookup(name).(*types.TypeName)
			if !ok || !ok2 {
				continue
			}
			it, ok := tn.Type().Underlying().(*types.Interface)
			sig := reg.Type().(*types.Signature)
			if !ok || it.NumMethods() == 0 || sig.Params().Len() != 2 || !types.Identical(sig.Params().At(1).Type(), tn.Type()) {
				continue
			}
			services = append(services, service{strings.TrimSuffix(name, "Server"), it})
		}
	}
	if len(services) == 0 {
		return
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		recv := fn.Signature.Recv()
		if recv == nil || !namedFunc(fn) || !token.IsExported(fn.Name()) || hf.handlers[fn] != nil {
			continue
		}
		for _, sv := range services {
			if !types.Implements(recv.Type(), sv.it) && !types.Implements(types.NewPointer(deref(recv.Type())), sv.it) {
				continue
			}
			if m, _, _ := types.LookupFieldOrMethod(sv.it, false, nil, fn.Name()); m != nil {
				hf.addGRPCMethod(fn, "gRPC "+sv.name+" method")
				break
			}
		}
	}
}

// httpShapeHandlers adds the declared functions (and the func literals
// factories return) of an HTTP handler type's signature that are not a visible read route and read the request body or
// check for a write method.
func (hf *finder) httpShapeHandlers() {
	type shape struct {
		sig *types.Signature
		lib string
		key string // the modelled type's key ("" for the service's own)
		own bool   // the service's own handler type (ownHTTPFuncTypes)
	}
	var shapes []shape
	for _, k := range sortedKeys(hf.m.HTTPHandlerFuncTypes) {
		if sig := hf.funcTypeSig(k); sig != nil {
			shapes = append(shapes, shape{sig, k[:strings.LastIndexByte(k, '.')], k, false})
		}
	}
	for _, sig := range hf.ownHTTPFuncTypes() {
		shapes = append(shapes, shape{sig, "net/http", "", true})
	}
	if sig := hf.errorHTTPSig(); sig != nil {
		shapes = append(shapes, shape{sig, "net/http", "", false})
	}
	if len(shapes) == 0 {
		return
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if hf.handlers[fn] != nil || hf.readRoutes[fn] || !shapeCandidate(fn) || hf.reachesRouter(fn, 0) {
			continue
		}
		for _, s := range shapes {
			if !sameShape(fn, s.sig) {
				continue
			}
			how := ""
			switch {
			case hf.readsBody(fn, 0):
				how = "body-reading " + libShort(s.lib) + " handler"
			case checksWriteMethod(fn):
				how = "write-method " + libShort(s.lib) + " handler"
			case hf.readsRequest(fn, 0) && !callsNext(fn):
				// Routes registered in another package (a router
				// package over an api package) are invisible here; a
				// function of the shape that reads the request's path
				// or query is one of them, whatever its method.
				how = "request-reading " + libShort(s.lib) + " handler"
			case namedFunc(fn) && !callsNext(fn) && hf.responds(fn, 0):
				// The same for a route that reads nothing of the
				// request (GET /applications: the user from the
				// context, a list in the response): a declared function
				// of the shape that writes a response is one.
				how = "response-writing " + libShort(s.lib) + " handler"
			case s.own && namedFunc(fn) && usesParams(fn):
				// the exact signature of the service's own handler type,
				// reading the request or responding through helpers of
				// other packages (response.SendJSON(c, …)): a handler
				// that may serve a GET
				how = "context " + libShort(s.lib) + " handler"
			case s.key != "" && madeAs(fn, s.key):
				// a func literal a factory returns as a modelled
				// handler type (HandleUserSelf() errchain.HandlerFunc):
				// the factory's result is registered elsewhere, so the
				// literal is a route whatever it reads (issue 23 point 1);
				// its method is the factory's name's, else maybe a GET
				how = "factory-made " + libShort(s.lib) + " handler"
			}
			if how != "" {
				if h := hf.addHandler(fn, s.lib, how, fn.Pos()); h != nil {
					hf.shaped[fn] = true
					h.maybeRead = strings.HasPrefix(how, "request-reading") || strings.HasPrefix(how, "response-writing") || strings.HasPrefix(how, "context ") ||
						strings.HasPrefix(how, "factory-made") && !writeNamed(fn)
				}
			}
			break
		}
	}
}

// errorHTTPSig: func(http.ResponseWriter, *http.Request) error, the
// handler that returns its error for an adapter to write (the Go blog's
// appHandler, supabase/auth's apiHandler, hay-kot/httpkit's errchain): a
// route whose adapter and registration may live in a package that imports
// this one (an api package registering a server's methods through its own
// router), judged by what it reads and writes as http.HandlerFunc's
// shape is. Nil when the package does not see net/http.
func (hf *finder) errorHTTPSig() *types.Signature {
	p := hf.pkgByPath("net/http")
	if p == nil {
		return nil
	}
	w, _ := p.Scope().Lookup("ResponseWriter").(*types.TypeName)
	r, _ := p.Scope().Lookup("Request").(*types.TypeName)
	if w == nil || r == nil {
		return nil
	}
	params := types.NewTuple(types.NewVar(token.NoPos, nil, "w", w.Type()), types.NewVar(token.NoPos, nil, "r", types.NewPointer(r.Type())))
	results := types.NewTuple(types.NewVar(token.NoPos, nil, "", types.Universe.Lookup("error").Type()))
	return types.NewSignatureType(nil, nil, nil, params, results, false)
}

// routeTables finds route tables: a struct literal that sets a field of an
// HTTP handler type to a function and a string field to a constant HTTP
// method ({Method: http.MethodPost, Path: "/x", Handler: h.Ingest}, then
// registered in a loop). A write method makes the function a handler; a
// read method makes it a read route.
func (hf *finder) routeTables() {
	httpTypes := map[string]bool{}
	for k := range hf.m.HTTPHandlerFuncTypes {
		httpTypes[k] = true
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
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
				tk := model.TypeKey(deref(fa.Type()))
				if !httpTypes[tk] {
					continue
				}
				lib := tk[:strings.LastIndexByte(tk, '.')]
				method := siblingMethod(fa)
				if method == "" {
					continue
				}
				for _, ref := range hf.funcsOf(st.Val, 0) {
					if model.HTTPWriteMethods[method] {
						hf.addWriteRoute(ref.fn, lib, method+" route table handler", st.Pos())
					} else {
						hf.readRoutes[ref.fn] = true
						hf.addReadRoute(ref.fn, lib, method+" route table handler", st.Pos())
					}
				}
			}
		}
	}
}

// siblingMethod: the constant HTTP method stored into another field of the
// struct that fa addresses, or "".
func siblingMethod(fa *ssa.FieldAddr) string {
	refs := fa.X.Referrers()
	if refs == nil {
		return ""
	}
	for _, r := range *refs {
		other, ok := r.(*ssa.FieldAddr)
		if !ok || other == fa || other.Referrers() == nil {
			continue
		}
		for _, rr := range *other.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == other {
				if s, ok := constString(st.Val); ok {
					switch m := strings.ToUpper(s); m {
					case "POST", "PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS":
						return m
					}
				}
			}
		}
	}
	return ""
}

// responds: fn (or a function of the package it is passed to, two
// levels deep) writes an HTTP response on one of its parameters: a
// response method called on it (c.JSON, c.String, c.Status, w.Write,
// w.WriteHeader, …) or the parameter handed to a standard-library writer
// (http.Error(w, …), json.NewEncoder(w)).
func (hf *finder) responds(fn *ssa.Function, depth int) bool {
	if fn == nil || fn.Blocks == nil || depth > 2 || len(fn.Params) == 0 {
		return false
	}
	isParam := func(v ssa.Value) bool {
		p, ok := strip(v).(*ssa.Parameter)
		return ok && slices.Contains(fn.Params, p) && (fn.Signature.Recv() == nil || p != fn.Params[0])
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			c := ci.Common()
			args, recv := splitArgs(c)
			cf := calleeFunc(c)
			if recv != nil && isParam(recv) && cf != nil && responseMethods[cf.Name()] {
				return true
			}
			for _, a := range args {
				if !isParam(a) {
					continue
				}
				if cf != nil && cf.Pkg() != nil && (cf.Pkg().Path() == "net/http" || cf.Pkg().Path() == "encoding/json" || cf.Pkg().Path() == "fmt" || cf.Pkg().Path() == "io") {
					return true
				}
				if callee := c.StaticCallee(); callee != nil && callee.Pkg == hf.pkg && hf.responds(callee, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// responseMethods: the methods of the HTTP libraries' contexts and
// response writers that write a response.
var responseMethods = map[string]bool{
	"JSON": true, "IndentedJSON": true, "SecureJSON": true, "JSONP": true, "AsciiJSON": true, "PureJSON": true,
	"XML": true, "YAML": true, "TOML": true, "ProtoBuf": true, "String": true, "HTML": true, "Data": true,
	"DataFromReader": true, "File": true, "FileAttachment": true, "FileFromFS": true, "Redirect": true,
	"Status": true, "Render": true, "SSEvent": true, "Stream": true, "AbortWithStatus": true,
	"AbortWithStatusJSON": true, "AbortWithError": true, "NoContent": true, "Blob": true, "JSONBlob": true,
	"HTMLBlob": true, "XMLBlob": true, "Attachment": true, "Inline": true, "SendString": true,
	"SendStatus": true, "Send": true, "SendFile": true, "SendStream": true, "Write": true, "WriteHeader": true,
	"WriteString": true,
}

// readsBody: fn (or a function of the package it calls, two levels deep)
// reads an HTTP request body: a BodyRead call or field of the model.
func (hf *finder) readsBody(fn *ssa.Function, depth int) bool {
	return hf.reads(fn, depth, func(c *model.Call) bool { return c.BodyRead },
		func(f *model.Field) bool { return f.BodyRead })
}

// readsRequest: fn (or a function of the package it calls, two levels
// deep) reads request data: a payload source of the model (a path
// parameter, the query, a form value) or a binding into a value.
func (hf *finder) readsRequest(fn *ssa.Function, depth int) bool {
	return hf.reads(fn, depth, func(c *model.Call) bool {
		return c.BodyRead || c.Source&model.Payload != 0 || c.IntoSource&model.Payload != 0
	}, func(f *model.Field) bool { return f.BodyRead })
}

// reads: fn, or a function of the package it calls (two levels deep),
// makes a call or reads a field of the model that call or field accepts.
func (hf *finder) reads(fn *ssa.Function, depth int, call func(*model.Call) bool, field func(*model.Field) bool) bool {
	if fn == nil || fn.Blocks == nil || depth > 2 {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.FieldAddr:
				if f := fieldVar(in.X.Type(), in.Field); f != nil {
					if mf := hf.m.LookupField(in.X.Type(), f); mf != nil && field(mf) {
						return true
					}
				}
			case *ssa.Field:
				if f := fieldVar(in.X.Type(), in.Field); f != nil {
					if mf := hf.m.LookupField(in.X.Type(), f); mf != nil && field(mf) {
						return true
					}
				}
			case ssa.CallInstruction:
				c := in.Common()
				if rule := hf.m.LookupFunc(calleeFunc(c)); rule != nil && call(rule) {
					return true
				}
				if callee := c.StaticCallee(); callee != nil && callee.Pkg == hf.pkg && hf.reads(callee, depth+1, call, field) {
					return true
				}
			}
		}
	}
	return false
}

// flowHandlers adds the handlers that deliveries flow to: implementations
// of imported delivery interface methods, funcs converted to delivery func
// types, stored into delivery fields and passed as delivery parameters.
func (hf *finder) flowHandlers() {
	// implementations of an imported interface method
	type iface struct {
		key, method string
		it          *types.Interface
	}
	var ifaces []iface
	for _, k := range sortedKeys(hf.flowIn.ifaces) {
		i := strings.LastIndexByte(k, '.')
		tn := hf.lookupType(k[:i])
		if tn == nil {
			continue
		}
		if it, ok := tn.Type().Underlying().(*types.Interface); ok {
			ifaces = append(ifaces, iface{k[:i], k[i+1:], it})
		}
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		recv := fn.Signature.Recv()
		if recv == nil || !namedFunc(fn) || hf.handlers[fn] != nil {
			continue
		}
		for _, ifc := range ifaces {
			if fn.Name() == ifc.method && types.Implements(recv.Type(), ifc.it) {
				hf.flowHandler(fn, ifc.key+"."+ifc.method, "implements "+typeKeyShort(ifc.key)+" (a delivery flows to it)", fn.Pos())
				break
			}
		}
	}
	hf.flowSinks()
}

// flowTargets: the delivery func types, fields and parameters in effect
// (imported and found in this package).
func (hf *finder) flowTarget(kind func(flowSet) map[string]bool, key string) bool {
	return kind(hf.flowIn)[key] || kind(hf.flowLocal)[key]
}

func funcTypesOf(f flowSet) map[string]bool { return f.funcTypes }
func fieldsOf(f flowSet) map[string]bool    { return f.fields }
func paramsOf(f flowSet) map[string]bool    { return f.params }

// flowSinks adds the funcs converted to a delivery func type, stored into a
// delivery field or passed as a delivery parameter.
func (hf *finder) flowSinks() {
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case *ssa.ChangeType:
					if k := model.TypeKey(in.Type()); k != "" && hf.flowTarget(funcTypesOf, k) {
						for _, f := range hf.funcsOf(in.X, 0) {
							hf.flowHandler(f.fn, k, typeKeyShort(k)+" (a delivery flows to it)", in.Pos())
						}
					}
				case *ssa.Store:
					fa, ok := in.Addr.(*ssa.FieldAddr)
					if !ok {
						continue
					}
					if k := fieldKey(fa.X.Type(), fa.Field); k != "" && hf.flowTarget(fieldsOf, k) {
						for _, f := range hf.funcsOf(in.Val, 0) {
							hf.flowHandler(f.fn, k, "field "+typeKeyShort(k)+" (a delivery flows to it)", in.Pos())
						}
					}
				case ssa.CallInstruction:
					c := in.Common()
					cf := calleeFunc(c)
					if cf == nil || c.IsInvoke() {
						continue
					}
					base := funcKeyOf(cf)
					params, _ := splitArgs(c)
					for i, a := range params {
						if hf.flowTarget(paramsOf, base+"#"+strconv.Itoa(i)) {
							for _, f := range hf.funcsOf(a, 0) {
								hf.flowHandler(f.fn, base+"#"+strconv.Itoa(i), "parameter "+strconv.Itoa(i)+" of "+calleeName(cf)+" (a delivery flows to it)", in.Pos())
							}
						}
					}
				}
			}
		}
	}
}

// fieldKey: "pkg/path.Struct.Field" of field i of (a pointer to) a named struct type.
func fieldKey(t types.Type, i int) string {
	f := fieldVar(t, i)
	k := model.TypeKey(deref(t))
	if f == nil || k == "" {
		return ""
	}
	return k + "." + f.Name()
}

// computeFlow finds, in the message handlers found so far (not HTTP ones)
// and their function literals, the delivery targets of this package: what they pass a
// delivery to. It reports whether it found a func type, field or parameter
// target that was not known yet (they apply in the package itself).
func (hf *finder) computeFlow() bool {
	grew := false
	var visit func(fn *ssa.Function, seen map[*ssa.Function]bool)
	visit = func(fn *ssa.Function, seen map[*ssa.Function]bool) {
		if seen[fn] || len(seen) > maxFlowFuncs {
			return
		}
		seen[fn] = true
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if ci, ok := instr.(ssa.CallInstruction); ok {
					if hf.flowCall(fn, ci.Common()) {
						grew = true
					}
					// a function of the package the handler hands the
					// delivery to (s.serveCall(&d)): what it passes the
					// delivery to is the handler's too
					if callee := ci.Common().StaticCallee(); callee != nil && callee.Pkg == hf.pkg && callee.Blocks != nil && hf.handlers[callee] == nil {
						for i, a := range ci.Common().Args {
							if i < len(callee.Params) && !isContext(a.Type()) && hf.delivered(fn, a, 0, map[ssa.Value]bool{}) {
								if hf.deliveredParams[callee] == nil {
									hf.deliveredParams[callee] = map[int]bool{}
								}
								hf.deliveredParams[callee][i] = true
								visit(callee, seen)
							}
						}
					}
				}
			}
		}
		for _, an := range fn.AnonFuncs {
			visit(an, seen)
		}
	}
	seen := map[*ssa.Function]bool{}
	for _, h := range append([]*Handler(nil), hf.handlerList...) {
		if !hf.httpLib(h.lib) {
			visit(h.fn, seen)
		}
	}
	return grew
}

// httpLib: lib is an HTTP library (it has route registrations or HTTP
// handler types in the model). What an HTTP handler passes its request to
// is part of the request's handling, not a handler of its own.
func (hf *finder) httpLib(lib string) bool {
	lib = model.CanonPath(lib)
	for k := range hf.m.HTTPHandlerFuncTypes {
		if strings.HasPrefix(k, lib+".") {
			return true
		}
	}
	for k := range hf.m.Routes {
		if strings.HasPrefix(k, lib+".") {
			return true
		}
	}
	return false
}

// flowCall records the target of call c in fn when it is passed a delivery.
func (hf *finder) flowCall(fn *ssa.Function, c *ssa.CallCommon) bool {
	sig := c.Signature()
	args := c.Args
	if !c.IsInvoke() && sig.Recv() != nil {
		args = args[1:]
	}
	gets := -1
	for i, a := range args {
		if i >= sig.Params().Len() || (sig.Variadic() && i == sig.Params().Len()-1) {
			break
		}
		if types.IsInterface(sig.Params().At(i).Type()) {
			continue
		}
		if hf.delivered(fn, a, 0, map[ssa.Value]bool{}) {
			gets = i
			break
		}
	}
	if gets < 0 {
		return false
	}
	if c.IsInvoke() {
		if n, ok := types.Unalias(c.Value.Type()).(*types.Named); ok && n.Obj().Pkg() != nil && hf.userPath(n.Obj().Pkg().Path()) {
			k := model.TypeKey(n) + "." + c.Method.Name()
			hf.flowLocal.ifaces[k] = true
			hf.addSite(k, fn, args)
		}
		return false
	}
	if c.StaticCallee() != nil {
		return false
	}
	grew := false
	add := func(m map[string]bool, k string) {
		if k == "" {
			return
		}
		hf.addSite(k, fn, args)
		if !m[k] {
			m[k] = true
			grew = true
		}
	}
	v := c.Value
	if n, ok := types.Unalias(v.Type()).(*types.Named); ok && n.Obj().Pkg() != nil && hf.userPath(n.Obj().Pkg().Path()) {
		add(hf.flowLocal.funcTypes, model.TypeKey(n))
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			if n, ok := types.Unalias(deref(fa.X.Type())).(*types.Named); ok && n.Obj().Pkg() != nil && hf.userPath(n.Obj().Pkg().Path()) {
				add(hf.flowLocal.fields, fieldKey(fa.X.Type(), fa.Field))
			}
		}
	case *ssa.Field:
		if n, ok := types.Unalias(deref(x.X.Type())).(*types.Named); ok && n.Obj().Pkg() != nil && hf.userPath(n.Obj().Pkg().Path()) {
			add(hf.flowLocal.fields, fieldKey(x.X.Type(), x.Field))
		}
	case *ssa.Parameter:
		if pf := x.Parent(); pf != nil && namedFunc(pf) {
			for i, p := range pf.Params {
				if p == x {
					add(hf.flowLocal.params, funcKeyOf(pf.Object().(*types.Func))+"#"+strconv.Itoa(i-recvOffset(pf)))
				}
			}
		}
	}
	return grew
}

// funcKeyOf is the model key of a function ("pkg.Func", "pkg.Type.Method").
func funcKeyOf(fn *types.Func) string { return model.FuncKey(fn) }

// delivered: v is a delivery, its body or a value built from them, in fn: a
// message parameter of a handler, the result of a delivering call, a
// payload field of one, or a value computed or filled from one. Header,
// id and other non-payload fields are not.
func (hf *finder) delivered(fn *ssa.Function, v ssa.Value, depth int, seen map[ssa.Value]bool) bool {
	if v == nil || depth > 10 || seen[v] {
		return false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Parameter:
		h := hf.handlers[fn]
		if x.Parent() != fn {
			return false
		}
		if h == nil {
			for i, p := range fn.Params {
				if p == x {
					return hf.deliveredParams[fn][i]
				}
			}
			return false
		}
		for i, p := range fn.Params {
			if p == x {
				return h.msgParams[i] && !isContext(p.Type())
			}
		}
	case *ssa.Call:
		c := x.Common()
		if _, ok := c.Value.(*ssa.Builtin); ok {
			return false
		}
		if hf.isSource(calleeFunc(c)) {
			return true
		}
		if rule := hf.m.LookupFunc(calleeFunc(c)); rule != nil {
			if rule.Deliveries {
				return true
			}
			if rule.Source != 0 && rule.Source != model.Payload {
				return false
			}
		}
		if c.IsInvoke() && hf.delivered(fn, c.Value, depth+1, seen) {
			return true
		}
		for _, a := range c.Args {
			if hf.delivered(fn, a, depth+1, seen) {
				return true
			}
		}
	case *ssa.Extract:
		switch x.Tuple.(type) {
		case *ssa.Select, *ssa.Next:
			// received from a channel of deliveries (a select case, a range)
			if hf.deliveryType(x.Type()) {
				return true
			}
		}
		return hf.delivered(fn, x.Tuple, depth+1, seen)
	case *ssa.FreeVar:
		// captured from the enclosing function: go func() { h.Handle(ctx, msg) }()
		parent := fn.Parent()
		if parent == nil {
			return false
		}
		for i, f := range fn.FreeVars {
			if f != x {
				continue
			}
			for _, mc := range closuresOf(fn) {
				if i < len(mc.Bindings) && hf.delivered(parent, mc.Bindings[i], depth+1, seen) {
					return true
				}
			}
		}
	case *ssa.UnOp:
		if x.Op == token.ARROW && hf.deliveryType(x.Type()) {
			return true
		}
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.FieldAddr:
		return hf.deliveredField(fn, x.X, x.Field, depth, seen)
	case *ssa.Field:
		return hf.deliveredField(fn, x.X, x.Field, depth, seen)
	case *ssa.ChangeType:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.Convert:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.MakeInterface:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.TypeAssert:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.Slice:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.Index:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.IndexAddr:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.Lookup:
		return hf.delivered(fn, x.X, depth+1, seen)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if hf.delivered(fn, e, depth+1, seen) {
				return true
			}
		}
	case *ssa.Alloc:
		refs := x.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			switch u := r.(type) {
			case *ssa.Store:
				if u.Addr == x && hf.delivered(fn, u.Val, depth+1, seen) {
					return true
				}
			case *ssa.FieldAddr, *ssa.IndexAddr:
				for _, rr := range *u.(ssa.Value).Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == u.(ssa.Value) && hf.delivered(fn, st.Val, depth+1, seen) {
						return true
					}
				}
			case ssa.CallInstruction:
				// filled by a call from a delivery: json.Unmarshal(d.Body, &ev)
				for _, a := range u.Common().Args {
					if a != x && hf.delivered(fn, a, depth+1, seen) {
						return true
					}
				}
			}
		}
	}
	return false
}

// deliveryType: t is a library's delivered message (deliveryStruct).
func (hf *finder) deliveryType(t types.Type) bool { return deliveryStruct(hf.m, t) }

// maxFlowFuncs bounds the functions one flow computation visits.
const maxFlowFuncs = 4096

// deliveredField: field i of base is a delivery's payload: a payload field
// of the model, or an unmodelled field that is not a plain string or number.
func (hf *finder) deliveredField(fn *ssa.Function, base ssa.Value, i int, depth int, seen map[ssa.Value]bool) bool {
	f := fieldVar(base.Type(), i)
	if f == nil {
		return false
	}
	if mf := hf.m.LookupField(base.Type(), f); mf != nil {
		if mf.Source != model.Payload {
			return false
		}
		return hf.delivered(fn, base, depth+1, seen)
	}
	if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0 {
		return false
	}
	return hf.delivered(fn, base, depth+1, seen)
}

// dropCalledShaped removes the handlers found only by their shape that
// another handler of the package calls directly: they run as part of it,
// and its summary reports their effects.
func (hf *finder) dropCalledShaped() {
	if len(hf.shaped) == 0 {
		return
	}
	called := map[*ssa.Function]bool{}
	for _, h := range hf.handlerList {
		hf.cur = h.fn
		// the shaped functions fn calls directly
		calls := func(fn *ssa.Function) {
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if ci, ok := instr.(ssa.CallInstruction); ok {
						if cf := ci.Common().StaticCallee(); cf != nil && cf != h.fn && hf.shaped[cf] {
							called[cf] = true
						}
					}
				}
			}
		}
		calls(h.fn)
		// a function value the handler takes (grant := a.passwordGrant;
		// … grant(w, r)): a method value's bound wrapper calls it
		for _, b := range h.fn.Blocks {
			for _, instr := range b.Instrs {
				if mc, ok := instr.(*ssa.MakeClosure); ok {
					if w, ok := mc.Fn.(*ssa.Function); ok && w.Synthetic != "" {
						calls(w)
					}
				}
			}
		}
	}
	if len(called) == 0 {
		return
	}
	var kept []*Handler
	for _, h := range hf.handlerList {
		hf.cur = h.fn
		if called[h.fn] {
			delete(hf.handlers, h.fn)
			continue
		}
		kept = append(kept, h)
	}
	hf.handlerList = kept
}

// jobTable: a table of queued work (publishjobs, email_queue, outbox, tasks).
var jobTable = regexp.MustCompile(`(?i)(jobs?|queues?|queued|outbox|tasks?)$`)

// selectFrom: the table a SELECT's constant prefix reads from.
var selectFrom = regexp.MustCompile(`(?is)^\s*SELECT\b.*?\bFROM\s+"?([\w.]+)"?`)

// pollsJobs: fn waits on a timer in a loop (a ticker's channel,
// time.Sleep, time.After) and reads rows of a job table there, directly
// or through functions of its package up to two calls deep: it polls a
// table-backed queue. A job stays in the table until the work deletes or
// marks it, so a crash or a failure before that runs it again: the poller
// is a handler, the job's row its delivery. It returns the table.
func (hf *finder) pollsJobs(fn *ssa.Function) (string, *ssa.Function, bool) {
	timer := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.UnOp:
				if in.Op == token.ARROW && model.TypeKey(in.Type()) == "time.Time" {
					timer = true
				}
			case *ssa.Select:
				// select { case <-timer.C: case <-ctx.Done(): return }
				for _, st := range in.States {
					if ch, ok := st.Chan.Type().Underlying().(*types.Chan); ok && st.Dir == types.RecvOnly && model.TypeKey(ch.Elem()) == "time.Time" {
						timer = true
					}
				}
			case ssa.CallInstruction:
				if f := calleeFunc(in.Common()); f != nil && f.Pkg() != nil && f.Pkg().Path() == "time" && (f.Name() == "Sleep" || f.Name() == "After" || f.Name() == "Tick") {
					timer = true
				}
			}
		}
	}
	if !timer {
		return "", nil, false
	}
	t, h, ok := hf.readsJobTable(fn, 0, map[*ssa.Function]bool{})
	if h == nil {
		h = fn // a SELECT: the poller is the handler
	}
	return t, h, ok
}

// readsJobTable: fn, or a function of its package it calls (up to depth
// 2), runs a SELECT from a job table through a modelled SQL call, or takes
// entries from a queue behind the service's own interface (dequeues).
// It returns the table and, for a queue interface, the function that
// takes the entries: the handler (the poller only schedules it; that
// function works each entry it takes); nil for a SELECT, whose poller is
// the handler.
func (hf *finder) readsJobTable(fn *ssa.Function, depth int, seen map[*ssa.Function]bool) (string, *ssa.Function, bool) {
	if depth > 2 || seen[fn] {
		return "", nil, false
	}
	seen[fn] = true
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			common := ci.Common()
			if rule := hf.m.LookupFunc(calleeFunc(common)); rule != nil {
				params, _ := splitArgs(common)
				if rule.Effect == model.SQL && rule.SQLArg >= 0 && rule.SQLArg < len(params) {
					if m := selectFrom.FindStringSubmatch(leadingConst(params[rule.SQLArg], 0)); m != nil {
						t := m[1]
						if i := strings.LastIndexByte(t, '.'); i >= 0 {
							t = t[i+1:]
						}
						if jobTable.MatchString(t) {
							return t, nil, true
						}
					}
				}
				continue
			}
			if q, ok := dequeues(common); ok {
				return q, fn, true
			}
			if q, ok := takesQueued(common, hf.pass.Pkg.Path()); ok {
				return q, fn, true
			}
			if callee := common.StaticCallee(); callee != nil && callee.Pkg == hf.pkg && callee.Blocks != nil {
				if t, h, ok := hf.readsJobTable(callee, depth+1, seen); ok {
					return t, h, true
				}
			}
		}
	}
	return "", nil, false
}

// leadingConst: the constant text v starts with (a constant, or the left
// operand of a concatenation that starts with one).
func leadingConst(v ssa.Value, depth int) string {
	if depth > 8 {
		return ""
	}
	switch x := v.(type) {
	case *ssa.Const:
		if s, ok := model.ConstString(x); ok {
			return s
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return leadingConst(x.X, depth+1)
		}
	}
	return ""
}

// ownHTTPFuncTypes: the service's own HTTP handler types, declared in this
// package or a package of its repository it imports: a named func type
// one of whose parameters carries the request and its response (a web
// context with Request() *http.Request and ResponseWriter() methods, or a
// struct holding both): type HttpHandler func(deps Dependencies, c
// WebContext), whose values an adapter of the service registers as routes
// (ToHTTPHandler(deps, h)) in a package this one cannot see.
func (hf *finder) ownHTTPFuncTypes() []*types.Signature {
	var out []*types.Signature
	pkgs := append([]*types.Package{hf.pass.Pkg}, hf.pass.Pkg.Imports()...)
	for _, p := range pkgs {
		if !SameRepo(p.Path(), hf.pass.Pkg.Path()) {
			continue
		}
		for _, name := range p.Scope().Names() {
			tn, ok := p.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			sig, ok := tn.Type().Underlying().(*types.Signature)
			if !ok || sig.Params().Len() == 0 || sig.Params().Len() > 3 {
				continue
			}
			for i := 0; i < sig.Params().Len(); i++ {
				if carriesRequest(sig.Params().At(i).Type()) {
					out = append(out, sig)
					break
				}
			}
			if len(out) >= 8 {
				return out
			}
		}
	}
	return out
}

// carriesRequest: t (a service's web context) gives the HTTP request and
// its response writer: methods returning *http.Request and
// http.ResponseWriter, or fields of those types.
func carriesRequest(t types.Type) bool {
	if model.TypeKey(t) == "net/http.Request" {
		return false // the plain net/http shape is the library's
	}
	req, resp := false, false
	note := func(rt types.Type) {
		switch model.TypeKey(rt) {
		case "net/http.Request":
			_, ptr := rt.(*types.Pointer)
			req = req || ptr
		case "net/http.ResponseWriter":
			resp = true
		default:
			// a framework's own writer that is an http.ResponseWriter
			// (gin.ResponseWriter: gin.Context's Writer)
			if it, ok := rt.Underlying().(*types.Interface); ok && hasMethods(it, "Header", "Write", "WriteHeader") {
				resp = true
			}
		}
	}
	ms := types.NewMethodSet(t)
	if _, isPtr := t.(*types.Pointer); !isPtr && !types.IsInterface(t) {
		ms = types.NewMethodSet(types.NewPointer(t))
	}
	for i := 0; i < ms.Len(); i++ {
		if sig, ok := ms.At(i).Type().(*types.Signature); ok && sig.Params().Len() == 0 && sig.Results().Len() == 1 {
			note(sig.Results().At(0).Type())
		}
	}
	if st, ok := Deref(t).Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields(); i++ {
			note(st.Field(i).Type())
			if !st.Field(i).Embedded() {
				continue
			}
			// a framework's context embedded in the service's own
			// (type WebContext struct{ *gin.Context }): its fields are
			// promoted (gin.Context's Request and Writer)
			if inner, ok := Deref(st.Field(i).Type()).Underlying().(*types.Struct); ok {
				for j := 0; j < inner.NumFields(); j++ {
					if inner.Field(j).Exported() {
						note(inner.Field(j).Type())
					}
				}
			}
		}
	}
	return req && resp
}

// hasMethods: the interface it has methods of all these names.
func hasMethods(it *types.Interface, names ...string) bool {
	for _, n := range names {
		found := false
		for i := 0; i < it.NumMethods(); i++ {
			if it.Method(i).Name() == n {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// usesParams: fn uses one of its parameters (not its receiver).
func usesParams(fn *ssa.Function) bool {
	first := 0
	if fn.Signature.Recv() != nil {
		first = 1
	}
	for _, p := range fn.Params[first:] {
		if refs := p.Referrers(); refs != nil && len(*refs) > 0 {
			return true
		}
	}
	return false
}
