package libs

import (
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// google.golang.org/grpc: the methods of a service implementation — a type
// embedding the generated Unimplemented<Service>Server, which
// protoc-gen-go-grpc requires — are handlers that a client retries (a
// retry policy, or the caller's own retry on UNAVAILABLE or a deadline):
// routes, in issue 22's tiers, as an HTTP handler is. idemcore finds them
// by that embedding (shapes.go). The sender's id is an idempotency key in
// the call's metadata.
//
// A client's call is an external call: the generated stub runs
// cc.Invoke(ctx, "/users.UsersService/UpdateTrainingBalance", in, out,
// opts...), and a repeat asks the other service to do it again. What the
// other service does is not in view, so the RPC is judged as an HTTP
// call is by its method: by the method's name and its request. A read
// (Get, List, Find, Check…) is no effect; a request that carries an
// amount to add (AmountChange, Delta, Quantity) changes a counter again;
// a method named for making something anew (Create, Add, Send, Charge,
// Place, Publish…) makes it again. A set or a one-way transition (Update,
// Set, Delete, Cancel, Schedule, Approve…), like a PUT, is no effect: a
// repeat sets the same value or is refused. Only the stubs of the
// service's own code count: a Google Cloud client's generated stubs in
// the module cache are that client's transport.
const pkgGRPC = "google.golang.org/grpc"

func init() { model.Register("grpc", grpc) }

func grpc(b *model.Builder) {
	b.Packages(pkgGRPC+"/", pkgGRPC)
	b.SenderHint(pkgGRPC, `metadata.ValueFromIncomingContext(ctx, "idempotency-key")`)
	for _, k := range []string{".ClientConnInterface.Invoke", ".ClientConn.Invoke"} {
		b.Call(pkgGRPC+k, func(c *model.Call) { c.Hook = grpcInvoke; c.OwnCode = true })
	}
}

// rpcRead: an RPC method named for a read, a check or a stream of reads:
// a repeat changes nothing on the server.
var rpcRead = regexp.MustCompile(`^(Get|List|Find|Search|Fetch|Read|Query|Lookup|Describe|Show|View|Load|Retrieve|Check|Is|Has|Can|Count|Exists|Validate|Verify|Watch|Stream|Subscribe|Health|Ping|Preview|Calculate|Compute|Estimate|Quote|Resolve|Export)([A-Z_]|$)`)

// rpcNew: an RPC method named for making something anew or sending it.
var rpcNew = regexp.MustCompile(`^(Create|Add|Insert|New|Send|Post|Publish|Notify|Push|Emit|Dispatch|Enqueue|Append|Charge|Pay|Capture|Refund|Transfer|Withdraw|Deposit|Debit|Credit|Place|Submit|Order|Book|Reserve|Issue|Invite|Register|Increment|Decrement|Incr|Decr|Trigger|Execute|Run|Start|Import|Upload|Generate|Mint)([A-Z_]|$)`)

// rpcAmount: a request field that carries an amount to add (a delta), not
// a value to set.
var rpcAmount = regexp.MustCompile(`(?i)(amount|delta|change|increment|decrement|quantity|qty)`)

// grpcInvoke: a unary RPC through the generated client: an external call
// when its method makes something anew or its request carries an amount.
func grpcInvoke(s *model.Site) model.Classification {
	full, ok := model.ConstString(s.Arg(1))
	if !ok {
		return model.Classification{}
	}
	svc := strings.TrimPrefix(full, "/")
	if i := strings.LastIndexByte(svc, '/'); i >= 0 {
		if j := strings.LastIndexByte(svc[:i], '.'); j >= 0 {
			svc = svc[j+1:]
		}
	}
	return rpcEffect(s, full[strings.LastIndexByte(full, '/')+1:], svc+" (gRPC)", s.Arg(2))
}

// rpcEffect judges a call of a remote procedure named method (Go-cased:
// "UpdateBalance") with request req: a read, a set or a transition is no
// effect; a method that makes something anew is an external call, a
// request that adds an amount a counter. desc names it in messages.
func rpcEffect(s *model.Site, method, desc string, req ssa.Value) model.Classification {
	if method == "" || rpcRead.MatchString(method) {
		return model.Classification{}
	}
	switch {
	case startNamed(method, req):
		// StartPipeline{Id}: a transition of the entity the request
		// names; a repeat finds it started
		return model.Classification{}
	case rpcNew.MatchString(method):
		return model.Classification{Effects: []model.EffectSpec{s.Effect(model.Send, "RPC "+desc)}}
	case amountField(req):
		return model.Classification{Effects: []model.EffectSpec{s.Effect(model.Increment, "RPC "+desc+" adding an amount")}}
	}
	return model.Classification{}
}

// goMethod: an RPC method's name as a Go identifier: the part after the
// last '.' or '/', snake_case joined ("store.list_flags" → "ListFlags").
func goMethod(name string) string {
	if i := strings.LastIndexAny(name, "./"); i >= 0 {
		name = name[i+1:]
	}
	var b strings.Builder
	up := true
	for _, r := range name {
		switch {
		case r == '_' || r == '-':
			up = true
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// amountField: v is (an interface holding) a pointer to a request struct
// with a numeric field named for an amount to add.
func amountField(v ssa.Value) bool {
	st := requestStruct(v)
	if st == nil {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		b, ok := f.Type().Underlying().(*types.Basic)
		if f.Exported() && ok && b.Info()&types.IsNumeric != 0 && rpcAmount.MatchString(f.Name()) {
			return true
		}
	}
	return false
}

// startNamed: method starts an entity (StartPipeline) that request req
// names by its id (an Id, ID or PipelineId field and nothing else but the
// generated bookkeeping): a one-way transition, not something made anew.
func startNamed(method string, req ssa.Value) bool {
	noun, ok := strings.CutPrefix(method, "Start")
	if !ok || noun == "" {
		return false
	}
	st := requestStruct(req)
	if st == nil {
		return false
	}
	named := false
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() {
			continue // protobuf's state, sizeCache, unknownFields
		}
		switch f.Name() {
		case "Id", "ID", noun + "Id", noun + "ID":
			named = true
		default:
			return false // the request carries more than the entity's id
		}
	}
	return named
}

// requestStruct: the struct v (an interface holding a pointer to a
// request) points to, or nil.
func requestStruct(v ssa.Value) *types.Struct {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if v == nil {
		return nil
	}
	t := v.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
