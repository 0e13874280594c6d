package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/go-pkgz/jrpc: a JSON-RPC client. Every call is an HTTP POST
// whatever it does, so the POST the library makes says nothing: the call
// is judged by its method ("store.create", "store.get"), as a gRPC call is
// (grpc.go): a read, a set or a transition is no effect, a method that
// makes something anew is an external call.
const pkgJRPC = "github.com/go-pkgz/jrpc"

func init() { model.Register("jrpc", jrpc) }

func jrpc(b *model.Builder) {
	b.Packages(pkgJRPC)
	b.Call(pkgJRPC+".Client.Call", func(c *model.Call) { c.Hook = methodCall(0, 1, "JSON-RPC") })
}

// methodCall: a call of a remote method named by constant argument
// methodArg, with its request in argument reqArg (the first of a variadic
// list), judged by rpcEffect.
func methodCall(methodArg, reqArg int, lib string) model.Hook {
	return func(s *model.Site) model.Classification {
		name, ok := model.ConstString(s.Arg(methodArg))
		if !ok {
			return model.Classification{}
		}
		req := s.Arg(reqArg)
		if _, variadic := req.(*ssa.Slice); variadic {
			req = nil
			if elems := model.VariadicElems(s.Arg(reqArg)); len(elems) > 0 {
				req = elems[0]
			}
		}
		return rpcEffect(s, goMethod(name), name+" ("+lib+")", req)
	}
}
