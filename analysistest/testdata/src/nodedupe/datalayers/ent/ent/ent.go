// Package ent mirrors, in a subset, the code entc v0.14.5 generates for
// the schema package above (the real generated code is exercised by the e2e
// corpus): the client, the create/upsert/update/query builders with their
// setters and runs, and IsConstraintError. Bodies are trivial.
package ent

import (
	"context"
	"errors"

	"entgo.io/ent/dialect"

	"nodedupe/datalayers/ent/ent/predicate"
)

type config struct {
	driver dialect.Driver
}

type Client struct {
	config
	Order   *OrderClient
	Account *AccountClient
}

type Tx struct {
	config
	Order   *OrderClient
	Account *AccountClient
}

func (c *Client) Tx(ctx context.Context) (*Tx, error) { return &Tx{}, nil }

func (tx *Tx) Commit() error { return nil }

func (tx *Tx) Rollback() error { return nil }

type ConstraintError struct{ msg string }

func (e ConstraintError) Error() string { return e.msg }

func IsConstraintError(err error) bool {
	var e *ConstraintError
	return errors.As(err, &e)
}

type Order struct {
	ID      int
	EventID string
}

type OrderClient struct{ config }

func (c *OrderClient) Create() *OrderCreate { return &OrderCreate{config: c.config} }

func (c *OrderClient) CreateBulk(builders ...*OrderCreate) *OrderCreateBulk {
	return &OrderCreateBulk{config: c.config, builders: builders}
}

func (c *OrderClient) Update() *OrderUpdate { return &OrderUpdate{config: c.config} }

func (c *OrderClient) UpdateOneID(id int) *OrderUpdateOne { return &OrderUpdateOne{config: c.config} }

func (c *OrderClient) Query() *OrderQuery { return &OrderQuery{config: c.config} }

type OrderCreate struct {
	config
	hooks []func()
}

func (_c *OrderCreate) SetEventID(v string) *OrderCreate  { return _c }
func (_c *OrderCreate) SetCustomer(v string) *OrderCreate { return _c }
func (_c *OrderCreate) SetRef(v string) *OrderCreate      { return _c }
func (_c *OrderCreate) SetAmount(v int64) *OrderCreate    { return _c }
func (_c *OrderCreate) SetStatus(v string) *OrderCreate   { return _c }

func (_c *OrderCreate) Save(ctx context.Context) (*Order, error) { return &Order{}, nil }

func (_c *OrderCreate) SaveX(ctx context.Context) *Order {
	v, err := _c.Save(ctx)
	if err != nil {
		panic(err)
	}
	return v
}

func (_c *OrderCreate) Exec(ctx context.Context) error {
	_, err := _c.Save(ctx)
	return err
}

func (_c *OrderCreate) OnConflict(opts ...func()) *OrderUpsertOne {
	return &OrderUpsertOne{create: _c}
}

func (_c *OrderCreate) OnConflictColumns(columns ...string) *OrderUpsertOne {
	return &OrderUpsertOne{create: _c}
}

type OrderUpsertOne struct{ create *OrderCreate }

func (u *OrderUpsertOne) UpdateNewValues() *OrderUpsertOne { return u }
func (u *OrderUpsertOne) Ignore() *OrderUpsertOne          { return u }
func (u *OrderUpsertOne) DoNothing() *OrderUpsertOne       { return u }
func (u *OrderUpsertOne) AddAmount(v int64) *OrderUpsertOne {
	return u
}

func (u *OrderUpsertOne) Exec(ctx context.Context) error { return u.create.Exec(ctx) }

func (u *OrderUpsertOne) ID(ctx context.Context) (id int, err error) { return 0, u.create.Exec(ctx) }

type OrderCreateBulk struct {
	config
	builders []*OrderCreate
}

func (_c *OrderCreateBulk) Save(ctx context.Context) ([]*Order, error) { return nil, nil }

func (_c *OrderCreateBulk) Exec(ctx context.Context) error {
	_, err := _c.Save(ctx)
	return err
}

type OrderUpdate struct{ config }

func (_u *OrderUpdate) Where(ps ...predicate.Order) *OrderUpdate { return _u }
func (_u *OrderUpdate) SetStatus(v string) *OrderUpdate          { return _u }
func (_u *OrderUpdate) AddAmount(v int64) *OrderUpdate           { return _u }

func (_u *OrderUpdate) Save(ctx context.Context) (int, error) { return 0, nil }

type OrderUpdateOne struct{ config }

func (_u *OrderUpdateOne) SetStatus(v string) *OrderUpdateOne { return _u }
func (_u *OrderUpdateOne) AddAmount(v int64) *OrderUpdateOne  { return _u }

func (_u *OrderUpdateOne) Save(ctx context.Context) (*Order, error) { return &Order{}, nil }

type OrderQuery struct{ config }

func (_q *OrderQuery) Where(ps ...predicate.Order) *OrderQuery { return _q }

func (_q *OrderQuery) Exist(ctx context.Context) (bool, error) { return false, nil }

func (_q *OrderQuery) Only(ctx context.Context) (*Order, error) { return &Order{}, nil }

type Account struct{ ID int }

type AccountClient struct{ config }

func (c *AccountClient) Create() *AccountCreate { return &AccountCreate{config: c.config} }

func (c *AccountClient) UpdateOneID(id int) *AccountUpdateOne {
	return &AccountUpdateOne{config: c.config}
}

type AccountCreate struct{ config }

func (_c *AccountCreate) SetOwner(v string) *AccountCreate  { return _c }
func (_c *AccountCreate) SetBalance(v int64) *AccountCreate { return _c }

func (_c *AccountCreate) Save(ctx context.Context) (*Account, error) { return &Account{}, nil }

type AccountUpdateOne struct{ config }

func (_u *AccountUpdateOne) AddBalance(v int64) *AccountUpdateOne { return _u }
func (_u *AccountUpdateOne) SetOwner(v string) *AccountUpdateOne  { return _u }

func (_u *AccountUpdateOne) Save(ctx context.Context) (*Account, error) { return &Account{}, nil }

func (_u *AccountUpdateOne) Exec(ctx context.Context) error { return nil }
