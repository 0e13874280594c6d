package fosite

import (
	"errors"
	"fmt"
	"net/http"
)

var (
	// ErrInvalidatedAuthorizeCode is an error indicating that an authorization code has been used previously.
	ErrInvalidatedAuthorizeCode = errors.New("Authorization code has ben invalidated")
	// ErrInvalidatedDeviceCode is an error indicating that a device code has been used previously.
	ErrInvalidatedDeviceCode = errors.New("Device code has been invalidated")
	// ErrExistingUserCodeSignature is an error indicating that a row already exists with the provided user_code signature.
	ErrExistingUserCodeSignature = errors.New("User code signature already exists in the database")

	ErrSerializationFailure = &RFC6749Error{
		ErrorField:       "error",
		DescriptionField: "The request could not be completed because another request is competing for the same resource.",
		CodeField:        http.StatusConflict,
	}
	ErrUnknownRequest = &RFC6749Error{
		ErrorField:       "error",
		DescriptionField: "The handler is not responsible for this request.",
		CodeField:        http.StatusBadRequest,
	}
	ErrRequestForbidden = &RFC6749Error{
		ErrorField:       "request_forbidden",
		DescriptionField: "The request is not allowed.",
		HintField:        "You are not allowed to perform this action.",
		CodeField:        http.StatusForbidden,
	}
	ErrUnsupportedResponseType = &RFC6749Error{
		ErrorField:       "unsupported_response_type",
		DescriptionField: "The authorization server does not support obtaining a token using this method.",
		CodeField:        http.StatusBadRequest,
	}
	ErrUnsupportedResponseMode = &RFC6749Error{
		ErrorField:       "unsupported_response_mode",
		DescriptionField: "The authorization server does not support obtaining a response using this response mode.",
		CodeField:        http.StatusBadRequest,
	}
	ErrTemporarilyUnavailable = &RFC6749Error{
		ErrorField:       "temporarily_unavailable",
		DescriptionField: "The authorization server is currently unable to handle the request due to a temporary overloading or maintenance of the server.",
		CodeField:        http.StatusServiceUnavailable,
	}
	ErrInvalidState = &RFC6749Error{
		ErrorField:       "invalid_state",
		DescriptionField: "The state is missing or does not have enough characters and is therefore considered too weak.",
		CodeField:        http.StatusBadRequest,
	}
	ErrMisconfiguration = &RFC6749Error{
		ErrorField:       "misconfiguration",
		DescriptionField: "The request failed because of an internal error that is probably caused by misconfiguration.",
		CodeField:        http.StatusInternalServerError,
	}
	ErrInsufficientEntropy = &RFC6749Error{
		ErrorField:       "insufficient_entropy",
		DescriptionField: "The request used a security parameter (e.g., anti-replay, anti-csrf) with insufficient entropy.",
		CodeField:        http.StatusBadRequest,
	}
	ErrTokenSignatureMismatch = &RFC6749Error{
		ErrorField:       "token_signature_mismatch",
		DescriptionField: "Token signature mismatch.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidTokenFormat = &RFC6749Error{
		ErrorField:       "invalid_token",
		DescriptionField: "Invalid token format.",
		CodeField:        http.StatusBadRequest,
	}
	ErrTokenExpired = &RFC6749Error{
		ErrorField:       "invalid_token",
		DescriptionField: "Token expired.",
		CodeField:        http.StatusUnauthorized,
	}
	ErrScopeNotGranted = &RFC6749Error{
		ErrorField:       "scope_not_granted",
		DescriptionField: "The token was not granted the requested scope.",
		CodeField:        http.StatusForbidden,
	}
	ErrTokenClaim = &RFC6749Error{
		ErrorField:       "token_claim",
		DescriptionField: "The token failed validation due to a claim mismatch.",
		CodeField:        http.StatusUnauthorized,
	}
	ErrInteractionRequired = &RFC6749Error{
		ErrorField:       "interaction_required",
		DescriptionField: "The Authorization Server requires End-User interaction of some form to proceed.",
		CodeField:        http.StatusBadRequest,
	}
	ErrRequestNotSupported = &RFC6749Error{
		ErrorField:       "request_not_supported",
		DescriptionField: "The OP does not support use of the request parameter.",
		CodeField:        http.StatusBadRequest,
	}
	ErrRequestURINotSupported = &RFC6749Error{
		ErrorField:       "request_uri_not_supported",
		DescriptionField: "The OP does not support use of the request_uri parameter.",
		CodeField:        http.StatusBadRequest,
	}
	ErrRegistrationNotSupported = &RFC6749Error{
		ErrorField:       "registration_not_supported",
		DescriptionField: "The OP does not support use of the registration parameter.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidRequestURI = &RFC6749Error{
		ErrorField:       "invalid_request_uri",
		DescriptionField: "The request_uri in the Authorization Request returns an error or contains invalid data.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidRequestObject = &RFC6749Error{
		ErrorField:       "invalid_request_object",
		DescriptionField: "The request parameter contains an invalid Request Object.",
		CodeField:        http.StatusBadRequest,
	}
	ErrAuthorizationPending = &RFC6749Error{
		ErrorField:       "authorization_pending",
		DescriptionField: "The authorization request is still pending as the end user hasn't yet completed the user-interaction steps.",
		CodeField:        http.StatusBadRequest,
	}
	ErrSlowDown = &RFC6749Error{
		ErrorField:       "slow_down",
		DescriptionField: "The authorization request was rate-limited to prevent system overload.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidRequest = &RFC6749Error{
		ErrorField:       "invalid_request",
		DescriptionField: "The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.",
		CodeField:        http.StatusBadRequest,
	}
	ErrUnauthorizedClient = &RFC6749Error{
		ErrorField:       "unauthorized_client",
		DescriptionField: "The client is not authorized to request a token using this method.",
		CodeField:        http.StatusBadRequest,
	}
	ErrAccessDenied = &RFC6749Error{
		ErrorField:       "access_denied",
		DescriptionField: "The resource owner or authorization server denied the request.",
		CodeField:        http.StatusForbidden,
	}
	ErrInvalidScope = &RFC6749Error{
		ErrorField:       "invalid_scope",
		DescriptionField: "The requested scope is invalid, unknown, or malformed.",
		CodeField:        http.StatusBadRequest,
	}
	// ErrInvalidTarget is the RFC 8707 invalid_target error (fork addition).
	ErrInvalidTarget = &RFC6749Error{
		ErrorField:       "invalid_target",
		DescriptionField: "The requested resource is invalid, missing, unknown, or malformed.",
		CodeField:        http.StatusBadRequest,
	}
	ErrServerError = &RFC6749Error{
		ErrorField:       "server_error",
		DescriptionField: "The authorization server encountered an unexpected condition that prevented it from fulfilling the request.",
		CodeField:        http.StatusInternalServerError,
	}
	ErrUnsupportedGrantType = &RFC6749Error{
		ErrorField:       "unsupported_grant_type",
		DescriptionField: "The authorization grant type is not supported by the authorization server.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidGrant = &RFC6749Error{
		ErrorField:       "invalid_grant",
		DescriptionField: "The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.",
		CodeField:        http.StatusBadRequest,
	}
	ErrInvalidClient = &RFC6749Error{
		ErrorField:       "invalid_client",
		DescriptionField: "Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).",
		CodeField:        http.StatusUnauthorized,
	}
	ErrNotFound = &RFC6749Error{
		ErrorField:       "not_found",
		DescriptionField: "Could not find the requested resource(s).",
		CodeField:        http.StatusNotFound,
	}
	ErrRequestUnauthorized = &RFC6749Error{
		ErrorField:       "request_unauthorized",
		DescriptionField: "The request could not be authorized.",
		HintField:        "Check that you provided valid credentials in the right format.",
		CodeField:        http.StatusUnauthorized,
	}
	ErrInactiveToken = &RFC6749Error{
		ErrorField:       "token_inactive",
		DescriptionField: "Token is inactive because it is malformed, expired or otherwise invalid.",
		HintField:        "Token validation failed.",
		CodeField:        http.StatusUnauthorized,
	}
	ErrLoginRequired = &RFC6749Error{
		ErrorField:       "login_required",
		DescriptionField: "The Authorization Server requires End-User authentication.",
		CodeField:        http.StatusBadRequest,
	}
	ErrConsentRequired = &RFC6749Error{
		ErrorField:       "consent_required",
		DescriptionField: "The Authorization Server requires End-User consent.",
		CodeField:        http.StatusBadRequest,
	}
	ErrJTIKnown = &RFC6749Error{
		ErrorField:       "jti_known",
		DescriptionField: "The jti was already used.",
		CodeField:        http.StatusBadRequest,
	}
	ErrDeviceExpiredToken = &RFC6749Error{
		ErrorField:       "expired_token",
		DescriptionField: "The device_code has expired, and the device authorization session has concluded.",
		CodeField:        http.StatusBadRequest,
	}
)

// RFC6749Error is an OAuth2 error response (RFC 6749 section 5.2).
type RFC6749Error struct {
	ErrorField       string
	DescriptionField string
	HintField        string
	CodeField        int
	DebugField       string

	cause error
}

// ErrorToRFC6749Error converts any error to an *RFC6749Error.
func ErrorToRFC6749Error(err error) *RFC6749Error {
	var e *RFC6749Error
	if errors.As(err, &e) {
		return e
	}
	return &RFC6749Error{
		ErrorField:       "error",
		DescriptionField: "The error is unrecognizable",
		DebugField:       err.Error(),
		CodeField:        http.StatusInternalServerError,
		cause:            err,
	}
}

func (e RFC6749Error) Unwrap() error { return e.cause }

func (e *RFC6749Error) Wrap(err error) { e.cause = err }

func (e RFC6749Error) WithWrap(cause error) *RFC6749Error {
	e.cause = cause
	return &e
}

func (e RFC6749Error) Is(err error) bool {
	switch te := err.(type) {
	case RFC6749Error:
		return e.ErrorField == te.ErrorField && e.CodeField == te.CodeField
	case *RFC6749Error:
		return e.ErrorField == te.ErrorField && e.CodeField == te.CodeField
	}
	return false
}

func (e *RFC6749Error) Status() string { return http.StatusText(e.CodeField) }

func (e RFC6749Error) Error() string { return e.ErrorField }

func (e *RFC6749Error) RequestID() string { return "" }

func (e *RFC6749Error) Reason() string { return e.HintField }

func (e *RFC6749Error) StatusCode() int { return e.CodeField }

func (e *RFC6749Error) Cause() error { return e.cause }

func (e *RFC6749Error) WithHintf(hint string, args ...interface{}) *RFC6749Error {
	return e.WithHint(fmt.Sprintf(hint, args...))
}

func (e *RFC6749Error) WithHint(hint string) *RFC6749Error {
	err := *e
	err.HintField = hint
	return &err
}

func (e *RFC6749Error) Debug() string { return e.DebugField }

func (e *RFC6749Error) WithDebug(debug string) *RFC6749Error {
	err := *e
	err.DebugField = debug
	return &err
}

func (e *RFC6749Error) WithDebugf(debug string, args ...interface{}) *RFC6749Error {
	return e.WithDebug(fmt.Sprintf(debug, args...))
}

func (e *RFC6749Error) WithDescription(description string) *RFC6749Error {
	err := *e
	err.DescriptionField = description
	return &err
}

// GetDescription returns the description, with the hint appended.
func (e *RFC6749Error) GetDescription() string {
	description := e.DescriptionField
	if e.HintField != "" {
		description += " " + e.HintField
	}
	return description
}

// MarshalJSON renders the error as an RFC 6749 error response.
func (e RFC6749Error) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf(`{"error":%q,"error_description":%q}`, e.ErrorField, e.GetDescription())), nil
}
