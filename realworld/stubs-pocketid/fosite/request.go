package fosite

import (
	"net/url"
	"strings"
	"time"
)

// Request is an implementation of Requester.
type Request struct {
	ID                string     `json:"id"`
	RequestedAt       time.Time  `json:"requestedAt"`
	Client            Client     `json:"client"`
	RequestedScope    Arguments  `json:"scopes"`
	GrantedScope      Arguments  `json:"grantedScopes"`
	Form              url.Values `json:"form"`
	Session           Session    `json:"session"`
	RequestedAudience Arguments  `json:"requestedAudience"`
	GrantedAudience   Arguments  `json:"grantedAudience"`
}

// NewRequest returns a new, empty Request.
func NewRequest() *Request {
	return &Request{
		Client:            &DefaultClient{},
		RequestedScope:    Arguments{},
		RequestedAudience: Arguments{},
		GrantedAudience:   Arguments{},
		GrantedScope:      Arguments{},
		Form:              url.Values{},
		RequestedAt:       time.Now().UTC(),
	}
}

func (a *Request) GetID() string                    { return a.ID }
func (a *Request) SetID(id string)                  { a.ID = id }
func (a *Request) GetRequestForm() url.Values       { return a.Form }
func (a *Request) GetRequestedAt() time.Time        { return a.RequestedAt }
func (a *Request) GetClient() Client                { return a.Client }
func (a *Request) GetRequestedScopes() Arguments    { return a.RequestedScope }
func (a *Request) SetRequestedScopes(s Arguments)   { a.RequestedScope = append(Arguments{}, s...) }
func (a *Request) GetRequestedAudience() Arguments  { return a.RequestedAudience }
func (a *Request) SetRequestedAudience(s Arguments) { a.RequestedAudience = append(Arguments{}, s...) }
func (a *Request) AppendRequestedScope(scope string) {
	a.RequestedScope = appendUnique(a.RequestedScope, scope)
}
func (a *Request) GetGrantedScopes() Arguments   { return a.GrantedScope }
func (a *Request) GetGrantedAudience() Arguments { return a.GrantedAudience }
func (a *Request) GrantScope(scope string)       { a.GrantedScope = appendUnique(a.GrantedScope, scope) }
func (a *Request) GrantAudience(audience string) {
	a.GrantedAudience = appendUnique(a.GrantedAudience, audience)
}
func (a *Request) GetSession() Session        { return a.Session }
func (a *Request) SetSession(session Session) { a.Session = session }

func appendUnique(args Arguments, item string) Arguments {
	for _, has := range args {
		if has == item {
			return args
		}
	}
	return append(args, item)
}

// GetResource returns the single RFC 8707 resource indicator of the request, if any.
func (a *Request) GetResource() (string, error) {
	resources := a.Form["resource"]
	switch len(resources) {
	case 0:
		return "", nil
	case 1:
		if !IsValidResourceIndicatorURI(resources[0]) {
			return "", ErrInvalidTarget.WithHint("The 'resource' parameter is invalid.")
		}
		return resources[0], nil
	default:
		return "", ErrInvalidTarget.WithHint("Only one 'resource' parameter is supported.")
	}
}

// Merge merges the requester into this request.
func (a *Request) Merge(request Requester) {
	for _, scope := range request.GetRequestedScopes() {
		a.AppendRequestedScope(scope)
	}
	for _, scope := range request.GetGrantedScopes() {
		a.GrantScope(scope)
	}
	for _, aud := range request.GetRequestedAudience() {
		a.RequestedAudience = appendUnique(a.RequestedAudience, aud)
	}
	for _, aud := range request.GetGrantedAudience() {
		a.GrantAudience(aud)
	}
	a.ID = request.GetID()
	a.RequestedAt = request.GetRequestedAt()
	a.Client = request.GetClient()
	a.Session = request.GetSession()
	for k, v := range request.GetRequestForm() {
		a.Form[k] = v
	}
}

// Sanitize returns a copy of the request with only the allowed form parameters.
func (a *Request) Sanitize(allowedParameters []string) Requester {
	b := new(Request)
	allowed := map[string]bool{}
	for _, v := range allowedParameters {
		allowed[v] = true
	}
	*b = *a
	b.Form = url.Values{}
	for k, v := range a.Form {
		if allowed[k] {
			b.Form[k] = v
		}
	}
	return b
}

// ResponseModeType is an OAuth2 response mode.
type ResponseModeType string

const (
	ResponseModeDefault  = ResponseModeType("")
	ResponseModeFormPost = ResponseModeType("form_post")
	ResponseModeQuery    = ResponseModeType("query")
	ResponseModeFragment = ResponseModeType("fragment")
)

// AuthorizeRequest is an implementation of AuthorizeRequester.
type AuthorizeRequest struct {
	ResponseTypes        Arguments        `json:"responseTypes"`
	RedirectURI          *url.URL         `json:"redirectUri"`
	State                string           `json:"state"`
	HandledResponseTypes Arguments        `json:"handledResponseTypes"`
	ResponseMode         ResponseModeType `json:"ResponseModes"`
	DefaultResponseMode  ResponseModeType `json:"DefaultResponseMode"`

	Request
}

// NewAuthorizeRequest returns a new, empty AuthorizeRequest.
func NewAuthorizeRequest() *AuthorizeRequest {
	return &AuthorizeRequest{
		ResponseTypes:        Arguments{},
		HandledResponseTypes: Arguments{},
		Request:              *NewRequest(),
		ResponseMode:         ResponseModeDefault,
	}
}

func (d *AuthorizeRequest) IsRedirectURIValid() bool {
	if d.GetRedirectURI() == nil || d.GetClient() == nil {
		return false
	}
	return IsValidRedirectURI(d.GetRedirectURI())
}

func (d *AuthorizeRequest) GetResponseTypes() Arguments { return d.ResponseTypes }
func (d *AuthorizeRequest) GetState() string            { return d.State }
func (d *AuthorizeRequest) GetRedirectURI() *url.URL    { return d.RedirectURI }
func (d *AuthorizeRequest) SetResponseTypeHandled(name string) {
	d.HandledResponseTypes = append(d.HandledResponseTypes, name)
}
func (d *AuthorizeRequest) DidHandleAllResponseTypes() bool {
	for _, rt := range d.ResponseTypes {
		if !d.HandledResponseTypes.Has(rt) {
			return false
		}
	}
	return len(d.ResponseTypes) > 0
}
func (d *AuthorizeRequest) GetResponseMode() ResponseModeType { return d.ResponseMode }
func (d *AuthorizeRequest) SetDefaultResponseMode(defaultResponseMode ResponseModeType) {
	if d.ResponseMode == ResponseModeDefault {
		d.ResponseMode = defaultResponseMode
	}
	d.DefaultResponseMode = defaultResponseMode
}
func (d *AuthorizeRequest) GetDefaultResponseMode() ResponseModeType { return d.DefaultResponseMode }

// AccessRequest is an implementation of AccessRequester.
type AccessRequest struct {
	GrantTypes       Arguments `json:"grantTypes"`
	HandledGrantType Arguments `json:"handledGrantType"`

	Request
}

// NewAccessRequest returns a new AccessRequest with the given session.
func NewAccessRequest(session Session) *AccessRequest {
	r := &AccessRequest{
		GrantTypes:       Arguments{},
		HandledGrantType: Arguments{},
		Request:          *NewRequest(),
	}
	r.Session = session
	return r
}

func (a *AccessRequest) GetGrantTypes() Arguments { return a.GrantTypes }

// UserCodeState is the state of a device flow user code.
type UserCodeState int16

const (
	UserCodeUnused   = UserCodeState(0)
	UserCodeAccepted = UserCodeState(1)
	UserCodeRejected = UserCodeState(2)
)

// DeviceRequest is an implementation of DeviceRequester.
type DeviceRequest struct {
	UserCodeState UserCodeState
	Request
}

// NewDeviceRequest returns a new, empty DeviceRequest.
func NewDeviceRequest() *DeviceRequest {
	return &DeviceRequest{Request: *NewRequest()}
}

func (d *DeviceRequest) GetUserCodeState() UserCodeState      { return d.UserCodeState }
func (d *DeviceRequest) SetUserCodeState(state UserCodeState) { d.UserCodeState = state }

// IntrospectionResponse is an implementation of IntrospectionResponder.
type IntrospectionResponse struct {
	Active          bool            `json:"active"`
	AccessRequester AccessRequester `json:"extra"`
	TokenUse        TokenUse        `json:"token_use,omitempty"`
	AccessTokenType string          `json:"token_type,omitempty"`
}

func (r *IntrospectionResponse) IsActive() bool                      { return r.Active }
func (r *IntrospectionResponse) GetAccessRequester() AccessRequester { return r.AccessRequester }
func (r *IntrospectionResponse) GetTokenUse() TokenUse               { return r.TokenUse }
func (r *IntrospectionResponse) GetAccessTokenType() string          { return r.AccessTokenType }

var (
	_ Requester              = (*Request)(nil)
	_ AuthorizeRequester     = (*AuthorizeRequest)(nil)
	_ AccessRequester        = (*AccessRequest)(nil)
	_ DeviceRequester        = (*DeviceRequest)(nil)
	_ IntrospectionResponder = (*IntrospectionResponse)(nil)
)

// RemoveEmpty removes empty (or whitespace-only) strings.
func RemoveEmpty(args []string) (ret []string) {
	for _, v := range args {
		v = strings.TrimSpace(v)
		if v != "" {
			ret = append(ret, v)
		}
	}
	return
}
