// Package legacypb: what an older protoc-gen-go-grpc (or a plugin that
// does not require embedding) generates for a service Payments: no
// Unimplemented type to embed.
package legacypb

import (
	"context"

	"google.golang.org/grpc"
)

type ChargeRequest struct {
	Account string
	Amount  int64
}

type ChargeReply struct{ Id string }

type GetChargeRequest struct{ Id string }

type GetChargeReply struct{ Amount int64 }

// PaymentsServer is the server API for Payments service.
type PaymentsServer interface {
	Charge(context.Context, *ChargeRequest) (*ChargeReply, error)
	GetCharge(context.Context, *GetChargeRequest) (*GetChargeReply, error)
	Capture(context.Context, *CaptureRequest) (*ChargeReply, error)
}

type CaptureRequest struct {
	CaptureId string
	Account   string
	Amount    int64
}

var Payments_ServiceDesc = grpc.ServiceDesc{ServiceName: "payments.Payments", HandlerType: (*PaymentsServer)(nil)}

func RegisterPaymentsServer(s grpc.ServiceRegistrar, srv PaymentsServer) {
	s.RegisterService(&Payments_ServiceDesc, srv)
}
