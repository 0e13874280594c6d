package sqlclass

import (
	"bytes"
	"go/ast"
	goparser "go/parser"
	goscanner "go/scanner"
	gotoken "go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Schema is what a service's DDL says about its tables' unique keys: the
// primary keys and UNIQUE constraints and indexes of CREATE TABLE, ALTER
// TABLE … ADD … UNIQUE / PRIMARY KEY and CREATE UNIQUE INDEX.
type Schema struct {
	// Unique maps a table (its last name part, lower-cased) to its unique
	// keys, each a set of column names.
	Unique map[string][][]string
	// Shifted maps a table to the columns some UPDATE of the module shifts
	// by arithmetic on themselves (SET pos = pos + 1, SET id = -(id - 1)):
	// with the column in a unique key, the table is a list kept in order
	// by that position (Position).
	Shifted map[string]map[string]bool
}

// Position reports whether column col of table is a position: a column
// of one of its unique keys that the module's statements renumber (SET
// pos = pos + 1, SET id = -(id - 1)), so a row's key names a place in an
// ordered list, not an entity. A row inserted at a position the service
// computes is an append; a write keyed by a position may meet another
// row once the list moved.
func (s *Schema) Position(table, col string) bool {
	if s == nil {
		return false
	}
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	table = strings.ToLower(table)
	if !s.Shifted[table][col] {
		return false
	}
	for _, k := range s.Unique[table] {
		if slices.Contains(k, col) {
			return true
		}
	}
	return false
}

// noteShifts records the columns the UPDATE statements of text shift by
// arithmetic on themselves (Shifted).
func (s *Schema) noteShifts(text string) {
	for _, st := range Parse(text) {
		if st.Kind != Update || st.Table == "" {
			continue
		}
		t := st.Table
		if i := strings.LastIndexByte(t, '.'); i >= 0 {
			t = t[i+1:]
		}
		for _, a := range st.Sets {
			if (a.Increment || a.KeyShift) && !a.Toggle {
				// a shift by arithmetic (pos = pos + 1, id = -(id - 1)); a
				// value merely reading itself (email = COALESCE($2, email))
				// is a patch, no renumbering
				if s.Shifted == nil {
					s.Shifted = map[string]map[string]bool{}
				}
				if s.Shifted[t] == nil {
					s.Shifted[t] = map[string]bool{}
				}
				s.Shifted[t][a.Column] = true
			}
		}
	}
}

// HasUniqueKeyIn reports whether some unique key of table has all its
// columns among cols (a plain INSERT of those columns then fails on a
// duplicate instead of adding a second row).
func (s *Schema) HasUniqueKeyIn(table string, cols []string) bool {
	return s.UniqueKeyIn(table, cols) != nil
}

// UniqueKeyIn returns the columns of the first unique key of table that
// has all its columns among cols, or nil.
func (s *Schema) UniqueKeyIn(table string, cols []string) []string {
	if s == nil {
		return nil
	}
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	in := map[string]bool{}
	for _, c := range cols {
		in[c] = true
	}
	for _, key := range s.Unique[table] {
		all := len(key) > 0
		for _, c := range key {
			if !in[c] {
				all = false
				break
			}
		}
		if all {
			return key
		}
	}
	return nil
}

// UniqueKeys returns the unique keys of table (its last name part).
func (s *Schema) UniqueKeys(table string) [][]string {
	if s == nil {
		return nil
	}
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	return s.Unique[strings.ToLower(table)]
}

// With returns s with the unique keys keys added to table (s is not
// modified; a nil s is an empty schema).
func (s *Schema) With(table string, keys [][]string) *Schema {
	out := &Schema{Unique: map[string][][]string{}}
	if s != nil {
		for t, ks := range s.Unique {
			out.Unique[t] = append([][]string(nil), ks...)
		}
	}
	for _, k := range keys {
		out.Add(table, k...)
	}
	return out
}

// ParseSchema reads the unique keys declared in DDL text.
func ParseSchema(text string, into *Schema) {
	if into.Unique == nil {
		into.Unique = map[string][][]string{}
	}
	parseDDL(stripTemplates(text), into, 0)
}

// maxDoDepth bounds the DO blocks read inside DO blocks.
const maxDoDepth = 2

// parseDDL reads the statements of text. The body of a DO block
// (PL/pgSQL: `IF NOT EXISTS (…) THEN ALTER TABLE … ADD CONSTRAINT …
// UNIQUE (…); END IF;`) is read too, each of its statements from the
// CREATE or ALTER in it.
func parseDDL(text string, into *Schema, depth int) {
	toks := lex(text)
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tOp && toks[i].text == ";") {
			continue
		}
		if i > start {
			p := newParser(toks[start:i])
			hi := i - start
			switch {
			case p.kw(0, hi, "DO"):
				if depth < maxDoDepth {
					for _, t := range p.t {
						if body, ok := dollarBody(t); ok {
							parseDDL(body, into, depth+1)
						}
					}
				}
			case depth > 0:
				for k := 0; k < hi; k = p.next0(k, hi) {
					if p.kwAny(k, hi, "CREATE", "ALTER") {
						newParser(p.t[k:hi]).ddl(into)
						break
					}
				}
			default:
				p.ddl(into)
			}
		}
		start = i + 1
	}
}

// dollarBody: the text of a dollar-quoted string token ($$…$$, $x$…$x$).
func dollarBody(t token) (string, bool) {
	if t.kind != tString || !strings.HasPrefix(t.text, "$") {
		return "", false
	}
	end := strings.IndexByte(t.text[1:], '$')
	if end < 0 {
		return "", false
	}
	tag := t.text[:end+2]
	if len(t.text) < 2*len(tag) || !strings.HasSuffix(t.text, tag) {
		return "", false
	}
	return t.text[len(tag) : len(t.text)-len(tag)], true
}

// stripTemplates removes the Go template actions of a migration rendered
// before it runs ({{ index .Options "Namespace" }}.users): an action
// qualifying a name goes with its dot, any other becomes a placeholder
// name.
func stripTemplates(text string) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(text[i+2:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(text[:i])
		text = text[i+2+j+2:]
		if strings.HasPrefix(text, ".") {
			text = text[1:]
		} else {
			b.WriteString("tmpl")
		}
	}
	b.WriteString(text)
	return b.String()
}

func (s *Schema) add(table string, cols []string) {
	if table == "" || len(cols) == 0 {
		return
	}
	s.Unique[table] = append(s.Unique[table], cols)
}

// rename applies ALTER TABLE table RENAME … (from i: TO new, or [COLUMN]
// old TO new) to the keys read so far: migrations rename what earlier
// ones created (fider's idea_tags, keyed by (tag_id, idea_id), became
// post_tags keyed by (tag_id, post_id)).
func (s *Schema) rename(p *parser, table string, i, hi int) {
	if p.kw(i, hi, "TO") {
		if _, to, _, ok := p.qualName(i+1, hi); ok && to != table {
			// the renamed table replaces any of that name (SQLite's
			// rebuild: create t_tmp, copy, drop t, rename t_tmp to t)
			s.Unique[to] = s.Unique[table]
			delete(s.Unique, table)
			if sh := s.Shifted[table]; sh != nil {
				delete(s.Shifted, table)
				s.Shifted[to] = sh
			}
		}
		return
	}
	if p.kw(i, hi, "COLUMN") {
		i++
	}
	if !p.isName(i, hi) || !p.kw(i+1, hi, "TO") || !p.isName(i+2, hi) {
		return
	}
	from, to := norm(p.t[i].text), norm(p.t[i+2].text)
	for _, k := range s.Unique[table] {
		for j, c := range k {
			if c == from {
				k[j] = to
			}
		}
	}
	if sh := s.Shifted[table]; sh[from] {
		delete(sh, from)
		sh[to] = true
	}
}

// nameList reads "(a, b, c)" at i (expressions are skipped).
func (p *parser) nameList(i, hi int) []string {
	if !p.op(i, hi, "(") {
		return nil
	}
	c := p.close(i, hi)
	var out []string
	for _, part := range p.split(i+1, c) {
		if _, last, end, ok := p.qualName(part[0], part[1]); ok && (end == part[1] || p.kwAny(end, part[1], "ASC", "DESC", "NULLS", "COLLATE")) {
			out = append(out, last)
		} else {
			return nil // an expression index: not a plain column key
		}
	}
	return out
}

// liveRows: the predicate of a partial unique index, tokens lo..hi, is a
// conjunction of `c IS NULL` (a soft-delete marker a new row leaves
// unset) and of conditions on the key's own columns (cols) alone (`c IS
// NOT NULL`, `trim(c) <> ”`, `c !~ '^[0-9 ]*$'`: an empty key never
// conflicts), possibly parenthesised, with a trailing ';' at most. A
// condition on another column (WHERE done = false) holds the key only
// for some states of the row: not kept.
func (p *parser) liveRows(lo, hi int, cols []string) bool {
	for hi > lo && p.op(hi-1, hi, ";") {
		hi--
	}
	for lo < hi && p.op(lo, hi, "(") && p.close(lo, hi) == hi-1 {
		lo, hi = lo+1, hi-1
	}
	if lo >= hi {
		return false
	}
	start := lo
	for i := lo; i <= hi; i = p.next0(i, hi) {
		if i < hi && !p.kw(i, hi, "AND") {
			if p.kw(i, hi, "OR") {
				return false
			}
			continue
		}
		if !p.keyAtom(start, i, cols) {
			return false
		}
		start = i + 1
		if i == hi {
			break
		}
	}
	return true
}

// predicateWords are the SQL words of a condition that name no column.
var predicateWords = map[string]bool{"NOT": true, "IS": true, "NULL": true, "TRUE": true, "FALSE": true,
	"LIKE": true, "ILIKE": true, "SIMILAR": true, "TO": true, "IN": true, "BETWEEN": true, "ESCAPE": true,
	"COLLATE": true, "DISTINCT": true, "FROM": true, "ANY": true, "ALL": true}

// keyAtom: one condition of a partial index's predicate, tokens lo..hi:
// `c IS NULL`, or one that names only key columns (cols).
func (p *parser) keyAtom(lo, hi int, cols []string) bool {
	for lo < hi && p.op(lo, hi, "(") && p.close(lo, hi) == hi-1 {
		lo, hi = lo+1, hi-1
	}
	if p.isName(lo, hi) && p.kw(lo+1, hi, "IS") && p.kw(lo+2, hi, "NULL") && lo+3 == hi {
		return true
	}
	named := false
	for i := lo; i < hi; i++ {
		if !p.isName(i, hi) || p.op(i+1, hi, "(") || p.op(i-1, hi, "::") {
			continue // a function's name, a type cast's type
		}
		if p.t[i].kind == tIdent && predicateWords[strings.ToUpper(p.t[i].text)] {
			continue
		}
		if p.op(i+1, hi, ".") {
			continue // a qualifier
		}
		if !slices.Contains(cols, strings.ToLower(strings.Trim(p.t[i].text, `"`+"`"))) {
			return false
		}
		named = true
	}
	return named
}

func (p *parser) ddl(s *Schema) {
	hi := len(p.t)
	switch {
	case p.kw(0, hi, "CREATE") && p.kw(1, hi, "TABLE"):
		i := 2
		if p.kw(i, hi, "IF") && p.kw(i+1, hi, "NOT") && p.kw(i+2, hi, "EXISTS") {
			i += 3
		}
		_, table, end, ok := p.qualName(i, hi)
		if !ok || !p.op(end, hi, "(") {
			return
		}
		c := p.close(end, hi)
		for _, part := range p.split(end+1, c) {
			lo, phi := part[0], part[1]
			if p.kw(lo, phi, "CONSTRAINT") {
				lo += 2
			}
			switch {
			case p.kw(lo, phi, "PRIMARY") && p.kw(lo+1, phi, "KEY"):
				s.add(table, p.nameList(lo+2, phi))
			case p.kw(lo, phi, "UNIQUE"):
				j := lo + 1
				if p.kw(j, phi, "KEY") || p.kw(j, phi, "INDEX") {
					j++
				}
				if p.isName(j, phi) && !p.op(j, phi, "(") {
					j++ // MySQL: UNIQUE KEY name (cols)
				}
				s.add(table, p.nameList(j, phi))
			case p.isName(lo, phi) && !p.kwAny(lo, phi, "FOREIGN", "CHECK", "KEY", "INDEX", "EXCLUDE"):
				col := norm(p.t[lo].text)
				for j := lo + 1; j < phi; j = p.next0(j, phi) {
					if (p.kw(j, phi, "PRIMARY") && p.kw(j+1, phi, "KEY")) || p.kw(j, phi, "UNIQUE") {
						s.add(table, []string{col})
						break
					}
				}
			}
		}
	case p.kw(0, hi, "ALTER") && p.kw(1, hi, "TABLE"):
		i := 2
		if p.kw(i, hi, "IF") && p.kw(i+1, hi, "EXISTS") {
			i += 2
		}
		if p.kw(i, hi, "ONLY") {
			i++
		}
		_, table, end, ok := p.qualName(i, hi)
		if !ok {
			return
		}
		if p.kw(end, hi, "RENAME") {
			s.rename(p, table, end+1, hi)
			return
		}
		for j := end; j < hi; j = p.next0(j, hi) {
			if p.kw(j, hi, "PRIMARY") && p.kw(j+1, hi, "KEY") {
				s.add(table, p.nameList(j+2, hi))
			} else if p.kw(j, hi, "UNIQUE") && p.kw(j-1, hi, "ADD") || p.kw(j, hi, "UNIQUE") && p.isName(j-1, hi) && p.kw(j-2, hi, "CONSTRAINT") {
				s.add(table, p.nameList(j+1, hi))
			}
		}
	case p.kw(0, hi, "CREATE") && p.kw(1, hi, "UNIQUE") && p.kw(2, hi, "INDEX"):
		for j := 3; j < hi; j++ {
			if !p.kw(j, hi, "ON") {
				continue
			}
			k := j + 1
			if p.kw(k, hi, "ONLY") {
				k++
			}
			_, table, end, ok := p.qualName(k, hi)
			if !ok {
				return
			}
			if p.kw(end, hi, "USING") {
				end += 2
			}
			cols := p.nameList(end, hi)
			// a partial index (… WHERE …) holds only for some rows: kept
			// when those are the rows a new insert makes (WHERE deleted_at
			// IS NULL: live rows) or every row it could conflict on (WHERE
			// name IS NOT NULL, name a key column: NULLs never conflict)
			for w := end; w < hi; w = p.next0(w, hi) {
				if p.kw(w, hi, "WHERE") {
					if !p.liveRows(w+1, hi, cols) {
						return
					}
					break
				}
			}
			s.add(table, cols)
			return
		}
	}
}

// Limits of the schema scan: files and bytes read in one module, and Go
// files whose imports are read for the Go schema readers.
const (
	maxSchemaFiles = 400
	maxSchemaBytes = 8 << 20
	maxGoFiles     = 4000
	maxGoDDLBytes  = 64 << 20 // Go source read for DDL in string literals
)

// sqlReads counts the .sql files one walk of a module reads, within
// maxSchemaFiles and maxSchemaBytes.
type sqlReads struct{ files, bytes int }

// read returns the contents of the .sql file at path (ok false when it
// cannot be read); stop once the walk has read its share.
func (r *sqlReads) read(path string) (b []byte, ok, stop bool) {
	if r.files >= maxSchemaFiles || r.bytes >= maxSchemaBytes {
		return nil, false, true
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, false, false
	}
	r.files++
	r.bytes += len(b)
	return b, true, false
}

// Add records a unique key (columns) of table (its last name part is used,
// lower-cased), for a GoSchemaReader.
func (s *Schema) Add(table string, cols ...string) {
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	lc := make([]string, len(cols))
	for i, c := range cols {
		lc[i] = strings.ToLower(c)
	}
	s.add(strings.ToLower(table), lc)
}

// A GoSchemaReader reads the unique keys a Go file declares with a
// library's schema DSL (an ent schema's Fields and Indexes). Files are
// given to Read only when they import Import.
type GoSchemaReader struct {
	Import string
	Read   func(f *ast.File, into *Schema)
}

var schemas sync.Map // module root (+ readers) → *Schema

// SchemaFor returns the schema declared by the .sql files of the module
// containing dir (migrations, sqlc schema files), its gobuffalo/fizz
// migrations (ParseFizz), and by its Go files that
// import a reader's package, read once per module; nil when there is none.
// The readers must be the same on every call of a process (the model's).
func SchemaFor(dir string, readers ...GoSchemaReader) *Schema {
	root := sourceRoot(dir)
	if root == "" {
		return nil
	}
	cacheKey := root
	for _, r := range readers {
		cacheKey += "\x00" + r.Import
	}
	if v, ok := schemas.Load(cacheKey); ok {
		return v.(*Schema)
	}
	s := &Schema{Unique: map[string][][]string{}}
	var reads sqlReads
	fizz := fizzNames{}
	goFiles, goBytes := 0, 0
	walkModule(root, func(path string) error {
		if strings.HasSuffix(path, ".go") {
			if strings.HasSuffix(path, "_test.go") || goFiles >= maxGoFiles {
				return nil
			}
			goFiles++
			if len(readers) > 0 {
				readGoSchema(path, readers, s)
			}
			if goBytes < maxGoDDLBytes {
				goBytes += readGoDDL(path, s)
			}
			return nil
		}
		if strings.HasSuffix(path, ".fizz") && !strings.HasSuffix(path, ".down.fizz") {
			b, ok, stop := reads.read(path)
			if stop {
				return filepath.SkipAll
			}
			if ok {
				ParseFizz(string(b), s, fizz)
			}
			return nil
		}
		if !strings.HasSuffix(path, ".sql") || strings.HasSuffix(path, ".down.sql") {
			return nil
		}
		b, ok, stop := reads.read(path)
		if stop {
			return filepath.SkipAll
		}
		if !ok {
			return nil
		}
		ParseSchema(string(b), s)
		if containsFold(b, "update ") {
			s.noteShifts(string(b))
		}
		return nil
	})
	if len(s.Unique) == 0 {
		s = nil
	}
	v, _ := schemas.LoadOrStore(cacheKey, s)
	return v.(*Schema)
}

// readGoDDL parses the DDL in the string literals of the Go file at path
// (a service that creates its tables at startup: const createTables =
// `CREATE TABLE IF NOT EXISTS user_phone (… PRIMARY KEY (user_id,
// phone_number))`), and notes the columns their UPDATE statements shift
// (Shifted). It returns the bytes it read.
func readGoDDL(path string, into *Schema) int {
	b, err := os.ReadFile(path)
	ddl := err == nil && (containsFold(b, "create table") || containsFold(b, "create unique index"))
	shifts := err == nil && containsFold(b, "update ") && containsFold(b, " set ")
	if !ddl && !shifts {
		return len(b)
	}
	fset := gotoken.NewFileSet()
	var sc goscanner.Scanner
	sc.Init(fset.AddFile(path, -1, len(b)), b, nil, 0)
	for {
		_, tok, lit := sc.Scan()
		if tok == gotoken.EOF {
			break
		}
		if tok != gotoken.STRING {
			continue
		}
		low := strings.ToLower(lit)
		isDDL := ddl && strings.Contains(low, "create ")
		isShift := shifts && strings.Contains(low, "update ") && strings.Contains(low, " set ")
		if !isDDL && !isShift {
			continue
		}
		if text, err := strconv.Unquote(lit); err == nil {
			if isDDL {
				ParseSchema(text, into)
			}
			if isShift {
				into.noteShifts(text)
			}
		}
	}
	return len(b)
}

// containsFold: b contains s, in any case (s lower case, starting with a
// letter), without copying b: every Go file of the module passes here.
func containsFold(b []byte, s string) bool {
	n := len(s)
	for i := 0; i+n <= len(b); i++ {
		if b[i]|0x20 == s[0] && bytes.EqualFold(b[i:i+n], []byte(s)) {
			return true
		}
	}
	return false
}

// readGoSchema gives the Go file at path to the readers whose package it imports.
func readGoSchema(path string, readers []GoSchemaReader, into *Schema) {
	fset := gotoken.NewFileSet()
	f, err := goparser.ParseFile(fset, path, nil, goparser.ImportsOnly)
	if err != nil {
		return
	}
	var use []GoSchemaReader
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		for _, r := range readers {
			if p == r.Import {
				use = append(use, r)
			}
		}
	}
	if len(use) == 0 {
		return
	}
	if f, err = goparser.ParseFile(fset, path, nil, goparser.SkipObjectResolution); err != nil {
		return
	}
	for _, r := range use {
		r.Read(f, into)
	}
}

// sourceRoot: the root whose files describe dir's module: the module
// root, or for a GOPATH tree of test fixtures the top directory under src.
func sourceRoot(dir string) string {
	if i := strings.LastIndex(filepath.ToSlash(dir), "/testdata/src/"); i >= 0 {
		rest := filepath.ToSlash(dir)[i+len("/testdata/src/"):]
		first, _, _ := strings.Cut(rest, "/")
		return filepath.Join(dir[:i], "testdata", "src", first)
	}
	return moduleRoot(dir)
}

// walkModule calls visit with the path of each file under root, skipping
// hidden, vendor, node_modules and testdata directories and nested
// modules; visit returns filepath.SkipAll to stop.
func walkModule(root string, visit func(path string) error) {
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || name == "vendor" || name == "node_modules" || name == "testdata") {
				return filepath.SkipDir
			}
			if path != root {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			return nil
		}
		return visit(path)
	})
}

// moduleRoot: the nearest directory at or above dir with a go.mod.
func moduleRoot(dir string) string {
	if dir == "" {
		return ""
	}
	for d := filepath.Clean(dir); ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}
