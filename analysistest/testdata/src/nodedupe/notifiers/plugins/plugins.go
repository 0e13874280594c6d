// Package plugins holds the notifiers: more than a handful of
// implementations of one interface, each POSTing to its configured URL.
package plugins

import (
	"strings"

	"nodedupe/notifiers/services"
	"nodedupe/notifiers/utils"
)

// Attach registers every notifier.
func Attach() {
	services.AddNotifier(&slack{url: "https://slack.example.com/hook"})
	services.AddNotifier(&discord{url: "https://discord.example.com/hook"})
	services.AddNotifier(&teams{url: "https://teams.example.com/hook"})
	services.AddNotifier(&gotify{url: "https://gotify.example.com/hook"})
	services.AddNotifier(&pushover{url: "https://pushover.example.com/hook"})
	services.AddNotifier(&telegram{url: "https://telegram.example.com/hook"})
	services.AddNotifier(&line{url: "https://line.example.com/hook"})
	services.AddNotifier(&twilio{url: "https://twilio.example.com/hook"})
	services.AddNotifier(&webhook{url: "https://webhook.example.com/hook"})
	services.AddNotifier(&oauthCheck{})
	services.AddNotifier(&pinger{url: "https://status.example.com"})
}

type slack struct{ url string }

func (x *slack) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *slack) OnSave() (string, error) { return "", nil }

type discord struct{ url string }

func (x *discord) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *discord) OnSave() (string, error) { return "", nil }

type teams struct{ url string }

func (x *teams) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *teams) OnSave() (string, error) { return "", nil }

type gotify struct{ url string }

func (x *gotify) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *gotify) OnSave() (string, error) { return "", nil }

type pushover struct{ url string }

func (x *pushover) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *pushover) OnSave() (string, error) { return "", nil }

type telegram struct{ url string }

func (x *telegram) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *telegram) OnSave() (string, error) { return "", nil }

type line struct{ url string }

func (x *line) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *line) OnSave() (string, error) { return "", nil }

type twilio struct{ url string }

func (x *twilio) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *twilio) OnSave() (string, error) { return "", nil }

type webhook struct{ url string }

func (x *webhook) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest(x.url, "POST", strings.NewReader(msg))
	return string(out), err
}

func (x *webhook) OnSave() (string, error) { return "", nil }

// oauthCheck POSTs to a token endpoint: a read.
type oauthCheck struct{}

func (x *oauthCheck) OnFailure(msg string) (string, error) {
	out, err := utils.HttpRequest("https://auth.example.com/oauth/token", "POST", strings.NewReader("grant_type=client_credentials"))
	return string(out), err
}

// OnSave GETs: a read.
func (x *oauthCheck) OnSave() (string, error) {
	out, err := utils.HttpRequest("https://auth.example.com/health", "GET", nil)
	return string(out), err
}

// pinger GETs its URL on a save: a read.
type pinger struct{ url string }

func (x *pinger) OnFailure(msg string) (string, error) { return "", nil }

func (x *pinger) OnSave() (string, error) {
	out, err := utils.HttpRequest(x.url, "GET", nil)
	return string(out), err
}
