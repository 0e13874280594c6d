// Package openapi is an analysistest stub of github.com/twilio/twilio-go/rest/api/v2010
// (github.com/twilio/twilio-go@v1.31.0). Subset: ApiService (CreateMessage, CreateCall),
// CreateMessageParams/CreateCallParams (field subsets) and their setters, ApiV2010Message/ApiV2010Call
// (field subsets). Declarations mirror the real API surface; bodies are trivial.
package openapi

type ApiService struct {
	baseURL string
}

type CreateMessageParams struct {
	PathAccountSid *string `json:"PathAccountSid,omitempty"`
	To             *string `json:"To,omitempty"`
	StatusCallback *string `json:"StatusCallback,omitempty"`
	From           *string `json:"From,omitempty"`
	Body           *string `json:"Body,omitempty"`
}

func (params *CreateMessageParams) SetTo(To string) *CreateMessageParams { return params }

func (params *CreateMessageParams) SetFrom(From string) *CreateMessageParams { return params }

func (params *CreateMessageParams) SetBody(Body string) *CreateMessageParams { return params }

type ApiV2010Message struct {
	Body *string `json:"body,omitempty"`
	Sid  *string `json:"sid,omitempty"`
}

func (c *ApiService) CreateMessage(params *CreateMessageParams) (*ApiV2010Message, error) {
	return nil, nil
}

type CreateCallParams struct {
	PathAccountSid *string `json:"PathAccountSid,omitempty"`
	To             *string `json:"To,omitempty"`
	From           *string `json:"From,omitempty"`
}

type ApiV2010Call struct {
	Sid *string `json:"sid,omitempty"`
}

func (c *ApiService) CreateCall(params *CreateCallParams) (*ApiV2010Call, error) { return nil, nil }
