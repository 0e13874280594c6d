// Package sesv2 is an analysistest stub of
// github.com/aws/aws-sdk-go-v2/service/sesv2 v1.79.9: Client (New,
// NewFromConfig, SendEmail, SendBulkEmail). Options and the inputs are field subsets; the
// unexported noSmithyDocumentSerde embeds are omitted.
package sesv2

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/aws/smithy-go/middleware"
)

// Options (subset of fields).
type Options struct {
	AppID            string
	BaseEndpoint     *string
	Credentials      aws.CredentialsProvider
	Region           string
	RetryMaxAttempts int
	RetryMode        aws.RetryMode
	HTTPClient       HTTPClient
}

// HTTPClient mirrors sesv2.HTTPClient.
type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

// Client provides the API client to make operations call for Amazon Simple
// Email Service.
type Client struct {
	options Options
}

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client { return &Client{} }

func (c *Client) Options() Options { return c.options }

// SendEmailInput represents a request to send a single formatted email (subset of fields).
type SendEmailInput struct {
	Content                        *types.EmailContent
	ConfigurationSetName           *string
	Destination                    *types.Destination
	EmailTags                      []types.MessageTag
	EndpointId                     *string
	FeedbackForwardingEmailAddress *string
	FromEmailAddress               *string
	ReplyToAddresses               []string
	TenantName                     *string
}

// SendEmailOutput: a unique message ID is returned after the message is accepted.
type SendEmailOutput struct {
	MessageId      *string
	ResultMetadata middleware.Metadata
}

// SendEmail sends an email message.
func (c *Client) SendEmail(ctx context.Context, params *SendEmailInput, optFns ...func(*Options)) (*SendEmailOutput, error) {
	return &SendEmailOutput{}, nil
}

// SendBulkEmailInput represents a request to send email messages to multiple
// destinations (subset of fields).
type SendBulkEmailInput struct {
	ConfigurationSetName           *string
	DefaultEmailTags               []types.MessageTag
	EndpointId                     *string
	FeedbackForwardingEmailAddress *string
	FromEmailAddress               *string
	ReplyToAddresses               []string
	TenantName                     *string
}

// SendBulkEmailOutput: one result per destination (subset of fields).
type SendBulkEmailOutput struct {
	ResultMetadata middleware.Metadata
}

// SendBulkEmail composes an email message to multiple destinations.
func (c *Client) SendBulkEmail(ctx context.Context, params *SendBulkEmailInput, optFns ...func(*Options)) (*SendBulkEmailOutput, error) {
	return &SendBulkEmailOutput{}, nil
}
