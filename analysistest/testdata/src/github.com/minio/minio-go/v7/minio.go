// Package minio is a stub of github.com/minio/minio-go/v7 v7.2.1: the
// Client, New and the object calls services make (subset).
package minio

import (
	"context"
	"io"
)

type Client struct{}

type Options struct {
	Secure bool
	Region string
}

type PutObjectOptions struct {
	ContentType string
}

type RemoveObjectOptions struct {
	VersionID string
}

type UploadInfo struct {
	Bucket string
	Key    string
	ETag   string
	Size   int64
}

func New(endpoint string, opts *Options) (*Client, error) { return &Client{}, nil }

func (c *Client) PutObject(ctx context.Context, bucketName, objectName string, reader io.Reader, size int64,
	opts PutObjectOptions,
) (info UploadInfo, err error) {
	return UploadInfo{}, nil
}

func (c *Client) RemoveObject(ctx context.Context, bucketName, objectName string, opts RemoveObjectOptions) error {
	return nil
}
