package libs

import "github.com/idemlint/idemlint/internal/model"

// google.golang.org/grpc: the methods of a service implementation — a type
// embedding the generated Unimplemented<Service>Server, which
// protoc-gen-go-grpc requires — are handlers that a client retries (a
// retry policy, or the caller's own retry on UNAVAILABLE or a deadline):
// routes, in issue 22's tiers, as an HTTP handler is. idemcore finds them
// by that embedding (shapes.go). The sender's id is an idempotency key in
// the call's metadata.
const pkgGRPC = "google.golang.org/grpc"

func init() { model.Register("grpc", grpc) }

func grpc(b *model.Builder) {
	b.Packages(pkgGRPC+"/", pkgGRPC)
	b.SenderHint(pkgGRPC, `metadata.ValueFromIncomingContext(ctx, "idempotency-key")`)
}
