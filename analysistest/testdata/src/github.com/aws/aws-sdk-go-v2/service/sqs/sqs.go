// Package sqs is an analysistest stub of
// github.com/aws/aws-sdk-go-v2/service/sqs v1.53.0. Options is a subset.
package sqs

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
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

// HTTPClient mirrors sqs.HTTPClient.
type HTTPClient interface {
	Do(*http.Request) (*http.Response, error)
}

// Client provides the API client to make operations call for Amazon Simple Queue Service.
type Client struct {
	options Options
}

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client { return &Client{} }

func (c *Client) Options() Options { return c.options }

type ReceiveMessageInput struct {
	QueueUrl                    *string
	AttributeNames              []types.QueueAttributeName
	MaxNumberOfMessages         int32
	MessageAttributeNames       []string
	MessageSystemAttributeNames []types.MessageSystemAttributeName
	ReceiveRequestAttemptId     *string
	VisibilityTimeout           int32
	WaitTimeSeconds             int32
}

type ReceiveMessageOutput struct {
	Messages       []types.Message
	ResultMetadata middleware.Metadata
}

func (c *Client) ReceiveMessage(ctx context.Context, params *ReceiveMessageInput, optFns ...func(*Options)) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

type DeleteMessageInput struct {
	QueueUrl      *string
	ReceiptHandle *string
}

type DeleteMessageOutput struct {
	ResultMetadata middleware.Metadata
}

func (c *Client) DeleteMessage(ctx context.Context, params *DeleteMessageInput, optFns ...func(*Options)) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

type DeleteMessageBatchInput struct {
	Entries  []types.DeleteMessageBatchRequestEntry
	QueueUrl *string
}

type DeleteMessageBatchOutput struct {
	Failed         []types.BatchResultErrorEntry
	Successful     []types.DeleteMessageBatchResultEntry
	ResultMetadata middleware.Metadata
}

func (c *Client) DeleteMessageBatch(ctx context.Context, params *DeleteMessageBatchInput, optFns ...func(*Options)) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}

type SendMessageInput struct {
	MessageBody             *string
	QueueUrl                *string
	DelaySeconds            int32
	MessageAttributes       map[string]types.MessageAttributeValue
	MessageDeduplicationId  *string
	MessageGroupId          *string
	MessageSystemAttributes map[string]types.MessageSystemAttributeValue
}

type SendMessageOutput struct {
	MD5OfMessageAttributes       *string
	MD5OfMessageBody             *string
	MD5OfMessageSystemAttributes *string
	MessageId                    *string
	SequenceNumber               *string
	ResultMetadata               middleware.Metadata
}

func (c *Client) SendMessage(ctx context.Context, params *SendMessageInput, optFns ...func(*Options)) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

type SendMessageBatchInput struct {
	Entries  []types.SendMessageBatchRequestEntry
	QueueUrl *string
}

type SendMessageBatchOutput struct {
	Failed         []types.BatchResultErrorEntry
	Successful     []types.SendMessageBatchResultEntry
	ResultMetadata middleware.Metadata
}

func (c *Client) SendMessageBatch(ctx context.Context, params *SendMessageBatchInput, optFns ...func(*Options)) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}

type ChangeMessageVisibilityInput struct {
	QueueUrl          *string
	ReceiptHandle     *string
	VisibilityTimeout int32
}

type ChangeMessageVisibilityOutput struct {
	ResultMetadata middleware.Metadata
}

func (c *Client) ChangeMessageVisibility(ctx context.Context, params *ChangeMessageVisibilityInput, optFns ...func(*Options)) (*ChangeMessageVisibilityOutput, error) {
	return &ChangeMessageVisibilityOutput{}, nil
}
