package nodedupe

import "testing"

func TestWebhookReceiver(t *testing.T) {
	for name, want := range map[string]bool{
		"(*API).StripeWebhook":       true,
		"HandleWebhook":              true,
		"OAuthCallback POST /cb":     true,
		"(*API).CreateWebhook":       false,
		"handleCreateWebhook":        false,
		"createWebhook":              false,
		"update_webhook":             false,
		"UpdateWebhook$1":            false,
		"addressWebhook":             true,
		"(*API).AddNote":             false,
		"ReceiveCallback":            true,
		"func literal in AddWebhook": false,
	} {
		if got := webhookReceiver(name); got != want {
			t.Errorf("webhookReceiver(%q) = %v, want %v", name, got, want)
		}
	}
}
