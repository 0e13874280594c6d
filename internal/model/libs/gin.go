package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/gin-gonic/gin: POST/PUT/PATCH/DELETE routes are handlers; the
// sender's id is the Idempotency-Key header; params, query, form and bound
// bodies are payload.
const pkgGin = "github.com/gin-gonic/gin"

func init() { model.Register("gin", gin) }

func gin(b *model.Builder) {
	b.Packages(pkgGin)
	b.SenderHint(pkgGin, `c.GetHeader("Idempotency-Key")`)
	for _, m := range []string{"POST", "PUT", "PATCH", "DELETE"} {
		b.Route(pkgGin+".RouterGroup."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
	}
	for _, m := range []string{"POST", "PUT", "PATCH"} {
		b.Route(pkgGin+".IRoutes."+m, model.HTTPRegister{Method: m, PatternArg: 0, HandlerArg: 1})
	}
	for _, k := range []string{"Param", "Query", "PostForm", "GetRawData"} {
		b.Source(pkgGin+".Context."+k, model.Payload)
	}
	b.HeaderGet(pkgGin+".Context.GetHeader", 0)
	for _, k := range []string{"ShouldBindJSON", "BindJSON", "ShouldBind", "Bind"} {
		b.Into(pkgGin+".Context."+k, 0, model.Payload)
	}
}
