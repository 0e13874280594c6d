// Package mixpanel is an analysistest stub of github.com/mixpanel/mixpanel-go v1.2.1.
package mixpanel

import "context"

type ApiClient struct{ token string }

type Options func(mixpanel *ApiClient)

func NewApiClient(token string, options ...Options) *ApiClient { return &ApiClient{token: token} }

type Event struct {
	Name       string         `json:"event"`
	Properties map[string]any `json:"properties"`
}

func (m *ApiClient) NewEvent(name string, distinctID string, properties map[string]any) *Event {
	return &Event{Name: name, Properties: properties}
}

func (m *ApiClient) Track(ctx context.Context, events []*Event) error { return nil }

type MpCompression int

type ImportOptions struct {
	Strict      bool
	Compression MpCompression
}

type ImportSuccess struct {
	Code               int         `json:"code"`
	NumRecordsImported int         `json:"num_records_imported"`
	Status             interface{} `json:"status"`
}

func (a *ApiClient) Import(ctx context.Context, events []*Event, options ImportOptions) (*ImportSuccess, error) {
	return nil, nil
}

type PeopleProperties struct {
	DistinctID   string
	Properties   map[string]any
	UseRequestIp bool
}

func NewPeopleProperties(distinctID string, properties map[string]any) *PeopleProperties {
	return &PeopleProperties{DistinctID: distinctID, Properties: properties}
}

func (a *ApiClient) PeopleSet(ctx context.Context, people []*PeopleProperties) error     { return nil }
func (a *ApiClient) PeopleSetOnce(ctx context.Context, people []*PeopleProperties) error { return nil }
func (a *ApiClient) PeopleIncrement(ctx context.Context, distinctID string, add map[string]int) error {
	return nil
}
func (a *ApiClient) GroupSet(ctx context.Context, groupKey, groupID string, set map[string]any) error {
	return nil
}
func (a *ApiClient) GroupSetOnce(ctx context.Context, groupKey, groupID string, set map[string]any) error {
	return nil
}
