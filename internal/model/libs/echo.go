package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/labstack/echo/v4: POST/PUT/PATCH/DELETE routes are handlers;
// params, query, form and bound bodies are payload.
const pkgEcho = "github.com/labstack/echo/v4"

func init() { model.Register("echo", echo) }

func echo(b *model.Builder) {
	b.Packages(pkgEcho)
	b.SenderHint(pkgEcho, `c.Request().Header.Get("Idempotency-Key")`)
	for _, m := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		b.Route(pkgEcho+".Echo."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
	}
	for _, m := range []string{"POST", "PUT", "PATCH"} {
		b.Route(pkgEcho+".Group."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
	}
	for _, k := range []string{"Param", "QueryParam", "FormValue"} {
		b.Source(pkgEcho+".Context."+k, model.Payload)
	}
	b.Into(pkgEcho+".Context.Bind", 0, model.Payload)
	b.Into(pkgEcho+".DefaultBinder.Bind", 1, model.Payload)
}
