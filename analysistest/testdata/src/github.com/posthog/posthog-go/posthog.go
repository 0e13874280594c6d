// Package posthog is an analysistest stub of github.com/posthog/posthog-go (github.com/posthog/posthog-go@v1.5.2).
// Subset: Client (the interface, complete but for GetFeatureFlags and GetLastCapturedEvent), New,
// Message, APIMessage, Capture, Properties, Groups, FeatureFlagPayload(NoKey).
// Declarations mirror the real API surface; bodies are trivial.
package posthog

import (
	"io"
	"time"
)

type Client interface {
	io.Closer

	Enqueue(Message) error
	IsFeatureEnabled(FeatureFlagPayload) (interface{}, error)
	GetFeatureFlag(FeatureFlagPayload) (interface{}, error)
	GetFeatureFlagPayload(FeatureFlagPayload) (string, error)
	GetRemoteConfigPayload(string) (string, error)
	GetAllFlags(FeatureFlagPayloadNoKey) (map[string]interface{}, error)
	ReloadFeatureFlags() error
}

func New(apiKey string) Client { return nil }

type APIMessage interface{}

type Message interface {
	Validate() error
	APIfy() APIMessage

	internal()
}

type Properties map[string]interface{}

func NewProperties() Properties { return nil }

type Groups map[string]interface{}

type Capture struct {
	Type             string
	Uuid             string
	DistinctId       string
	Event            string
	Timestamp        time.Time
	Properties       Properties
	Groups           Groups
	SendFeatureFlags bool
}

func (msg Capture) internal() {}

func (msg Capture) Validate() error { return nil }

func (msg Capture) APIfy() APIMessage { return nil }

type FeatureFlagPayload struct {
	Key                   string
	DistinctId            string
	Groups                Groups
	PersonProperties      Properties
	GroupProperties       map[string]Properties
	OnlyEvaluateLocally   bool
	SendFeatureFlagEvents *bool
}

type FeatureFlagPayloadNoKey struct {
	DistinctId            string
	Groups                Groups
	PersonProperties      Properties
	GroupProperties       map[string]Properties
	OnlyEvaluateLocally   bool
	SendFeatureFlagEvents *bool
}
