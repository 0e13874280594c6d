// Package openapi is an analysistest stub of github.com/svix/svix-webhooks/go/internal/openapi
// (github.com/svix/svix-webhooks@v1.44.0): MessageIn (without Application), MessageOut (subset),
// APIClient (opaque).
package openapi

type APIClient struct{}

type MessageIn struct {
	Channels               []string               `json:"channels,omitempty"`
	EventId                *string                `json:"eventId,omitempty" validate:"regexp=^[a-zA-Z0-9\\\\-_.]+$"`
	EventType              string                 `json:"eventType" validate:"regexp=^[a-zA-Z0-9\\\\-_.]+$"`
	Payload                map[string]interface{} `json:"payload"`
	PayloadRetentionHours  *int64                 `json:"payloadRetentionHours,omitempty"`
	PayloadRetentionPeriod *int64                 `json:"payloadRetentionPeriod,omitempty"`
	Tags                   []string               `json:"tags,omitempty"`
	TransformationsParams  map[string]interface{} `json:"transformationsParams,omitempty"`
}

type MessageOut struct {
	EventId   *string `json:"eventId,omitempty" validate:"regexp=^[a-zA-Z0-9\\\\-_.]+$"`
	EventType string  `json:"eventType" validate:"regexp=^[a-zA-Z0-9\\\\-_.]+$"`
	Id        string  `json:"id"`
}
