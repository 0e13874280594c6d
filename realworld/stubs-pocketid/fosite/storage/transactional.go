// Package storage is a stub of github.com/ory/fosite/storage as forked in
// github.com/pocket-id/fosite v1.3.0 (see the module's README.md).
package storage

import "context"

// Transactional is implemented by storages that support transactions.
type Transactional interface {
	BeginTX(ctx context.Context) (context.Context, error)
	Commit(ctx context.Context) error
	Rollback(ctx context.Context) error
}

// MaybeBeginTx begins a transaction if the storage is Transactional.
func MaybeBeginTx(ctx context.Context, storage interface{}) (context.Context, error) {
	if txnStorage, ok := storage.(Transactional); ok {
		return txnStorage.BeginTX(ctx)
	}
	return ctx, nil
}

// MaybeCommitTx commits the transaction if the storage is Transactional.
func MaybeCommitTx(ctx context.Context, storage interface{}) error {
	if txnStorage, ok := storage.(Transactional); ok {
		return txnStorage.Commit(ctx)
	}
	return nil
}

// MaybeRollbackTx rolls the transaction back if the storage is Transactional.
func MaybeRollbackTx(ctx context.Context, storage interface{}) error {
	if txnStorage, ok := storage.(Transactional); ok {
		return txnStorage.Rollback(ctx)
	}
	return nil
}
