package config

import (
	"os"
	"path/filepath"
	"slices"
)

// FileName is the name of the configuration file that [Find] looks for.
// [AltFileName] is accepted as well.
const FileName = ".idemlint.yml"

// AltFileName is the alternative spelling of [FileName].
const AltFileName = ".idemlint.yaml"

// Version is the only supported value of the version key.
const Version = 1

// Kinds are the valid values of an effect's kind.
var Kinds = []string{"charge", "send", "increment", "append", "publish", "idempotent"}

// Categories are the names accepted by the disable key: finding
// categories and analyzer names.
var Categories = []string{
	"checkthenwrite",
	"payloadkey",
	"keysource",
	"nodedupe",
	"wrap-not-claim-first",
	"state-check",
	"receiver-fallback",
	"per-attempt-key",
	"seenset-store",
	"key-before-effect",
	"directives",
	"unused-suppression",
	"directive",
	"duplicate-create",
	"resend-flow",
}

// DefaultOff are the categories reported only when listed under enable:
// duplicate-create (an HTTP route whose only repeat harm is a duplicate row
// with a server-minted id), for teams that want Stripe-grade POST semantics,
// and resend-flow (a route that sends a password reset, a magic link or a
// code again by design).
var DefaultOff = []string{"duplicate-create", "resend-flow"}

// Config is the user configuration read from .idemlint.yml. It extends
// idemlint's built-in library model. The json tags equal the yaml tags so
// that golangci-lint module plugin settings decode into the same struct.
type Config struct {
	// Version is the schema version; it must be 1.
	Version int `yaml:"version" json:"version"`
	// Handlers are user-declared handler entry points.
	Handlers []Handler `yaml:"handlers,omitempty" json:"handlers,omitempty"`
	// SenderIDs are the places a sender's per-message id comes from.
	SenderIDs []SenderID `yaml:"sender_ids,omitempty" json:"sender_ids,omitempty"`
	// Effects are functions with external side effects.
	Effects []Effect `yaml:"effects,omitempty" json:"effects,omitempty"`
	// Guards are atomic, claim-first dedupe guards.
	Guards []Guard `yaml:"guards,omitempty" json:"guards,omitempty"`
	// KeySinks are calls whose argument is used as an idempotency key.
	KeySinks []KeySink `yaml:"key_sinks,omitempty" json:"key_sinks,omitempty"`
	// Disable lists finding categories or analyzer names to turn off.
	Disable []string `yaml:"disable,omitempty" json:"disable,omitempty"`
	// Enable lists the off-by-default categories (DefaultOff) to turn on.
	Enable []string `yaml:"enable,omitempty" json:"enable,omitempty"`
	// SenderIDFields are payload field names (json tag or Go field name,
	// compared case-insensitively) that hold the sender's id.
	SenderIDFields []string `yaml:"sender_id_fields,omitempty" json:"sender_id_fields,omitempty"`

	// Path is the file the configuration came from ("" if none).
	Path string `yaml:"-" json:"-"`
}

// Handler declares a handler entry point: either a function or method
// that is itself a handler (Func), or a registration function whose
// callback argument is a handler (Register with Arg).
type Handler struct {
	// Func is the full name of a handler function or method.
	Func string `yaml:"func,omitempty" json:"func,omitempty"`
	// Message is the index of the parameter that is the delivered
	// message; nil means the last parameter. With Register it indexes
	// the callback's parameters.
	Message *int `yaml:"message,omitempty" json:"message,omitempty"`
	// Register is the full name of a registration function.
	Register string `yaml:"register,omitempty" json:"register,omitempty"`
	// Arg is the index of Register's callback argument (required with
	// Register, invalid with Func).
	Arg *int `yaml:"arg,omitempty" json:"arg,omitempty"`
}

// SenderID declares a source of the sender's per-message id: a struct
// field or the result of a function call. Exactly one is set.
type SenderID struct {
	// Field is "pkgpath.Type.Field".
	Field string `yaml:"field,omitempty" json:"field,omitempty"`
	// Func is the full name of a function whose result is a sender id.
	Func string `yaml:"func,omitempty" json:"func,omitempty"`
}

// Effect declares a function with an external side effect.
type Effect struct {
	// Func is the full name of the function or method.
	Func string `yaml:"func,omitempty" json:"func,omitempty"`
	// Kind is one of [Kinds].
	Kind string `yaml:"kind,omitempty" json:"kind,omitempty"`
}

// Guard declares an atomic dedupe guard: a call whose result says
// whether this is the first time the key was seen (claim-first).
type Guard struct {
	// Func is the full name of the function or method.
	Func string `yaml:"func,omitempty" json:"func,omitempty"`
	// Key is the index of the key argument (required).
	Key *int `yaml:"key,omitempty" json:"key,omitempty"`
}

// KeySink declares a call whose argument is used as an idempotency key.
type KeySink struct {
	// Func is the full name of the function or method.
	Func string `yaml:"func,omitempty" json:"func,omitempty"`
	// Key is the index of the key argument (required).
	Key *int `yaml:"key,omitempty" json:"key,omitempty"`
}

// Load reads the file at path and parses it with [Parse]. Errors reading
// the file are returned as they come from the os package.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Find looks for [FileName] (or [AltFileName]) in dir and then in each
// of its parents, and returns the path of the nearest one. When a
// directory holds both, [FileName] wins.
func Find(dir string) (path string, ok bool) {
	if dir == "" {
		dir = "."
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	for d := abs; ; {
		for _, name := range [...]string{FileName, AltFileName} {
			p := filepath.Join(d, name)
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
				return p, true
			}
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", false
		}
		d = parent
	}
}

// Disabled reports whether the finding category or analyzer name is
// listed under disable. It is safe to call on a nil *Config.
func (c *Config) Disabled(name string) bool {
	return c != nil && slices.Contains(c.Disable, name)
}

// Merge returns a new Config holding a's entries followed by b's. Entries
// of b that are exact duplicates of entries already present are dropped;
// conflicting entries are kept, so that Validate reports them. Version
// and Path are b's when set, a's otherwise. Either argument may be nil;
// Merge(nil, nil) is nil. The result shares no memory with a or b.
func Merge(a, b *Config) *Config {
	if a == nil && b == nil {
		return nil
	}
	out := &Config{}
	for _, c := range [...]*Config{a, b} {
		if c == nil {
			continue
		}
		if c.Version != 0 {
			out.Version = c.Version
		}
		if c.Path != "" {
			out.Path = c.Path
		}
		for _, h := range c.Handlers {
			h.Message, h.Arg = cloneInt(h.Message), cloneInt(h.Arg)
			out.Handlers = appendNew(out.Handlers, h, Handler.equal)
		}
		for _, s := range c.SenderIDs {
			out.SenderIDs = appendNew(out.SenderIDs, s, func(x, y SenderID) bool { return x == y })
		}
		for _, e := range c.Effects {
			out.Effects = appendNew(out.Effects, e, func(x, y Effect) bool { return x == y })
		}
		for _, g := range c.Guards {
			g.Key = cloneInt(g.Key)
			out.Guards = appendNew(out.Guards, g, func(x, y Guard) bool { return x.Func == y.Func && eqInt(x.Key, y.Key) })
		}
		for _, k := range c.KeySinks {
			k.Key = cloneInt(k.Key)
			out.KeySinks = appendNew(out.KeySinks, k, func(x, y KeySink) bool { return x.Func == y.Func && eqInt(x.Key, y.Key) })
		}
		for _, d := range c.Disable {
			out.Disable = appendNew(out.Disable, d, func(x, y string) bool { return x == y })
		}
		for _, d := range c.Enable {
			out.Enable = appendNew(out.Enable, d, func(x, y string) bool { return x == y })
		}
		for _, f := range c.SenderIDFields {
			out.SenderIDFields = appendNew(out.SenderIDFields, f, func(x, y string) bool { return x == y })
		}
	}
	return out
}

func (h Handler) equal(o Handler) bool {
	return h.Func == o.Func && h.Register == o.Register && eqInt(h.Message, o.Message) && eqInt(h.Arg, o.Arg)
}

func appendNew[T any](s []T, v T, eq func(T, T) bool) []T {
	for _, x := range s {
		if eq(x, v) {
			return s
		}
	}
	return append(s, v)
}

func cloneInt(p *int) *int {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func eqInt(a, b *int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
