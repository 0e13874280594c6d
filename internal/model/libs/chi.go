package libs

import (
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/go-chi/chi/v5: Post/Put/Patch/Delete routes are handlers (Get,
// Head and Options routes are not);
// URL params are payload. Requests are net/http's.
const pkgChi = "github.com/go-chi/chi/v5"

func init() { model.Register("chi", chi) }

func chi(b *model.Builder) {
	b.Packages(pkgChi)
	b.SenderHint(pkgChi, `r.Header.Get("Idempotency-Key")`)
	for _, recv := range []string{"Router", "Mux"} {
		for _, m := range []string{"Post", "Put", "Patch", "Delete", "Get", "Head", "Options"} {
			b.Route(pkgChi+"."+recv+"."+m, model.HTTPRegister{Method: strings.ToUpper(m), PatternArg: 0, HandlerArg: 1})
		}
		for _, m := range []string{"Method", "MethodFunc"} {
			b.Route(pkgChi+"."+recv+"."+m, model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
		}
		// every method: a route that may serve a GET
		for _, m := range []string{"Handle", "HandleFunc"} {
			b.Route(pkgChi+"."+recv+"."+m, model.HTTPRegister{PatternArg: 0, HandlerArg: 1})
		}
	}
	b.Source(pkgChi+".URLParam", model.Payload)
}
