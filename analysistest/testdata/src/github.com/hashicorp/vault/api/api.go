// Package api is an analysistest stub of github.com/hashicorp/vault/api (github.com/hashicorp/vault/api@v1.23.0).
// Subset: Client (NewClient, DefaultConfig, SetToken, Logical, Auth, KVv2), Config (Address only),
// Logical (Read, ReadWithContext, List, Write, WriteWithContext, Delete), Auth (Login), AuthMethod,
// KVv2 (Get, Put, Patch), KVOption, Secret and KVSecret (field subsets).
// Declarations mirror the real API surface; bodies are trivial.
package api

import "context"

type Config struct {
	Address string
}

func DefaultConfig() *Config { return nil }

type Client struct{}

func NewClient(c *Config) (*Client, error) { return nil, nil }

func (c *Client) SetToken(v string) {}

type SecretAuth struct {
	ClientToken string `json:"client_token"`
	Accessor    string `json:"accessor"`
}

type Secret struct {
	RequestID     string                 `json:"request_id"`
	LeaseID       string                 `json:"lease_id"`
	LeaseDuration int                    `json:"lease_duration"`
	Renewable     bool                   `json:"renewable"`
	Data          map[string]interface{} `json:"data"`
	Warnings      []string               `json:"warnings"`
	Auth          *SecretAuth            `json:"auth,omitempty"`
}

type Logical struct {
	c *Client
}

func (c *Client) Logical() *Logical { return nil }

func (c *Logical) Read(path string) (*Secret, error) { return nil, nil }

func (c *Logical) ReadWithContext(ctx context.Context, path string) (*Secret, error) { return nil, nil }

func (c *Logical) List(path string) (*Secret, error) { return nil, nil }

func (c *Logical) Write(path string, data map[string]interface{}) (*Secret, error) { return nil, nil }

func (c *Logical) WriteWithContext(ctx context.Context, path string, data map[string]interface{}) (*Secret, error) {
	return nil, nil
}

func (c *Logical) Delete(path string) (*Secret, error) { return nil, nil }

type AuthMethod interface {
	Login(ctx context.Context, client *Client) (*Secret, error)
}

type Auth struct {
	c *Client
}

func (c *Client) Auth() *Auth { return nil }

func (a *Auth) Login(ctx context.Context, authMethod AuthMethod) (*Secret, error) { return nil, nil }

type KVSecret struct {
	Data map[string]interface{}
	Raw  *Secret
}

type KVOption func() (key string, value interface{})

type KVv2 struct {
	c         *Client
	mountPath string
}

func (c *Client) KVv2(mountPath string) *KVv2 { return nil }

func (kv *KVv2) Get(ctx context.Context, secretPath string) (*KVSecret, error) { return nil, nil }

func (kv *KVv2) Put(ctx context.Context, secretPath string, data map[string]interface{}, opts ...KVOption) (*KVSecret, error) {
	return nil, nil
}

func (kv *KVv2) Patch(ctx context.Context, secretPath string, newData map[string]interface{}, opts ...KVOption) (*KVSecret, error) {
	return nil, nil
}
