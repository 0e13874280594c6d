package errchainfactories // want package:`relevant=true` package:`implementations` package:`delivers to handler handlers/errchainfactories\.Controller\.listAll`

import (
	"context"
	"log"
	"net/http"

	"github.com/hay-kot/httpkit/errchain"
	"github.com/hay-kot/httpkit/server"

	"handlers/errchainfactories/adapters"
)

type Tag struct{ Name string }

type Store struct{ tags []Tag }

func (s *Store) Create(ctx context.Context, t Tag) (Tag, error) { return t, nil } // want Create:`result 0 none params=100`

func (s *Store) List(ctx context.Context) ([]Tag, error) { return s.tags, nil } // want List:`result 0 none params=1;`

type Controller struct{ store *Store }

// A factory's literal that reads nothing of the request is a route (a GET
// of the signed-in user).
func (c *Controller) HandleUserSelf() errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error { // want `func literal in \(\*Controller\)\.HandleUserSelf \(factory-made errchain handler\)`
		return server.JSON(w, http.StatusOK, map[string]string{"user": "me"})
	}
}

// A body decoded by the library's server.Decode.
func (c *Controller) HandleRegister() errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error { // want `func literal in \(\*Controller\)\.HandleRegister \(body-reading errchain handler\)`
		var t Tag
		if err := server.Decode(r, &t); err != nil {
			return err
		}
		return nil
	}
}

// The function handed to an adapter is the route.
func (c *Controller) HandleTagCreate() errchain.HandlerFunc {
	fn := func(r *http.Request, in Tag) (Tag, error) { // want `func literal in \(\*Controller\)\.HandleTagCreate \(adapted by adapters\.Action in factory \(\*Controller\)\.HandleTagCreate\)`
		return c.store.Create(r.Context(), in)
	}
	return adapters.Action(fn, http.StatusCreated)
}

func (c *Controller) HandleTagsList() errchain.HandlerFunc {
	fn := func(r *http.Request) ([]Tag, error) { // want `func literal in \(\*Controller\)\.HandleTagsList \(adapted by adapters\.Command`
		return c.store.List(r.Context())
	}
	return adapters.Command(fn, http.StatusOK)
}

// A method value handed to an adapter.
func (c *Controller) HandleTagsAll() errchain.HandlerFunc {
	return adapters.Command(c.listAll, http.StatusOK)
}

func (c *Controller) listAll(r *http.Request) ([]Tag, error) { // want listAll:`result 0 message` `\(\*Controller\)\.listAll \(adapted by adapters\.Command`
	return c.store.List(r.Context())
}

// Not routes: a wrapper taking the handler it runs (a middleware), and a
// helper literal of a factory that the adapter is not given.
func (c *Controller) withLog(h errchain.HandlerFunc) errchain.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		log.Print(r.URL.Path)
		return h(w, r)
	}
}

func (c *Controller) HandleTagsCount() errchain.HandlerFunc {
	count := func(ts []Tag) int { return len(ts) }
	fn := func(r *http.Request) (int, error) { // want `func literal in \(\*Controller\)\.HandleTagsCount \(adapted by Controller\.withLog in factory`
		ts, err := c.store.List(r.Context())
		return count(ts), err
	}
	return c.withLog(adapters.Command(fn, http.StatusOK))
}
