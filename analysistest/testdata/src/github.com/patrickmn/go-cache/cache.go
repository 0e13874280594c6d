// Package cache is a stub of github.com/patrickmn/go-cache v2.1.0: the
// Cache type, its promoted methods of the unexported cache, and New.
package cache

import "time"

type Item struct {
	Object     interface{}
	Expiration int64
}

const (
	NoExpiration      time.Duration = -1
	DefaultExpiration time.Duration = 0
)

type Cache struct {
	*cache
}

type cache struct {
	defaultExpiration time.Duration
	items             map[string]Item
}

func (c *cache) Set(k string, x interface{}, d time.Duration)       {}
func (c *cache) SetDefault(k string, x interface{})                 {}
func (c *cache) Add(k string, x interface{}, d time.Duration) error { return nil }
func (c *cache) Replace(k string, x interface{}, d time.Duration) error {
	return nil
}
func (c *cache) Get(k string) (interface{}, bool) { return nil, false }
func (c *cache) GetWithExpiration(k string) (interface{}, time.Time, bool) {
	return nil, time.Time{}, false
}
func (c *cache) Increment(k string, n int64) error { return nil }
func (c *cache) Delete(k string)                   {}
func (c *cache) Flush()                            {}
func (c *cache) ItemCount() int                    { return 0 }

func New(defaultExpiration, cleanupInterval time.Duration) *Cache { return &Cache{} }
