package libs

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/redis/go-redis/v9: INCR-like commands are increments, list and
// stream pushes appends, SET/DEL naturally idempotent; SETNX, HSETNX and SET
// with Mode "NX" are atomic claims; SADD/HSET claim when their count is used.
// Commands are promoted from the unexported cmdable (or declared on the
// sub-interfaces of Cmdable), hence the "pkg.*.Cmd" keys. Member commands
// (HSet, SAdd, SIsMember …) name the hash or set their member key lives in.
const pkgRedis = "github.com/redis/go-redis/v9"

func init() { model.Register("go-redis", goRedis) }

func goRedis(b *model.Builder) {
	b.Packages(pkgRedis)
	cmd := func(name string, set func(c *model.Call)) {
		b.Call(pkgRedis+".*."+name, func(c *model.Call) {
			c.Lib = "go-redis"
			c.KeyStore = "redis"
			set(c)
			if c.KeyArg == 2 {
				c.ContainerArg = 1
			}
		})
	}
	for _, n := range []string{"Incr", "IncrBy", "IncrByFloat", "Decr", "DecrBy", "HIncrBy", "HIncrByFloat", "ZIncrBy"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Increment; c.ExpiryKeyArg = 1 })
	}
	// EXPIRE key ttl: with an INCR of the key in the same function, a window counter
	for _, n := range []string{"Expire", "ExpireAt", "PExpire", "PExpireAt", "ExpireNX"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Idempotent; c.Expires = true; c.ExpiryKeyArg = 1 })
	}
	// LPUSH/RPUSH key v: with an EXPIRE of the key in the same function, a
	// mailbox or buffer that expires by itself
	for _, n := range []string{"LPush", "RPush", "LPushX", "RPushX"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Append; c.ExpiryKeyArg = 1 })
	}
	cmd("XAdd", func(c *model.Call) { c.Effect = model.Append })
	cmd("ZAdd", func(c *model.Call) { c.Effect = model.Idempotent }) // ZADD member score: a set, naturally idempotent
	cmd("Publish", func(c *model.Call) { c.Effect = model.Publish })
	cmd("SPublish", func(c *model.Call) { c.Effect = model.Publish })
	for _, n := range []string{"Set", "SetEx", "SetXX"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.Write; c.KeyArg = 1 })
	}
	cmd("SetArgs", func(c *model.Call) {
		c.Effect = model.Idempotent
		c.Store = model.Write
		c.KeyArg = 1
		c.Hook = setArgs
	})
	cmd("SetNX", func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.Claim; c.KeyArg = 1; c.Sink = true })
	cmd("HSetNX", func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.Claim; c.KeyArg = 2; c.Sink = true })
	cmd("SAdd", func(c *model.Call) {
		c.Effect = model.Idempotent
		c.Store = model.ResultClaim
		c.KeyArg = 2
		c.Sink = true
	})
	cmd("HSet", func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.ResultClaim; c.KeyArg = 2 })
	cmd("Get", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1 })
	cmd("Exists", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1 })
	cmd("SIsMember", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 2 })
	cmd("HGet", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 2 })
	cmd("HExists", func(c *model.Call) { c.Store = model.Check; c.KeyArg = 2 })
	for _, n := range []string{"ZRem", "LRem"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Idempotent })
	}
	// deleting the key releases a claim (DEL key…; HDEL/SREM of the member)
	for _, n := range []string{"Del", "Unlink"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.Release; c.KeyArg = 1 })
	}
	for _, n := range []string{"HDel", "SRem"} {
		cmd(n, func(c *model.Call) { c.Effect = model.Idempotent; c.Store = model.Release; c.KeyArg = 2 })
	}
}

// setArgs: SET key value with SetArgs{Mode: "NX"} is a dedupe claim, and its
// key a key sink like SetNX's.
func setArgs(s *model.Site) model.Classification {
	key := s.Arg(s.Rule.KeyArg)
	if key == nil || len(s.Params) < 4 || !setArgsNX(s.Params[3]) {
		return model.Classification{Table: s.Rule}
	}
	claim := *s.Rule
	claim.Store = model.Claim
	return model.Classification{Sinks: []model.SinkSpec{{Key: key, Desc: s.Callee + " (NX) key"}}, Table: &claim}
}

// setArgsNX: a redis.SetArgs value whose Mode is "NX".
func setArgsNX(v ssa.Value) bool {
	found := false
	var visit func(v ssa.Value)
	seen := map[ssa.Value]bool{}
	visit = func(v ssa.Value) {
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.UnOp:
			visit(x.X)
		case *ssa.Alloc:
			for _, r := range *x.Referrers() {
				if fa, ok := r.(*ssa.FieldAddr); ok {
					if f := model.FieldVar(model.Deref(x.Type()), fa.Field); f != nil && f.Name() == "Mode" {
						for _, rr := range *fa.Referrers() {
							if st, ok := rr.(*ssa.Store); ok {
								if s, ok := model.ConstString(st.Val); ok && strings.EqualFold(s, "NX") {
									found = true
								}
							}
						}
					}
				}
			}
		case *ssa.Const:
			// a struct constant can't carry a non-zero Mode
		}
	}
	visit(v)
	return found
}
