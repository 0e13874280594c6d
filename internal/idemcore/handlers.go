package idemcore

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// Handler is a function that receives deliveries: a queue consumer, a task
// worker, an HTTP handler for a write method, a configured handler, or a
// function with a delivery loop of its own.
type Handler struct {
	fn        *ssa.Function
	lib       string // import path of the library that delivers to it
	how       string // "nats subscription", "asynq handler", …
	msgParams map[int]bool
	// senderParams: message parameters that carry the sender's id (what a
	// delivery loop passes a handler it reaches through a HandlerFact)
	senderParams map[int]bool
	// input: the message parameters are a request's decoded input (payload;
	// its header-tagged fields headers), not a library's message type
	input bool
	// guarded: wrapped by a dedupe guard (babelqueue idempotency.Wrap, watermill Deduplicator).
	guarded bool
	// inProcess: delivered by an in-process pub/sub, which runs it again
	// only when it returns an error (see ErrorAfter)
	inProcess bool
	// maybeRead: an HTTP handler that may serve a GET (MaybeRead)
	maybeRead bool
	site      token.Pos
}

// Fn is the handler function.
func (h *Handler) Fn() *ssa.Function { return h.fn }

// InProcess: the handler is delivered in process (a watermill gochannel
// subscription): it runs again only after returning an error, never after
// a crash.
func (h *Handler) InProcess() bool { return h.inProcess }

// Lib is the import path of the library that delivers to it ("config" for
// a configured handler).
func (h *Handler) Lib() string { return h.lib }

// How says how it was found ("nats Subscribe", "POST http handler",
// "Reader.FetchMessage loop", "configured handler").
func (h *Handler) How() string { return h.how }

// Site is where it was found: its registration, conversion or delivery
// call, or the function itself.
func (h *Handler) Site() token.Pos { return h.site }

// MaybeRead reports an HTTP handler that may serve a GET: one registered on
// a GET, HEAD or OPTIONS route or a route of no method, or one whose route
// is registered elsewhere and that reads only the request's path or
// query. Only harm that leaves the system counts for it (issue 22's tiers).
func (h *Handler) MaybeRead() bool { return h.maybeRead }

// Guarded reports a handler registered behind a dedupe guard (babelqueue
// idempotency.Wrap, watermill middleware.Deduplicator).
func (h *Handler) Guarded() bool { return h.guarded }

// Wrap is a handler registered through a dedupe wrap (babelqueue's
// idempotency.Wrap), which checks the store, runs the handler, then marks:
// whatever the store, two concurrent deliveries can both run the handler.
type Wrap struct {
	call    ssa.CallInstruction
	handler *Handler
}

// Call is the wrap call.
func (w *Wrap) Call() ssa.CallInstruction { return w.call }

// Handler is the wrapped handler.
func (w *Wrap) Handler() *Handler { return w.handler }

// finder finds a package's handlers.
type finder struct {
	pass        *analysis.Pass
	m           *model.Model
	pkg         *ssa.Package
	allFuncs    []*ssa.Function
	handlers    map[*ssa.Function]*Handler
	handlerList []*Handler // in the order found
	wraps       []*Wrap
	// readRoutes: functions registered on a GET/HEAD/OPTIONS route here (not write handlers by shape)
	readRoutes map[*ssa.Function]bool
	// callSites: the static calls of each function of the package (paramArgs)
	callSites map[*ssa.Function][]ssa.CallInstruction
	// shaped: handlers found by their signature alone
	shaped map[*ssa.Function]bool
	// deliveredParams: the parameters of functions of the package (not
	// handlers) that a handler hands the delivery to (computeFlow)
	deliveredParams map[*ssa.Function]map[int]bool
	// wrappedFns: functions wrapped in a dedupe guard here (not handlers by shape)
	wrappedFns map[*ssa.Function]bool
	// routers: the package's hand-written routers (routers.go)
	routers map[*ssa.Function]bool
	// flowIn: the delivery targets the dependencies' HandlerFacts name; flowLocal: this package's
	flowIn, flowLocal flowSet
	sites             []flowSite
	importedHandlers  map[string]bool
	pkgs              map[string]*types.Package
	// cur is the function a stage is at (for failures); failures are the
	// internal errors met, each confined to one stage and function.
	cur      *ssa.Function
	failures []Failure
	// regTypes: the handler types of imported registrars, by type key,
	// and the library (registrarType)
	regTypes map[string]string
}

// findHandlers finds the handlers among funcs (the package's source
// functions): methods and functions of the handler shapes the model
// declares, functions registered with (or converted to the handler type
// of) a modelled library, write-method HTTP routes, configured handlers,
// and functions with a delivery loop of their own.
func findHandlers(pass *analysis.Pass, m *model.Model, pkg *ssa.Package, funcs []*ssa.Function) *finder {
	hf := &finder{pass: pass, m: m, pkg: pkg, allFuncs: funcs, handlers: map[*ssa.Function]*Handler{},
		readRoutes: map[*ssa.Function]bool{}, shaped: map[*ssa.Function]bool{}, wrappedFns: map[*ssa.Function]bool{},
		routers: map[*ssa.Function]bool{}, deliveredParams: map[*ssa.Function]map[int]bool{}}
	for _, stage := range []func(){hf.importFlow, hf.find, hf.shapeHandlers, hf.deliveryChanHandlers,
		hf.flowHandlers, hf.routeTables, hf.dispatchRoutes, hf.factoryAdapted, hf.httpShapeHandlers, hf.grpcServices, hf.generatedDelegates, hf.dispatchedActions, hf.handedActions, hf.middlewareHandlers, hf.markInProcess, hf.noteAdapters} {
		hf.safely(stage)
	}
	// what the handlers pass deliveries to: exported for importers, and the
	// func types, fields and parameters among them apply here too
	for i := 0; i < 4; i++ {
		grew := false
		hf.safely(func() { grew = hf.computeFlow() })
		if !grew {
			break
		}
		hf.safely(hf.flowSinks)
	}
	hf.safely(hf.dropCalledShaped)
	hf.safely(hf.dropRouterCallers)
	return hf
}

// safely runs a stage of handler finding. A panic in it is a failure of
// the function the stage was at: that function is dropped (from the
// functions and the handlers) and the stage runs again without it, so the
// other functions are not skipped; a panic at no function ends the stage.
func (hf *finder) safely(stage func()) {
	for try := 0; try < 8; try++ {
		fn, failed := hf.try(stage)
		if !failed || fn == nil {
			return
		}
		hf.drop(fn)
	}
}

// try runs stage once; failed reports a panic, at function fn (or nil).
func (hf *finder) try(stage func()) (fn *ssa.Function, failed bool) {
	hf.cur = nil
	defer func() {
		if r := recover(); r != nil {
			pos := token.NoPos
			if len(hf.pass.Files) > 0 {
				pos = hf.pass.Files[0].Package
			}
			hf.failures = append(hf.failures, newFailure(hf.cur, pos, "handlers", r))
			fn, failed = hf.cur, true
		}
	}()
	stage()
	return nil, false
}

// drop removes fn from the functions analysed and from the handlers.
func (hf *finder) drop(fn *ssa.Function) {
	hf.allFuncs = slices.DeleteFunc(slices.Clone(hf.allFuncs), func(f *ssa.Function) bool { return f == fn })
	if hf.handlers[fn] != nil {
		delete(hf.handlers, fn)
		hf.handlerList = slices.DeleteFunc(hf.handlerList, func(h *Handler) bool { return h.fn == fn })
	}
}

// addReadRoute records fn, registered on a read route (or a route of no
// method), as a handler that may serve a GET (Handler.MaybeRead), unless
// it is a handler already.
func (hf *finder) addReadRoute(fn *ssa.Function, lib, how string, site token.Pos) {
	if hf.handlers[fn] != nil {
		return
	}
	if h := hf.addHandler(fn, lib, how, site); h != nil {
		h.maybeRead = true
	}
}

// addWriteRoute records fn, registered on a write route, as a handler:
// a write route decides over a read route of the same function.
func (hf *finder) addWriteRoute(fn *ssa.Function, lib, how string, site token.Pos) *Handler {
	h := hf.addHandler(fn, lib, how, site)
	if h != nil && h.maybeRead {
		h.maybeRead, h.how, h.site = false, how, site
	}
	return h
}

// addHandler records fn as a handler (once: the first way found wins).
func (hf *finder) addHandler(fn *ssa.Function, lib, how string, site token.Pos) *Handler {
	if fn == nil || fn.Blocks == nil {
		return nil
	}
	if fn.Pkg != hf.pkg {
		return nil
	}
	if h := hf.handlers[fn]; h != nil {
		return h
	}
	h := &Handler{fn: fn, lib: lib, how: how, msgParams: map[int]bool{}, site: site}
	for i, p := range fn.Params {
		if !isContext(p.Type()) {
			h.msgParams[i] = true
		}
	}
	hf.handlers[fn] = h
	hf.handlerList = append(hf.handlerList, h)
	return h
}

func (hf *finder) find() {
	m := hf.m
	userKeys := map[string]model.UserHandler{}
	for _, u := range m.UserHandlers {
		userKeys[u.Key] = u
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		obj, _ := fn.Object().(*types.Func)
		if obj != nil {
			key := model.FuncKey(obj)
			u, ok := userKeys[key]
			if !ok {
				if k, promoted := m.Promoted(key); promoted {
					u, ok = userKeys[k]
				}
			}
			if ok {
				if h := hf.addHandler(fn, "config", "configured handler", fn.Pos()); h != nil && u.MessageArg >= 0 {
					h.msgParams = map[int]bool{u.MessageArg + recvOffset(fn): true}
				}
			}
			if sig := fn.Signature; sig.Recv() != nil {
				for _, hi := range m.Handlers {
					if hi.Method == obj.Name() && matchParams(sig, hi.Params) {
						hf.addHandler(fn, hi.Lib, libShort(hi.Lib)+" "+hi.Method, fn.Pos())
					}
				}
				hf.implHandler(fn, obj, sig)
			}
		}
	}
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case *ssa.ChangeType:
					if lib, ok := hf.handlerFuncType(in.Type()); ok && !hf.wrappedArg(in) {
						for _, f := range hf.funcsOf(in.X, 0) {
							hf.addHandler(f.fn, lib, libShort(lib)+" handler", in.Pos())
						}
					} else if lib, ok := hf.registrarType(in.Type()); ok && fn.Parent() == nil {
						// a factory's func literal of the handler type
						// of the service's own router (another
						// package's Post(path, h HandlerFunc)): a route
						// handler of a method its name or body tells
						for _, f := range hf.funcsOf(in.X, 0) {
							if f.fn.Parent() != fn {
								continue
							}
							if writeNamed(f.fn) || hf.readsBody(f.fn, 0) || checksWriteMethod(f.fn) {
								hf.addWriteRoute(f.fn, lib, "own-router "+libShort(lib)+" handler", in.Pos())
							} else {
								hf.addReadRoute(f.fn, lib, "own-router "+libShort(lib)+" route", in.Pos())
							}
						}
					}
				case ssa.CallInstruction:
					hf.registrations(fn, in)
					hf.noteWrapped(in)
				}
			}
		}
	}
	// Delivery loops: a function that receives messages itself is a handler,
	// from a library or from a delivery source (the service's own wrapper).
	hf.findSources()
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if hf.handlers[fn] != nil {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				cf := calleeFunc(ci.Common())
				if rule := m.LookupFunc(cf); rule != nil && rule.Deliveries || hf.isSource(cf) && !hf.ownSource(fn) {
					h := hf.addHandler(fn, cf.Pkg().Path(), calleeName(cf)+" loop", ci.Pos())
					if h != nil {
						h.msgParams = map[int]bool{}
					}
				}
			}
		}
		if hf.handlers[fn] == nil && fn.Parent() == nil {
			if t, hfn, ok := hf.pollsJobs(fn); ok && hf.handlers[hfn] == nil {
				how := "poller of the job table " + t
				if hfn != fn {
					how = "takes the entries of the queue " + t + " (polled by " + FuncName(fn) + ")"
				}
				if h := hf.addHandler(hfn, "database/sql", how, hfn.Pos()); h != nil {
					h.msgParams = map[int]bool{}
				}
			}
		}
	}
}

// noteWrapped records the functions ci wraps in a dedupe guard
// (idempotency.Wrap(store, s.handle)): they run behind it wherever the
// wrapped handler is registered, so their shape does not make them handlers.
func (hf *finder) noteWrapped(ci ssa.CallInstruction) {
	rule := hf.m.LookupFunc(calleeFunc(ci.Common()))
	if rule == nil || !rule.Wrap {
		return
	}
	params, _ := splitArgs(ci.Common())
	if rule.WrapArg < len(params) {
		for _, ref := range hf.funcsOf(params[rule.WrapArg], 0) {
			hf.wrappedFns[ref.fn] = true
		}
	}
}

// wrappedArg: v is the handler argument of a dedupe wrap (idempotency.Wrap):
// the registration of the wrap's result decides, not the conversion.
func (hf *finder) wrappedArg(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		ci, ok := r.(ssa.CallInstruction)
		if !ok {
			continue
		}
		if rule := hf.m.LookupFunc(calleeFunc(ci.Common())); rule != nil && rule.Wrap {
			params, _ := splitArgs(ci.Common())
			if rule.WrapArg < len(params) && params[rule.WrapArg] == v {
				return true
			}
		}
	}
	return false
}

func recvOffset(fn *ssa.Function) int {
	if fn.Signature.Recv() != nil {
		return 1
	}
	return 0
}

func libShort(lib string) string {
	lib = strings.TrimSuffix(lib, "/v2")
	lib = strings.TrimSuffix(lib, "/v4")
	lib = strings.TrimSuffix(lib, "/v5")
	if i := strings.LastIndexByte(lib, '/'); i >= 0 {
		return lib[i+1:]
	}
	return lib
}

func (hf *finder) handlerFuncType(t types.Type) (string, bool) {
	k := model.TypeKey(t)
	if k == "" {
		return "", false
	}
	if _, ok := hf.m.HandlerFuncTypes[k]; ok {
		return k[:strings.LastIndexByte(k, '.')], true
	}
	return "", false
}

func matchParams(sig *types.Signature, want []string) bool {
	if sig.Params().Len() != len(want) {
		return false
	}
	for i, w := range want {
		if w == "" {
			continue
		}
		t := sig.Params().At(i).Type()
		ptr := false
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			ptr = true
			t = p.Elem()
		}
		got := model.TypeKey(t)
		if ptr {
			got = "*" + got
		}
		if got != w {
			return false
		}
	}
	return true
}

type funcRef struct {
	fn      *ssa.Function
	guarded bool
	wrap    ssa.CallInstruction
}

// funcsOf finds the functions a handler argument denotes.
func (hf *finder) funcsOf(v ssa.Value, depth int) []funcRef {
	if depth > 6 || v == nil {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Function:
		return []funcRef{{fn: x}}
	case *ssa.MakeClosure:
		if f, ok := x.Fn.(*ssa.Function); ok {
			// a method value (s.handle): the bound-method wrapper calls the method itself
			if obj, ok := f.Object().(*types.Func); ok && f.Synthetic != "" && len(x.Bindings) == 1 {
				if recv := obj.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
					// an interface's method value on a wrapper's result
					// (otelhttp.NewHandler(http.HandlerFunc(h.respond), "op").ServeHTTP):
					// the handlers the wrapper wraps
					return hf.funcsOf(x.Bindings[0], depth+1)
				}
				if m := hf.pkg.Prog.FuncValue(obj); m != nil && m.Blocks != nil {
					return []funcRef{{fn: m}}
				}
			}
			// a closure that hands the request on to a function its
			// maker was given (hr(r, path, f) registering func(w, r) {
			// f(w, r) }): that function handles the delivery too
			return append([]funcRef{{fn: f}}, hf.handedOn(x, depth)...)
		}
	case *ssa.ChangeType:
		return hf.funcsOf(x.X, depth+1)
	case *ssa.Parameter:
		// a registration helper's parameter (addHandler(r, path, handle)
		// registering handle): what its callers pass
		return hf.paramArgs(x, depth)
	case *ssa.MakeInterface:
		if out := hf.funcsOf(x.X, depth+1); out != nil {
			return out
		}
		// a value implementing a handler interface: its handler methods
		var out []funcRef
		for _, hi := range hf.m.Handlers {
			if sel := hf.pkg.Prog.MethodSets.MethodSet(x.X.Type()).Lookup(hf.pass.Pkg, hi.Method); sel != nil {
				if f := hf.pkg.Prog.MethodValue(sel); f != nil {
					out = append(out, funcRef{fn: f})
				}
			}
		}
		return out
	case *ssa.Slice:
		var out []funcRef
		for _, e := range variadicElems(x) {
			out = append(out, hf.funcsOf(e, depth+1)...)
		}
		return out
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			var out []funcRef
			for _, r := range *alloc.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
					out = append(out, hf.funcsOf(st.Val, depth+1)...)
				}
			}
			return out
		}
	case *ssa.Call:
		fn := calleeFunc(x.Common())
		if rule := hf.m.LookupFunc(fn); rule != nil && rule.Wrap {
			params, _ := splitArgs(x.Common())
			if rule.WrapArg < len(params) {
				refs := hf.funcsOf(params[rule.WrapArg], depth+1)
				for i := range refs {
					refs[i].guarded = true
					refs[i].wrap = x
				}
				return refs
			}
		}
		return hf.wrapped(x, depth)
	}
	return nil
}

// wrapped finds the handlers behind a call that returns one: a middleware
// wrapper taking the handler and returning a value of its type
// (pm(a.UpdateSettings, "perm"), hasID(a.GetSubscriber)), or a constructor
// of this package returning a function (h.CreateUser() returning a closure).
//
// A wrapper whose result is an interface (tracing.Wrap(h.Checkout, log)
// returning an http.Handler, a task wrapper returning an asynq.Handler)
// wraps its func arguments of the signature of one of the interface's
// methods.
func (hf *finder) wrapped(call *ssa.Call, depth int) []funcRef {
	rt := call.Type()
	var out []funcRef
	if iface, ok := rt.Underlying().(*types.Interface); ok {
		for _, a := range call.Call.Args {
			if sig, ok := a.Type().Underlying().(*types.Signature); ok && implementsByShape(iface, sig) {
				out = append(out, hf.funcsOf(a, depth+1)...)
			} else if types.Identical(a.Type(), rt) {
				// a wrapper taking and returning the interface
				// (otelhttp.NewHandler(h, "op"), http.StripPrefix("/api", h))
				out = append(out, hf.funcsOf(a, depth+1)...)
			}
		}
		if out != nil {
			return out
		}
		// an adapter returning the interface: scoped(h) returning
		// http.HandlerFunc(func(w, r) { data := h(r); … }) (below)
	} else if _, ok := rt.Underlying().(*types.Signature); !ok {
		return nil
	} else {
		for _, a := range call.Call.Args {
			// a wrapper returning the handler's type, or an adapter of a
			// modelled handler type to another (errchain's
			// ToHandlerFunc(h) turning a func(w, r) error into an
			// http.HandlerFunc)
			if types.Identical(a.Type().Underlying(), rt.Underlying()) || hf.m.HTTPHandlerFuncTypes[model.TypeKey(a.Type())] {
				out = append(out, hf.funcsOf(a, depth+1)...)
			}
		}
		if out != nil {
			return out
		}
	}
	callee := call.Call.StaticCallee()
	if callee != nil && callee.Pkg != hf.pkg {
		// an adapter of another package: its HandlerFact names the
		// parameters it hands the delivery to
		if obj, ok := callee.Object().(*types.Func); ok {
			for k, a := range call.Call.Args {
				if hf.flowIn.adapters[model.FuncKey(obj)+"#"+strconv.Itoa(k)] {
					out = append(out, hf.funcsOf(a, depth+1)...)
				}
			}
		}
		return out
	}
	if callee == nil || callee.Blocks == nil {
		return nil
	}
	_, iface := rt.Underlying().(*types.Interface)
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
			if !iface {
				out = append(out, hf.funcsOf(ret.Results[0], depth+1)...)
			}
			out = append(out, hf.adapted(call, callee, ret.Results[0], depth)...)
		}
	}
	return out
}

// adapted finds the functions an adapter passes the delivery on to: the
// closure a constructor returns (handleJSON(h.postRunbook) returning a
// func(w, r) that calls handler(r)) calls a function argument of the
// constructor with one of its own parameters, so that argument handles
// the delivery too, whatever its signature (issue 23 point 1).
func (hf *finder) adapted(call *ssa.Call, callee *ssa.Function, res ssa.Value, depth int) []funcRef {
	var out []funcRef
	for _, a := range handedArgs(call, callee, res) {
		out = append(out, hf.funcsOf(a, depth+1)...)
	}
	return out
}

// handedArgs: the arguments of call (to callee, an adapter) that the
// closure callee returns as res hands its delivery to.
func handedArgs(call *ssa.Call, callee *ssa.Function, res ssa.Value) []ssa.Value {
	mc, ok := closureResult(res)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, p := range handedParams(mc, 3) {
		if k := slices.Index(callee.Params, p); k >= 0 && k < len(call.Call.Args) {
			out = append(out, call.Call.Args[k])
		}
	}
	return out
}

// closureResult: the closure a function returns as res, through the
// conversions to its func type and to an interface
// (http.Handler(http.HandlerFunc(func(w, r) {…}))).
func closureResult(res ssa.Value) (*ssa.MakeClosure, bool) {
	if mi, ok := res.(*ssa.MakeInterface); ok {
		res = mi.X
	}
	if ct, ok := res.(*ssa.ChangeType); ok {
		res = ct.X
	}
	mc, ok := res.(*ssa.MakeClosure)
	return mc, ok
}

// handedParams: the parameters of the function that makes closure mc
// which mc calls with its own parameters (the request, the writer: it
// hands the delivery on to them), once each. The calls are looked for in
// mc and, nested up to the given depth, in the closures it makes (an error
// wrapper's h.handleError(w, r, func() error { return f(app, w, r) }())),
// free variables followed through their bindings.
func handedParams(mc *ssa.MakeClosure, nested int) []*ssa.Parameter {
	lit, ok := mc.Fn.(*ssa.Function)
	if !ok || lit.Blocks == nil {
		return nil
	}
	own := ownParams(lit.Params)
	// param: the maker's parameter a free variable of lit holds
	param := map[*ssa.FreeVar]*ssa.Parameter{}
	for j, v := range lit.FreeVars {
		if j >= len(mc.Bindings) {
			continue
		}
		p, _ := mc.Bindings[j].(*ssa.Parameter)
		if a, ok := mc.Bindings[j].(*ssa.Alloc); ok {
			p = spilledParam(a)
			if p == nil {
				p = wrappedParam(a)
			}
		}
		if p != nil {
			param[v] = p
		}
	}
	var out []*ssa.Parameter
	var scan func(fn *ssa.Function, param map[*ssa.FreeVar]*ssa.Parameter, own map[ssa.Value]bool, d int)
	scan = func(fn *ssa.Function, param map[*ssa.FreeVar]*ssa.Parameter, own map[ssa.Value]bool, d int) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if inner, ok := instr.(*ssa.MakeClosure); ok && d < nested {
					ilit, ok := inner.Fn.(*ssa.Function)
					if !ok || ilit.Blocks == nil {
						continue
					}
					iparam := map[*ssa.FreeVar]*ssa.Parameter{}
					iown := map[ssa.Value]bool{}
					for k, bnd := range inner.Bindings {
						if k >= len(ilit.FreeVars) {
							break
						}
						if fv, ok := bnd.(*ssa.FreeVar); ok && param[fv] != nil {
							iparam[ilit.FreeVars[k]] = param[fv]
						}
						if a, ok := bnd.(*ssa.Alloc); ok && own[spilledParam(a)] || own[bnd] {
							iown[ilit.FreeVars[k]] = true
						}
					}
					if len(iparam) > 0 && len(iown) > 0 {
						scan(ilit, iparam, iown, d+1)
					}
					continue
				}
				ci, ok := instr.(ssa.CallInstruction)
				if !ok || ci.Common().IsInvoke() {
					continue
				}
				// a captured parameter is spilled: the call loads it (*handler)
				cv := ci.Common().Value
				if u, ok := cv.(*ssa.UnOp); ok && u.Op == token.MUL {
					cv = u.X
				}
				fv, ok := cv.(*ssa.FreeVar)
				args := ci.Common().Args
				if !ok {
					// a method of the handler's func type bound to it
					// (return fn.serve: serve calls h(w, r)), called with
					// the bound receiver
					callee := ci.Common().StaticCallee()
					if callee == nil || len(args) == 0 || !callsRecv(callee) {
						continue
					}
					fv, ok = args[0].(*ssa.FreeVar)
					args = args[1:]
				}
				if !ok || param[fv] == nil {
					continue
				}
				if passesOwn(args, own) && !slices.Contains(out, param[fv]) {
					out = append(out, param[fv])
				}
			}
		}
	}
	scan(lit, param, own, 0)
	return out
}

// callsRecv: fn is a method of a func type that calls its receiver with
// its own parameters (func (h apiHandler) serve(w, r) { if err := h(w, r);
// … }): a value of the method bound to a handler hands it the delivery.
func callsRecv(fn *ssa.Function) bool {
	if fn.Blocks == nil || fn.Signature.Recv() == nil || len(fn.Params) < 2 {
		return false
	}
	if _, ok := fn.Params[0].Type().Underlying().(*types.Signature); !ok {
		return false
	}
	own := ownParams(fn.Params[1:])
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if ok && !ci.Common().IsInvoke() && ci.Common().Value == fn.Params[0] && passesOwn(ci.Common().Args, own) {
				return true
			}
		}
	}
	return false
}

// ownParams: the parameters that carry a delivery (all but a context).
func ownParams(params []*ssa.Parameter) map[ssa.Value]bool {
	own := map[ssa.Value]bool{}
	for _, p := range params {
		if !isContext(p.Type()) {
			own[p] = true
		}
	}
	return own
}

// passesOwn: some argument carries one of the own values (carriesOwn).
func passesOwn(args []ssa.Value, own map[ssa.Value]bool) bool {
	return slices.ContainsFunc(args, func(a ssa.Value) bool { return carriesOwn(a, own, 0) })
}

// wrappedParam: the parameter a captured variable starts as when every
// other value stored to it is a call (next := handler; for … { next =
// mw[i](next) }: the handler wrapped in middlewares), or nil.
func wrappedParam(a *ssa.Alloc) *ssa.Parameter {
	if a.Referrers() == nil {
		return nil
	}
	var p *ssa.Parameter
	for _, r := range *a.Referrers() {
		st, ok := r.(*ssa.Store)
		if !ok || st.Addr != a {
			continue
		}
		switch v := st.Val.(type) {
		case *ssa.Parameter:
			if p != nil && p != v {
				return nil
			}
			p = v
		case *ssa.Call:
		default:
			return nil
		}
	}
	return p
}

// carriesOwn: v is one of the closure's own parameters (own), loaded
// where a nested closure captures it, or a value that wraps one: the
// service's own context built around the framework's
// (core.WrapWebContext(ginCtx, cfg), &WebContext{Context: ginCtx}), as
// a conversion or through a constructor's argument or a struct
// literal's field, a few steps deep.
func carriesOwn(v ssa.Value, own map[ssa.Value]bool, depth int) bool {
	if v == nil || depth > 3 {
		return false
	}
	if own[v] {
		return true
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch y := x.X.(type) {
		case *ssa.FreeVar:
			return own[y] // a captured value, loaded
		case *ssa.Alloc:
			if p := spilledParam(y); p != nil {
				return own[p] // an own parameter a nested closure captures (a deferred recover's)
			}
			return carriesOwn(y, own, depth+1)
		}
	case *ssa.ChangeType:
		return carriesOwn(x.X, own, depth+1)
	case *ssa.MakeInterface:
		return carriesOwn(x.X, own, depth+1)
	case *ssa.Call:
		for _, a := range x.Call.Args {
			if carriesOwn(a, own, depth+1) {
				return true
			}
		}
	case *ssa.Alloc:
		if x.Referrers() == nil {
			return false
		}
		for _, r := range *x.Referrers() {
			if f, ok := r.(*ssa.FieldAddr); ok && f.Referrers() != nil {
				for _, rr := range *f.Referrers() {
					if st, ok := rr.(*ssa.Store); ok && st.Addr == f && carriesOwn(st.Val, own, depth+1) {
						return true
					}
				}
			}
		}
	}
	return false
}

// implementsByShape: iface has a method of signature sig (its receiver aside).
func implementsByShape(iface *types.Interface, sig *types.Signature) bool {
	plain := types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), sig.Variadic())
	for i := 0; i < iface.NumMethods(); i++ {
		ms := iface.Method(i).Type().(*types.Signature)
		if types.Identical(types.NewSignatureType(nil, nil, nil, ms.Params(), ms.Results(), ms.Variadic()), plain) {
			return true
		}
	}
	return false
}

// concreteType: the type of v before its conversion to an interface.
func concreteType(v ssa.Value) types.Type {
	for i := 0; i < 4; i++ {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		default:
			return v.Type()
		}
	}
	return v.Type()
}

// registrations handles a call that registers handlers.
func (hf *finder) registrations(fn *ssa.Function, ci ssa.CallInstruction) {
	common := ci.Common()
	cf := calleeFunc(common)
	if cf == nil {
		return
	}
	params, _ := splitArgs(common)
	key := model.FuncKey(cf)
	if rule := hf.m.LookupFunc(cf); rule != nil && rule.Register >= 0 && rule.Register < len(params) {
		lib := cf.Pkg().Path()
		dedup := hf.dedupMiddleware(fn, ci)
		inProc := rule.SubscriberArg >= 0 && rule.SubscriberArg < len(params) && hf.m.InProcess[model.TypeKey(concreteType(params[rule.SubscriberArg]))]
		if inProc {
			// an interface's method value (listener.Handle): its implementations, wherever they are
			hv := params[rule.Register]
			if ct, ok := hv.(*ssa.ChangeType); ok {
				hv = ct.X
			}
			if mc, ok := hv.(*ssa.MakeClosure); ok {
				if wf, ok := mc.Fn.(*ssa.Function); ok {
					if obj, ok := wf.Object().(*types.Func); ok && obj.Signature().Recv() != nil && types.IsInterface(obj.Signature().Recv().Type()) {
						hf.flowLocal.inProcess[model.FuncKey(obj)] = true
					}
				}
			}
		}
		for _, ref := range hf.funcsOf(params[rule.Register], 0) {
			h := hf.addHandler(ref.fn, lib, libShort(lib)+" "+cf.Name(), ci.Pos())
			if h != nil && inProc {
				h.inProcess = true
			}
			if h != nil && ref.guarded {
				h.guarded = true
				hf.wraps = append(hf.wraps, &Wrap{call: ref.wrap, handler: h})
			}
			if h != nil && dedup {
				h.guarded = true
			}
		}
		return
	}
	if route, ok := hf.m.Routes[key]; ok && route.HandlerArg < len(params) {
		method := route.Method
		if route.MethodFromArg && route.MethodArg < len(params) {
			if m, ok := constString(params[route.MethodArg]); ok {
				method = strings.ToUpper(m)
			}
		}
		if route.MethodField != "" && route.MethodArg >= 0 && route.MethodArg < len(params) {
			if m, ok := fieldConst(params[route.MethodArg], route.MethodField); ok {
				method = strings.ToUpper(m)
			}
		}
		if method == "" && route.PatternArg >= 0 && route.PatternArg < len(params) {
			if pat, ok := constString(params[route.PatternArg]); ok {
				if i := strings.IndexByte(pat, ' '); i > 0 {
					method = strings.ToUpper(pat[:i])
				}
			}
		}
		if method == "" && route.ChainMethods {
			method = hf.chainMethod(ci)
		}
		last := len(params)
		if route.OneHandler {
			last = route.HandlerArg + 1
		}
		lib := cf.Pkg().Path()
		for i := route.HandlerArg; i < last; i++ {
			for _, ref := range hf.funcsOf(params[i], 0) {
				hf.addRoute(ref.fn, method, lib, ci.Pos(), route.Input)
			}
			hf.noteRegistrar(params[i], method, lib)
		}
		return
	}
	// a service's own router of another package (its Engine.Post(path, h)
	// registering h on httprouter): the route its fact names
	for k := range params {
		for _, r := range hf.registrarRoutes(key + "#" + strconv.Itoa(k+recvOffsetOf(cf))) {
			for _, ref := range hf.funcsOf(params[k], 0) {
				hf.addRoute(ref.fn, r.method, r.lib, ci.Pos(), false)
			}
		}
	}
}

// addRoute adds fn as a route of the HTTP method (a read route for GET,
// HEAD, OPTIONS, or for no method when fn neither reads a body nor checks
// for a write method).
func (hf *finder) addRoute(fn *ssa.Function, method, lib string, site token.Pos, input bool) {
	if method == "" && !checksWriteMethod(fn) && !hf.readsBody(fn, 0) && !writeNamed(fn) || method != "" && !model.HTTPWriteMethods[method] {
		// a read route (GET, HEAD, OPTIONS), or one of no
		// method: a handler that may serve a GET
		how := method + " " + libShort(lib) + " handler"
		if method == "" {
			how = libShort(lib) + " route"
		}
		if method != "" {
			hf.readRoutes[fn] = true
		}
		hf.addReadRoute(fn, lib, how, site)
		return
	}
	m := method
	if m == "" {
		m = "write-method"
	}
	if h := hf.addWriteRoute(fn, lib, m+" "+libShort(lib)+" handler", site); h != nil && input {
		h.input = true
	}
}

// registrarRoute is a route a registrar's parameter is registered as.
type registrarRoute struct{ method, lib string }

// registrarMethods orders a registrar's routes: read methods first, a
// route of no method last.
var registrarMethods = []string{"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", ""}

// registrarRoutes: the routes the function key ("pkg.Func#i") registers
// its parameter i as (HandlerFact.Registrars), by method in
// registrarMethods' order, then by library.
func (hf *finder) registrarRoutes(key string) []registrarRoute {
	var out []registrarRoute
	for _, set := range []map[string]bool{hf.flowIn.registrars, hf.flowLocal.registrars} {
		for k := range set {
			rest, ok := strings.CutPrefix(k, key+"|")
			if !ok {
				continue
			}
			method, rest, _ := strings.Cut(rest, "|")
			lib, _, _ := strings.Cut(rest, "|")
			if slices.Contains(registrarMethods, method) {
				out = append(out, registrarRoute{method, lib})
			}
		}
	}
	slices.SortFunc(out, func(a, b registrarRoute) int {
		if c := slices.Index(registrarMethods, a.method) - slices.Index(registrarMethods, b.method); c != 0 {
			return c
		}
		return strings.Compare(a.lib, b.lib)
	})
	return slices.Compact(out)
}

// registrarType: the library a registrar of another package registers
// values of the named func type t on (its Post(path string, h
// HandlerFunc)), when t is one: a func literal a factory returns as a t
// is a route handler wherever it is registered. The imported registrars
// are indexed by type once (the first key of a type, in key order).
func (hf *finder) registrarType(t types.Type) (string, bool) {
	if _, named := types.Unalias(t).(*types.Named); !named || len(hf.flowIn.registrars) == 0 {
		return "", false
	}
	if hf.regTypes == nil {
		hf.regTypes = map[string]string{}
		for _, k := range sortedKeys(hf.flowIn.registrars) {
			parts := strings.Split(k, "|")
			if _, seen := hf.regTypes[parts[len(parts)-1]]; len(parts) == 4 && !seen {
				hf.regTypes[parts[3]] = parts[2]
			}
		}
	}
	lib, ok := hf.regTypes[model.TypeKey(t)]
	return lib, ok
}

// recvOffsetOf: 1 for a method (fact keys count the receiver), else 0.
func recvOffsetOf(f *types.Func) int {
	if sig, ok := f.Type().(*types.Signature); ok && sig.Recv() != nil {
		return 1
	}
	return 0
}

// noteRegistrar records the exported functions whose parameter the
// registered value v is (directly, or handed on by a closure an adapter
// of this package returns: e.handle(mws, handler) returning the
// httprouter.Handle that calls handler): callers in other packages
// register their arguments there (flowSet.registrars).
func (hf *finder) noteRegistrar(v ssa.Value, method, lib string) {
	for _, p := range registeredParams(v, 0) {
		fn := p.Parent()
		obj, ok := fn.Object().(*types.Func)
		if !ok || !obj.Exported() {
			continue
		}
		if sig := fn.Signature; sig.Recv() != nil {
			if n, ok := types.Unalias(deref(sig.Recv().Type())).(*types.Named); !ok || !n.Obj().Exported() {
				continue
			}
		}
		if k := slices.Index(fn.Params, p); k >= 0 {
			hf.flowLocal.registrars[model.FuncKey(obj)+"#"+strconv.Itoa(k)+"|"+method+"|"+lib+"|"+model.TypeKey(p.Type())] = true
		}
	}
}

// registeredParams: the parameters the registered value v is, or that
// the closure an adapter call returns hands the delivery to, followed
// through the adapter's arguments (a few calls deep).
func registeredParams(v ssa.Value, depth int) []*ssa.Parameter {
	if depth > 4 || v == nil {
		return nil
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return []*ssa.Parameter{x}
	case *ssa.ChangeType:
		return registeredParams(x.X, depth+1)
	case *ssa.MakeInterface:
		return registeredParams(x.X, depth+1)
	case *ssa.Call:
		callee := x.Call.StaticCallee()
		if callee == nil || callee.Blocks == nil || callee.Pkg != x.Parent().Pkg {
			return nil
		}
		var out []*ssa.Parameter
		for _, b := range callee.Blocks {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 {
				for _, a := range handedArgs(x, callee, ret.Results[0]) {
					out = append(out, registeredParams(a, depth+1)...)
				}
			}
		}
		return out
	}
	return nil
}

// fieldConst: the constant stored into field name of the struct value v (a
// composite literal passed by value: huma.Operation{Method: http.MethodPost}).
func fieldConst(v ssa.Value, name string) (string, bool) {
	v = strip(v)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return "", false
	}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.Referrers() == nil {
			continue
		}
		if f := fieldVar(deref(fa.X.Type()), fa.Field); f == nil || f.Name() != name {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				return constString(st.Val)
			}
		}
	}
	return "", false
}

// chainMethod: the HTTP method a RouteMethods call chained on the route
// registration reg sets (gorilla/mux r.HandleFunc("/x", h).Methods("POST"),
// r.Methods("POST").Path("/x").HandlerFunc(h)): a write method if any is
// set, else the read method set, else "".
func (hf *finder) chainMethod(reg ssa.CallInstruction) string {
	var methods []string
	collect := func(c *ssa.CallCommon) bool {
		rule := hf.m.LookupFunc(calleeFunc(c))
		if rule == nil || !rule.RouteMethods {
			return false
		}
		params, _ := splitArgs(c)
		for _, p := range params {
			elems := variadicElems(p)
			if elems == nil {
				elems = []ssa.Value{p}
			}
			for _, e := range elems {
				if m, ok := constString(e); ok {
					methods = append(methods, strings.ToUpper(m))
				}
			}
		}
		return true
	}
	// forward: calls on the registration's result (and on theirs, in a chain)
	var forward func(v ssa.Value, depth int)
	forward = func(v ssa.Value, depth int) {
		if v == nil || depth > 4 || v.Referrers() == nil {
			return
		}
		for _, r := range *v.Referrers() {
			c, ok := r.(*ssa.Call)
			if !ok {
				continue
			}
			if _, recv := splitArgs(c.Common()); recv == nil || strip(recv) != v {
				continue
			}
			collect(c.Common())
			if types.Identical(c.Type(), v.Type()) {
				forward(c, depth+1)
			}
		}
	}
	if c, ok := reg.(*ssa.Call); ok {
		forward(c, 0)
	}
	// backward: the receiver chain the registration is called on
	_, recv := splitArgs(reg.Common())
	for depth := 0; recv != nil && depth < 5; depth++ {
		c, ok := strip(recv).(*ssa.Call)
		if !ok {
			break
		}
		collect(c.Common())
		_, recv = splitArgs(c.Common())
	}
	read := ""
	for _, m := range methods {
		if model.HTTPWriteMethods[m] {
			return m
		}
		if read == "" {
			read = m
		}
	}
	return read
}

// dedupMiddleware: the router that registration reg registers on has a
// deduplicating middleware added in fn (Router.AddMiddleware on the same
// router value with a Dedup middleware: watermill's Deduplicator).
func (hf *finder) dedupMiddleware(fn *ssa.Function, reg ssa.CallInstruction) bool {
	_, router := splitArgs(reg.Common())
	if router == nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ci, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if rule := hf.m.LookupFunc(calleeFunc(ci.Common())); rule == nil || !rule.Middleware {
				continue
			}
			params, recv := splitArgs(ci.Common())
			if recv == nil || strip(recv) != strip(router) {
				continue
			}
			for _, a := range params {
				if usesDeduplicator(a, hf.m) {
					return true
				}
			}
		}
	}
	return false
}

// usesDeduplicator: a middleware argument is (*middleware.Deduplicator).Middleware.
func usesDeduplicator(v ssa.Value, m *model.Model) bool {
	found := false
	var visit func(v ssa.Value, d int)
	visit = func(v ssa.Value, d int) {
		if d > 5 || v == nil || found {
			return
		}
		switch x := v.(type) {
		case *ssa.Slice:
			for _, e := range variadicElems(x) {
				visit(e, d+1)
			}
		case *ssa.MakeClosure:
			if f, ok := x.Fn.(*ssa.Function); ok {
				if obj, ok := f.Object().(*types.Func); ok {
					if rule := m.LookupFunc(obj); rule != nil && rule.Dedup {
						found = true
					}
				}
			}
		case *ssa.ChangeType:
			visit(x.X, d+1)
		case *ssa.MakeInterface:
			visit(x.X, d+1)
		}
	}
	visit(v, 0)
	return found
}

// writeNamed: a handler whose name says it writes (CreatePlaylist,
// Scrobble, savePlayQueue, handleAddTag, HandleTagsCreate; a func literal
// by the function that makes it): its first word, or its last, is a
// write verb. A route of no method serves every method; an API that
// takes its writes on any method (Subsonic's, most RPC-over-HTTP APIs)
// names them for the write, and its clients retry them as writes.
func writeNamed(fn *ssa.Function) bool {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	name := fn.Name()
	for _, p := range []string{"handle", "Handle", "serve", "Serve", "api", "API", "http", "HTTP"} {
		if rest, ok := strings.CutPrefix(name, p); ok && rest != "" && (rest[0] == '_' || unicode.IsUpper(rune(rest[0]))) {
			name = strings.TrimPrefix(rest, "_")
			break
		}
	}
	if name == "" {
		return false
	}
	end := 1
	for end < len(name) && !unicode.IsUpper(rune(name[end])) && name[end] != '_' {
		end++
	}
	if writeVerbs[strings.ToLower(name[:end])] {
		return true
	}
	// the entity first, then the verb (HandleTagsCreate, groupMemberAdd):
	// the last word, lower-case letters after an upper-case one
	start := len(name) - 1
	for start > 0 && !unicode.IsUpper(rune(name[start])) && name[start-1] != '_' {
		start--
	}
	return start > 0 && lastWriteVerbs[strings.ToLower(name[start:])]
}

// lastWriteVerbs are the write verbs that end a handler's name: those of
// writeVerbs that are no nouns too (a viewPost, a TagSet, a FileStore,
// a BookingReport are read), and duplicate.
var lastWriteVerbs = func() map[string]bool {
	out := map[string]bool{"duplicate": true}
	for v := range writeVerbs {
		switch v {
		case "post", "share", "record", "report", "book", "star", "like", "mark", "rate", "move", "transfer",
			"charge", "purchase", "buy", "vote", "set", "store", "change", "checkout", "leave", "pay":
			continue
		}
		out[v] = true
	}
	return out
}()

// writeVerbs are the first words of handler names that write.
var writeVerbs = map[string]bool{
	"create": true, "add": true, "insert": true, "update": true, "edit": true, "modify": true,
	"change": true, "patch": true, "delete": true, "remove": true, "destroy": true, "save": true,
	"store": true, "set": true, "unset": true, "star": true, "unstar": true, "like": true,
	"unlike": true, "vote": true, "rate": true, "submit": true, "send": true, "post": true,
	"upload": true, "import": true, "reorder": true, "move": true, "register": true,
	"record": true, "report": true, "scrobble": true, "increment": true, "incr": true,
	"decrement": true, "toggle": true, "enable": true, "disable": true, "approve": true,
	"reject": true, "accept": true, "cancel": true, "confirm": true, "invite": true,
	"share": true, "join": true, "leave": true, "follow": true, "unfollow": true,
	"subscribe": true, "unsubscribe": true, "mark": true, "archive": true, "restore": true,
	"reset": true, "revoke": true, "grant": true, "assign": true, "transfer": true, "pay": true,
	"charge": true, "refund": true, "publish": true, "notify": true, "trigger": true,
	"claim": true, "book": true, "reserve": true, "purchase": true, "buy": true,
	"checkout": true, "rename": true, "replace": true, "append": true, "enqueue": true,
}

// checksWriteMethod: a plain net/http handler that tests r.Method against a write method.
func checksWriteMethod(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			bin, ok := instr.(*ssa.BinOp)
			if !ok || (bin.Op != token.EQL && bin.Op != token.NEQ) {
				continue
			}
			for _, side := range []ssa.Value{bin.X, bin.Y} {
				if s, ok := constString(side); ok && model.HTTPWriteMethods[strings.ToUpper(s)] {
					return true
				}
			}
		}
	}
	return false
}

// generatedDelegates: a handler in a generated file that hands its
// request to an interface method (oapi-codegen's ServerInterfaceWrapper:
// siw.Handler.GetTrainings(w, r), a gRPC gateway's server) is the
// generated half of the route; the methods of the package's types that
// implement that interface method are the handlers the user wrote, on the
// same route and tier. The generated wrapper is no handler then: its
// findings would be the implementation's, in a file nobody edits.
func (hf *finder) generatedDelegates() {
	gen := generatedFiles(hf.pass)
	if len(gen) == 0 {
		return
	}
	var named []*types.Named
	scope := hf.pass.Pkg.Scope()
	for _, n := range scope.Names() {
		if tn, ok := scope.Lookup(n).(*types.TypeName); ok && !tn.IsAlias() {
			if nt, ok := tn.Type().(*types.Named); ok && nt.TypeParams().Len() == 0 {
				if _, isIface := nt.Underlying().(*types.Interface); !isIface {
					named = append(named, nt)
				}
			}
		}
	}
	for _, h := range slices.Clone(hf.handlerList) {
		fn := h.fn
		if !gen[hf.pass.Fset.File(fn.Pos())] {
			continue
		}
		hf.cur = fn
		var impls []*ssa.Function
		// the call may sit in a literal the wrapper runs through its
		// middlewares (handler := func(w, r) { siw.Handler.X(w, r) })
		for _, b := range slices.Concat(fn.Blocks, anonBlocks(fn)) {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok || !ci.Common().IsInvoke() || !passesParam(b.Parent(), ci.Common()) {
					continue
				}
				it, ok := ci.Common().Value.Type().Underlying().(*types.Interface)
				if !ok {
					continue
				}
				name := ci.Common().Method.Name()
				for _, nt := range named {
					for _, t := range []types.Type{nt, types.NewPointer(nt)} {
						if !types.Implements(t, it) {
							continue
						}
						if m := hf.pkg.Prog.LookupMethod(t, hf.pass.Pkg, name); m != nil && m.Pkg == hf.pkg && m.Synthetic == "" {
							impls = append(impls, m)
						}
						break
					}
				}
			}
		}
		if len(impls) == 0 {
			continue
		}
		delete(hf.handlers, fn)
		hf.handlerList = slices.DeleteFunc(hf.handlerList, func(x *Handler) bool { return x == h })
		for _, m := range impls {
			how := h.how + " behind the generated " + FuncName(fn)
			if old := hf.handlers[m]; old != nil {
				if old.maybeRead && !h.maybeRead {
					old.maybeRead, old.how, old.site = false, how, h.site
				}
				continue
			}
			if nh := hf.addHandler(m, h.lib, how, h.site); nh != nil {
				nh.maybeRead = h.maybeRead
			}
		}
	}
}

// passesParam: call c hands one of fn's parameters (other than a
// receiver) on as an argument.
func passesParam(fn *ssa.Function, c *ssa.CallCommon) bool {
	first := 0
	if fn.Signature.Recv() != nil {
		first = 1
	}
	for _, a := range c.Args {
		if p, ok := strip(a).(*ssa.Parameter); ok && slices.Contains(fn.Params[first:], p) {
			return true
		}
	}
	return false
}

// anonBlocks: the blocks of fn's func literals (one level).
func anonBlocks(fn *ssa.Function) []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	for _, a := range fn.AnonFuncs {
		out = append(out, a.Blocks...)
	}
	return out
}

// maxCallSites bounds the call sites paramArgs follows for one parameter.
const maxCallSites = 64

// paramArgs: the functions the package's static calls of p's function
// pass as p (a registration helper's handler parameter).
func (hf *finder) paramArgs(p *ssa.Parameter, depth int) []funcRef {
	fn := p.Parent()
	if fn == nil || depth > 8 {
		return nil
	}
	idx := slices.Index(fn.Params, p)
	if idx < 0 {
		return nil
	}
	if hf.callSites == nil {
		hf.callSites = map[*ssa.Function][]ssa.CallInstruction{}
		for _, g := range hf.allFuncs {
			for _, b := range g.Blocks {
				for _, instr := range b.Instrs {
					if ci, ok := instr.(ssa.CallInstruction); ok {
						if callee := ci.Common().StaticCallee(); callee != nil && callee.Pkg == hf.pkg && len(hf.callSites[callee]) < maxCallSites {
							hf.callSites[callee] = append(hf.callSites[callee], ci)
						}
					}
				}
			}
		}
	}
	var out []funcRef
	for _, ci := range hf.callSites[fn] {
		if args := ci.Common().Args; idx < len(args) {
			out = append(out, hf.funcsOf(args[idx], depth+1)...)
		}
	}
	return out
}

// handedOn: the functions closure mc hands its own parameters to (the
// request, the writer), through a free variable bound to a parameter of
// the function that makes it, resolved by that function's callers.
func (hf *finder) handedOn(mc *ssa.MakeClosure, depth int) []funcRef {
	if depth > 8 {
		return nil
	}
	var out []funcRef
	for _, p := range handedParams(mc, 0) {
		if p.Parent() == mc.Parent() {
			out = append(out, hf.paramArgs(p, depth+1)...)
		}
	}
	return out
}

// implHandler: fn, a method of a type of this package implementing a
// library interface whose implementations serve routes the library
// registers (model.ImplHandlers: deluan/rest's Persistable.Save serves
// rest.Post), is a handler of that route's method.
func (hf *finder) implHandler(fn *ssa.Function, obj *types.Func, sig *types.Signature) {
	if fn.Synthetic != "" || obj.Pkg() != hf.pass.Pkg {
		return
	}
	named, ok := types.Unalias(deref(sig.Recv().Type())).(*types.Named)
	if !ok || named.Obj().Pkg() != hf.pass.Pkg || testDouble(named) {
		return
	}
	for _, ih := range hf.m.ImplHandlers {
		method, ok := ih.Methods[obj.Name()]
		if !ok {
			continue
		}
		it := hf.importedIface(ih.Iface)
		if it == nil || !types.Implements(types.NewPointer(named), it) {
			continue
		}
		how := strings.TrimSpace(method + " " + libShort(ih.Lib) + " " + ih.Iface[strings.LastIndexByte(ih.Iface, '.')+1:] + "." + obj.Name())
		if method == "" {
			hf.addHandler(fn, ih.Lib, how, fn.Pos()) // a delivery the library's peer repeats
			continue
		}
		if model.HTTPWriteMethods[method] {
			hf.addWriteRoute(fn, ih.Lib, how, fn.Pos())
		} else {
			hf.readRoutes[fn] = true
			hf.addReadRoute(fn, ih.Lib, how, fn.Pos())
		}
	}
}

// importedIface: the interface key ("pkg.Type") names, among the
// packages this one imports, or nil.
func (hf *finder) importedIface(key string) *types.Interface {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return nil
	}
	for _, imp := range hf.pass.Pkg.Imports() {
		if model.CanonPath(imp.Path()) != key[:i] {
			continue
		}
		if tn, ok := imp.Scope().Lookup(key[i+1:]).(*types.TypeName); ok {
			if it, ok := tn.Type().Underlying().(*types.Interface); ok {
				return it
			}
		}
	}
	return nil
}
