package libs

import (
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/danielgtaylor/huma/v2: an operation registered with a write
// method — huma.Register(api, huma.Operation{Method: http.MethodPost, …},
// h) or huma.Post/Put/Patch/Delete(api, path, h) — makes its handler
// (func(ctx, *Input) (*Output, error)) a handler; a GET/HEAD operation is a
// read route. The input is the request: its fields tagged header:"Name" are
// that header (header:"Idempotency-Key" is the sender's key), the others
// (path, query, body) payload.
const pkgHuma = "github.com/danielgtaylor/huma/v2"

func init() { model.Register("huma", huma) }

func huma(b *model.Builder) {
	b.Packages(pkgHuma+"/", pkgHuma)
	b.SenderHint(pkgHuma, `an input field tagged header:"Idempotency-Key"`)
	b.Route(pkgHuma+".Register", model.HTTPRegister{MethodArg: 1, MethodField: "Method", PatternArg: -1, HandlerArg: 2, OneHandler: true, Input: true})
	for _, m := range []string{"Post", "Put", "Patch", "Delete", "Get", "Head"} {
		b.Route(pkgHuma+"."+m, model.HTTPRegister{Method: strings.ToUpper(m), PatternArg: 1, HandlerArg: 2, OneHandler: true, Input: true})
	}
	b.HeaderTag("header")
}
