package model

import (
	"fmt"
	"strings"

	"github.com/idemlint/idemlint/internal/config"
)

// KeyOfFullName converts a go/types FullName ("(*example.com/p.T).M",
// "example.com/p.F") into a model key ("example.com/p.T.M", "example.com/p.F").
func KeyOfFullName(s string) (string, error) {
	pkg, recv, _, name, err := config.ParseFuncName(s)
	if err != nil {
		return "", err
	}
	pkg = CanonPath(pkg)
	if recv != "" {
		return pkg + "." + recv + "." + name, nil
	}
	return pkg + "." + name, nil
}

// Extend returns m extended with the user configuration (m itself is modified).
func (m *Model) Extend(cfg *config.Config) (*Model, error) {
	if cfg == nil {
		return m, nil
	}
	get := func(name string) (*Call, error) {
		key, err := KeyOfFullName(name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cfg.Path, err)
		}
		if c := m.Calls[key]; c != nil {
			cc := *c
			m.Calls[key] = &cc
			return &cc, nil
		}
		c := NewCall("config")
		m.Calls[key] = &c
		return &c, nil
	}
	for _, h := range cfg.Handlers {
		switch {
		case h.Func != "":
			key, err := KeyOfFullName(h.Func)
			if err != nil {
				return nil, err
			}
			arg := -1
			if h.Message != nil {
				arg = *h.Message
			}
			m.UserHandlers = append(m.UserHandlers, UserHandler{Key: key, MessageArg: arg})
		case h.Register != "":
			c, err := get(h.Register)
			if err != nil {
				return nil, err
			}
			if h.Arg != nil {
				c.Register = *h.Arg
			}
		}
	}
	for _, s := range cfg.SenderIDs {
		switch {
		case s.Field != "":
			i := strings.LastIndexByte(s.Field, '.')
			if i < 0 {
				return nil, fmt.Errorf("%s: bad field %q", cfg.Path, s.Field)
			}
			m.Fields[CanonKey(s.Field)] = &Field{Source: Sender}
		case s.Func != "":
			c, err := get(s.Func)
			if err != nil {
				return nil, err
			}
			c.Source = Sender
		}
	}
	for _, e := range cfg.Effects {
		c, err := get(e.Func)
		if err != nil {
			return nil, err
		}
		k, ok := ParseEffect(e.Kind)
		if !ok {
			return nil, fmt.Errorf("%s: unknown effect kind %q", cfg.Path, e.Kind)
		}
		c.Effect = k
		c.Hook = nil // the configured kind replaces the library's own classification
	}
	for _, g := range cfg.Guards {
		c, err := get(g.Func)
		if err != nil {
			return nil, err
		}
		c.Store = Claim
		c.Sink = true
		if g.Key != nil && *g.Key != c.KeyArg {
			c.KeyArg, c.ContainerArg = *g.Key, noArg
		}
	}
	for _, s := range cfg.KeySinks {
		c, err := get(s.Func)
		if err != nil {
			return nil, err
		}
		c.Sink = true
		if s.Key != nil && *s.Key != c.KeyArg {
			c.KeyArg, c.ContainerArg = *s.Key, noArg
		}
	}
	for _, d := range cfg.Disable {
		m.Disabled[d] = true
	}
	for _, f := range cfg.SenderIDFields {
		m.SenderFields[strings.ToLower(f)] = true
	}
	return m, nil
}

// UserHandler is a handler function declared in the configuration.
type UserHandler struct {
	Key        string
	MessageArg int // -1: last parameter
}
