// Package vault is an analysistest stub of github.com/hashicorp/vault-client-go (github.com/hashicorp/vault-client-go@v0.4.3).
// Subset: Client (New, SetToken, Read, Write, List, Delete; the Auth and Secrets fields), Auth
// (AppRoleLogin), Secrets (KvV2Read, KvV2Write), ClientOption/WithAddress, RequestOption, Response
// (field subset). Declarations mirror the real API surface; bodies are trivial.
package vault

import (
	"context"

	"github.com/hashicorp/vault-client-go/schema"
)

type ClientConfiguration struct {
	Address string `env:"VAULT_ADDR,VAULT_AGENT_ADDR"`
}

type ClientOption func(*ClientConfiguration) error

func WithAddress(address string) ClientOption { return nil }

type requestModifiers struct{}

type RequestOption func(*requestModifiers) error

type Response[T any] struct {
	RequestID string `json:"request_id"`

	LeaseID       string `json:"lease_id"`
	LeaseDuration int    `json:"lease_duration"`
	Renewable     bool   `json:"renewable"`

	Data T `json:"data"`

	Warnings []string `json:"warnings"`
}

type Auth struct {
	client *Client
}

type Secrets struct {
	client *Client
}

type Client struct {
	Auth    Auth
	Secrets Secrets
}

func New(options ...ClientOption) (*Client, error) { return nil, nil }

func (c *Client) SetToken(token string) error { return nil }

func (c *Client) Read(ctx context.Context, path string, options ...RequestOption) (*Response[map[string]interface{}], error) {
	return nil, nil
}

func (c *Client) Write(ctx context.Context, path string, body map[string]interface{}, options ...RequestOption) (*Response[map[string]interface{}], error) {
	return nil, nil
}

func (c *Client) List(ctx context.Context, path string, options ...RequestOption) (*Response[map[string]interface{}], error) {
	return nil, nil
}

func (c *Client) Delete(ctx context.Context, path string, options ...RequestOption) (*Response[map[string]interface{}], error) {
	return nil, nil
}

func (a *Auth) AppRoleLogin(ctx context.Context, request schema.AppRoleLoginRequest, options ...RequestOption) (*Response[map[string]interface{}], error) {
	return nil, nil
}

func (s *Secrets) KvV2Read(ctx context.Context, path string, options ...RequestOption) (*Response[schema.KvV2ReadResponse], error) {
	return nil, nil
}

func (s *Secrets) KvV2Write(ctx context.Context, path string, request schema.KvV2WriteRequest, options ...RequestOption) (*Response[schema.KvV2WriteResponse], error) {
	return nil, nil
}
