// Package pb: what protoc-gen-go-grpc generates for a service Orders.
package pb

import (
	"context"
	"errors"

	"google.golang.org/grpc"
)

type PlaceOrderRequest struct {
	Sku    string
	Amount int64
}

type PlaceOrderReply struct{ Id string }

type GetOrderRequest struct{ Id string }

type GetOrderReply struct{ Sku string }

// OrdersServer is the server API for Orders service.
type OrdersServer interface {
	PlaceOrder(context.Context, *PlaceOrderRequest) (*PlaceOrderReply, error)
	GetOrder(context.Context, *GetOrderRequest) (*GetOrderReply, error)
	mustEmbedUnimplementedOrdersServer()
}

// UnimplementedOrdersServer must be embedded to have forward compatible implementations.
type UnimplementedOrdersServer struct{}

func (UnimplementedOrdersServer) PlaceOrder(context.Context, *PlaceOrderRequest) (*PlaceOrderReply, error) {
	return nil, errors.New("method PlaceOrder not implemented")
}
func (UnimplementedOrdersServer) GetOrder(context.Context, *GetOrderRequest) (*GetOrderReply, error) {
	return nil, errors.New("method GetOrder not implemented")
}
func (UnimplementedOrdersServer) mustEmbedUnimplementedOrdersServer() {}

var Orders_ServiceDesc = grpc.ServiceDesc{ServiceName: "orders.Orders", HandlerType: (*OrdersServer)(nil)}

func RegisterOrdersServer(s grpc.ServiceRegistrar, srv OrdersServer) {
	s.RegisterService(&Orders_ServiceDesc, srv)
}
