package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/patrickmn/go-cache: an in-memory key store, often the
// service's own seen-set (a submission id remembered for a while): Get
// checks a key, Set and SetDefault write it, Add is an atomic claim (an
// error when the key is present), Delete releases it. The methods are
// promoted from the unexported cache, hence the "pkg.cache.M" keys.
const pkgGoCache = "github.com/patrickmn/go-cache"

func init() { model.Register("go-cache", goCache) }

func goCache(b *model.Builder) {
	b.Packages(pkgGoCache)
	op := func(name string, store model.StoreOp, sink bool) {
		b.Call(pkgGoCache+".cache."+name, func(c *model.Call) {
			c.Lib = "go-cache"
			c.Store = store
			c.KeyArg = 0
			c.Sink = sink
			c.KeyStore = "map"
		})
	}
	op("Get", model.Check, false)
	op("GetWithExpiration", model.Check, false)
	op("Set", model.Write, false)
	op("SetDefault", model.Write, false)
	op("Add", model.Claim, true)
	op("Delete", model.Release, false)
}
