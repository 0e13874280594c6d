package config

import (
	"bytes"
	"fmt"
	"os"

	"go.yaml.in/yaml/v3"
)

// Ref is one function or field name that a configuration declares, with
// where it is written.
type Ref struct {
	// Field is the entry's path, e.g. "handlers[0].func".
	Field string
	// Name is the name as written, e.g. "(*example.com/svc.Worker).Handle".
	Name string
	// IsField is true for a struct field ("pkgpath.Type.Field"), false
	// for a function or method.
	IsField bool
	// File, Line and Col locate the entry (Line 0 when the configuration
	// did not come from a file, as plugin settings do).
	File      string
	Line, Col int
}

// Where formats the entry's position and field, as errors do:
// "FILE:LINE:COL: FIELD".
func (r Ref) Where() string {
	e := Error{File: r.File, Line: r.Line, Col: r.Col, Field: r.Field}
	s := e.Error()
	return s[:len(s)-len(": ")]
}

// Refs returns the names c declares, in file order, with no positions
// (for a configuration that did not come from a file; see [LoadRefs]).
func (c *Config) Refs() []Ref { return c.refs(nil) }

// LoadRefs reads the configuration file at path and returns the names it
// declares with their positions. It fails as [Load] does.
func LoadRefs(path string) ([]Ref, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c, err := Parse(path, data)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
		return c.Refs(), nil
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	return c.refs(newIndex(root)), nil
}

func (c *Config) refs(idx *index) []Ref {
	if c == nil {
		return nil
	}
	var out []Ref
	add := func(field, name string, isField bool) {
		if name == "" {
			return
		}
		r := Ref{Field: field, Name: name, IsField: isField, File: c.Path}
		r.Line, r.Col = idx.pos(field)
		out = append(out, r)
	}
	for i, h := range c.Handlers {
		add(fmt.Sprintf("handlers[%d].func", i), h.Func, false)
		add(fmt.Sprintf("handlers[%d].register", i), h.Register, false)
	}
	for i, s := range c.SenderIDs {
		add(fmt.Sprintf("sender_ids[%d].field", i), s.Field, true)
		add(fmt.Sprintf("sender_ids[%d].func", i), s.Func, false)
	}
	for i, e := range c.Effects {
		add(fmt.Sprintf("effects[%d].func", i), e.Func, false)
	}
	for i, g := range c.Guards {
		add(fmt.Sprintf("guards[%d].func", i), g.Func, false)
	}
	for i, k := range c.KeySinks {
		add(fmt.Sprintf("key_sinks[%d].func", i), k.Func, false)
	}
	return out
}

// ParseFieldName splits "pkgpath.Type.Field".
func ParseFieldName(s string) (pkgPath, typ, field string, err error) {
	return parseFieldName(s)
}
