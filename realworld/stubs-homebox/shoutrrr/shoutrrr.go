// Package shoutrrr stands in for github.com/nicholas-fedor/shoutrrr v0.17.1 (the Go module proxy
// refuses it, 403). Send delivers the message with an HTTP POST, as the real generic service does.
package shoutrrr

import (
	"net/http"
	"strings"
)

func Send(rawURL string, message string) error {
	resp, err := http.DefaultClient.Post(rawURL, "text/plain", strings.NewReader(message))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
