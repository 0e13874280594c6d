// Package grpc is an analysistest stub of google.golang.org/grpc v1.72.0.
// Declarations mirror the real API (server.go, stream.go, clientconn.go,
// call.go, rpc_util.go); bodies are
// trivial.
package grpc

import (
	"context"
	"net"
)

// ServerOption sets options such as credentials, codec and keepalive parameters, etc.
type ServerOption interface {
	apply(*serverOptions)
}

type serverOptions struct{}

// Server is a gRPC server to serve RPC requests.
type Server struct{}

// NewServer creates a gRPC server which has no service registered and has not
// started to accept requests yet.
func NewServer(opt ...ServerOption) *Server { return &Server{} }

// RegisterService registers a service and its implementation to the gRPC server.
func (s *Server) RegisterService(sd *ServiceDesc, ss any) {}

// Serve accepts incoming connections on the listener lis.
func (s *Server) Serve(lis net.Listener) error { return nil }

// GracefulStop stops the gRPC server gracefully.
func (s *Server) GracefulStop() {}

// ServiceRegistrar wraps a single method that supports service registration.
type ServiceRegistrar interface {
	RegisterService(desc *ServiceDesc, impl any)
}

// MethodHandler is a function type that processes a unary RPC method call.
type MethodHandler func(srv any, ctx context.Context, dec func(any) error, interceptor UnaryServerInterceptor) (any, error)

// UnaryServerInterceptor provides a hook to intercept the execution of a unary RPC on the server.
type UnaryServerInterceptor func(ctx context.Context, req any, info *UnaryServerInfo, handler UnaryHandler) (resp any, err error)

// UnaryServerInfo consists of various information about a unary RPC on server side.
type UnaryServerInfo struct {
	Server     any
	FullMethod string
}

// UnaryHandler defines the handler invoked by UnaryServerInterceptor to complete the normal execution of a unary RPC.
type UnaryHandler func(ctx context.Context, req any) (any, error)

// MethodDesc represents an RPC service's method specification.
type MethodDesc struct {
	MethodName string
	Handler    MethodHandler
}

// StreamHandler defines the handler called by gRPC server to complete the
// execution of a streaming RPC.
type StreamHandler func(srv any, stream ServerStream) error

// StreamDesc represents a streaming RPC service's method specification.
type StreamDesc struct {
	StreamName    string
	Handler       StreamHandler
	ServerStreams bool
	ClientStreams bool
}

// ServerStream defines the server-side behavior of a streaming RPC.
type ServerStream interface {
	Context() context.Context
	SendMsg(m any) error
	RecvMsg(m any) error
}

// ServiceDesc represents an RPC service's specification.
type ServiceDesc struct {
	ServiceName string
	HandlerType any
	Methods     []MethodDesc
	Streams     []StreamDesc
	Metadata    any
}

// CallOption configures a Call before it starts or extracts information from
// a Call after it completes.
type CallOption interface {
	before(*callInfo) error
	after(*callInfo, *csAttempt)
}

type callInfo struct{}

type csAttempt struct{}

// DialOption configures how we set up the connection.
type DialOption interface {
	apply(*dialOptions)
}

type dialOptions struct{}

// ClientStream defines the client-side behavior of a streaming RPC.
type ClientStream interface {
	SendMsg(m any) error
	RecvMsg(m any) error
}

// ClientConnInterface defines the functions clients need to perform unary and
// streaming RPCs. It is implemented by *ClientConn, and is only intended to
// be referenced by generated code.
type ClientConnInterface interface {
	// Invoke performs a unary RPC and returns after the response is received
	// into reply.
	Invoke(ctx context.Context, method string, args any, reply any, opts ...CallOption) error
	// NewStream begins a streaming RPC.
	NewStream(ctx context.Context, desc *StreamDesc, method string, opts ...CallOption) (ClientStream, error)
}

// ClientConn represents a virtual connection to a conceptual endpoint, to
// perform RPCs.
type ClientConn struct{}

// NewClient creates a new gRPC "channel" for the target URI provided.
func NewClient(target string, opts ...DialOption) (conn *ClientConn, err error) {
	return &ClientConn{}, nil
}

// Invoke sends the RPC request on the wire and returns after response is
// received.
func (cc *ClientConn) Invoke(ctx context.Context, method string, args, reply any, opts ...CallOption) error {
	return nil
}

// NewStream creates a new Stream for the client side.
func (cc *ClientConn) NewStream(ctx context.Context, desc *StreamDesc, method string, opts ...CallOption) (ClientStream, error) {
	return nil, nil
}

// Close tears down the ClientConn and all underlying connections.
func (cc *ClientConn) Close() error { return nil }
