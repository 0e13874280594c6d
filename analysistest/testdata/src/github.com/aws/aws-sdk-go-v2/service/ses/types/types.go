// Package types is an analysistest stub of github.com/aws/aws-sdk-go-v2/service/ses/types v1.43.0
// (the types the SendEmail inputs use; the unexported noSmithyDocumentSerde embeds are omitted).
package types

type Destination struct {
	BccAddresses []string
	CcAddresses  []string
	ToAddresses  []string
}

type Message struct {
	Body    *Body
	Subject *Content
}

type Body struct {
	Html *Content
	Text *Content
}

type Content struct {
	Data    *string
	Charset *string
}

type RawMessage struct {
	Data []byte
}
