package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Parse decodes a configuration strictly (unknown keys are errors) and
// validates it. filename is used in error messages and as Config.Path.
// Every problem found is an *Error carrying the file, line, column and
// field path; several are returned as an errors.Join, sorted by
// position.
func Parse(filename string, data []byte) (cfg *Config, err error) {
	defer func() {
		// The yaml library turns its own panics into errors, but never let a
		// malformed file crash the linter.
		if r := recover(); r != nil {
			cfg, err = nil, &Error{File: filename, Msg: fmt.Sprintf("internal error decoding config: %v", r)}
		}
	}()
	c := &Config{Path: filename}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	derr := dec.Decode(c)
	if derr == io.EOF {
		return nil, &Error{File: filename, Msg: "empty config"}
	}
	var terr *yaml.TypeError
	if derr != nil && !errors.As(derr, &terr) {
		return nil, syntaxError(filename, data, derr)
	}

	// Parse the same bytes again as a node tree, for positions.
	var docs []*yaml.Node
	nd := yaml.NewDecoder(bytes.NewReader(data))
	for len(docs) < 2 {
		var doc yaml.Node
		if err := nd.Decode(&doc); err != nil {
			if err == io.EOF {
				break
			}
			if len(docs) == 0 {
				return nil, syntaxError(filename, data, err)
			}
			// A later document is broken: it is one too many anyway.
			docs = append(docs, &yaml.Node{Line: lineOf(err)})
			break
		}
		docs = append(docs, &doc)
	}
	if len(docs) == 0 {
		return nil, &Error{File: filename, Msg: "empty config"}
	}
	if len(docs) > 1 {
		return nil, &Error{File: filename, Line: docs[1].Line, Col: 1, Msg: "a config file holds a single YAML document; remove the '---' separator"}
	}
	root := docs[0]
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind == yaml.ScalarNode && root.ShortTag() == "!!null" {
		return nil, &Error{File: filename, Msg: "empty config"}
	}
	idx := newIndex(root)
	idx.data = data

	var errs []*Error
	failed := map[string]bool{} // paths of nodes that yaml.v3 left undecoded
	if terr != nil {
		for _, m := range terr.Errors {
			e, f := idx.typeError(filename, m)
			errs = append(errs, e)
			if f != nil {
				failed[*f] = true
			}
		}
	}
	errs = append(errs, idx.nodeErrors(filename, errs, failed)...)
	if !failed[""] {
		// The top-level mapping was decoded: validate what was.
		v := &validator{file: filename, idx: idx, remap: map[string][]int{}}
		skip := idx.align(c, failed, v.remap)
		v.validate(c)
		var verrs []*Error
		for _, e := range v.errs {
			if list, _, ok := strings.Cut(e.Field, "["); !ok || !skip[list] {
				verrs = append(verrs, e)
			}
		}
		errs = append(errs, suppress(verrs, errs)...)
	}
	if len(errs) > 0 {
		errs = dedupe(errs)
		sort.SliceStable(errs, func(i, j int) bool {
			if errs[i].Line != errs[j].Line {
				return errs[i].Line < errs[j].Line
			}
			return errs[i].Col < errs[j].Col
		})
		return nil, join(errs)
	}
	return c, nil
}

// dedupe drops repeated errors (yaml.v3 reports a key that appears
// three times thrice).
func dedupe(errs []*Error) []*Error {
	seen := map[Error]bool{}
	out := errs[:0]
	for _, e := range errs {
		if !seen[*e] {
			seen[*e] = true
			out = append(out, e)
		}
	}
	return out
}

// suppress drops validation errors about fields that already have a
// decoding error (their decoded value is meaningless), and those on the
// line of a decoding error whose field is unknown.
func suppress(verrs, derrs []*Error) []*Error {
	paths, lines := map[string]bool{}, map[int]bool{}
	for _, d := range derrs {
		if d.Field != "" {
			paths[d.Field] = true
		} else if d.Line > 0 {
			lines[d.Line] = true
		}
	}
	var out []*Error
next:
	for _, v := range verrs {
		if lines[v.Line] {
			continue
		}
		for p := v.Field; p != ""; p = parentPath(p) {
			if paths[p] {
				continue next
			}
		}
		out = append(out, v)
	}
	return out
}

var lineRE = regexp.MustCompile(`^(?:yaml: )?line (\d+): `)

func lineOf(err error) int {
	if m := lineRE.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

// message strips yaml.v3's "yaml: line N: " or "yaml: " from err.
func message(err error) string {
	msg := err.Error()
	if m := lineRE.FindString(msg); m != "" {
		return msg[len(m):]
	}
	return strings.TrimPrefix(msg, "yaml: ")
}

// syntaxError converts a yaml error that is not a *yaml.TypeError
// ("yaml: line N: MSG", or "yaml: MSG") into an *Error with the line and
// column of the problem.
func syntaxError(file string, data []byte, err error) *Error {
	line, msg := lineOf(err), message(err)
	if l := refineLine(data, line, msg); l > 0 {
		line = l
	}
	return &Error{File: file, Line: line, Col: refineCol(data, line, msg), Msg: "invalid YAML: " + msg}
}

// refineCol finds the column of a syntax error on line (1-based; 0 when
// line is unknown). The yaml library reports no column: the problem is at
// the first character of the line up to which (with the lines before it)
// the file fails the same way. When no prefix does (the error needs what
// follows), it is the line's first non-blank character, or for an unknown
// anchor the alias that names it.
func refineCol(data []byte, line int, msg string) int {
	lines := splitLines(data)
	if line < 1 || line > len(lines) {
		return 0
	}
	text := lines[line-1]
	if m := anchorRE.FindStringSubmatch(msg); m != nil {
		if i := bytes.Index(text, []byte("*"+m[1])); i >= 0 {
			return utf8.RuneCount(text[:i]) + 1
		}
	}
	first := firstCol(data, line)
	if len(text) > 4096 || strings.Contains(msg, "excessive aliasing") {
		return first
	}
	before := 0
	for _, l := range lines[:line-1] {
		before += len(l)
	}
	var n yaml.Node
	parseOnly := yaml.Unmarshal(data, &n) != nil
	budget, decodes := maxRefineBytes/4, 0
	for i := 1; i <= len(text); i++ {
		if !utf8.RuneStart(text[i-1]) || (i < len(text) && !utf8.RuneStart(text[i])) {
			continue // whole characters only
		}
		prefix := data[:before+i]
		if budget -= len(prefix); budget < 0 {
			break
		}
		var got string
		if parseOnly {
			var n yaml.Node
			if err := yaml.Unmarshal(prefix, &n); err != nil {
				got = message(err)
			}
		} else {
			if decodes++; decodes > maxRefineDecodes {
				break
			}
			got = decodeMsg(prefix)
		}
		if got == msg {
			return utf8.RuneCount(text[:i])
		}
	}
	return first
}

// firstCol is the column of the first non-blank character of line (0
// when the line is unknown).
func firstCol(data []byte, line int) int {
	lines := splitLines(data)
	if line < 1 || line > len(lines) {
		return 0
	}
	text := lines[line-1]
	return 1 + utf8.RuneCount(text) - utf8.RuneCount(bytes.TrimLeft(text, " \t"))
}

var anchorRE = regexp.MustCompile(`^unknown anchor '([^']*)' referenced$`)

const (
	maxRefineLines   = 2000
	maxRefineBytes   = 16 << 20 // bytes re-parsed in all
	maxRefineDecodes = 50       // full decodes, which expand aliases
)

// refineLine finds the line of a syntax error. yaml.v3 reports the line
// where the enclosing construct starts, or no line at all for problems
// on line 1 and for encoding errors; the problem is on the first line,
// at or after that one, up to which the file fails the same way. It
// returns 0 if it cannot tell.
func refineLine(data []byte, from int, msg string) int {
	lines := splitLines(data)
	if len(lines) > maxRefineLines || strings.Contains(msg, "excessive aliasing") {
		return 0
	}
	// Errors that parsing alone gives are found by parsing prefixes;
	// the others (unknown anchors aside) come from decoding.
	var n yaml.Node
	parseOnly := yaml.Unmarshal(data, &n) != nil
	if from < 1 {
		from = 1
	}
	budget, decodes := maxRefineBytes, 0
	prefix := make([]byte, 0, len(data))
	for i, l := range lines {
		prefix = append(prefix, l...)
		if i+1 < from {
			continue
		}
		if budget -= len(prefix); budget < 0 {
			return 0
		}
		var got string
		if parseOnly {
			var n yaml.Node
			if err := yaml.Unmarshal(prefix, &n); err != nil {
				got = message(err)
			}
		} else {
			if decodes++; decodes > maxRefineDecodes {
				return 0
			}
			got = decodeMsg(prefix)
		}
		if got == msg {
			return i + 1
		}
	}
	return 0
}

// decodeMsg returns the message of the error, other than a type error,
// that decoding data gives ("" if none).
func decodeMsg(data []byte) (msg string) {
	defer func() {
		if recover() != nil {
			msg = ""
		}
	}()
	var c Config
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	err := dec.Decode(&c)
	var terr *yaml.TypeError
	if err == nil || err == io.EOF || errors.As(err, &terr) {
		return ""
	}
	return message(err)
}

// splitLines splits data after each line break, as YAML counts them:
// "\r\n", "\n", "\r", NEL, LS and PS.
func splitLines(data []byte) [][]byte {
	var lines [][]byte
	start := 0
	for i := 0; i < len(data); {
		n := 0
		switch {
		case data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n':
			n = 2
		case data[i] == '\n' || data[i] == '\r':
			n = 1
		case bytes.HasPrefix(data[i:], []byte("\u0085")):
			n = 2
		case bytes.HasPrefix(data[i:], []byte("\u2028")), bytes.HasPrefix(data[i:], []byte("\u2029")):
			n = 3
		}
		if n == 0 {
			i++
			continue
		}
		i += n
		lines = append(lines, data[start:i])
		start = i
	}
	if start < len(data) {
		lines = append(lines, data[start:])
	}
	return lines
}
