// Package rpcclients: HTTP routes backed by a remote store reached over
// JSON-RPC (go-pkgz/jrpc) or net/rpc. Every JSON-RPC call is an HTTP POST
// whatever it does: the method decides, as for gRPC. A create makes the
// record again on a retry; a get, an update or a flag lookup does not.
package rpcclients

import (
	"encoding/json"
	"net/http"
	"net/rpc"

	"github.com/go-pkgz/jrpc"
)

type Comment struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

type RemoteStore struct{ jrpc.Client }

func (r *RemoteStore) Create(c Comment) (string, error) {
	_, err := r.Call("store.create", c)
	return c.ID, err
}

func (r *RemoteStore) Get(id string) (Comment, error) {
	_, err := r.Call("store.get", id)
	return Comment{}, err
}

func (r *RemoteStore) Update(c Comment) error {
	_, err := r.Call("store.update", c)
	return err
}

func (r *RemoteStore) Flag(user string) (bool, error) {
	_, err := r.Call("store.flag", user)
	return false, err
}

type API struct {
	store *RemoteStore
	votes *rpc.Client
}

// create stores a comment with a server-made id and posts it to the
// remote store: a retry makes a second one. Bug.
func (a *API) create(w http.ResponseWriter, r *http.Request) {
	var c Comment
	json.NewDecoder(r.Body).Decode(&c)
	a.store.Flag("u1")
	a.store.Create(c) // want `handler \(\*API\)\.create: a client retry repeats an external call`
}

// edit reads and overwrites: a retry writes the same. Clean.
func (a *API) edit(w http.ResponseWriter, r *http.Request) {
	var c Comment
	json.NewDecoder(r.Body).Decode(&c)
	old, _ := a.store.Get(c.ID)
	old.Text = c.Text
	a.store.Update(old)
}

// vote adds a vote on the remote service over net/rpc. Bug.
func (a *API) vote(w http.ResponseWriter, r *http.Request) {
	var reply int
	a.votes.Call("Votes.AddVote", r.FormValue("post"), &reply) // want `handler \(\*API\)\.vote: a client retry repeats an external call`
}

// score reads the score over net/rpc. Clean.
func (a *API) score(w http.ResponseWriter, r *http.Request) {
	var reply int
	a.votes.Call("Votes.GetScore", r.FormValue("post"), &reply)
	json.NewEncoder(w).Encode(reply)
}

func Routes(mux *http.ServeMux, a *API) {
	mux.HandleFunc("POST /comments", a.create)
	mux.HandleFunc("POST /comments/edit", a.edit)
	mux.HandleFunc("POST /votes", a.vote)
	mux.HandleFunc("POST /score", a.score)
}
