// Package sqs: aws-sdk-go-v2 SQS ReceiveMessage loops.
package sqs

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// nodedupe bug
func poll(ctx context.Context, c *sqs.Client, url string, db *sql.DB) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url), MaxNumberOfMessages: 10})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, aws.ToString(m.Body)); err != nil { // expect: nodedupe `handler poll: a redelivery inserts a duplicate row \(INSERT INTO events \(body\) VALUES \(\$1\)\)`
				continue
			}
			_, _ = c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// nodedupe clean: the message id is the primary key (ON CONFLICT DO NOTHING on a stable id)
func pollOnce(ctx context.Context, c *sqs.Client, url string, db *sql.DB) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := db.ExecContext(ctx, `INSERT INTO events (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, aws.ToString(m.MessageId), aws.ToString(m.Body)); err != nil {
				continue
			}
			_, _ = c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(url), ReceiptHandle: m.ReceiptHandle})
		}
	}
}

// payloadkey bug: a hash of the body
func pollHash(ctx context.Context, c *sqs.Client, url string, rdb *redis.Client) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			sum := sha256.Sum256([]byte(aws.ToString(m.Body)))
			if ok, _ := rdb.SetNX(ctx, "seen:"+hex.EncodeToString(sum[:]), 1, time.Hour).Result(); !ok { // expect: payloadkey "only from the payload"
				continue
			}
			rdb.Incr(ctx, "events")
		}
	}
}

// payloadkey clean: the MessageId
func pollID(ctx context.Context, c *sqs.Client, url string, rdb *redis.Client) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if ok, _ := rdb.SetNX(ctx, "seen:"+aws.ToString(m.MessageId), 1, time.Hour).Result(); !ok {
				continue
			}
			rdb.Incr(ctx, "events")
		}
	}
}

// keysource bug: forwarding a minted dedup id downstream
func forward(ctx context.Context, c *sqs.Client, in, out string) error {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(in)})
		if err != nil {
			return err
		}
		for _, m := range res.Messages {
			_, _ = c.SendMessage(ctx, &sqs.SendMessageInput{ // expect: nodedupe `handler forward: a redelivery publishes a duplicate message \(publish Client\.SendMessage\)`
				QueueUrl:               aws.String(out),
				MessageBody:            m.Body,
				MessageGroupId:         aws.String("g"),
				MessageDeduplicationId: aws.String(uuid.NewString()), // expect: keysource "minted by the receiver"
			})
		}
	}
}

// keysource clean: forwarding the sender's id downstream as the dedup id
func forwardID(ctx context.Context, c *sqs.Client, in, out string) error {
	for {
		res, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(in)})
		if err != nil {
			return err
		}
		for _, m := range res.Messages {
			_, _ = c.SendMessage(ctx, &sqs.SendMessageInput{
				QueueUrl:               aws.String(out),
				MessageBody:            m.Body,
				MessageGroupId:         aws.String("g"),
				MessageDeduplicationId: m.MessageId,
			})
		}
	}
}

// checkthenwrite bug
func pollCheck(ctx context.Context, c *sqs.Client, url string, rdb *redis.Client) error {
	for {
		out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(url)})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			key := "seen:" + aws.ToString(m.MessageId)
			if n, _ := rdb.Exists(ctx, key).Result(); n == 1 {
				continue
			}
			rdb.HSet(ctx, "bodies", aws.ToString(m.MessageId), aws.ToString(m.Body))
			rdb.Set(ctx, key, 1, time.Hour) // expect: checkthenwrite "check-then-write race"
		}
	}
}
