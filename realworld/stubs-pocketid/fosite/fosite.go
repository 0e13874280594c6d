package fosite

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Fosite implements OAuth2Provider. The stub parses requests and looks up
// clients through Store, but does not run the OAuth2 grant handlers: the
// New*Response methods return ErrServerError.
type Fosite struct {
	Store  Storage
	Config Configurator
}

var _ OAuth2Provider = (*Fosite)(nil)

var errStub = ErrServerError.WithHint("The fosite stub does not implement this OAuth2 flow.")

func (f *Fosite) getClient(ctx context.Context, clientID string) (Client, error) {
	lookup := func(ctx context.Context, id string) (Client, error) {
		return f.Store.GetClient(ctx, id)
	}
	if f.Config != nil {
		if resolver := f.Config.GetClientResolver(ctx); resolver != nil {
			return resolver.ResolveClient(ctx, clientID, lookup)
		}
	}
	return lookup(ctx, clientID)
}

func parseForm(r *http.Request) (url.Values, error) {
	if err := r.ParseMultipartForm(1 << 20); err != nil && err != http.ErrNotMultipart {
		return nil, ErrInvalidRequest.WithHint("Unable to parse HTTP body, make sure to send a properly formatted form request body.").WithWrap(err)
	}
	return r.Form, nil
}

func (f *Fosite) newAuthorizeRequest(ctx context.Context, r *http.Request) (*AuthorizeRequest, error) {
	request := NewAuthorizeRequest()
	form, err := parseForm(r)
	if err != nil {
		return request, err
	}
	request.Form = form
	request.State = form.Get("state")
	request.ResponseTypes = RemoveEmpty(strings.Split(form.Get("response_type"), " "))
	request.RequestedScope = RemoveEmpty(strings.Split(form.Get("scope"), " "))
	request.ResponseMode = ResponseModeType(form.Get("response_mode"))

	client, err := f.getClient(ctx, form.Get("client_id"))
	if err != nil {
		return request, ErrInvalidClient.WithHint("The requested OAuth 2.0 Client does not exist.").WithWrap(err)
	}
	request.Client = client

	matcher := MatchRedirectURIWithClientRedirectURIs
	if f.Config != nil {
		matcher = f.Config.GetRedirectURIMatcher(ctx)
	}
	redirectURI, err := matcher(form.Get("redirect_uri"), client)
	if err != nil {
		return request, err
	}
	request.RedirectURI = redirectURI
	return request, nil
}

// NewAuthorizeRequest parses an authorization request.
func (f *Fosite) NewAuthorizeRequest(ctx context.Context, r *http.Request) (AuthorizeRequester, error) {
	return f.newAuthorizeRequest(ctx, r)
}

// NewAuthorizeResponse runs the authorize endpoint handlers (not implemented by the stub).
func (f *Fosite) NewAuthorizeResponse(ctx context.Context, ar AuthorizeRequester, session Session) (AuthorizeResponder, error) {
	ar.SetSession(session)
	return &AuthorizeResponse{Header: http.Header{}, Parameters: url.Values{}}, errStub
}

// WriteAuthorizeError writes an authorization error.
func (f *Fosite) WriteAuthorizeError(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, err error) {
	writeJSONError(rw, err)
}

// WriteAuthorizeResponse writes an authorization response.
func (f *Fosite) WriteAuthorizeResponse(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, resp AuthorizeResponder) {
	if ar.GetRedirectURI() == nil {
		writeJSONError(rw, ErrInvalidRequest.WithHint("The redirect URI is missing."))
		return
	}
	redirectURI := *ar.GetRedirectURI()
	q := redirectURI.Query()
	for k, v := range resp.GetParameters() {
		q[k] = v
	}
	redirectURI.RawQuery = q.Encode()
	rw.Header().Set("Location", redirectURI.String())
	rw.WriteHeader(http.StatusSeeOther)
}

// NewAccessRequest parses a token request and authenticates the client.
func (f *Fosite) NewAccessRequest(ctx context.Context, r *http.Request, session Session) (AccessRequester, error) {
	request := NewAccessRequest(session)
	if r.Method != http.MethodPost {
		return request, ErrInvalidRequest.WithHintf("HTTP method is '%s', expected 'POST'.", r.Method)
	}
	form, err := parseForm(r)
	if err != nil {
		return request, err
	}
	request.Form = form
	request.GrantTypes = RemoveEmpty(strings.Split(form.Get("grant_type"), " "))
	request.RequestedScope = RemoveEmpty(strings.Split(form.Get("scope"), " "))

	var client Client
	if f.Config != nil && f.Config.GetClientAuthenticationStrategy(ctx) != nil {
		client, err = f.Config.GetClientAuthenticationStrategy(ctx)(ctx, r, form)
	} else {
		client, err = f.DefaultClientAuthenticationStrategy(ctx, r, form)
	}
	if err != nil {
		return request, err
	}
	request.Client = client
	return request, errStub
}

// NewAccessResponse runs the token endpoint handlers (not implemented by the stub).
func (f *Fosite) NewAccessResponse(ctx context.Context, requester AccessRequester) (AccessResponder, error) {
	return NewAccessResponse(), errStub
}

// WriteAccessError writes a token endpoint error.
func (f *Fosite) WriteAccessError(ctx context.Context, rw http.ResponseWriter, requester Requester, err error) {
	writeJSONError(rw, err)
}

// WriteAccessResponse writes a token endpoint response.
func (f *Fosite) WriteAccessResponse(ctx context.Context, rw http.ResponseWriter, requester AccessRequester, responder AccessResponder) {
	writeJSON(rw, http.StatusOK, responder.ToMap())
}

// NewDeviceRequest parses a device authorization request.
func (f *Fosite) NewDeviceRequest(ctx context.Context, r *http.Request) (DeviceRequester, error) {
	request := NewDeviceRequest()
	form, err := parseForm(r)
	if err != nil {
		return request, err
	}
	request.Form = form
	request.RequestedScope = RemoveEmpty(strings.Split(form.Get("scope"), " "))
	client, err := f.getClient(ctx, form.Get("client_id"))
	if err != nil {
		return request, ErrInvalidClient.WithWrap(err)
	}
	request.Client = client
	return request, nil
}

// NewDeviceResponse runs the device authorization handlers (not implemented by the stub).
func (f *Fosite) NewDeviceResponse(ctx context.Context, requester DeviceRequester, session Session) (DeviceResponder, error) {
	requester.SetSession(session)
	return NewDeviceResponse(), errStub
}

// WriteDeviceResponse writes a device authorization response.
func (f *Fosite) WriteDeviceResponse(ctx context.Context, rw http.ResponseWriter, requester DeviceRequester, responder DeviceResponder) {
	writeJSON(rw, http.StatusOK, map[string]interface{}{
		"device_code":               responder.GetDeviceCode(),
		"user_code":                 responder.GetUserCode(),
		"verification_uri":          responder.GetVerificationURI(),
		"verification_uri_complete": responder.GetVerificationURIComplete(),
		"expires_in":                responder.GetExpiresIn(),
		"interval":                  responder.GetInterval(),
	})
}

// NewRevocationRequest handles a token revocation request (not implemented by the stub).
func (f *Fosite) NewRevocationRequest(ctx context.Context, r *http.Request) error {
	return errStub
}

// WriteRevocationResponse writes a token revocation response.
func (f *Fosite) WriteRevocationResponse(ctx context.Context, rw http.ResponseWriter, err error) {
	if err != nil {
		writeJSONError(rw, err)
		return
	}
	rw.WriteHeader(http.StatusOK)
}

// IntrospectToken validates a token (not implemented by the stub: every token is inactive).
func (f *Fosite) IntrospectToken(ctx context.Context, token string, tokenUse TokenUse, session Session, scope ...string) (TokenUse, AccessRequester, error) {
	return "", NewAccessRequest(session), ErrInactiveToken.WithHint("The fosite stub does not validate tokens.")
}

// NewIntrospectionRequest handles an introspection request.
func (f *Fosite) NewIntrospectionRequest(ctx context.Context, r *http.Request, session Session) (IntrospectionResponder, error) {
	form, err := parseForm(r)
	if err != nil {
		return &IntrospectionResponse{Active: false}, err
	}
	tokenUse, ar, err := f.IntrospectToken(ctx, form.Get("token"), TokenUse(form.Get("token_type_hint")), session)
	if err != nil {
		return &IntrospectionResponse{Active: false}, err
	}
	return &IntrospectionResponse{Active: true, AccessRequester: ar, TokenUse: tokenUse}, nil
}

// WriteIntrospectionError writes an introspection error.
func (f *Fosite) WriteIntrospectionError(ctx context.Context, rw http.ResponseWriter, err error) {
	if err == nil {
		return
	}
	writeJSON(rw, http.StatusOK, map[string]interface{}{"active": false})
}

// WriteIntrospectionResponse writes an introspection response.
func (f *Fosite) WriteIntrospectionResponse(ctx context.Context, rw http.ResponseWriter, r IntrospectionResponder) {
	if !r.IsActive() {
		writeJSON(rw, http.StatusOK, map[string]interface{}{"active": false})
		return
	}
	out := map[string]interface{}{"active": true}
	if ar := r.GetAccessRequester(); ar != nil {
		out["client_id"] = ar.GetClient().GetID()
		out["scope"] = strings.Join(ar.GetGrantedScopes(), " ")
		out["aud"] = ar.GetGrantedAudience()
		if s := ar.GetSession(); s != nil {
			out["sub"] = s.GetSubject()
		}
	}
	writeJSON(rw, http.StatusOK, out)
}

// NewPushedAuthorizeRequest parses a pushed authorization request.
func (f *Fosite) NewPushedAuthorizeRequest(ctx context.Context, r *http.Request) (AuthorizeRequester, error) {
	return f.newAuthorizeRequest(ctx, r)
}

// NewPushedAuthorizeResponse stores the pushed request (not implemented by the stub).
func (f *Fosite) NewPushedAuthorizeResponse(ctx context.Context, ar AuthorizeRequester, session Session) (PushedAuthorizeResponder, error) {
	ar.SetSession(session)
	return &PushedAuthorizeResponse{Header: http.Header{}, Extra: map[string]interface{}{}}, errStub
}

// WritePushedAuthorizeResponse writes a pushed authorization response.
func (f *Fosite) WritePushedAuthorizeResponse(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, resp PushedAuthorizeResponder) {
	writeJSON(rw, http.StatusCreated, resp.ToMap())
}

// WritePushedAuthorizeError writes a pushed authorization error.
func (f *Fosite) WritePushedAuthorizeError(ctx context.Context, rw http.ResponseWriter, ar AuthorizeRequester, err error) {
	writeJSONError(rw, err)
}

// DefaultClientAuthenticationStrategy authenticates a client with client_secret_basic/client_secret_post or as a public client.
func (f *Fosite) DefaultClientAuthenticationStrategy(ctx context.Context, r *http.Request, form url.Values) (Client, error) {
	clientID, clientSecret, ok := r.BasicAuth()
	if !ok {
		clientID, clientSecret = form.Get("client_id"), form.Get("client_secret")
	}
	if clientID == "" {
		return nil, ErrInvalidRequest.WithHint("Client credentials missing or malformed in both HTTP Authorization header and HTTP POST body.")
	}
	client, err := f.getClient(ctx, clientID)
	if err != nil {
		return nil, ErrInvalidClient.WithWrap(err)
	}
	if client.IsPublic() {
		return client, nil
	}
	var hasher Hasher
	if f.Config != nil {
		hasher = f.Config.GetSecretsHasher(ctx)
	}
	if hasher == nil {
		return nil, ErrInvalidClient.WithHint("No client secret hasher is configured.")
	}
	if err := hasher.Compare(ctx, client.GetHashedSecret(), []byte(clientSecret)); err == nil {
		return client, nil
	}
	if rotated, ok := client.(ClientWithSecretRotation); ok {
		for _, hash := range rotated.GetRotatedHashes() {
			if hasher.Compare(ctx, hash, []byte(clientSecret)) == nil {
				return client, nil
			}
		}
	}
	return nil, ErrInvalidClient.WithHint("The provided client secret did not match.")
}

func writeJSON(rw http.ResponseWriter, status int, v interface{}) {
	rw.Header().Set("Content-Type", "application/json;charset=UTF-8")
	rw.Header().Set("Cache-Control", "no-store")
	rw.WriteHeader(status)
	_ = json.NewEncoder(rw).Encode(v)
}

func writeJSONError(rw http.ResponseWriter, err error) {
	rfcErr := ErrorToRFC6749Error(err)
	writeJSON(rw, rfcErr.StatusCode(), rfcErr)
}

// AuthorizeResponse is an implementation of AuthorizeResponder.
type AuthorizeResponse struct {
	Header     http.Header
	Parameters url.Values
	code       string
}

func (a *AuthorizeResponse) GetCode() string             { return a.code }
func (a *AuthorizeResponse) GetHeader() http.Header      { return a.Header }
func (a *AuthorizeResponse) AddHeader(key, value string) { a.Header.Add(key, value) }
func (a *AuthorizeResponse) GetParameters() url.Values   { return a.Parameters }
func (a *AuthorizeResponse) AddParameter(key, value string) {
	if key == "code" {
		a.code = value
	}
	a.Parameters.Add(key, value)
}

// AccessResponse is an implementation of AccessResponder.
type AccessResponse struct {
	Extra       map[string]interface{}
	AccessToken string
	TokenType   string
}

// NewAccessResponse returns an empty AccessResponse.
func NewAccessResponse() *AccessResponse {
	return &AccessResponse{Extra: map[string]interface{}{}}
}

func (a *AccessResponse) SetScopes(scopes Arguments) { a.SetExtra("scope", strings.Join(scopes, " ")) }
func (a *AccessResponse) SetExpiresIn(expiresIn time.Duration) {
	a.SetExtra("expires_in", int64(expiresIn/time.Second))
}
func (a *AccessResponse) SetExtra(key string, value interface{}) { a.Extra[key] = value }
func (a *AccessResponse) GetExtra(key string) interface{}        { return a.Extra[key] }
func (a *AccessResponse) SetAccessToken(token string)            { a.AccessToken = token }
func (a *AccessResponse) SetTokenType(name string)               { a.TokenType = name }
func (a *AccessResponse) GetAccessToken() string                 { return a.AccessToken }
func (a *AccessResponse) GetTokenType() string                   { return a.TokenType }
func (a *AccessResponse) ToMap() map[string]interface{} {
	m := make(map[string]interface{}, len(a.Extra)+2)
	for k, v := range a.Extra {
		m[k] = v
	}
	m["access_token"] = a.AccessToken
	m["token_type"] = a.TokenType
	return m
}

// DeviceResponse is an implementation of DeviceResponder.
type DeviceResponse struct {
	Header                  http.Header
	DeviceCode              string
	UserCode                string
	VerificationURI         string
	VerificationURIComplete string
	ExpiresIn               int64
	Interval                int
}

// NewDeviceResponse returns an empty DeviceResponse.
func NewDeviceResponse() *DeviceResponse {
	return &DeviceResponse{Header: http.Header{}}
}

func (d *DeviceResponse) GetDeviceCode() string                 { return d.DeviceCode }
func (d *DeviceResponse) SetDeviceCode(code string)             { d.DeviceCode = code }
func (d *DeviceResponse) GetUserCode() string                   { return d.UserCode }
func (d *DeviceResponse) SetUserCode(code string)               { d.UserCode = code }
func (d *DeviceResponse) GetVerificationURI() string            { return d.VerificationURI }
func (d *DeviceResponse) SetVerificationURI(uri string)         { d.VerificationURI = uri }
func (d *DeviceResponse) GetVerificationURIComplete() string    { return d.VerificationURIComplete }
func (d *DeviceResponse) SetVerificationURIComplete(uri string) { d.VerificationURIComplete = uri }
func (d *DeviceResponse) GetExpiresIn() int64                   { return d.ExpiresIn }
func (d *DeviceResponse) SetExpiresIn(seconds int64)            { d.ExpiresIn = seconds }
func (d *DeviceResponse) GetInterval() int                      { return d.Interval }
func (d *DeviceResponse) SetInterval(seconds int)               { d.Interval = seconds }
func (d *DeviceResponse) GetHeader() http.Header                { return d.Header }
func (d *DeviceResponse) AddHeader(key, value string)           { d.Header.Add(key, value) }

// PushedAuthorizeResponse is an implementation of PushedAuthorizeResponder.
type PushedAuthorizeResponse struct {
	RequestURI string
	ExpiresIn  int
	Header     http.Header
	Extra      map[string]interface{}
}

func (a *PushedAuthorizeResponse) GetRequestURI() string                  { return a.RequestURI }
func (a *PushedAuthorizeResponse) SetRequestURI(requestURI string)        { a.RequestURI = requestURI }
func (a *PushedAuthorizeResponse) GetExpiresIn() int                      { return a.ExpiresIn }
func (a *PushedAuthorizeResponse) SetExpiresIn(seconds int)               { a.ExpiresIn = seconds }
func (a *PushedAuthorizeResponse) GetHeader() http.Header                 { return a.Header }
func (a *PushedAuthorizeResponse) AddHeader(key, value string)            { a.Header.Add(key, value) }
func (a *PushedAuthorizeResponse) SetExtra(key string, value interface{}) { a.Extra[key] = value }
func (a *PushedAuthorizeResponse) GetExtra(key string) interface{}        { return a.Extra[key] }
func (a *PushedAuthorizeResponse) ToMap() map[string]interface{} {
	m := make(map[string]interface{}, len(a.Extra)+2)
	for k, v := range a.Extra {
		m[k] = v
	}
	m["request_uri"] = a.RequestURI
	m["expires_in"] = a.ExpiresIn
	return m
}

var (
	_ AuthorizeResponder       = (*AuthorizeResponse)(nil)
	_ AccessResponder          = (*AccessResponse)(nil)
	_ DeviceResponder          = (*DeviceResponse)(nil)
	_ PushedAuthorizeResponder = (*PushedAuthorizeResponse)(nil)
)
