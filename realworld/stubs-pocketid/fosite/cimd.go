package fosite

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// This file mirrors the OAuth Client ID Metadata Document (CIMD) support of
// github.com/pocket-id/fosite v1.3.0, inferred from pocket-id's use of it.

// ClientMetadataDocument is an OAuth client metadata document (RFC 7591 client metadata) served at the client ID URL.
type ClientMetadataDocument struct {
	ClientID                string   `json:"client_id"`
	ClientName              string   `json:"client_name,omitempty"`
	ClientURI               string   `json:"client_uri,omitempty"`
	LogoURI                 string   `json:"logo_uri,omitempty"`
	RedirectURIs            []string `json:"redirect_uris,omitempty"`
	PostLogoutRedirectURIs  []string `json:"post_logout_redirect_uris,omitempty"`
	GrantTypes              []string `json:"grant_types,omitempty"`
	ResponseTypes           []string `json:"response_types,omitempty"`
	Scope                   string   `json:"scope,omitempty"`
	TokenEndpointAuthMethod string   `json:"token_endpoint_auth_method,omitempty"`
	JWKSURI                 string   `json:"jwks_uri,omitempty"`
}

// CIMDCachedClient is a client previously materialized from a metadata document, with the expiry of the cached copy.
type CIMDCachedClient struct {
	Client    Client
	ExpiresAt time.Time
}

// CIMDCache persists clients materialized from metadata documents.
type CIMDCache interface {
	LoadCIMDClient(ctx context.Context, id string) (CIMDCachedClient, bool, error)
	StoreCIMDClient(ctx context.Context, resolved Client, doc *ClientMetadataDocument, expiresAt time.Time) (Client, error)
}

// CIMDMaterializer converts a validated metadata document into a Client.
type CIMDMaterializer interface {
	MaterializeCIMDClient(ctx context.Context, doc *ClientMetadataDocument) (Client, error)
}

// CIMDClientPolicy decides which metadata-document clients are allowed.
type CIMDClientPolicy interface {
	AllowCIMDClient(ctx context.Context, id string) error
	ValidateCIMDClient(ctx context.Context, doc *ClientMetadataDocument) error
}

// CIMDFetcher fetches a client metadata document.
type CIMDFetcher interface {
	FetchCIMD(ctx context.Context, clientID string) (doc *ClientMetadataDocument, expiresAt time.Time, err error)
}

// CIMDFetcherOption configures the default fetcher.
type CIMDFetcherOption func(*DefaultCIMDFetcher)

// WithCIMDUserAgent sets the User-Agent header of metadata requests.
func WithCIMDUserAgent(userAgent string) CIMDFetcherOption {
	return func(f *DefaultCIMDFetcher) { f.userAgent = userAgent }
}

// WithCIMDExtraPrivateRanges adds IP ranges the fetcher must refuse to connect to.
func WithCIMDExtraPrivateRanges(ranges []*net.IPNet) CIMDFetcherOption {
	return func(f *DefaultCIMDFetcher) { f.extraPrivateRanges = append(f.extraPrivateRanges, ranges...) }
}

// WithCIMDTransport sets the HTTP transport of the fetcher.
func WithCIMDTransport(transport http.RoundTripper) CIMDFetcherOption {
	return func(f *DefaultCIMDFetcher) { f.transport = transport }
}

// WithCIMDTransportDecorator wraps the HTTP transport of the fetcher.
func WithCIMDTransportDecorator(decorator func(http.RoundTripper) http.RoundTripper) CIMDFetcherOption {
	return func(f *DefaultCIMDFetcher) { f.decorator = decorator }
}

// DefaultCIMDFetcher fetches metadata documents over HTTPS.
type DefaultCIMDFetcher struct {
	userAgent          string
	extraPrivateRanges []*net.IPNet
	transport          http.RoundTripper
	decorator          func(http.RoundTripper) http.RoundTripper
	client             *http.Client
}

// NewDefaultCIMDFetcher returns the default fetcher.
func NewDefaultCIMDFetcher(opts ...CIMDFetcherOption) *DefaultCIMDFetcher {
	f := &DefaultCIMDFetcher{}
	for _, o := range opts {
		o(f)
	}
	transport := f.transport
	if transport == nil {
		transport = http.DefaultTransport
	}
	if f.decorator != nil {
		transport = f.decorator(transport)
	}
	f.client = &http.Client{Transport: transport, Timeout: 10 * time.Second}
	return f
}

// FetchCIMD fetches and decodes the metadata document at clientID.
func (f *DefaultCIMDFetcher) FetchCIMD(ctx context.Context, clientID string) (*ClientMetadataDocument, time.Time, error) {
	if !LooksLikeCIMDURL(clientID) {
		return nil, time.Time{}, ErrInvalidClient.WithHint("The client ID is not a metadata document URL.")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, clientID, nil)
	if err != nil {
		return nil, time.Time{}, err
	}
	req.Header.Set("Accept", "application/json")
	if f.userAgent != "" {
		req.Header.Set("User-Agent", f.userAgent)
	}
	res, err := f.client.Do(req)
	if err != nil {
		return nil, time.Time{}, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, time.Time{}, fmt.Errorf("metadata document request returned status %d", res.StatusCode)
	}
	var doc ClientMetadataDocument
	err = json.NewDecoder(io.LimitReader(res.Body, 5<<10)).Decode(&doc)
	if err != nil {
		return nil, time.Time{}, err
	}
	if doc.ClientID != clientID {
		return nil, time.Time{}, errors.New("client_id in the metadata document does not match its URL")
	}
	return &doc, time.Now().Add(time.Hour), nil
}

// LooksLikeCIMDURL reports whether a client ID is an https URL with a path, as CIMD client IDs are.
func LooksLikeCIMDURL(clientID string) bool {
	if !strings.HasPrefix(clientID, "https://") {
		return false
	}
	u, err := url.Parse(clientID)
	return err == nil && u.Host != "" && u.Path != "" && u.Path != "/" && u.Fragment == "" && u.User == nil
}

// CIMDResolver is a ClientResolver that resolves registered clients through next and
// metadata-document client IDs through Cache, Fetcher, Policy and Materializer.
type CIMDResolver struct {
	Fetcher                  CIMDFetcher
	Cache                    CIMDCache
	Materializer             CIMDMaterializer
	Policy                   CIMDClientPolicy
	MaxConcurrentDiscoveries int
}

var _ ClientResolver = (*CIMDResolver)(nil)

// ResolveClient implements ClientResolver.
func (r *CIMDResolver) ResolveClient(ctx context.Context, clientID string, next ClientLookupFunc) (Client, error) {
	client, err := next(ctx, clientID)
	if err == nil || !errors.Is(err, ErrNotFound) || !LooksLikeCIMDURL(clientID) {
		return client, err
	}
	if r.Policy != nil {
		if err := r.Policy.AllowCIMDClient(ctx, clientID); err != nil {
			return nil, ErrInvalidClient.WithWrap(err)
		}
	}
	if r.Cache != nil {
		cached, ok, err := r.Cache.LoadCIMDClient(ctx, clientID)
		if err != nil {
			return nil, err
		}
		if ok && time.Now().Before(cached.ExpiresAt) {
			return cached.Client, nil
		}
	}
	return r.RefreshClient(ctx, clientID)
}

// RefreshClient fetches the metadata document again, bypassing the cache.
func (r *CIMDResolver) RefreshClient(ctx context.Context, clientID string) (Client, error) {
	if r.Fetcher == nil || r.Materializer == nil {
		return nil, ErrServerError.WithHint("The client metadata document resolver is not configured.")
	}
	doc, expiresAt, err := r.Fetcher.FetchCIMD(ctx, clientID)
	if err != nil {
		return nil, ErrInvalidClient.WithWrap(err)
	}
	if r.Policy != nil {
		if err := r.Policy.ValidateCIMDClient(ctx, doc); err != nil {
			return nil, ErrInvalidClient.WithWrap(err)
		}
	}
	client, err := r.Materializer.MaterializeCIMDClient(ctx, doc)
	if err != nil {
		return nil, err
	}
	if r.Cache != nil {
		return r.Cache.StoreCIMDClient(ctx, client, doc, expiresAt)
	}
	return client, nil
}
