// Package types is an analysistest stub of
// github.com/aws/aws-sdk-go-v2/service/sesv2/types (sesv2 v1.79.9): the shapes
// of a SendEmail request. Message and Template are field subsets (no
// attachments); the unexported noSmithyDocumentSerde embeds are omitted.
package types

// EmailContent: an object that defines the entire content of the email.
type EmailContent struct {
	Raw      *RawMessage
	Simple   *Message
	Template *Template
}

// Message represents the email message that you're sending (subset).
type Message struct {
	Body    *Body
	Subject *Content
	Headers []MessageHeader
}

// Body represents the body of the email message.
type Body struct {
	Html *Content
	Text *Content
}

// Content: an object that represents the content of the email, and optionally
// a character set specification.
type Content struct {
	Data    *string
	Charset *string
}

// Destination: an object that describes the recipients for an email.
type Destination struct {
	BccAddresses []string
	CcAddresses  []string
	ToAddresses  []string
}

// MessageHeader contains the name and value of a message header that you add
// to an email.
type MessageHeader struct {
	Name  *string
	Value *string
}

// MessageTag contains the name and value of a tag that you apply to an email.
type MessageTag struct {
	Name  *string
	Value *string
}

// RawMessage represents the raw content of an email message.
type RawMessage struct {
	Data []byte
}

// Template: an object that defines the email template to use (subset).
type Template struct {
	Headers      []MessageHeader
	TemplateArn  *string
	TemplateData *string
	TemplateName *string
}
