package libs

import "github.com/idemlint/idemlint/internal/model"

// sync: sync.Map as an in-memory seen-set (LoadOrStore is an atomic claim)
// and mutexes (a check and a write under one lock do not race).
func init() { model.Register("sync", syncLib) }

func syncLib(b *model.Builder) {
	mapOp := func(key string, op model.StoreOp, sink bool) {
		b.Call(key, func(c *model.Call) { c.Store = op; c.KeyArg = 0; c.Sink = sink; c.KeyStore = "map" })
	}
	mapOp("sync.Map.LoadOrStore", model.Claim, true)
	mapOp("sync.Map.Load", model.Check, false)
	mapOp("sync.Map.Store", model.Write, false)
	mapOp("sync.Map.Swap", model.ResultClaim, false)
	for _, k := range []string{"sync.Mutex.Lock", "sync.RWMutex.Lock"} {
		b.Call(k, func(c *model.Call) { c.Lock = true })
	}
	for _, k := range []string{"sync.Mutex.Unlock", "sync.RWMutex.Unlock"} {
		b.Call(k, func(c *model.Call) { c.Unlock = true })
	}
}
