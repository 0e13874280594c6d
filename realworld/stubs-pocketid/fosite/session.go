package fosite

import (
	"time"
)

// Session is an interface that is used to store session data between OAuth2 requests.
type Session interface {
	// SetExpiresAt sets the expiration time of a token.
	SetExpiresAt(key TokenType, exp time.Time)
	// GetExpiresAt returns the expiration time of a token if set, or time.IsZero() if not.
	GetExpiresAt(key TokenType) time.Time
	// GetUsername returns the username, if set. This is optional and only used during token introspection.
	GetUsername() string
	// GetSubject returns the subject, if set. This is optional and only used during token introspection.
	GetSubject() string
	// Clone clones the session.
	Clone() Session
}

// ExtraClaimsSession provides an interface for session to store any extra claims.
type ExtraClaimsSession interface {
	GetExtraClaims() map[string]interface{}
}
