package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/labstack/echo/v4 and /v5: POST/PUT/PATCH/DELETE routes are
// handlers, and so is a HandlerFunc-shaped function whose route is not
// visible when it binds the request body; GET/HEAD/OPTIONS routes are not;
// params, query, form and bound bodies are payload. v4's HandlerFunc takes
// the Context interface (func(echo.Context) error), v5's a pointer to the
// Context struct (func(*echo.Context) error); the rows are the same.
const (
	pkgEcho   = "github.com/labstack/echo/v4"
	pkgEchoV5 = "github.com/labstack/echo/v5"
)

func init() { model.Register("echo", echo) }

func echo(b *model.Builder) {
	for _, pkg := range []string{pkgEcho, pkgEchoV5} {
		b.Packages(pkg)
		b.SenderHint(pkg, `c.Request().Header.Get("Idempotency-Key")`)
		b.HTTPHandlerFunc(pkg + ".HandlerFunc")
		for _, recv := range []string{"Echo", "Group"} {
			for _, m := range []string{"POST", "PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS"} {
				b.Route(pkg+"."+recv+"."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
			}
			b.Route(pkg+"."+recv+".Add", model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
		}
		for _, k := range []string{"Param", "QueryParam", "FormValue"} {
			b.Source(pkg+".Context."+k, model.Payload)
		}
		b.Into(pkg+".Context.Bind", 0, model.Payload)
		b.Into(pkg+".DefaultBinder.Bind", 1, model.Payload)
		b.BodyRead(pkg+".Context.Bind", pkg+".DefaultBinder.Bind")
	}
	for _, m := range []string{"BindBody", "BindQueryParams", "BindPathParams"} {
		b.Into(pkgEcho+".DefaultBinder."+m, 1, model.Payload)
	}
	b.BodyRead(pkgEcho + ".DefaultBinder.BindBody")
	b.Into(pkgEchoV5+".BindBody", 1, model.Payload)
	b.BodyRead(pkgEchoV5 + ".BindBody")
}
