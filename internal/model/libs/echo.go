package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/labstack/echo/v4: POST/PUT/PATCH/DELETE routes are handlers, and
// so is a HandlerFunc-shaped function whose route is not visible when it
// binds the request body; GET/HEAD/OPTIONS routes are not;
// params, query, form and bound bodies are payload.
const pkgEcho = "github.com/labstack/echo/v4"

func init() { model.Register("echo", echo) }

func echo(b *model.Builder) {
	b.Packages(pkgEcho)
	b.SenderHint(pkgEcho, `c.Request().Header.Get("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgEcho + ".HandlerFunc")
	for _, recv := range []string{"Echo", "Group"} {
		for _, m := range []string{"POST", "PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS"} {
			b.Route(pkgEcho+"."+recv+"."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
		}
		b.Route(pkgEcho+"."+recv+".Add", model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
	}
	for _, k := range []string{"Param", "QueryParam", "FormValue"} {
		b.Source(pkgEcho+".Context."+k, model.Payload)
	}
	b.Into(pkgEcho+".Context.Bind", 0, model.Payload)
	b.Into(pkgEcho+".DefaultBinder.Bind", 1, model.Payload)
	b.BodyRead(pkgEcho+".Context.Bind", pkgEcho+".DefaultBinder.Bind", pkgEcho+".DefaultBinder.BindBody")
}
