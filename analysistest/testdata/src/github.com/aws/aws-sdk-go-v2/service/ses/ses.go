// Package ses is an analysistest stub of github.com/aws/aws-sdk-go-v2/service/ses v1.43.0: Client
// (New, NewFromConfig, SendEmail, SendRawEmail, SendTemplatedEmail, SendBulkTemplatedEmail). Options
// and the inputs are field subsets; the unexported noSmithyDocumentSerde embeds are omitted.
package ses

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses/types"
	"github.com/aws/smithy-go/middleware"
)

// Options (subset of fields).
type Options struct {
	Region string
}

type Client struct {
	options Options
}

func New(options Options, optFns ...func(*Options)) *Client { return nil }

func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client { return nil }

type SendEmailInput struct {
	Destination          *types.Destination
	Message              *types.Message
	Source               *string
	ConfigurationSetName *string
	ReplyToAddresses     []string
}

type SendEmailOutput struct {
	MessageId      *string
	ResultMetadata middleware.Metadata
}

func (c *Client) SendEmail(ctx context.Context, params *SendEmailInput, optFns ...func(*Options)) (*SendEmailOutput, error) {
	return nil, nil
}

type SendRawEmailInput struct {
	RawMessage   *types.RawMessage
	Destinations []string
	Source       *string
}

type SendRawEmailOutput struct {
	MessageId      *string
	ResultMetadata middleware.Metadata
}

func (c *Client) SendRawEmail(ctx context.Context, params *SendRawEmailInput, optFns ...func(*Options)) (*SendRawEmailOutput, error) {
	return nil, nil
}

type SendTemplatedEmailInput struct {
	Destination  *types.Destination
	Source       *string
	Template     *string
	TemplateData *string
}

type SendTemplatedEmailOutput struct {
	MessageId      *string
	ResultMetadata middleware.Metadata
}

func (c *Client) SendTemplatedEmail(ctx context.Context, params *SendTemplatedEmailInput, optFns ...func(*Options)) (*SendTemplatedEmailOutput, error) {
	return nil, nil
}

type SendBulkTemplatedEmailInput struct {
	Source   *string
	Template *string
}

type SendBulkTemplatedEmailOutput struct {
	ResultMetadata middleware.Metadata
}

func (c *Client) SendBulkTemplatedEmail(ctx context.Context, params *SendBulkTemplatedEmailInput, optFns ...func(*Options)) (*SendBulkTemplatedEmailOutput, error) {
	return nil, nil
}
