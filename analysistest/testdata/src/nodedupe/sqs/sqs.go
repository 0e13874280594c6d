// Package sqs: aws-sdk-go-v2 SQS ReceiveMessage loops.
package sqs

import (
	"context"
	"net/smtp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/redis/go-redis/v9"
)

func poll(ctx context.Context, c *sqs.Client, url string) {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range out.Messages {
			smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, []byte(aws.ToString(msg.Body))) // want `handler poll: a redelivery messages a person again \(external send smtp\.SendMail\); dedupe on aws\.ToString\(msg\.MessageId\) and forward it as the Idempotency-Key`
			c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: msg.ReceiptHandle})
		}
	}
}

func pollSafe(ctx context.Context, c *sqs.Client, rdb *redis.Client, url string) {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return
		}
		for _, msg := range out.Messages {
			ok, err := rdb.SetNX(ctx, "mail:"+aws.ToString(msg.MessageId), 1, 0).Result()
			if err != nil || !ok {
				continue
			}
			smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, []byte(aws.ToString(msg.Body)))
		}
	}
}
