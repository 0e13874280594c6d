package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/hay-kot/httpkit/errchain: an error-returning http.Handler
// (HandlerFunc func(w, r) error, Handler's ServeHTTP) adapted to net/http
// by ErrChain.ToHandlerFunc. A HandlerFunc-typed function is an HTTP
// handler as net/http's HandlerFunc is: when its route is not visible
// (chi's r.Post(path, chain.ToHandlerFunc(h)) wraps it), when it reads the
// request body or checks for a write method. Requests are net/http's.
const pkgErrchain = "github.com/hay-kot/httpkit/errchain"

func init() { model.Register("errchain", errchain) }

func errchain(b *model.Builder) {
	b.Packages(pkgErrchain)
	b.SenderHint(pkgErrchain, `r.Header.Get("Idempotency-Key")`)
	b.HTTPHandlerFunc(pkgErrchain + ".HandlerFunc")
	b.HandlerMethod(pkgErrchain, "ServeHTTP", "net/http.ResponseWriter", "*net/http.Request")
}
