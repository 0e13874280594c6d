// Package types is an analysistest stub of github.com/aws/aws-sdk-go-v2/service/sns/types v1.48.0
// (the unexported noSmithyDocumentSerde embeds are omitted).
package types

type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageAttributes      map[string]MessageAttributeValue
	MessageDeduplicationId *string
	MessageGroupId         *string
	MessageStructure       *string
	Subject                *string
}

type MessageAttributeValue struct {
	DataType    *string
	BinaryValue []byte
	StringValue *string
}
