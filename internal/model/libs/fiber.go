package libs

import (
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/gofiber/fiber/v2: Post/Put/Patch/Delete routes (on the App, a
// Group, or the Router interface a Group returns) are handlers, and so is a
// function of Handler's shape (func(*fiber.Ctx) error) whose route is not
// visible when it reads the body; Get/Head/Options routes are not. The
// sender's id is the Idempotency-Key header (c.Get); params, query, form and
// the parsed body are payload, and a struct filled by ReqHeaderParser binds
// its fields to headers by their reqHeader tag.
const pkgFiber = "github.com/gofiber/fiber/v2"

func init() { model.Register("fiber", fiber) }

func fiber(b *model.Builder) {
	b.Packages(pkgFiber)
	b.SenderHint(pkgFiber, `c.Get("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgFiber + ".Handler")
	for _, recv := range []string{"App", "Group", "Router"} {
		for _, m := range []string{"Post", "Put", "Patch", "Delete", "Get", "Head", "Options"} {
			b.Route(pkgFiber+"."+recv+"."+m, model.HTTPRegister{Method: strings.ToUpper(m), PatternArg: 0, HandlerArg: 1})
		}
		b.Route(pkgFiber+"."+recv+".Add", model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
	}
	for _, k := range []string{"Params", "Query", "FormValue", "Body", "BodyRaw"} {
		b.Source(pkgFiber+".Ctx."+k, model.Payload)
	}
	b.HeaderGet(pkgFiber+".Ctx.Get", 0)
	b.Into(pkgFiber+".Ctx.BodyParser", 0, model.Payload)
	b.Into(pkgFiber+".Ctx.QueryParser", 0, model.Payload)
	b.Into(pkgFiber+".Ctx.ReqHeaderParser", 0, model.Payload)
	b.HeaderTag("reqHeader")
	b.BodyRead(pkgFiber+".Ctx.Body", pkgFiber+".Ctx.BodyRaw", pkgFiber+".Ctx.BodyParser")
}
