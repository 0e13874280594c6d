// Package userspb: what protoc-gen-go-grpc generates for the client of a
// service Users (the service's own protos, in its repository).
package userspb

import (
	"context"

	"google.golang.org/grpc"
)

type UpdateBalanceRequest struct {
	UserId       string
	AmountChange int64
}

type SetNicknameRequest struct {
	UserId   string
	Nickname string
}

type GetUserRequest struct{ UserId string }

type CreateInvoiceRequest struct {
	UserId string
	Total  int64
}

type CancelLessonRequest struct {
	LessonId string
}

// StartLessonRequest names the lesson to start (protoc-gen-go's
// bookkeeping fields beside it).
type StartLessonRequest struct {
	state    int
	LessonId string
}

// StartSessionRequest opens a new session for a user.
type StartSessionRequest struct {
	UserId string
	Device string
}

type Empty struct{}

type User struct{ Nickname string }

// UsersClient is the client API for Users service.
type UsersClient interface {
	UpdateBalance(ctx context.Context, in *UpdateBalanceRequest, opts ...grpc.CallOption) (*Empty, error)
	SetNickname(ctx context.Context, in *SetNicknameRequest, opts ...grpc.CallOption) (*Empty, error)
	GetUser(ctx context.Context, in *GetUserRequest, opts ...grpc.CallOption) (*User, error)
	CreateInvoice(ctx context.Context, in *CreateInvoiceRequest, opts ...grpc.CallOption) (*Empty, error)
	CancelLesson(ctx context.Context, in *CancelLessonRequest, opts ...grpc.CallOption) (*Empty, error)
	StartLesson(ctx context.Context, in *StartLessonRequest, opts ...grpc.CallOption) (*Empty, error)
	StartSession(ctx context.Context, in *StartSessionRequest, opts ...grpc.CallOption) (*Empty, error)
}

type usersClient struct {
	cc grpc.ClientConnInterface
}

func NewUsersClient(cc grpc.ClientConnInterface) UsersClient {
	return &usersClient{cc}
}

func (c *usersClient) UpdateBalance(ctx context.Context, in *UpdateBalanceRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/UpdateBalance", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) SetNickname(ctx context.Context, in *SetNicknameRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/SetNickname", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) GetUser(ctx context.Context, in *GetUserRequest, opts ...grpc.CallOption) (*User, error) {
	out := new(User)
	err := c.cc.Invoke(ctx, "/users.v1.Users/GetUser", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) CreateInvoice(ctx context.Context, in *CreateInvoiceRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/CreateInvoice", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) CancelLesson(ctx context.Context, in *CancelLessonRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/CancelLesson", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) StartLesson(ctx context.Context, in *StartLessonRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/StartLesson", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (c *usersClient) StartSession(ctx context.Context, in *StartSessionRequest, opts ...grpc.CallOption) (*Empty, error) {
	out := new(Empty)
	err := c.cc.Invoke(ctx, "/users.v1.Users/StartSession", in, out, opts...)
	if err != nil {
		return nil, err
	}
	return out, nil
}
