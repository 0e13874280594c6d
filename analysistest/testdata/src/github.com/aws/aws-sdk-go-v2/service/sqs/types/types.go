// Package types is an analysistest stub of
// github.com/aws/aws-sdk-go-v2/service/sqs/types (service/sqs v1.53.0).
// The real structs also embed an unexported noSmithyDocumentSerde marker.
package types

type MessageSystemAttributeName string

const (
	MessageSystemAttributeNameAll                     MessageSystemAttributeName = "All"
	MessageSystemAttributeNameApproximateReceiveCount MessageSystemAttributeName = "ApproximateReceiveCount"
	MessageSystemAttributeNameMessageDeduplicationId  MessageSystemAttributeName = "MessageDeduplicationId"
	MessageSystemAttributeNameMessageGroupId          MessageSystemAttributeName = "MessageGroupId"
	MessageSystemAttributeNameSequenceNumber          MessageSystemAttributeName = "SequenceNumber"
)

type QueueAttributeName string

const (
	QueueAttributeNameAll QueueAttributeName = "All"
)

// Message is an Amazon SQS message. Note: there is no MessageGroupId /
// MessageDeduplicationId field; those arrive in Attributes.
type Message struct {
	Attributes             map[string]string
	Body                   *string
	MD5OfBody              *string
	MD5OfMessageAttributes *string
	MessageAttributes      map[string]MessageAttributeValue
	MessageId              *string
	ReceiptHandle          *string
}

type MessageAttributeValue struct {
	DataType         *string
	BinaryListValues [][]byte
	BinaryValue      []byte
	StringListValues []string
	StringValue      *string
}

type MessageSystemAttributeValue struct {
	DataType         *string
	BinaryListValues [][]byte
	BinaryValue      []byte
	StringListValues []string
	StringValue      *string
}

type SendMessageBatchRequestEntry struct {
	Id                      *string
	MessageBody             *string
	DelaySeconds            int32
	MessageAttributes       map[string]MessageAttributeValue
	MessageDeduplicationId  *string
	MessageGroupId          *string
	MessageSystemAttributes map[string]MessageSystemAttributeValue
}

type SendMessageBatchResultEntry struct {
	Id                           *string
	MD5OfMessageBody             *string
	MessageId                    *string
	MD5OfMessageAttributes       *string
	MD5OfMessageSystemAttributes *string
	SequenceNumber               *string
}

type BatchResultErrorEntry struct {
	Code        *string
	Id          *string
	SenderFault bool
	Message     *string
}

type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}

type DeleteMessageBatchResultEntry struct {
	Id *string
}
