package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/go-pkgz/routegroup: route groups over net/http's ServeMux.
// Bundle.Handle and HandleFunc take a ServeMux pattern ("POST
// /api/v1/comment": the method, if any, is the pattern's first word);
// HandleRoot and HandleRootFunc take the method as an argument.
const pkgRouteGroup = "github.com/go-pkgz/routegroup"

func init() { model.Register("routegroup", routeGroup) }

func routeGroup(b *model.Builder) {
	b.Packages(pkgRouteGroup)
	b.SenderHint(pkgRouteGroup, `r.Header.Get("Idempotency-Key")`)
	for _, m := range []string{".Bundle.Handle", ".Bundle.HandleFunc"} {
		b.Route(pkgRouteGroup+m, model.HTTPRegister{PatternArg: 0, HandlerArg: 1})
	}
	for _, m := range []string{".Bundle.HandleRoot", ".Bundle.HandleRootFunc"} {
		b.Route(pkgRouteGroup+m, model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: -1, HandlerArg: 1})
	}
}
