// Package mail is an analysistest stub of
// github.com/sendgrid/sendgrid-go/helpers/mail (sendgrid-go v3.16.1+incompatible).
// SGMailV3 is a field subset (no Asm, MailSettings, TrackingSettings); only
// the constructors and setters a sender uses are declared.
package mail

// SGMailV3 contains mail struct (subset of fields)
type SGMailV3 struct {
	From             *Email             `json:"from,omitempty"`
	Subject          string             `json:"subject,omitempty"`
	Personalizations []*Personalization `json:"personalizations,omitempty"`
	Content          []*Content         `json:"content,omitempty"`
	Attachments      []*Attachment      `json:"attachments,omitempty"`
	TemplateID       string             `json:"template_id,omitempty"`
	Sections         map[string]string  `json:"sections,omitempty"`
	Headers          map[string]string  `json:"headers,omitempty"`
	Categories       []string           `json:"categories,omitempty"`
	CustomArgs       map[string]string  `json:"custom_args,omitempty"`
	SendAt           int                `json:"send_at,omitempty"`
	BatchID          string             `json:"batch_id,omitempty"`
	IPPoolID         string             `json:"ip_pool_name,omitempty"`
	ReplyTo          *Email             `json:"reply_to,omitempty"`
	ReplyToList      []*Email           `json:"reply_to_list,omitempty"`
}

// Personalization holds mail body struct
type Personalization struct {
	To                  []*Email               `json:"to,omitempty"`
	From                *Email                 `json:"from,omitempty"`
	CC                  []*Email               `json:"cc,omitempty"`
	BCC                 []*Email               `json:"bcc,omitempty"`
	Subject             string                 `json:"subject,omitempty"`
	Headers             map[string]string      `json:"headers,omitempty"`
	Substitutions       map[string]string      `json:"substitutions,omitempty"`
	CustomArgs          map[string]string      `json:"custom_args,omitempty"`
	DynamicTemplateData map[string]interface{} `json:"dynamic_template_data,omitempty"`
	Categories          []string               `json:"categories,omitempty"`
	SendAt              int                    `json:"send_at,omitempty"`
}

// Email holds email name and address info
type Email struct {
	Name    string `json:"name,omitempty"`
	Address string `json:"email,omitempty"`
}

// Content defines content of the mail body
type Content struct {
	Type  string `json:"type,omitempty"`
	Value string `json:"value,omitempty"`
}

// Attachment holds attachement information
type Attachment struct {
	Content     string `json:"content,omitempty"`
	Type        string `json:"type,omitempty"`
	Name        string `json:"name,omitempty"`
	Filename    string `json:"filename,omitempty"`
	Disposition string `json:"disposition,omitempty"`
	ContentID   string `json:"content_id,omitempty"`
}

// NewV3Mail ...
func NewV3Mail() *SGMailV3 { return &SGMailV3{} }

// NewV3MailInit ...
func NewV3MailInit(from *Email, subject string, to *Email, content ...*Content) *SGMailV3 {
	return &SGMailV3{}
}

// GetRequestBody ...
func GetRequestBody(m *SGMailV3) []byte { return nil }

// AddPersonalizations ...
func (s *SGMailV3) AddPersonalizations(p ...*Personalization) *SGMailV3 { return s }

// AddContent ...
func (s *SGMailV3) AddContent(c ...*Content) *SGMailV3 { return s }

// AddAttachment ...
func (s *SGMailV3) AddAttachment(a ...*Attachment) *SGMailV3 { return s }

// SetFrom ...
func (s *SGMailV3) SetFrom(e *Email) *SGMailV3 { return s }

// SetReplyTo ...
func (s *SGMailV3) SetReplyTo(e *Email) *SGMailV3 { return s }

// SetTemplateID ...
func (s *SGMailV3) SetTemplateID(templateID string) *SGMailV3 { return s }

// SetHeader ...
func (s *SGMailV3) SetHeader(key string, value string) *SGMailV3 { return s }

// AddCategories ...
func (s *SGMailV3) AddCategories(category ...string) *SGMailV3 { return s }

// SetCustomArg ...
func (s *SGMailV3) SetCustomArg(key string, value string) *SGMailV3 { return s }

// SetBatchID ...
func (s *SGMailV3) SetBatchID(batchID string) *SGMailV3 { return s }

// NewPersonalization ...
func NewPersonalization() *Personalization { return &Personalization{} }

// AddTos ...
func (p *Personalization) AddTos(to ...*Email) {}

// AddFrom ...
func (p *Personalization) AddFrom(from *Email) {}

// AddCCs ...
func (p *Personalization) AddCCs(cc ...*Email) {}

// AddBCCs ...
func (p *Personalization) AddBCCs(bcc ...*Email) {}

// SetHeader ...
func (p *Personalization) SetHeader(key string, value string) {}

// SetSubstitution ...
func (p *Personalization) SetSubstitution(key string, value string) {}

// SetCustomArg ...
func (p *Personalization) SetCustomArg(key string, value string) {}

// SetDynamicTemplateData ...
func (p *Personalization) SetDynamicTemplateData(key string, value interface{}) {}

// NewAttachment ...
func NewAttachment() *Attachment { return &Attachment{} }

// NewEmail ...
func NewEmail(name string, address string) *Email { return &Email{Name: name, Address: address} }

// NewSingleEmail ...
func NewSingleEmail(from *Email, subject string, to *Email, plainTextContent string, htmlContent string) *SGMailV3 {
	return &SGMailV3{}
}

// NewSingleEmailPlainText is a constructor for SGMailV3 which supports only plain text content.
func NewSingleEmailPlainText(from *Email, subject string, to *Email, plainTextContent string) *SGMailV3 {
	return &SGMailV3{}
}

// NewContent ...
func NewContent(contentType string, value string) *Content {
	return &Content{Type: contentType, Value: value}
}

// ParseEmail parses a string that contains an rfc822 formatted email address
// and returns an instance of *Email.
func ParseEmail(emailInfo string) (*Email, error) { return &Email{}, nil }
