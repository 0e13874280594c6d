package model

import (
	"fmt"
	"go/types"
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
	m.noteConfigNames(cfg)
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
	for _, d := range cfg.Enable {
		m.Enabled[d] = true
	}
	for _, f := range cfg.SenderIDFields {
		m.SenderFields[strings.ToLower(f)] = true
	}
	return m, nil
}

// configMethod is a configured method name: the type and method as written,
// and its model key.
type configMethod struct{ typ, name, key string }

// noteConfigNames records the packages the configuration names something
// in, and its methods (see ResolvePromoted).
func (m *Model) noteConfigNames(cfg *config.Config) {
	if m.ConfigPackages == nil {
		m.ConfigPackages = map[string]bool{}
	}
	if m.configMethods == nil {
		m.configMethods = map[string][]configMethod{}
	}
	for _, r := range cfg.Refs() {
		if r.IsField {
			if pkg, _, _, err := config.ParseFieldName(r.Name); err == nil {
				m.ConfigPackages[CanonPath(pkg)] = true
			}
			continue
		}
		pkg, recv, _, name, err := config.ParseFuncName(r.Name)
		if err != nil {
			continue
		}
		pkg = CanonPath(pkg)
		m.ConfigPackages[pkg] = true
		if recv != "" {
			if i := strings.IndexByte(recv, '['); i >= 0 {
				recv = recv[:i]
			}
			m.configMethods[pkg] = append(m.configMethods[pkg], configMethod{typ: recv, name: name, key: pkg + "." + recv + "." + name})
		}
	}
}

// ConfigRelevant reports whether the configuration names something in the
// package at path, or in one it imports: then the package is analysed
// even if it imports no modelled library (a domain package whose handler
// and effects are declared in .idemlint.yml).
func (m *Model) ConfigRelevant(pkg *types.Package) bool {
	if len(m.ConfigPackages) == 0 || pkg == nil {
		return false
	}
	if m.ConfigPackages[CanonPath(pkg.Path())] {
		return true
	}
	for _, imp := range pkg.Imports() {
		if m.ConfigPackages[CanonPath(imp.Path())] {
			return true
		}
	}
	return false
}

// ResolvePromoted lets a configured method that a type has through
// embedding (a method of an embedded interface or struct, whose go/types
// object belongs to the embedded type) match the calls of it: a call of
// the embedded type's method then looks up the configured entry. It
// resolves the configured methods of pkg and of the packages it imports
// (each package once, however many analyses ask).
func (m *Model) ResolvePromoted(pkg *types.Package) {
	if len(m.configMethods) == 0 || pkg == nil {
		return
	}
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package, depth int)
	visit = func(p *types.Package, depth int) {
		if p == nil || seen[p] || depth > 64 {
			return
		}
		seen[p] = true
		if _, done := m.resolvedPkgs.LoadOrStore(p, true); done {
			return // and the packages it imports
		}
		{
			for _, cm := range m.configMethods[CanonPath(p.Path())] {
				tn, ok := p.Scope().Lookup(cm.typ).(*types.TypeName)
				if !ok {
					continue
				}
				obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, p, cm.name)
				fn, ok := obj.(*types.Func)
				if !ok {
					continue
				}
				if k := FuncKey(fn); k != cm.key {
					m.promoted.LoadOrStore(k, cm.key)
				}
			}
		}
		for _, imp := range p.Imports() {
			visit(imp, depth+1)
		}
	}
	visit(pkg, 0)
}

// Promoted returns the configured key that the method with model key key
// stands for through embedding (see ResolvePromoted).
func (m *Model) Promoted(key string) (string, bool) {
	if len(m.configMethods) == 0 {
		return "", false
	}
	k, ok := m.promoted.Load(key)
	if !ok {
		return "", false
	}
	return k.(string), true
}

// UserHandler is a handler function declared in the configuration.
type UserHandler struct {
	Key        string
	MessageArg int // -1: last parameter
}
