package libs

import (
	"go/token"
	"go/types"
	"regexp"
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
	b.URLRead(tokenURL)
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
	// r.URL.Query().Get(name): the request's query parameters (a GET's
	// input), derived from the URL they are read from
	b.Transform("net/url.URL.Query", "net/url.Values.Get", "net/url.Values.Has")
	b.HeaderGet(pkgHTTP+".Header.Get", 0)
	b.HeaderGet(pkgHTTP+".Header.Values", 0)
	b.HeaderSet(pkgHTTP + ".Header.Set")
	b.HeaderSet(pkgHTTP + ".Header.Add")
	b.Transform(pkgHTTP + ".MaxBytesReader")
	b.BodyRead(pkgHTTP+".Request.PostFormValue", pkgHTTP+".Request.ParseMultipartForm", pkgHTTP+".Request.FormFile",
		pkgHTTP+".Request.MultipartReader")

	b.Call(pkgHTTP+".Post", func(c *model.Call) { c.Effect = model.Send; c.Hook = httpPost(0, -1) })
	b.Call(pkgHTTP+".Client.Post", func(c *model.Call) { c.Effect = model.Send; c.Hook = httpPost(0, -1) })
	b.Call(pkgHTTP+".PostForm", func(c *model.Call) { c.Effect = model.Send; c.Hook = httpPost(0, 1) })
	b.Call(pkgHTTP+".Client.PostForm", func(c *model.Call) { c.Effect = model.Send; c.Hook = httpPost(0, 1) })
	b.Call(pkgHTTP+".Client.Do", func(c *model.Call) { c.Hook = clientDo(0) })
	b.Call(pkgHTTP+".NewRequest", func(c *model.Call) { c.HTTPMethodArg = 0 })
	b.Call(pkgHTTP+".NewRequestWithContext", func(c *model.Call) { c.HTTPMethodArg = 1 })
}

// httpPost: http.Post/PostForm (and the Client's) are external sends,
// unless the call is a token exchange: an OAuth2 token endpoint (a constant
// URL whose path ends in /token) or a form that carries a grant_type. A
// token exchange fetches a credential whose response is read; a repeat
// gets another token and changes nothing (issue 22, kind 1; the
// golang.org/x/oauth2 library is modelled as such in oauth2.go).
func httpPost(urlArg, formArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		if transitionURL(s.Arg(urlArg)) {
			return transitionClaim(s, s.Arg(urlArg))
		}
		if tokenURL(s.Arg(urlArg)) || formArg >= 0 && grantForm(s.Arg(formArg)) ||
			formArg < 0 && encodedForm(s.Arg(urlArg+2)) {
			return model.Classification{}
		}
		return model.Classification{Table: s.Rule} // an external send, as the table says
	}
}

// tokenPath: the path of an OAuth2 / OpenID Connect token endpoint
// (/oauth/token, /oauth2/v1/token, /protocol/openid-connect/token, /token),
// or of a verification a POST only asks for: a CAPTCHA's siteverify
// (reCAPTCHA, hCaptcha, Turnstile), a token's introspection (RFC 7662),
// tokeninfo or userinfo, or a one-time code's check (Twilio Verify's
// VerificationCheck: it sends nothing, and a second check of an approved
// code is refused). Repeating one changes nothing anywhere.
var tokenPath = regexp.MustCompile(`(?i)^[a-z]+://[^/]+(/[^?#]*)?/(oauth2?/)?(v\d+/)?(token|siteverify|introspect|tokeninfo|userinfo|verification-?checks?)/?(\?.*)?$`)

// tokenTail: the constant end of a URL built as base + "/v1/oauth2/token".
var tokenTail = regexp.MustCompile(`(?i)(^|/)(oauth2?/)?(v\d+/)?(oauth2?/)?(token|siteverify|introspect|tokeninfo|userinfo|verification-?checks?)/?$`)

// tokenURL: v is the URL of a token endpoint: a constant one, or a
// configured base joined to a constant token path.
func tokenURL(v ssa.Value) bool {
	if v == nil {
		return false
	}
	if u, ok := model.ConstString(v); ok {
		return tokenPath.MatchString(u)
	}
	if b, ok := model.Strip(v).(*ssa.BinOp); ok && b.Op == token.ADD {
		if tail, ok := model.ConstString(b.Y); ok && strings.Contains(tail, "/") {
			return tokenTail.MatchString(tail)
		}
	}
	// fmt.Sprintf("%s/v2/Services/%s/VerificationCheck", base, sid): the
	// format's constant text after its last verb
	if call, ok := model.Strip(v).(*ssa.Call); ok && len(call.Call.Args) > 0 {
		if fn := model.Callee(call.Common()); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" {
			if f, ok := model.ConstString(call.Call.Args[0]); ok {
				if i := strings.LastIndex(f, "%"); i >= 0 && i+2 <= len(f) {
					tail := f[i+2:]
					return strings.Contains(tail, "/") && tokenTail.MatchString(tail)
				}
				return tokenPath.MatchString(f)
			}
		}
	}
	return false
}

// grantBody: v is a request body of constant text carrying an OAuth2
// grant (strings.NewReader("grant_type=client_credentials")).
func grantBody(v ssa.Value) bool {
	call, ok := model.Strip(v).(*ssa.Call)
	if !ok {
		return false
	}
	fn := model.Callee(call.Common())
	if fn == nil || fn.Pkg() == nil || len(call.Call.Args) != 1 {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "strings.NewReader", "bytes.NewBufferString", "bytes.NewReader":
	default:
		return false
	}
	body, ok := model.ConstString(call.Call.Args[0])
	return ok && strings.Contains(body, "grant_type=")
}

// encodedForm: v is a body reading a credentials form (grantForm) that
// was encoded into it: strings.NewReader(form.Encode()) — a login such as
// Proxmox's POST /access/ticket with username and password.
func encodedForm(v ssa.Value) bool {
	call, ok := model.Strip(v).(*ssa.Call)
	if !ok || len(call.Call.Args) != 1 {
		return false
	}
	if fn := model.Callee(call.Common()); fn == nil || fn.Pkg() == nil || fn.Pkg().Path()+"."+fn.Name() != "strings.NewReader" {
		return false
	}
	enc, ok := model.Strip(call.Call.Args[0]).(*ssa.Call)
	if !ok {
		return false
	}
	fn := model.Callee(enc.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || fn.Name() != "Encode" || len(enc.Call.Args) != 1 {
		return false
	}
	return grantForm(enc.Call.Args[0])
}

// credentialKeys: the form entries that make a POST a credential exchange
// (an OAuth2 grant, a login): a repeat gets another token or session.
var credentialKeys = map[string]bool{"grant_type": true, "password": true}

// grantForm: v is a form (url.Values or a map[string][]string) built in
// this function with a "grant_type" or "password" entry: an OAuth2 token
// request or a login.
func grantForm(v ssa.Value) bool {
	form := model.Strip(v)
	return model.AnyReferrer(form, 64, func(r ssa.Instruction) bool {
		switch x := r.(type) {
		case *ssa.MapUpdate:
			k, ok := model.ConstString(x.Key)
			return ok && credentialKeys[k]
		case ssa.CallInstruction:
			c := x.Common()
			if c.IsInvoke() || len(c.Args) < 2 || model.Strip(c.Args[0]) != form {
				return false
			}
			if fn := model.Callee(c); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && (fn.Name() == "Set" || fn.Name() == "Add") {
				k, ok := model.ConstString(c.Args[1])
				return ok && credentialKeys[k]
			}
		}
		return false
	})
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
		methodBy, urlBy := 0, 0
		if method != "POST" && method != "PATCH" {
			// a client's own request helper taking the method, for a URL
			// of its own (lastfm's makeRequest(ctx, method, params)): its
			// callers decide. A helper taking the whole URL as well
			// (HttpRequest(url, method, …)) leaves the URL to them too:
			// a caller passing a token endpoint's URL sends nothing. One
			// building the URL from a path it takes (do(method, path,
			// body)) is left alone: what the path says (a token, a
			// transition) is out of sight here and there.
			mv := requestMethodValue(s.Model, req)
			if method != "" || mv == nil {
				return model.Classification{}
			}
			k := s.Q.Key(mv)
			if k.Param < 0 || k.Sender || k.Minted {
				return model.Classification{}
			}
			urls := requestURLs(s.Model, req)
			if len(urls) == 0 {
				return model.Classification{}
			}
			for _, u := range urls {
				if tokenURL(u) {
					return model.Classification{}
				}
				uk := s.Q.Key(u)
				if !uk.FromArgs {
					continue
				}
				if _, whole := model.Strip(u).(*ssa.Parameter); !whole || uk.Param < 0 || uk.Param == k.Param || urlBy > 0 && urlBy != uk.Param+1 {
					return model.Classification{}
				}
				urlBy = uk.Param + 1
			}
			methodBy = k.Param + 1
			method = "request"
		}
		if tokenRequest(s.Model, root) {
			return model.Classification{} // a token exchange: a read
		}
		if u, _ := requestArgs(s.Model, root); transitionURL(u) {
			return transitionClaim(s, u) // a one-way transition of a remote resource
		}
		e := model.EffectSpec{Kind: model.Send, Desc: "external " + method + " (http.Client.Do)", Name: s.Callee, SafeIfSender: -1, MethodBy: methodBy, URLBy: urlBy}
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

// transitionTail: the constant end of a URL built as base + "/orders/" +
// id + "/capture": an action that moves the remote resource named by the
// id one way (capture, confirm, cancel, void, finalize, complete). The
// provider refuses a second one (PayPal's ORDER_ALREADY_CAPTURED, a
// payment intent that is no longer confirmable): naturally idempotent,
// like UPDATE … SET status = 'captured' WHERE id = $1.
var transitionTail = regexp.MustCompile(`(?i)^/(capture|confirm|cancel|void|finalize|complete)/?$`)

// checkoutTail: the constant end of a URL that creates a hosted checkout
// (PayPal's POST /v2/checkout/orders, a checkout session): a payment page
// the payer approves or abandons. Nothing moves until they approve; a
// retry leaves an unapproved page that expires, as a Stripe Checkout
// Session does (stripe.go).
var checkoutTail = regexp.MustCompile(`(?i)(^|/)checkout/(orders|sessions)/?$`)

// transitionURL: v is a URL whose last segment is a transition action
// and whose segment before it is a value (the resource's id), or the
// creation of a hosted checkout (checkoutTail).
func transitionURL(v ssa.Value) bool {
	if v == nil {
		return false
	}
	if u, ok := model.ConstString(v); ok {
		return checkoutTail.MatchString(strings.TrimRight(strings.SplitN(u, "?", 2)[0], "/"))
	}
	b, ok := model.Strip(v).(*ssa.BinOp)
	if !ok || b.Op != token.ADD {
		return false
	}
	tail, ok := model.ConstString(b.Y)
	if ok && checkoutTail.MatchString(tail) {
		return true
	}
	if !ok || !transitionTail.MatchString(tail) {
		return false
	}
	if _, isConst := model.ConstString(b.X); isConst {
		return false
	}
	// the id: the value right before the tail, after a constant ending in "/"
	id := model.Strip(b.X)
	if l, ok := id.(*ssa.BinOp); ok && l.Op == token.ADD {
		if _, isConst := model.ConstString(l.Y); isConst {
			return false // base + "/orders/capture": no id
		}
		if head, ok := model.ConstString(l.X); ok {
			return strings.HasSuffix(head, "/")
		}
		if hl, ok := model.Strip(l.X).(*ssa.BinOp); ok && hl.Op == token.ADD {
			head, ok := model.ConstString(hl.Y)
			return ok && strings.HasSuffix(head, "/")
		}
	}
	return false
}

// transitionClaim: a POST to a transition URL sends nothing new: the
// provider moves the resource named by the id one way, once (a second
// capture of an order is refused: ORDER_ALREADY_CAPTURED). Where its
// outcome decides what follows (the payment recorded after a 201
// COMPLETED capture), it is a claim keyed by the id: what runs after it
// runs once per resource.
func transitionClaim(s *model.Site, u ssa.Value) model.Classification {
	id := transitionID(u)
	if id == nil || !statusChecked(s.Instr) {
		return model.Classification{}
	}
	tail := ""
	if b, ok := model.Strip(u).(*ssa.BinOp); ok {
		tail, _ = model.ConstString(b.Y)
	}
	return model.Classification{KeyOps: []model.KeyOpSpec{{Op: model.Claim, Key: id, Store: "remote:" + strings.Trim(tail, "/"), Desc: "one-way transition POST …" + tail}}}
}

// statusChecked: the response of call (its first result, an
// *http.Response) has its StatusCode compared in a branch: a refused
// transition (422) is told apart from an accepted one. A call whose error
// alone is checked goes on after a refusal.
func statusChecked(call ssa.CallInstruction) bool {
	c, ok := call.(*ssa.Call)
	if !ok || c.Referrers() == nil {
		return false
	}
	var resp ssa.Value = c
	if _, isTuple := c.Type().(*types.Tuple); isTuple {
		resp = nil
		for _, r := range *c.Referrers() {
			if ex, ok := r.(*ssa.Extract); ok && ex.Index == 0 {
				resp = ex
			}
		}
	}
	return model.FieldCompared(resp, "StatusCode")
}

// transitionID: the resource id of a transition URL (base + "/orders/" +
// id + "/capture"), or nil.
func transitionID(u ssa.Value) ssa.Value {
	b, ok := model.Strip(u).(*ssa.BinOp)
	if !ok || b.Op != token.ADD {
		return nil
	}
	if tail, ok := model.ConstString(b.Y); !ok || !transitionTail.MatchString(tail) {
		return nil
	}
	if l, ok := model.Strip(b.X).(*ssa.BinOp); ok && l.Op == token.ADD {
		if _, isConst := model.ConstString(l.Y); !isConst {
			return l.Y
		}
	}
	return nil
}

// tokenRequest: the request constructor call root (http.NewRequest*) targets
// a token endpoint or carries an OAuth2 grant as its body.
func tokenRequest(m *model.Model, root ssa.Value) bool {
	u, body := requestArgs(m, root)
	return u != nil && tokenURL(u) || body != nil && grantBody(body)
}

// requestArgs: the URL and body arguments of the request constructor call
// root (a function with an HTTPMethodArg: http.NewRequest*), nil when root
// is not one or lacks them.
func requestArgs(m *model.Model, root ssa.Value) (u, body ssa.Value) {
	call, ok := root.(*ssa.Call)
	if !ok {
		return nil, nil
	}
	fn := model.Callee(call.Common())
	if fn == nil {
		return nil, nil
	}
	rule := m.LookupFunc(fn)
	if rule == nil || rule.HTTPMethodArg < 0 {
		return nil, nil
	}
	params, _ := model.SplitArgs(call.Common())
	if i := rule.HTTPMethodArg + 1; i < len(params) {
		u = params[i]
	}
	if i := rule.HTTPMethodArg + 2; i < len(params) {
		body = params[i]
	}
	return u, body
}

// requestCalls: the request constructor calls (http.NewRequest*, a call
// with an HTTPMethodArg) the request v is made by, one per path (var req;
// if … { req = …(body) } else { req = …(nil) }), or nil when one is not
// such a call.
func requestCalls(m *model.Model, v ssa.Value) []*ssa.Call {
	edges := []ssa.Value{v}
	if phi, ok := model.Strip(v).(*ssa.Phi); ok {
		edges = nil
		for _, e := range phi.Edges {
			if _, isConst := e.(*ssa.Const); !isConst { // not the nil it starts as
				edges = append(edges, e)
			}
		}
	}
	var out []*ssa.Call
	for _, e := range edges {
		_, root := requestMethod(m, e)
		c, ok := root.(*ssa.Call)
		if !ok {
			return nil
		}
		if rule := m.LookupFunc(model.Callee(c.Common())); rule == nil || rule.HTTPMethodArg < 0 {
			return nil
		}
		out = append(out, c)
	}
	return out
}

// requestURLs: the URL arguments of the request constructor calls the
// request v is made by, one per path (requestCalls), or nil when one is
// not such a call.
func requestURLs(m *model.Model, v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, c := range requestCalls(m, v) {
		u, _ := requestArgs(m, c)
		if u == nil {
			return nil
		}
		out = append(out, u)
	}
	return out
}

// requestMethodValue: the value passed as the method where the request v
// is made (http.NewRequestWithContext(ctx, method, …)), the same on every
// path, or nil.
func requestMethodValue(m *model.Model, v ssa.Value) ssa.Value {
	var same ssa.Value
	for _, c := range requestCalls(m, v) {
		params, _ := model.SplitArgs(c.Common())
		i := m.LookupFunc(model.Callee(c.Common())).HTTPMethodArg
		if i >= len(params) || same != nil && params[i] != same {
			return nil
		}
		same = params[i]
	}
	return same
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
		case *ssa.UnOp:
			// a request variable a closure captures lives in a cell: the
			// one request stored into it
			alloc, ok := x.X.(*ssa.Alloc)
			if !ok || x.Op != token.MUL {
				return "", nil
			}
			v = nil
			for _, r := range *alloc.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
					if _, isConst := st.Val.(*ssa.Const); isConst {
						continue // the nil it starts as
					}
					if v != nil {
						return "", nil
					}
					v = st.Val
				}
			}
			if v == nil {
				return "", nil
			}
		default:
			return "", nil
		}
	}
	return "", nil
}
