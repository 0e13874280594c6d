package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/gin-gonic/gin: POST/PUT/PATCH/DELETE routes are handlers, and so
// is a HandlerFunc-shaped function whose route is not visible when it binds
// or reads the request body; GET/HEAD/OPTIONS routes are not; the
// sender's id is the Idempotency-Key header; params, query, form and bound
// bodies and cookies (a session cookie a retry sends again) are payload.
const pkgGin = "github.com/gin-gonic/gin"

func init() { model.Register("gin", gin) }

func gin(b *model.Builder) {
	b.Packages(pkgGin)
	b.SenderHint(pkgGin, `c.GetHeader("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgGin + ".HandlerFunc")
	for _, recv := range []string{"RouterGroup", "IRoutes"} {
		for _, m := range []string{"POST", "PUT", "PATCH", "DELETE", "GET", "HEAD", "OPTIONS"} {
			b.Route(pkgGin+"."+recv+"."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
		}
		b.Route(pkgGin+"."+recv+".Handle", model.HTTPRegister{MethodFromArg: true, MethodArg: 0, PatternArg: 1, HandlerArg: 2})
	}
	for _, k := range []string{"Param", "Query", "DefaultQuery", "GetQuery", "PostForm", "GetRawData", "Cookie"} {
		b.Source(pkgGin+".Context."+k, model.Payload)
	}
	b.HeaderGet(pkgGin+".Context.GetHeader", 0)
	// every binder of gin's Context fills its first argument from the
	// request (body, query, URI or headers)
	bodyBinders := []string{"ShouldBindJSON", "BindJSON", "ShouldBind", "Bind",
		"ShouldBindXML", "BindXML", "ShouldBindYAML", "BindYAML", "ShouldBindTOML", "BindTOML", "ShouldBindPlain", "BindPlain",
		"ShouldBindBodyWith", "ShouldBindBodyWithJSON", "ShouldBindBodyWithXML", "ShouldBindBodyWithYAML", "ShouldBindBodyWithTOML", "ShouldBindBodyWithPlain"}
	// (ShouldBindWith's binding says which part: binding.Query reads no body)
	for _, k := range append([]string{"ShouldBindQuery", "BindQuery", "ShouldBindUri", "BindUri", "ShouldBindHeader", "BindHeader", "ShouldBindWith", "MustBindWith"}, bodyBinders...) {
		b.Into(pkgGin+".Context."+k, 0, model.Payload)
	}
	for _, k := range append([]string{"GetRawData", "PostForm"}, bodyBinders...) {
		b.BodyRead(pkgGin + ".Context." + k)
	}
}
