package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"sort"
	"strings"
)

type edit struct {
	start, end int
	text       string
}

// applyFixes applies the first suggested fix of each finding (with
// -diff, prints the changes as a unified diff instead), then prints the
// findings it did not fix: those without a fix, in a generated file, or
// whose fix overlaps one applied before. It returns 3 when any finding
// is left unfixed, 1 on an error writing a file, 0 otherwise.
func applyFixes(stdout, stderr io.Writer, findings []finding, diff bool, context int, verbose bool) int {
	files := map[string][]edit{}
	src := map[string][]byte{}
	var unfixed []finding
	applied := 0
	for _, f := range findings {
		if len(f.diag.SuggestedFixes) == 0 {
			unfixed = append(unfixed, f)
			continue
		}
		fix := f.diag.SuggestedFixes[0]
		byFile := map[string][]edit{}
		ok := true
		for _, te := range fix.TextEdits {
			p, e := f.fset.Position(te.Pos), f.fset.Position(te.End)
			if !te.End.IsValid() {
				e = p
			}
			name := p.Filename
			if _, done := src[name]; !done {
				data, err := os.ReadFile(name)
				if err != nil {
					ok = false
					break
				}
				src[name] = data
			}
			if generated(name, src[name]) || e.Offset < p.Offset || e.Offset > len(src[name]) {
				ok = false
				break
			}
			byFile[name] = append(byFile[name], edit{p.Offset, e.Offset, string(te.NewText)})
		}
		if ok {
			for name, es := range byFile {
				if !compatible(files[name], es) {
					ok = false
				}
			}
		}
		if !ok {
			unfixed = append(unfixed, f)
			continue
		}
		for name, es := range byFile {
			files[name] = merge(files[name], es)
		}
		applied++
	}

	var names []string
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	status := exitClean
	written := 0
	for _, name := range names {
		out := apply(src[name], files[name])
		if formatted, err := format.Source(out); err == nil {
			out = formatted
		}
		if diff {
			fmt.Fprint(stdout, unified(relPos(name), src[name], out))
			continue
		}
		if err := os.WriteFile(name, out, 0o644); err != nil {
			fmt.Fprintf(stderr, "idemlint: %v\n", err)
			status = exitError
			continue
		}
		written++
	}
	if !diff && applied > 0 {
		fmt.Fprintf(stderr, "idemlint: applied %d %s to %d %s\n", applied, plural(applied, "fix", "fixes"), written, plural(written, "file", "files"))
	}
	if len(unfixed) > 0 {
		// With -diff the diff is stdout; the findings go to stderr.
		w := stdout
		if diff {
			w = stderr
		}
		fmt.Fprintf(stderr, "idemlint: %d %s not fixed (no suggested fix, or a fix that overlaps another):\n", len(unfixed), plural(len(unfixed), "finding", "findings"))
		printText(w, unfixed, context, verbose)
		if status == exitClean {
			status = exitFindings
		}
	}
	return status
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func generated(name string, data []byte) bool {
	f, err := parser.ParseFile(token.NewFileSet(), name, data, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return false
	}
	return ast.IsGenerated(f)
}

// compatible reports whether the edits es can join have: each either
// equals an edit in have or overlaps none.
func compatible(have, es []edit) bool {
	for _, e := range es {
		for _, h := range have {
			if h == e {
				continue
			}
			if e.start < h.end && h.start < e.end {
				return false // overlapping ranges
			}
			if e.start == h.start && (e.start == e.end || h.start == h.end) {
				return false // two different insertions at one point
			}
		}
	}
	return true
}

func merge(have, es []edit) []edit {
next:
	for _, e := range es {
		for _, h := range have {
			if h == e {
				continue next
			}
		}
		have = append(have, e)
	}
	return have
}

func apply(src []byte, es []edit) []byte {
	sorted := append([]edit(nil), es...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].start < sorted[j].start })
	var b bytes.Buffer
	last := 0
	for _, e := range sorted {
		b.Write(src[last:e.start])
		b.WriteString(e.text)
		last = e.end
	}
	b.Write(src[last:])
	return b.Bytes()
}

// unified returns a unified diff of a and b (3 lines of context).
func unified(name string, a, b []byte) string {
	x, y := splitLines(a), splitLines(b)
	ops := diffLines(x, y)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s (old)\n+++ %s (new)\n", name, name)
	const ctx = 3
	// ops: for each position, 'e' equal, 'd' delete (from x), 'i' insert (from y).
	type op struct {
		kind byte
		line string
	}
	var list []op
	i, j := 0, 0
	for _, k := range ops {
		switch k {
		case 'e':
			list = append(list, op{'e', x[i]})
			i++
			j++
		case 'd':
			list = append(list, op{'d', x[i]})
			i++
		case 'i':
			list = append(list, op{'i', y[j]})
			j++
		}
	}
	for s := 0; s < len(list); {
		if list[s].kind == 'e' {
			s++
			continue
		}
		// A hunk: from ctx lines before s to ctx lines after the last
		// change that is within 2*ctx equal lines of the previous one.
		start := max(s-ctx, 0)
		end := s
		for k := s; k < len(list); k++ {
			if list[k].kind != 'e' {
				end = k
				continue
			}
			if k-end > 2*ctx {
				break
			}
		}
		stop := min(end+ctx+1, len(list))
		oldStart, newStart := 1, 1
		for _, o := range list[:start] {
			if o.kind != 'i' {
				oldStart++
			}
			if o.kind != 'd' {
				newStart++
			}
		}
		oldN, newN := 0, 0
		for _, o := range list[start:stop] {
			if o.kind != 'i' {
				oldN++
			}
			if o.kind != 'd' {
				newN++
			}
		}
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", oldStart, oldN, newStart, newN)
		for _, o := range list[start:stop] {
			c := map[byte]string{'e': " ", 'd': "-", 'i': "+"}[o.kind]
			out.WriteString(c + strings.TrimSuffix(o.line, "\n") + "\n")
		}
		s = stop
	}
	return out.String()
}

func splitLines(b []byte) []string {
	var out []string
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			out = append(out, string(b))
			break
		}
		out = append(out, string(b[:i+1]))
		b = b[i+1:]
	}
	return out
}

// diffLines returns an edit script turning x into y: 'e', 'd', 'i' per
// step. Common prefix and suffix are matched first; the middle by LCS
// (or replaced whole when it is too large for a table).
func diffLines(x, y []string) []byte {
	p := 0
	for p < len(x) && p < len(y) && x[p] == y[p] {
		p++
	}
	s := 0
	for s < len(x)-p && s < len(y)-p && x[len(x)-1-s] == y[len(y)-1-s] {
		s++
	}
	var ops []byte
	for k := 0; k < p; k++ {
		ops = append(ops, 'e')
	}
	mx, my := x[p:len(x)-s], y[p:len(y)-s]
	if len(mx)*len(my) > 4<<20 {
		for range mx {
			ops = append(ops, 'd')
		}
		for range my {
			ops = append(ops, 'i')
		}
	} else {
		n, m := len(mx), len(my)
		t := make([][]int32, n+1)
		for i := range t {
			t[i] = make([]int32, m+1)
		}
		for i := n - 1; i >= 0; i-- {
			for j := m - 1; j >= 0; j-- {
				if mx[i] == my[j] {
					t[i][j] = t[i+1][j+1] + 1
				} else {
					t[i][j] = max(t[i+1][j], t[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < n || j < m {
			switch {
			case i < n && j < m && mx[i] == my[j]:
				ops = append(ops, 'e')
				i++
				j++
			case j < m && (i == n || t[i][j+1] >= t[i+1][j]):
				ops = append(ops, 'i')
				j++
			default:
				ops = append(ops, 'd')
				i++
			}
		}
	}
	for k := 0; k < s; k++ {
		ops = append(ops, 'e')
	}
	return ops
}
