package config

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// Validate checks the configuration and returns every problem found:
// nil, a single *Error, or an errors.Join of *Errors. Errors name
// c.Path as their file; a Config that did not come from Parse has no
// line numbers to give.
func (c *Config) Validate() error {
	if c == nil {
		return &Error{Msg: "nil config"}
	}
	v := &validator{file: c.Path}
	v.validate(c)
	return join(v.errs)
}

type validator struct {
	file string
	idx  *index // nil when c did not come from a file
	errs []*Error
	// remap maps the index of a decoded list item to its index in the
	// file, where yaml.v3 dropped items that failed to decode.
	remap map[string][]int
}

// item returns the field path of item i of list.
func (v *validator) item(list string, i int) string {
	if m, ok := v.remap[list]; ok && i < len(m) {
		i = m[i]
	}
	return fmt.Sprintf("%s[%d]", list, i)
}

func (v *validator) errorf(field, format string, args ...any) {
	line, col := v.idx.pos(field)
	v.errs = append(v.errs, &Error{File: v.file, Line: line, Col: col, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// seen records the first entry under each key of one list, to report
// duplicates.
type seen map[string]string // key -> field path of the first entry

func (v *validator) dup(s seen, key, field, what string) {
	if first, ok := s[key]; ok {
		msg := fmt.Sprintf("duplicate %s %q: already declared at %s", what, key, first)
		if line, _ := v.idx.pos(first); line > 0 {
			msg += fmt.Sprintf(" (line %d)", line)
		}
		v.errorf(field, "%s", msg)
		return
	}
	s[key] = field
}

func (v *validator) funcName(field, name string) bool {
	if _, _, _, _, err := ParseFuncName(name); err != nil {
		v.errorf(field, "invalid function name: %v", err)
		return false
	}
	return true
}

func (v *validator) index(field string, p *int, required bool, requiredMsg string) {
	switch {
	case p == nil && required:
		v.errorf(field, "%s", requiredMsg)
	case p != nil && *p < 0:
		v.errorf(field, "must be >= 0, got %d", *p)
	}
}

func (v *validator) validate(c *Config) {
	switch c.Version {
	case 0:
		v.errorf("version", "required: set version: %d", Version)
	case Version:
	default:
		v.errorf("version", "unsupported version %d (the only version is %d)", c.Version, Version)
	}

	funcs, regs := seen{}, seen{}
	for i, h := range c.Handlers {
		p := v.item("handlers", i)
		switch {
		case h.Func == "" && h.Register == "":
			v.errorf(p, "one of func or register is required")
		case h.Func != "" && h.Register != "":
			v.errorf(p+".register", "cannot be combined with func: an entry is either a handler (func) or a registration function (register)")
		}
		if h.Func != "" {
			if v.funcName(p+".func", h.Func) {
				v.dup(funcs, h.Func, p+".func", "handler")
			}
			if h.Arg != nil && h.Register == "" {
				v.errorf(p+".arg", "only valid with register")
			}
		}
		if h.Register != "" {
			ok := v.funcName(p+".register", h.Register)
			v.index(p+".arg", h.Arg, true, "required with register: the index of the callback argument")
			if ok && h.Arg != nil && *h.Arg >= 0 {
				v.dup(regs, fmt.Sprintf("%s arg %d", h.Register, *h.Arg), p+".register", "registration")
			}
		} else if h.Func == "" && h.Arg != nil {
			v.index(p+".arg", h.Arg, false, "")
		}
		v.index(p+".message", h.Message, false, "")
	}

	fields, sfuncs := seen{}, seen{}
	for i, s := range c.SenderIDs {
		p := v.item("sender_ids", i)
		switch {
		case s.Field == "" && s.Func == "":
			v.errorf(p, "one of field or func is required")
		case s.Field != "" && s.Func != "":
			v.errorf(p+".func", "cannot be combined with field")
		}
		if s.Field != "" {
			if _, _, _, err := parseFieldName(s.Field); err != nil {
				v.errorf(p+".field", "invalid field name: %v", err)
			} else {
				v.dup(fields, s.Field, p+".field", "sender id field")
			}
		}
		if s.Func != "" && v.funcName(p+".func", s.Func) {
			v.dup(sfuncs, s.Func, p+".func", "sender id func")
		}
	}

	effects := seen{}
	for i, e := range c.Effects {
		p := v.item("effects", i)
		if e.Func == "" {
			v.errorf(p+".func", "required")
		} else if v.funcName(p+".func", e.Func) {
			v.dup(effects, e.Func, p+".func", "effect")
		}
		switch {
		case e.Kind == "":
			v.errorf(p+".kind", "required: one of %s", strings.Join(Kinds, ", "))
		case !slices.Contains(Kinds, e.Kind):
			v.errorf(p+".kind", "unknown kind %q: want one of %s", e.Kind, strings.Join(Kinds, ", "))
		}
	}

	guards := seen{}
	for i, g := range c.Guards {
		p := v.item("guards", i)
		if g.Func == "" {
			v.errorf(p+".func", "required")
		} else if v.funcName(p+".func", g.Func) {
			v.dup(guards, g.Func, p+".func", "guard")
		}
		v.index(p+".key", g.Key, true, "required: the index of the key argument")
	}

	sinks := seen{}
	for i, k := range c.KeySinks {
		p := v.item("key_sinks", i)
		if k.Func == "" {
			v.errorf(p+".func", "required")
		} else if v.funcName(p+".func", k.Func) {
			v.dup(sinks, k.Func, p+".func", "key sink")
		}
		v.index(p+".key", k.Key, true, "required: the index of the key argument")
	}

	disabled := seen{}
	for i, d := range c.Disable {
		p := v.item("disable", i)
		if !slices.Contains(Categories, d) {
			v.errorf(p, "unknown category %q: want one of %s", d, strings.Join(Categories, ", "))
			continue
		}
		v.dup(disabled, d, p, "category")
	}
	enabled := seen{}
	for i, d := range c.Enable {
		p := v.item("enable", i)
		if !slices.Contains(DefaultOff, d) {
			v.errorf(p, "%q is not an off-by-default category: enable takes %s (the others are on unless disabled)", d, strings.Join(DefaultOff, ", "))
			continue
		}
		v.dup(enabled, d, p, "category")
	}

	names := seen{}
	for i, f := range c.SenderIDFields {
		p := v.item("sender_id_fields", i)
		if f == "" {
			v.errorf(p, "empty field name")
			continue
		}
		if bad := strings.IndexFunc(f, func(r rune) bool {
			return unicode.IsSpace(r) || !unicode.IsPrint(r) || strings.ContainsRune(",\"`", r)
		}); bad >= 0 {
			v.errorf(p, "invalid field name %q: it must be a json tag name or Go field name", f)
			continue
		}
		v.dup(names, strings.ToLower(f), p, "sender id field name")
	}
}
