package idemcore

// Hand-written routers: a function that branches on the request's method
// and path (if r.Method == http.MethodPost && r.URL.Path == "/v1/account"
// { return s.ensureUser(s.handleAccountCreate)(w, r, v) } else if …) is a
// router; the functions it calls with the request in a branch are its
// routes (issue 23: handlers a reader finds). A route is a write handler
// when a write method holds on its branch, and otherwise (only GET, HEAD
// or OPTIONS, or only the path tested) a handler that may serve a GET
// (Handler.MaybeRead). The function that calls the router
// (the server's ServeHTTP) is no handler of its own: its effects are the
// routes'.

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// minRouteTests: a router tests the request's path this many times or
// more; a handler checking its own method once is no router.
const minRouteTests = 3

// routeTest is what an If of a router tests: a method compared with a
// constant, or the path.
type routeTest struct {
	method string // "POST", …; "" for a path test
	neg    bool   // the true branch is the method's inequality (r.Method != "POST")
}

// dispatchRoutes finds the routes of the package's hand-written routers.
func (hf *finder) dispatchRoutes() {
	for _, fn := range hf.allFuncs {
		hf.cur = fn
		if fn.Blocks == nil {
			continue
		}
		tests := map[*ssa.BasicBlock]routeTest{}
		paths := 0
		for _, b := range fn.Blocks {
			if t, ok := routeTestOf(b); ok {
				tests[b] = t
				if t.method == "" {
					paths++
				}
			}
		}
		if paths < minRouteTests {
			continue
		}
		found := false
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok || !passesRequest(ci.Common()) {
					continue
				}
				write, read, routed := methodsOn(b, tests)
				if !routed {
					continue
				}
				for _, f := range hf.routeTargets(ci.Common()) {
					if f == fn || f.Pkg != hf.pkg || f.Blocks == nil {
						continue
					}
					found = true
					how := "route of " + FuncName(fn)
					switch {
					case write:
						hf.addWriteRoute(f, "net/http", how, ci.Pos())
						delete(hf.readRoutes, f)
					case read:
						if hf.handlers[f] == nil {
							hf.readRoutes[f] = true
						}
						hf.addReadRoute(f, "net/http", "GET "+how, ci.Pos())
					default:
						hf.addReadRoute(f, "net/http", how, ci.Pos())
					}
				}
			}
		}
		if found {
			hf.routers[fn] = true
		}
	}
}

// routeTestOf: the If ending b tests the request's method against a
// constant, or its path (compared, or passed to a call: a prefix test, a
// regexp match).
func routeTestOf(b *ssa.BasicBlock) (routeTest, bool) {
	if len(b.Instrs) == 0 {
		return routeTest{}, false
	}
	ifI, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !ok {
		return routeTest{}, false
	}
	switch c := ifI.Cond.(type) {
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return routeTest{}, false
		}
		for _, pair := range [][2]ssa.Value{{c.X, c.Y}, {c.Y, c.X}} {
			switch model.LoadedField(pair[0]) {
			case "net/http.Request.Method":
				if s, ok := constString(pair[1]); ok {
					return routeTest{method: strings.ToUpper(s), neg: c.Op == token.NEQ}, true
				}
			case "net/url.URL.Path", "net/url.URL.RawPath", "net/http.Request.RequestURI":
				return routeTest{}, true
			}
		}
	case *ssa.Call:
		for _, a := range c.Call.Args {
			switch model.LoadedField(a) {
			case "net/url.URL.Path", "net/url.URL.RawPath", "net/http.Request.RequestURI":
				return routeTest{}, true
			}
		}
	}
	return routeTest{}, false
}

// methodsOn: what holds on the way to block b: a write method, a read
// method, and whether any route test holds there at all.
func methodsOn(b *ssa.BasicBlock, tests map[*ssa.BasicBlock]routeTest) (write, read, routed bool) {
	for a, depth := b.Idom(), 0; a != nil && depth < 64; a, depth = a.Idom(), depth+1 {
		t, ok := tests[a]
		if !ok || len(a.Succs) != 2 {
			continue
		}
		onTrue := a.Succs[0].Dominates(b)
		onFalse := a.Succs[1].Dominates(b)
		if onTrue == onFalse {
			continue
		}
		holds := onTrue != t.neg // the tested equality holds on b's way
		if t.method == "" {
			routed = routed || onTrue
			continue
		}
		if !holds {
			continue
		}
		routed = true
		if model.HTTPWriteMethods[t.method] {
			write = true
		} else {
			read = true
		}
	}
	return write, read && !write, routed
}

// passesRequest: the call passes a *http.Request.
func passesRequest(c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		if model.TypeKey(deref(a.Type())) == "net/http.Request" {
			if _, ptr := a.Type().Underlying().(*types.Pointer); ptr {
				return true
			}
		}
	}
	return false
}

// routeTargets: the functions a route call runs: its static callee, or
// the function values a wrapper chain returns (s.ensureUser(s.handleX)).
func (hf *finder) routeTargets(c *ssa.CallCommon) []*ssa.Function {
	if c.IsInvoke() {
		return nil
	}
	if f := c.StaticCallee(); f != nil {
		if f.Synthetic != "" {
			if obj, ok := f.Object().(*types.Func); ok {
				if m := hf.pkg.Prog.FuncValue(obj); m != nil {
					return []*ssa.Function{m}
				}
			}
		}
		return []*ssa.Function{f}
	}
	var out []*ssa.Function
	for _, r := range hf.funcsOf(c.Value, 0) {
		out = append(out, r.fn)
	}
	return out
}

// reachesRouter: fn, or a function of the package it calls or defines
// (two levels deep), is a router.
func (hf *finder) reachesRouter(fn *ssa.Function, depth int) bool {
	if fn == nil || depth > 2 || len(hf.routers) == 0 {
		return false
	}
	if hf.routers[fn] {
		return true
	}
	for _, anon := range fn.AnonFuncs {
		if hf.reachesRouter(anon, depth) {
			return true
		}
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if ci, ok := instr.(ssa.CallInstruction); ok {
				if cf := ci.Common().StaticCallee(); cf != nil && cf.Pkg == hf.pkg && cf != fn && hf.reachesRouter(cf, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// dropRouterCallers removes the handlers that only call a router: the
// routes are the handlers, each with its own effects.
func (hf *finder) dropRouterCallers() {
	if len(hf.routers) == 0 {
		return
	}
	var kept []*Handler
	for _, h := range hf.handlerList {
		hf.cur = h.fn
		if !strings.HasPrefix(h.how, "route of ") && hf.reachesRouter(h.fn, 0) {
			delete(hf.handlers, h.fn)
			continue
		}
		kept = append(kept, h)
	}
	hf.handlerList = kept
}

// dispatchedActions: an HTTP handler that calls a func value a function of
// its package chose (action := h.dispatchAction(r.PostForm.Get("action"));
// action(w, r), the function returning one of several method values in a
// switch) is a dispatcher: each function it may choose is a handler of
// the same route and tier, and the dispatcher is no handler of its own
// (its effects are the actions', each reported at its action).
func (hf *finder) dispatchedActions() {
	var dispatchers []*Handler
	for _, h := range slices.Clone(hf.handlerList) {
		if !hf.httpLib(h.lib) {
			continue
		}
		hf.cur = h.fn
		var targets []*ssa.Function
		for _, b := range h.fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok || ci.Common().IsInvoke() || ci.Common().StaticCallee() != nil || !passesParam(h.fn, ci.Common()) {
					continue
				}
				chooser, ok := strip(ci.Common().Value).(*ssa.Call)
				if !ok {
					continue
				}
				f := chooser.Common().StaticCallee()
				if f == nil || f.Pkg != hf.pkg || f.Blocks == nil {
					continue
				}
				targets = append(targets, hf.returnedFuncs(f)...)
			}
		}
		if len(targets) < minDispatchTargets {
			continue
		}
		for _, t := range targets {
			if nh := hf.addHandler(t, h.lib, "action of "+FuncName(h.fn), h.site); nh != nil {
				nh.maybeRead = h.maybeRead
			}
		}
		dispatchers = append(dispatchers, h)
	}
	for _, h := range dispatchers {
		delete(hf.handlers, h.fn)
		hf.handlerList = slices.DeleteFunc(hf.handlerList, func(x *Handler) bool { return x == h })
	}
}

// handedActions: an HTTP handler a factory returns (handleImageUpload(save)
// returning func(w, r) { …; save(ctx, file, ext) }) that calls a function
// its factory was given does the route's work in that function: each
// function the package passes the factory there is a handler of the same
// route and tier (the action of that registration: uploadRadioImage's
// literal). The handler keeps its own effects (parsing, its own writes).
func (hf *finder) handedActions() {
	for _, h := range slices.Clone(hf.handlerList) {
		parent := h.fn.Parent()
		if parent == nil || !hf.httpLib(h.lib) {
			continue
		}
		hf.cur = h.fn
		for _, b := range h.fn.Blocks {
			for _, instr := range b.Instrs {
				ci, ok := instr.(ssa.CallInstruction)
				if !ok || ci.Common().IsInvoke() {
					continue
				}
				callee := strip(ci.Common().Value)
				if u, ok := callee.(*ssa.UnOp); ok && u.Op == token.MUL {
					callee = u.X // a captured variable's cell
				}
				fv, ok := callee.(*ssa.FreeVar)
				if !ok || !passesRequestData(h.fn, ci.Common()) {
					continue // handleConst(f) calling f("fixed"): f is given no delivery
				}
				p := freeVarParam(h.fn, fv)
				if p == nil {
					continue
				}
				for _, ref := range hf.paramArgs(p, 0) {
					if ref.fn == h.fn || ref.fn.Pkg != hf.pkg {
						continue
					}
					if nh := hf.addHandler(ref.fn, h.lib, "action of "+FuncName(h.fn), h.site); nh != nil && nh.how == "action of "+FuncName(h.fn) {
						nh.maybeRead = h.maybeRead
					}
				}
			}
		}
	}
}

// passesRequestData: some argument of c derives from fn's parameters (the
// request: r, r.Context(), r.FormFile(…), chi.URLParam(r, "id")).
func passesRequestData(fn *ssa.Function, c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		if fromParams(fn, a, 0) {
			return true
		}
	}
	return false
}

// fromParams: v is one of fn's parameters (not its receiver), or made
// from one by a call, a field or element read, a conversion or an extract.
func fromParams(fn *ssa.Function, v ssa.Value, depth int) bool {
	if depth > 6 {
		return false
	}
	switch x := strip(v).(type) {
	case *ssa.Parameter:
		first := 0
		if fn.Signature.Recv() != nil {
			first = 1
		}
		return slices.Contains(fn.Params[first:], x)
	case *ssa.Extract:
		return fromParams(fn, x.Tuple, depth+1)
	case *ssa.Field:
		return fromParams(fn, x.X, depth+1)
	case *ssa.FieldAddr:
		return fromParams(fn, x.X, depth+1)
	case *ssa.UnOp:
		return fromParams(fn, x.X, depth+1)
	case *ssa.Alloc:
		// a parameter a nested func literal captures lives in a cell
		if st := singleStore(x); st != nil {
			return fromParams(fn, st, depth+1)
		}
	case *ssa.Call:
		for _, a := range callArgs(x.Common()) {
			if fromParams(fn, a, depth+1) {
				return true
			}
		}
	}
	return false
}

// freeVarParam: the parameter of the function declaring the func literal
// fn that fn captures as its free variable fv; nil when fv is bound to
// something else.
func freeVarParam(fn *ssa.Function, fv *ssa.FreeVar) *ssa.Parameter {
	idx := slices.Index(fn.FreeVars, fv)
	if idx < 0 {
		return nil
	}
	for _, mc := range closuresOf(fn) {
		if idx >= len(mc.Bindings) {
			continue
		}
		b := mc.Bindings[idx]
		if _, ok := b.(*ssa.Alloc); ok {
			b = singleStore(b) // the parameter, stored to its cell once
		}
		if p, ok := b.(*ssa.Parameter); ok {
			return p
		}
	}
	return nil
}

// middlewareHandlers: the handler a net/http middleware of the package
// wraps its next handler in (getPlayer(players) returning func(next
// http.Handler) http.Handler { return http.HandlerFunc(func(w, r) { …;
// next.ServeHTTP(w, r) }) }, installed by r.Use here or by an importer)
// runs on every request of the routes under it, GETs included: a handler
// that may serve a GET.
func (hf *finder) middlewareHandlers() {
	for _, fn := range hf.allFuncs {
		for _, lit := range middlewareLiterals(fn) {
			if hf.handlers[lit] == nil {
				hf.readRoutes[lit] = true
				hf.addReadRoute(lit, "net/http", "net/http middleware", lit.Pos())
			}
		}
	}
}

// middlewareLiterals: the func literals of middleware mw (func(next
// http.Handler) http.Handler) of the net/http handler shape.
func middlewareLiterals(mw *ssa.Function) []*ssa.Function {
	sig := mw.Signature
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 || model.TypeKey(sig.Params().At(0).Type()) != "net/http.Handler" {
		return nil
	}
	var out []*ssa.Function
	for _, lit := range mw.AnonFuncs {
		ps := lit.Signature.Params()
		if ps.Len() == 2 && model.TypeKey(ps.At(0).Type()) == "net/http.ResponseWriter" && model.TypeKey(ps.At(1).Type()) == "net/http.Request" {
			out = append(out, lit)
		}
	}
	return out
}

// minDispatchTargets: a function choosing among this many functions or
// more is a dispatcher (one or two are a strategy, not routes).
const minDispatchTargets = 3

// returnedFuncs: the functions of the package f returns (method values and
// functions in its return statements, one per switch case).
func (hf *finder) returnedFuncs(f *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, b := range f.Blocks {
		r, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, v := range r.Results {
			for _, ref := range hf.funcsOf(v, 0) {
				if ref.fn.Pkg == hf.pkg && !slices.Contains(out, ref.fn) {
					out = append(out, ref.fn)
				}
			}
		}
	}
	return out
}
