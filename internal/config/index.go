package config

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// entry is one node of the document at a known place in the schema.
type entry struct {
	path   string
	key    *yaml.Node   // the mapping key; nil for the root and list items
	node   *yaml.Node   // the value as written (may be an alias)
	at     *yaml.Node   // where to report it: node, or the alias it was reached through
	res    *yaml.Node   // node with aliases resolved
	typ    reflect.Type // expected Go type, pointers removed; nil for unknown keys
	parent reflect.Type // type of the enclosing struct, for keys
	dupKey bool         // a repeated or merged-over key: only key is set
	badKey bool         // a key that is null or not a scalar: only key is set
}

// index locates the nodes of a document by field path and, to place
// yaml.v3's type errors, by the message each would cause.
type index struct {
	entries []*entry
	byPath  map[string]*entry   // first entry per path
	byMsg   map[string][]*entry // entries not yet used, by message
	// dupFirst is the first repeated key for each "mapping key ...
	// already defined at line " prefix.
	dupFirst map[string]*entry
	used     map[*entry]bool
	data     []byte // the file, for positions the yaml library does not give
}

var configType = reflect.TypeFor[Config]()

// maxIndexEntries bounds the work done for documents that multiply
// through aliases and merge keys; positions beyond it are approximate.
const maxIndexEntries = 20000

func newIndex(root *yaml.Node) *index {
	idx := &index{byPath: map[string]*entry{}, used: map[*entry]bool{}}
	idx.walk(nil, root, nil, "", configType, nil, 0)
	return idx
}

func (idx *index) full() bool { return len(idx.entries) >= maxIndexEntries }

func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		if n.Alias == nil {
			return n
		}
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

func (idx *index) add(e *entry) {
	idx.entries = append(idx.entries, e)
	if _, ok := idx.byPath[e.path]; !ok && !e.badKey {
		idx.byPath[e.path] = e
	}
}

func (idx *index) walk(key, n, via *yaml.Node, path string, typ, parent reflect.Type, depth int) {
	if n == nil || depth > 8 || idx.full() {
		return
	}
	for typ != nil && typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	res := resolve(n)
	if via == nil && n.Kind == yaml.AliasNode {
		via = n
	}
	at := n
	if via != nil {
		at = via
	}
	idx.add(&entry{path: path, key: key, node: n, at: at, res: res, typ: typ, parent: parent})
	if typ == nil || res == nil {
		return
	}
	switch typ.Kind() {
	case reflect.Struct:
		if res.Kind == yaml.MappingNode {
			idx.fields(res, via, path, typ, map[string]bool{}, depth)
		}
	case reflect.Slice:
		if res.Kind == yaml.SequenceNode {
			for i, item := range res.Content {
				idx.walk(nil, item, via, fmt.Sprintf("%s[%d]", path, i), typ.Elem(), nil, depth+1)
			}
		}
	}
}

// fields indexes the keys of mapping m, decoded into struct typ, and
// then those merged into it with "<<", which do not override.
func (idx *index) fields(m, via *yaml.Node, path string, typ reflect.Type, seen map[string]bool, depth int) {
	if depth > 8 {
		return
	}
	var merges []*yaml.Node
	for i := 0; i+1 < len(m.Content) && !idx.full(); i += 2 {
		k, val := m.Content[i], m.Content[i+1]
		if isMerge(k) {
			merges = append(merges, val)
			continue
		}
		if rk := resolve(k); rk == nil || rk.Kind != yaml.ScalarNode || isNull(rk) {
			idx.add(&entry{path: path, key: k, node: val, at: k, res: rk, typ: reflect.TypeFor[string](), parent: typ, badKey: true})
			continue
		}
		name := resolve(k).Value
		p := name
		if path != "" {
			p = path + "." + name
		}
		ft := fieldType(typ, name)
		if ft != nil && seen[name] {
			idx.add(&entry{path: p, key: k, node: val, at: k, res: resolve(val), parent: typ, dupKey: true})
			continue
		}
		seen[name] = true
		idx.walk(k, val, via, p, ft, typ, depth+1)
	}
	for _, mv := range merges {
		mv = resolve(mv)
		if mv == nil || idx.full() {
			continue
		}
		switch mv.Kind {
		case yaml.MappingNode:
			idx.fields(mv, via, path, typ, seen, depth+1)
		case yaml.SequenceNode:
			for _, item := range mv.Content {
				if item = resolve(item); item != nil && item.Kind == yaml.MappingNode {
					idx.fields(item, via, path, typ, seen, depth+1)
				}
			}
		}
	}
}

func isMerge(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Value == "<<" && (n.Tag == "" || n.Tag == "!" || n.Tag == "!!merge" || n.Tag == "tag:yaml.org,2002:merge")
}

// fieldType returns the type of the struct field with the given yaml
// name, or nil.
func fieldType(t reflect.Type, name string) reflect.Type {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if yamlName(f) == name {
			return f.Type
		}
	}
	return nil
}

func yamlName(f reflect.StructField) string {
	tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	if tag == "-" || !f.IsExported() {
		return ""
	}
	return tag
}

func fieldNames(t reflect.Type) []string {
	var names []string
	for i := 0; i < t.NumField(); i++ {
		if n := yamlName(t.Field(i)); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// pos returns the position of the value at path, or of its nearest
// enclosing node that is in the file.
func (idx *index) pos(path string) (line, col int) {
	if idx == nil {
		return 0, 0
	}
	for {
		if e, ok := idx.byPath[path]; ok && e.at != nil {
			return e.at.Line, e.at.Column
		}
		if path == "" {
			return 0, 0
		}
		path = parentPath(path)
	}
}

func parentPath(p string) string {
	i := strings.LastIndexAny(p, ".[")
	if i < 0 {
		return ""
	}
	return p[:i]
}

// items returns the number of items of the list at path in the file.
func (idx *index) items(path string) int {
	e := idx.byPath[path]
	if e == nil || e.res == nil || e.res.Kind != yaml.SequenceNode {
		return 0
	}
	return len(e.res.Content)
}

// messages fills byMsg with the text of each type error that yaml.v3
// could report for each entry.
func (idx *index) messages() {
	idx.byMsg = map[string][]*entry{}
	idx.dupFirst = map[string]*entry{}
	for _, e := range idx.entries {
		var m string
		switch {
		case e.badKey:
			if e.res != nil && !isNull(e.res) {
				m = unmarshalMsg(e.res, e.typ)
			}
		case e.dupKey:
			m = fmt.Sprintf("line %d: field %s already set in type %s", e.key.Line, resolve(e.key).Value, e.parent)
			// A mapping with a key twice is rejected as a whole.
			p := fmt.Sprintf("line %d: mapping key %#v already defined at line ", e.key.Line, e.key.Value)
			idx.byMsg[p] = append(idx.byMsg[p], e)
			if idx.dupFirst[p] == nil {
				idx.dupFirst[p] = e
			}
		case e.typ == nil && e.key != nil && e.parent != nil:
			m = fmt.Sprintf("line %d: field %s not found in type %s", e.key.Line, resolve(e.key).Value, e.parent)
		case e.typ != nil && e.res != nil:
			m = unmarshalMsg(e.res, e.typ)
		}
		if m != "" {
			idx.byMsg[m] = append(idx.byMsg[m], e)
		}
	}
}

// take returns the first entry not yet used with message m.
func (idx *index) take(m string) *entry {
	q := idx.byMsg[m]
	for len(q) > 0 && idx.used[q[0]] {
		q = q[1:]
	}
	if len(q) == 0 {
		idx.byMsg[m] = q
		return nil
	}
	e := q[0]
	idx.used[e] = true
	idx.byMsg[m] = q[1:]
	return e
}

var dupKeyRE = regexp.MustCompile(`^(line \d+: mapping key .* already defined at line )(\d+)$`)

// typeError turns one message of a *yaml.TypeError ("line N: ...") into
// an *Error, finding its field path in the index. failed is the path of
// the node that yaml.v3 then left undecoded, if any: a value of the
// wrong type, or a mapping with a repeated key.
func (idx *index) typeError(file, m string) (err *Error, failed *string) {
	if idx.byMsg == nil {
		idx.messages()
	}
	if sm := dupKeyRE.FindStringSubmatch(m); sm != nil {
		// Reported once per earlier occurrence: do not use up.
		if first := idx.dupFirst[sm[1]]; first != nil {
			e := idx.take(sm[1])
			if e == nil {
				e = first // reported again: dedupe drops it
			}
			mapping := parentPath(e.path)
			return &Error{File: file, Line: e.key.Line, Col: e.key.Column, Field: e.path,
				Msg: fmt.Sprintf("duplicate key %q (first set at line %s)", e.key.Value, sm[2])}, &mapping
		}
	}
	if e := idx.take(m); e != nil {
		switch {
		case e.badKey:
			return &Error{File: file, Line: e.key.Line, Col: e.key.Column, Field: e.path,
				Msg: fmt.Sprintf("a key must be a string, got %s", describeNode(e.res))}, nil
		case e.dupKey:
			msg := fmt.Sprintf("duplicate key %q", e.key.Value)
			if first := idx.byPath[e.path]; first != nil && first.key != nil {
				msg += fmt.Sprintf(" (first set at line %d)", first.key.Line)
			}
			return &Error{File: file, Line: e.key.Line, Col: e.key.Column, Field: e.path, Msg: msg}, nil
		case e.typ == nil:
			return &Error{File: file, Line: e.key.Line, Col: e.key.Column, Field: e.path,
				Msg: fmt.Sprintf("unknown field %q (valid fields: %s)", e.key.Value, strings.Join(fieldNames(e.parent), ", "))}, nil
		default:
			return &Error{File: file, Line: e.res.Line, Col: e.res.Column, Field: e.path,
				Msg: fmt.Sprintf("expected %s, got %s", describeType(e.typ), describeNode(e.res))}, &e.path
		}
	}
	// Not recognized: keep yaml.v3's text and line.
	line := 0
	if sm := lineRE.FindStringSubmatch(m); sm != nil {
		line, _ = strconv.Atoi(sm[1])
		m = m[len(sm[0]):]
	}
	return &Error{File: file, Line: line, Col: firstCol(idx.data, line), Msg: m}, nil
}

// unmarshalMsg reproduces the message yaml.v3 gives when n does not
// decode into typ.
func unmarshalMsg(n *yaml.Node, typ reflect.Type) string {
	tag := n.ShortTag()
	if n.Tag != "" && n.Tag != "!" {
		tag = n.Tag
		if t, ok := strings.CutPrefix(tag, "tag:yaml.org,2002:"); ok {
			tag = "!!" + t
		}
	}
	value := ""
	if tag != "!!seq" && tag != "!!map" {
		if value = n.Value; len(value) > 10 {
			value = " `" + value[:7] + "...`"
		} else {
			value = " `" + value + "`"
		}
	}
	return fmt.Sprintf("line %d: cannot unmarshal %s%s into %s", n.Line, tag, value, typ)
}

func describeType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int:
		return "an integer"
	case reflect.String:
		return "a string"
	case reflect.Slice:
		switch t.Elem().Kind() {
		case reflect.String:
			return "a list of strings"
		case reflect.Struct:
			return "a list of mappings"
		}
		return "a list"
	case reflect.Struct:
		return "a mapping"
	}
	return t.String()
}

func describeNode(n *yaml.Node) string {
	if n == nil {
		return "nothing"
	}
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	}
	kind := "value"
	switch n.ShortTag() {
	case "!!str":
		kind = "string"
	case "!!int":
		kind = "integer"
	case "!!float":
		kind = "number"
	case "!!bool":
		kind = "boolean"
	case "!!null":
		return "null"
	case "!!binary":
		kind = "binary"
	case "!!timestamp":
		kind = "timestamp"
	}
	v := n.Value
	if len(v) > 40 {
		v = v[:37] + "..."
	}
	return kind + " " + strconv.Quote(v)
}

// nodeErrors reports what yaml.v3 accepts but drops or mangles without a
// word: integer keys with a non-integer value (1.5 decodes as 1), null
// list items (left out) and null keys (ignored). Null items are added to
// failed.
func (idx *index) nodeErrors(file string, have []*Error, failed map[string]bool) []*Error {
	done := map[string]bool{}
	for _, h := range have {
		done[h.Field] = true
	}
	var out []*Error
	for _, e := range idx.entries {
		if e.badKey {
			if isNull(e.res) {
				out = append(out, &Error{File: file, Line: e.key.Line, Col: e.key.Column, Field: e.path, Msg: "empty key"})
			}
			continue
		}
		if e.dupKey || e.typ == nil || e.res == nil || idx.byPath[e.path] != e || done[e.path] {
			continue
		}
		switch {
		case e.key == nil && e.path != "" && isNull(e.res):
			out = append(out, &Error{File: file, Line: e.at.Line, Col: e.at.Column, Field: e.path, Msg: "empty list item"})
			failed[e.path] = true
		case e.typ.Kind() == reflect.Int && e.res.Kind == yaml.ScalarNode && e.res.ShortTag() != "!!int" && !isNull(e.res):
			out = append(out, &Error{File: file, Line: e.res.Line, Col: e.res.Column, Field: e.path,
				Msg: fmt.Sprintf("expected an integer, got %s", describeNode(e.res))})
		}
	}
	return out
}

// align fills remap, for each list whose decoded length differs from the
// file's, with the file index of each decoded item: yaml.v3 leaves out
// the items that failed to decode. It returns the lists it cannot
// account for, whose validation is then skipped.
func (idx *index) align(c *Config, failed map[string]bool, remap map[string][]int) (skip map[string]bool) {
	lens := map[string]int{
		"handlers":         len(c.Handlers),
		"sender_ids":       len(c.SenderIDs),
		"effects":          len(c.Effects),
		"guards":           len(c.Guards),
		"key_sinks":        len(c.KeySinks),
		"disable":          len(c.Disable),
		"enable":           len(c.Enable),
		"sender_id_fields": len(c.SenderIDFields),
	}
	skip = map[string]bool{}
	for list, n := range lens {
		total := idx.items(list)
		if n == total {
			continue
		}
		var m []int
		for i := 0; i < total; i++ {
			if !failed[fmt.Sprintf("%s[%d]", list, i)] {
				m = append(m, i)
			}
		}
		if len(m) == n {
			remap[list] = m
		} else {
			skip[list] = true
		}
	}
	return skip
}
