// Package slack is an analysistest stub of github.com/slack-go/slack (github.com/slack-go/slack@v0.36.0).
// Subset: Client (New, PostMessage(Context), SendMessage(Context), PostEphemeral(Context),
// ScheduleMessage), MsgOption and MsgOptionText, Option, incoming webhooks (PostWebhook*,
// WebhookMessage without Attachments/Blocks). Declarations mirror the real API surface; bodies are trivial.
package slack

import (
	"context"
	"net/http"
)

type Option func(*Client)

type Client struct {
	token string
}

func New(token string, options ...Option) *Client { return nil }

type sendConfig struct{}

type MsgOption func(*sendConfig) error

func MsgOptionText(text string, escape bool) MsgOption { return nil }

func (api *Client) ScheduleMessage(channelID, postAt string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) PostMessage(channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) PostMessageContext(ctx context.Context, channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) PostEphemeral(channelID, userID string, options ...MsgOption) (string, error) {
	return "", nil
}

func (api *Client) PostEphemeralContext(ctx context.Context, channelID, userID string, options ...MsgOption) (timestamp string, err error) {
	return "", nil
}

func (api *Client) SendMessage(channel string, options ...MsgOption) (string, string, string, error) {
	return "", "", "", nil
}

func (api *Client) SendMessageContext(ctx context.Context, channelID string, options ...MsgOption) (_channel string, _timestampOrScheduledMessageID string, _text string, err error) {
	return "", "", "", nil
}

type WebhookMessage struct {
	Username        string `json:"username,omitempty"`
	IconEmoji       string `json:"icon_emoji,omitempty"`
	IconURL         string `json:"icon_url,omitempty"`
	Channel         string `json:"channel,omitempty"`
	ThreadTimestamp string `json:"thread_ts,omitempty"`
	Text            string `json:"text,omitempty"`
}

func PostWebhook(url string, msg *WebhookMessage) error { return nil }

func PostWebhookContext(ctx context.Context, url string, msg *WebhookMessage) error { return nil }

func PostWebhookCustomHTTP(url string, httpClient *http.Client, msg *WebhookMessage) error {
	return nil
}

func PostWebhookCustomHTTPContext(ctx context.Context, url string, httpClient *http.Client, msg *WebhookMessage) error {
	return nil
}
