// Package handlers serves the routes; it imports the plugins (to attach
// them), so the notifiers' implementations are visible here.
package handlers

import (
	"fmt"
	"net/http"
	"strings"

	"nodedupe/notifiers/plugins"
	"nodedupe/notifiers/services"
	"nodedupe/notifiers/utils"
)

// Routes registers the handlers.
func Routes(mux *http.ServeMux) {
	plugins.Attach()
	mux.HandleFunc("POST /api/trigger", trigger)
	mux.HandleFunc("POST /api/check", check)
	mux.HandleFunc("POST /api/login", login)
	mux.HandleFunc("POST /api/relay", relay)
	mux.HandleFunc("POST /api/power", power)
}

var (
	statusURL = "https://status.example.com"
	eventsURL = "https://events.example.com/v1/events"
)

// trigger tells every notifier, each of which POSTs: a retry notifies again.
func trigger(w http.ResponseWriter, r *http.Request) {
	services.RecordFailure(r.FormValue("issue")) // want `handler trigger: a client retry messages a person again`
}

// check only reads.
func check(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
}

// login POSTs to a token endpoint through the helper: a read. It GETs the
// status page too: a read.
func login(w http.ResponseWriter, r *http.Request) {
	_, _ = utils.HttpRequest("https://auth.example.com/oauth/token", "POST", strings.NewReader("grant_type=client_credentials"))
	_, _ = utils.HttpRequest(statusURL, "GET", nil)
}

// relay POSTs the request's text to a configured URL through the helper.
func relay(w http.ResponseWriter, r *http.Request) {
	_, _ = utils.HttpRequest(eventsURL, "POST", strings.NewReader(r.FormValue("text"))) // want `handler relay: a client retry repeats an external call`
}

// power POSTs to a URL it builds from a path: what the path says (a
// transition of the remote resource, a ticket) is out of sight, as in a
// helper taking the path (no finding).
func power(w http.ResponseWriter, r *http.Request) {
	_, _ = utils.HttpRequest(fmt.Sprintf("%s/nodes/%s/status/reboot", statusURL, r.FormValue("node")), "POST", nil)
}
