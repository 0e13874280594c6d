package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/julienschmidt/httprouter: Router.POST/PUT/PATCH/DELETE routes
// are handlers (GET, HEAD and OPTIONS routes are not), and so are
// Handle/Handler/HandlerFunc routes whose method argument is one of those;
// a Handle-typed function (w, r, ps) is an HTTP handler; route params
// (Params.ByName) are payload. Requests are net/http's.
const pkgHttprouter = "github.com/julienschmidt/httprouter"

func init() { model.Register("httprouter", httprouter) }

func httprouter(b *model.Builder) {
	b.Packages(pkgHttprouter)
	b.SenderHint(pkgHttprouter, `r.Header.Get("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgHttprouter + ".Handle")
	for _, m := range []string{"POST", "PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS"} {
		b.Route(pkgHttprouter+".Router."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
	}
	for _, m := range []string{"Handle", "Handler", "HandlerFunc"} {
		b.Route(pkgHttprouter+".Router."+m, model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
	}
	b.Source(pkgHttprouter+".Params.ByName", model.Payload)
}
