package libs

import "github.com/idemlint/idemlint/internal/model"

// net/rpc (and net/rpc/jsonrpc, whose clients are net/rpc Clients): a
// call of a remote method ("Orders.Create") is judged by the method, as a
// gRPC call is (grpc.go): a read, a set or a transition is no effect, a
// method that makes something anew is an external call.
const pkgNetRPC = "net/rpc"

func init() { model.Register("net/rpc", netRPC) }

func netRPC(b *model.Builder) {
	b.Packages(pkgNetRPC)
	for _, k := range []string{".Client.Call", ".Client.Go"} {
		b.Call(pkgNetRPC+k, func(c *model.Call) { c.Hook = methodCall(0, 1, "net/rpc") })
	}
}
