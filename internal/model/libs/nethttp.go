package libs

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// net/http: ServeHTTP methods and write-method routes are handlers, and so
// is a function of the HandlerFunc shape whose route is not visible when it
// reads the request body or checks for a write method; the
// sender's id is the Idempotency-Key header; body, form and path values are
// payload. Post/PostForm are external sends, and so is Client.Do of a POST or
// PATCH request, unless the request carries the sender's key as its
// Idempotency-Key header.
const pkgHTTP = "net/http"

func init() { model.Register("net/http", netHTTP) }

func netHTTP(b *model.Builder) {
	b.Packages(pkgHTTP)
	b.SenderHint(pkgHTTP, `r.Header.Get("Idempotency-Key")`)
	b.HandlerMethod(pkgHTTP, "ServeHTTP", pkgHTTP+".ResponseWriter", "*"+pkgHTTP+".Request")
	b.HTTPHandlerFunc(pkgHTTP + ".HandlerFunc")
	for _, k := range []string{".HandleFunc", ".Handle", ".ServeMux.HandleFunc", ".ServeMux.Handle"} {
		b.Route(pkgHTTP+k, model.HTTPRegister{Method: "", PatternArg: 0, HandlerArg: 1})
	}
	b.Field(pkgHTTP+".Request.Body", model.Field{Source: model.Payload, BodyRead: true})
	b.Field(pkgHTTP+".Request.Header", model.Field{HeaderTable: true})
	b.Field(pkgHTTP+".Request.Form", model.Field{Source: model.Payload})
	b.Field(pkgHTTP+".Request.PostForm", model.Field{Source: model.Payload})
	b.Source(pkgHTTP+".Request.FormValue", model.Payload)
	b.Source(pkgHTTP+".Request.PostFormValue", model.Payload)
	b.Source(pkgHTTP+".Request.PathValue", model.Payload)
	b.HeaderGet(pkgHTTP+".Header.Get", 0)
	b.HeaderGet(pkgHTTP+".Header.Values", 0)
	b.HeaderSet(pkgHTTP + ".Header.Set")
	b.HeaderSet(pkgHTTP + ".Header.Add")
	b.Transform(pkgHTTP + ".MaxBytesReader")
	b.BodyRead(pkgHTTP+".Request.PostFormValue", pkgHTTP+".Request.ParseMultipartForm", pkgHTTP+".Request.FormFile",
		pkgHTTP+".Request.MultipartReader")

	b.Effect(model.Send, pkgHTTP+".Post", pkgHTTP+".PostForm", pkgHTTP+".Client.Post", pkgHTTP+".Client.PostForm")
	b.Call(pkgHTTP+".Client.Do", func(c *model.Call) { c.Hook = clientDo(0) })
	b.Call(pkgHTTP+".NewRequest", func(c *model.Call) { c.HTTPMethodArg = 0 })
	b.Call(pkgHTTP+".NewRequestWithContext", func(c *model.Call) { c.HTTPMethodArg = 1 })
}

// clientDo: client.Do(req) with a POST/PATCH request is an external send,
// safe when the request carries the sender's key as its Idempotency-Key.
func clientDo(reqArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		req := s.Arg(reqArg)
		if req == nil {
			return model.Classification{}
		}
		method, root := requestMethod(s.Model, req)
		if method != "POST" && method != "PATCH" {
			return model.Classification{}
		}
		e := model.EffectSpec{Kind: model.Send, Desc: "external " + method + " (http.Client.Do)", Name: s.Callee, SafeIfSender: -1}
		for _, sk := range s.Q.Sinks() {
			if sk.Root != nil && (sk.Root == root || sk.Root == model.Strip(req)) {
				k := s.Q.Key(sk.Key)
				if k.Sender {
					return model.Classification{}
				}
				if k.Param >= 0 {
					e.SafeIfSender = k.Param
				}
			}
		}
		return model.Classification{Effects: []model.EffectSpec{e}}
	}
}

// requestMethod finds the method of a request built by a constructor with an
// HTTPMethodArg (http.NewRequest*), through WithContext and Clone, and the
// constructor call.
func requestMethod(m *model.Model, v ssa.Value) (string, ssa.Value) {
	for i := 0; i < 8; i++ {
		v = model.Strip(v)
		switch x := v.(type) {
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.Call:
			fn := model.Callee(x.Common())
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkgHTTP {
				return "", nil
			}
			params, recv := model.SplitArgs(x.Common())
			if rule := m.LookupFunc(fn); rule != nil && rule.HTTPMethodArg >= 0 {
				if rule.HTTPMethodArg < len(params) {
					s, _ := model.ConstString(params[rule.HTTPMethodArg])
					return strings.ToUpper(s), x
				}
				return "", nil
			}
			switch fn.Name() {
			case "WithContext", "Clone":
				v = recv
				continue
			}
			return "", nil
		default:
			return "", nil
		}
	}
	return "", nil
}
