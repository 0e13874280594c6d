// Package submissions remembers the client's submission ids for a while
// (ezbookkeeping's duplicate checker) over patrickmn/go-cache.
package submissions

import (
	"fmt"
	"time"

	cache "github.com/patrickmn/go-cache"
)

// Checker remembers submissions by the client's session id.
type Checker struct{ c *cache.Cache }

// New makes a checker remembering ids for five minutes.
func New() *Checker { return &Checker{c: cache.New(5*time.Minute, time.Minute)} }

func (k *Checker) key(uid, id string) string { return fmt.Sprintf("credit|%s|%s", uid, id) }

// Seen reports whether the submission was recorded.
func (k *Checker) Seen(uid, id string) bool {
	_, found := k.c.Get(k.key(uid, id))
	return found
}

// Remember records the submission.
func (k *Checker) Remember(uid, id string) {
	k.c.Set(k.key(uid, id), true, cache.DefaultExpiration)
}

// Claim records the submission unless it is there: one caller wins.
func (k *Checker) Claim(uid, id string) bool {
	return k.c.Add(k.key(uid, id), true, cache.DefaultExpiration) == nil
}

// Cache is the underlying cache, for values kept for a while.
func (k *Checker) Cache() *cache.Cache { return k.c }
