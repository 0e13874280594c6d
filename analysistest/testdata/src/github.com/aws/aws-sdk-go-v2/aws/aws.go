// Package aws is an analysistest stub of github.com/aws/aws-sdk-go-v2/aws
// (aws-sdk-go-v2 v1.48.0). Config is a subset of the real fields.
package aws

import (
	"context"
	"net/http"
	"time"
)

// String returns a pointer value for the string value passed in.
func String(v string) *string { return &v }

// ToString returns string value dereferenced if the passed in pointer was not nil.
func ToString(p *string) (v string) {
	if p == nil {
		return v
	}
	return *p
}

func Bool(v bool) *bool          { return &v }
func ToBool(p *bool) (v bool)    { return v }
func Int32(v int32) *int32       { return &v }
func ToInt32(p *int32) (v int32) { return v }
func Int64(v int64) *int64       { return &v }
func ToInt64(p *int64) (v int64) { return v }

// HTTPClient provides the interface to provide custom HTTPClients.
type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

// Credentials is the AWS credentials value for individual credential fields.
type Credentials struct {
	AccessKeyID     string
	SecretAccessKey string
	SessionToken    string
	Source          string
	CanExpire       bool
	Expires         time.Time
	AccountID       string
}

// CredentialsProvider is the interface for any component which will provide
// credentials Credentials.
type CredentialsProvider interface {
	Retrieve(ctx context.Context) (Credentials, error)
}

// CredentialsProviderFunc provides a helper wrapping a function value.
type CredentialsProviderFunc func(context.Context) (Credentials, error)

func (fn CredentialsProviderFunc) Retrieve(ctx context.Context) (Credentials, error) {
	return fn(ctx)
}

// RetryMode provides the mode the API client will use to create a retryer.
type RetryMode string

// Config provides service configuration for service clients (subset).
type Config struct {
	Region           string
	Credentials      CredentialsProvider
	HTTPClient       HTTPClient
	RetryMaxAttempts int
	RetryMode        RetryMode
	AppID            string
	BaseEndpoint     *string
}

// NewConfig returns a new Config pointer that can be chained with builder
// methods to set multiple configuration values inline without using pointers.
func NewConfig() *Config { return &Config{} }

func (c Config) Copy() Config { return c }
