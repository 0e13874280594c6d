// Package twilio is an analysistest stub of github.com/twilio/twilio-go (github.com/twilio/twilio-go@v1.31.0).
// Subset: RestClient keeps its Api field only (the real one embeds *client.RequestHandler and has a
// field per service), NewRestClient, NewRestClientWithParams, ClientParams (field subset).
package twilio

import (
	Api "github.com/twilio/twilio-go/rest/api/v2010"
)

type RestClient struct {
	Api *Api.ApiService
}

type ClientParams struct {
	Username   string
	Password   string
	AccountSid string
}

func NewRestClient() *RestClient { return nil }

func NewRestClientWithParams(params ClientParams) *RestClient { return nil }
