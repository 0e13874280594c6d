package fosite

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Arguments is a list of strings (scopes, audiences, grant types, ...).
type Arguments []string

// Matches performs a case-insensitive, out-of-order check that the items match the arguments.
func (r Arguments) Matches(items ...string) bool {
	if len(r) != len(items) {
		return false
	}
	for _, item := range items {
		if !r.has(item, true) {
			return false
		}
	}
	return true
}

// Has checks, in a case-insensitive manner, if all of the items provided are present in the arguments.
func (r Arguments) Has(items ...string) bool {
	for _, item := range items {
		if !r.has(item, true) {
			return false
		}
	}
	return true
}

// HasOneOf checks, in a case-insensitive manner, if one of the items provided is present in the arguments.
func (r Arguments) HasOneOf(items ...string) bool {
	for _, item := range items {
		if r.has(item, true) {
			return true
		}
	}
	return false
}

// Exact checks, in a case-sensitive manner, if the arguments consist of exactly the given name.
func (r Arguments) Exact(name string) bool {
	return name == strings.Join(r, " ")
}

// ExactOne checks, in a case-sensitive manner, if the arguments consist of exactly one element equal to name.
func (r Arguments) ExactOne(name string) bool {
	return len(r) == 1 && r[0] == name
}

func (r Arguments) has(item string, fold bool) bool {
	for _, v := range r {
		if v == item || (fold && strings.EqualFold(v, item)) {
			return true
		}
	}
	return false
}

// ScopeStrategy is a strategy for matching scopes.
type ScopeStrategy func(haystack []string, needle string) bool

// ExactScopeStrategy matches scopes by exact string comparison.
func ExactScopeStrategy(haystack []string, needle string) bool {
	for _, this := range haystack {
		if needle == this {
			return true
		}
	}
	return false
}

// AudienceMatchingStrategy is a strategy for matching audiences.
type AudienceMatchingStrategy func(haystack []string, needle []string) error

// ExactAudienceMatchingStrategy requires every requested audience to be whitelisted exactly.
func ExactAudienceMatchingStrategy(haystack []string, needle []string) error {
	for _, n := range needle {
		found := false
		for _, h := range haystack {
			if n == h {
				found = true
				break
			}
		}
		if !found {
			return ErrInvalidRequest.WithHintf("Requested audience '%s' has not been whitelisted by the OAuth 2.0 Client.", n)
		}
	}
	return nil
}

// FilterRequestedScopes validates the requested scopes against the client's scopes using the strategy (fork addition).
// Unknown scopes are dropped when ignoreUnknown is set and rejected otherwise.
func FilterRequestedScopes(strategy ScopeStrategy, client Client, requested Arguments, ignoreUnknown bool) (Arguments, error) {
	out := make(Arguments, 0, len(requested))
	for _, scope := range requested {
		if strategy(client.GetScopes(), scope) {
			out = append(out, scope)
			continue
		}
		if !ignoreUnknown {
			return nil, ErrInvalidScope.WithHintf("The OAuth 2.0 Client is not allowed to request scope '%s'.", scope)
		}
	}
	return out, nil
}

// IsValidScopeToken reports whether s is a valid RFC 6749 scope-token (fork addition).
func IsValidScopeToken(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		// scope-token = 1*( %x21 / %x23-5B / %x5D-7E )
		if c != 0x21 && (c < 0x23 || c > 0x5B) && (c < 0x5D || c > 0x7E) {
			return false
		}
	}
	return true
}

// IsValidResourceIndicatorURI reports whether s is a valid RFC 8707 resource indicator:
// an absolute URI without a fragment (fork addition).
func IsValidResourceIndicatorURI(s string) bool {
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	return u.IsAbs() && u.Fragment == "" && !strings.Contains(s, "#")
}

// AccessTokenFromRequest extracts the bearer token from the Authorization header or the access_token parameter.
func AccessTokenFromRequest(req *http.Request) string {
	auth := req.Header.Get("Authorization")
	split := strings.SplitN(auth, " ", 2)
	if len(split) != 2 || !strings.EqualFold(split[0], "bearer") {
		if err := req.ParseMultipartForm(1 << 20); err != nil && err != http.ErrNotMultipart {
			return ""
		}
		return req.Form.Get("access_token")
	}
	return split[1]
}

// RedirectURIMatcher resolves a requested redirect URI against the client's registered redirect URIs (fork addition).
type RedirectURIMatcher func(rawurl string, client Client) (*url.URL, error)

// MatchRedirectURIWithClientRedirectURIs returns the redirect URI if it is registered for the client
// (or the only registered one when rawurl is empty).
func MatchRedirectURIWithClientRedirectURIs(rawurl string, client Client) (*url.URL, error) {
	registered := client.GetRedirectURIs()
	if rawurl == "" && len(registered) == 1 {
		if u, err := url.Parse(registered[0]); err == nil && IsValidRedirectURI(u) {
			return u, nil
		}
	} else if rawurl != "" {
		for _, r := range registered {
			if r == rawurl {
				if u, err := url.Parse(rawurl); err == nil && IsValidRedirectURI(u) {
					return u, nil
				}
			}
		}
	}
	return nil, ErrInvalidRequest.WithHint("The 'redirect_uri' parameter does not match any of the OAuth 2.0 Client's pre-registered redirect urls.")
}

// IsValidRedirectURI validates a redirect URI: it must be absolute and have no fragment.
func IsValidRedirectURI(redirectURI *url.URL) bool {
	return redirectURI != nil && redirectURI.IsAbs() && redirectURI.Fragment == ""
}

// IsRedirectURISecure returns false if the redirect URI uses plain http to a non-loopback host.
func IsRedirectURISecure(ctx context.Context, redirectURI *url.URL) bool {
	return !(redirectURI.Scheme == "http" && !IsLocalhost(redirectURI))
}

// IsLocalhost reports whether the URI's host is localhost or a loopback address.
func IsLocalhost(redirectURI *url.URL) bool {
	hn := redirectURI.Hostname()
	return strings.HasSuffix(hn, ".localhost") || net.ParseIP(hn).IsLoopback() || hn == "localhost"
}
