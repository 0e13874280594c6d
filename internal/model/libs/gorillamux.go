package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/gorilla/mux: a route's methods are set by a Methods call
// chained on it (r.HandleFunc("/x", h).Methods("POST"),
// r.Methods("POST").Path("/x").HandlerFunc(h)): a write method makes its
// handler a handler, a read method a read route; a route with no visible
// method is judged as net/http's (the handler checks for a write method or
// reads the body). Requests are net/http's; mux.Vars are path params
// (payload).
const pkgGorillaMux = "github.com/gorilla/mux"

func init() { model.Register("gorilla/mux", gorillaMux) }

func gorillaMux(b *model.Builder) {
	b.Packages(pkgGorillaMux)
	b.SenderHint(pkgGorillaMux, `r.Header.Get("Idempotency-Key")`)
	for _, k := range []string{".Router.HandleFunc", ".Router.Handle"} {
		b.Route(pkgGorillaMux+k, model.HTTPRegister{PatternArg: 0, HandlerArg: 1, ChainMethods: true, MethodArg: -1})
	}
	for _, k := range []string{".Route.HandlerFunc", ".Route.Handler"} {
		b.Route(pkgGorillaMux+k, model.HTTPRegister{PatternArg: -1, HandlerArg: 0, ChainMethods: true, MethodArg: -1})
	}
	b.RouteMethods(pkgGorillaMux+".Router.Methods", pkgGorillaMux+".Route.Methods")
	b.Source(pkgGorillaMux+".Vars", model.Payload)
}
