package sqlclass

import (
	"path/filepath"
	"strings"
	"sync"
)

var namedQueries sync.Map // module root → map[string]string

// NamedQueries returns the named queries of the .sql files of the module
// containing dir: the blocks a `-- name: create-list` line opens, as
// goyesql and dotsql load them (a struct field tagged `query:"create-list"`
// is that statement, prepared). Read once per module; nil when none.
func NamedQueries(dir string) map[string]string {
	root := sourceRoot(dir)
	if root == "" {
		return nil
	}
	if v, ok := namedQueries.Load(root); ok {
		return v.(map[string]string)
	}
	out := map[string]string{}
	var reads sqlReads
	walkModule(root, func(path string) error {
		if !strings.HasSuffix(path, ".sql") {
			return nil
		}
		b, ok, stop := reads.read(path)
		if stop {
			return filepath.SkipAll
		}
		if ok {
			parseNamed(string(b), out)
		}
		return nil
	})
	if len(out) == 0 {
		out = nil
	}
	v, _ := namedQueries.LoadOrStore(root, out)
	return v.(map[string]string)
}

// parseNamed adds the `-- name: x` blocks of a file to out (the first
// definition of a name wins).
func parseNamed(text string, out map[string]string) {
	name := ""
	var body strings.Builder
	flush := func() {
		if name != "" {
			if _, ok := out[name]; !ok {
				out[name] = strings.TrimSpace(body.String())
			}
		}
		body.Reset()
	}
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(t, "--"); ok {
			if n, ok := strings.CutPrefix(strings.TrimSpace(rest), "name:"); ok {
				flush()
				name = strings.TrimSpace(n)
				continue
			}
		}
		if name != "" {
			body.WriteString(line)
			body.WriteByte('\n')
		}
	}
	flush()
}
