// Package errchainroutes registers errchain handler factories on
// net/http through ErrChain.ToHandlerFunc: each adapted handler is a
// route, a GET-style one included.
package errchainroutes

import (
	"encoding/json"
	"net/http"

	"github.com/hay-kot/httpkit/errchain"
)

type Controller struct{}

func (c *Controller) HandleStatus() errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error { // want `func literal in \(\*Controller\)\.HandleStatus \(`
		return json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
	}
}

func Routes(mux *http.ServeMux, chain *errchain.ErrChain, c *Controller) {
	mux.HandleFunc("/status", chain.ToHandlerFunc(c.HandleStatus()))
}
