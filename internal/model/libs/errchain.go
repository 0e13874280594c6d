package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/hay-kot/httpkit/errchain: an error-returning http.Handler
// (HandlerFunc func(w, r) error, Handler's ServeHTTP) adapted to net/http
// by ErrChain.ToHandlerFunc. A HandlerFunc-typed function is an HTTP
// handler as net/http's HandlerFunc is: when its route is not visible
// (chi's r.Post(path, chain.ToHandlerFunc(h)) wraps it), when it reads the
// request body or checks for a write method, when a factory returns it.
// Requests are net/http's; the module's server.Decode reads the body into
// its second argument.
const (
	pkgErrchain     = "github.com/hay-kot/httpkit/errchain"
	pkgHTTPKitServe = "github.com/hay-kot/httpkit/server"
)

func init() { model.Register("errchain", errchain) }

func errchain(b *model.Builder) {
	b.Packages(pkgErrchain, pkgHTTPKitServe)
	for _, k := range []string{pkgHTTPKitServe + ".Decode", pkgHTTPKitServe + ".DecodeStrict"} {
		b.Into(k, 1, model.Payload)
		b.BodyRead(k)
	}
	b.SenderHint(pkgErrchain, `r.Header.Get("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgErrchain + ".HandlerFunc")
	b.HandlerMethod(pkgErrchain, "ServeHTTP", "net/http.ResponseWriter", "*net/http.Request")
}
