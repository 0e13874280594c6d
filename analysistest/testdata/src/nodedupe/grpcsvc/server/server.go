// Package server: a gRPC service implementation. Its methods of the
// service (those the embedded UnimplementedOrdersServer has) are handlers
// a client retries; its other methods are not.
package server

import (
	"context"
	"database/sql"

	"nodedupe/grpcsvc/pb"
)

type server struct {
	pb.UnimplementedOrdersServer
	db *sql.DB
}

// PlaceOrder inserts a payment row under a fresh id: a retried call
// charges again.
func (s *server) PlaceOrder(ctx context.Context, req *pb.PlaceOrderRequest) (*pb.PlaceOrderReply, error) {
	_, err := s.db.ExecContext(ctx, `INSERT INTO payments (sku, amount) VALUES ($1, $2)`, req.Sku, req.Amount) // want `handler \(\*server\)\.PlaceOrder: a client retry inserts a duplicate row; dedupe on metadata\.ValueFromIncomingContext\(ctx, "idempotency-key"\)`
	return &pb.PlaceOrderReply{}, err
}

// GetOrder only reads.
func (s *server) GetOrder(ctx context.Context, req *pb.GetOrderRequest) (*pb.GetOrderReply, error) {
	var r pb.GetOrderReply
	err := s.db.QueryRowContext(ctx, `SELECT sku FROM orders WHERE id = $1`, req.Id).Scan(&r.Sku)
	return &r, err
}

// Audit is no method of the service: not a handler.
func (s *server) Audit(ctx context.Context, req *pb.PlaceOrderRequest) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO payments_audit (sku) VALUES ($1)`, req.Sku)
	return err
}
