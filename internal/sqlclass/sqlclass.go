// Package sqlclass is a small, dependency-free classifier for SQL statement
// strings found as constants in Go code. It understands enough of the
// Postgres, MySQL and SQLite dialects to tell what kind of statement a string
// holds, which table it targets, and the details that matter for idempotency
// analysis: upsert clauses, SET assignments that increment a column,
// row locks, WHERE equality columns and placeholders.
//
// It is not a validating SQL parser. It never panics, is deterministic, and
// runs in time roughly linear in the input size.
package sqlclass

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the kind of a SQL statement.
type Kind int

// Statement kinds.
const (
	Unknown Kind = iota
	Select
	Insert
	Update
	Delete
	Merge // MERGE INTO
	Other // DDL, BEGIN, SET, etc.
)

var kindNames = [...]string{"Unknown", "Select", "Insert", "Update", "Delete", "Merge", "Other"}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Stmt describes one classified SQL statement.
type Stmt struct {
	Kind Kind
	// Table is the target table (INSERT INTO t / UPDATE t / DELETE FROM t /
	// MERGE INTO t / first FROM table of SELECT), lower-cased, quotes
	// stripped, schema qualification kept as "schema.t". Whitespace inside a
	// quoted name is replaced by '_', so Table never contains spaces.
	Table string
	// Alias is the target table's alias (UPDATE t AS x, INSERT INTO t AS x,
	// DELETE FROM t x, MERGE INTO t x), lower-cased; empty if none.
	Alias string
	// Columns is the INSERT column list (or MySQL INSERT ... SET columns, or
	// the MERGE ... WHEN NOT MATCHED THEN INSERT column list), lower-cased.
	Columns []string
	// Literals: for an INSERT … VALUES, whether the first row gives column
	// i a literal constant ('x', 42, TRUE) rather than a placeholder or an
	// expression; nil without VALUES.
	Literals []bool
	// FromSelect reports INSERT ... SELECT (the rows come from a query).
	FromSelect bool
	// IfAbsent: an INSERT ... SELECT whose rows are selected only when a
	// NOT EXISTS probe finds no matching row — in its own WHERE, or in a
	// CTE of the statement (WITH should AS (SELECT NOT EXISTS (…)) …
	// INSERT … SELECT … WHERE (SELECT … FROM should)) that its WHERE
	// reads: a repeat of the same statement inserts nothing.
	IfAbsent bool
	// OnConflict: Postgres/SQLite ON CONFLICT, MySQL ON DUPLICATE KEY
	// UPDATE, INSERT IGNORE, INSERT OR IGNORE / OR REPLACE, REPLACE INTO.
	OnConflict bool
	// DoNothing: ON CONFLICT ... DO NOTHING, INSERT IGNORE, INSERT OR IGNORE
	// (and MERGE ... THEN DO NOTHING).
	DoNothing bool
	// ConflictTarget holds the ON CONFLICT (a, b) columns, lower-cased;
	// "ON CONSTRAINT name" yields []string{"constraint:name"}. Expression
	// targets are rendered as compact lower-cased text, e.g. "lower(email)".
	ConflictTarget []string
	// Returning reports a RETURNING clause.
	Returning bool
	// Sets holds UPDATE ... SET assignments, and ON CONFLICT DO UPDATE SET /
	// ON DUPLICATE KEY UPDATE / MERGE ... UPDATE SET assignments.
	Sets []Assign
	// Where holds the columns compared with = to a placeholder or literal in
	// the WHERE clause (sub-selects excluded), lower-cased, without
	// qualifier, de-duplicated, in order of appearance.
	Where []string
	// ForUpdate reports a row lock: FOR UPDATE / FOR NO KEY UPDATE /
	// FOR SHARE / FOR KEY SHARE / LOCK IN SHARE MODE.
	ForUpdate bool
	// Exists reports an existence/count probe: SELECT EXISTS(...),
	// SELECT NOT EXISTS(...), SELECT 1 ..., SELECT COUNT(...).
	Exists bool
	// Placeholders is the number of distinct placeholders. Every '?' is a
	// distinct positional placeholder; $1, ?1, :name, @name and $name are
	// counted once per distinct spelling.
	Placeholders int
}

// Assign is one SET assignment.
type Assign struct {
	Column string // lower-cased, without qualifier
	// Increment: the value reads the column itself arithmetically (+ - * / %
	// or ||): col = col + x, col = col - $1, col = "col" + 1,
	// col = coalesce(col,0) + $1, col = t.col + 1,
	// col = excluded.col + t.col (in DO UPDATE), col = col + VALUES(col).
	Increment bool
	// SelfRef: the value references the column itself in any way, e.g.
	// col = greatest(col, $1) or col = NOT col. Implied by Increment.
	SelfRef bool
	// Constant: the value is a literal, NULL, DEFAULT, or a single
	// placeholder (possibly cast), so re-running the assignment is harmless.
	Constant bool
	// Toggle: the value is the column negated (col = NOT col): a repeat
	// flips it back.
	Toggle bool
	// KeyShift: the column is the row's key and the value moves it by
	// arithmetic on itself (id = id + 1, id = -id, id = -(id - 1)): a
	// renumbering, which Increment does not count.
	KeyShift bool
	// Literal: the value is a literal (a string, a number, TRUE, FALSE,
	// NULL, DEFAULT), not a placeholder.
	Literal bool
	// Param: the value is placeholder number Param ($2 → 2; the n-th ?),
	// possibly cast; 0 when it is not a single placeholder.
	Param int
}

// IsWrite reports whether the statement modifies data (Insert, Update,
// Delete, Merge).
func (s Stmt) IsWrite() bool {
	switch s.Kind {
	case Insert, Update, Delete, Merge:
		return true
	}
	return false
}

// HasIncrement reports whether any SET assignment is an increment.
func (s Stmt) HasIncrement() bool {
	for _, a := range s.Sets {
		if a.Increment && !versionColumn(a.Column) && !attemptColumn(a.Column) {
			return true
		}
	}
	return false
}

// versionColumn: a column an optimistic lock bumps on every write
// (version = version + 1): it counts writes, no business value, and a
// repeat of a setter bumping it leaves the row's data the same.
func versionColumn(c string) bool {
	switch c {
	case "version", "revision", "rev", "lock_version", "row_version", "record_version", "generation":
		return true
	}
	return false
}

// HasToggle reports whether any SET assignment negates its column.
func (s Stmt) HasToggle() bool {
	for _, a := range s.Sets {
		if a.Toggle {
			return true
		}
	}
	return false
}

// attemptColumn: a counter of failed attempts or retries
// (failed_login_count, delivery_attempts, retry_count): it counts tries,
// each of which did happen, for a lockout or a backoff, not a business
// value (issue 22 kind 5).
func attemptColumn(c string) bool {
	return attemptName.MatchString(c)
}

var attemptName = regexp.MustCompile(`(?i)(^|_)(fail|failed|failure|failures|attempt|attempts|retry|retries|tries)(_|$)`)

// IsUpsert reports an INSERT with any kind of conflict handling, or a MERGE.
func (s Stmt) IsUpsert() bool {
	return (s.Kind == Insert && s.OnConflict) || s.Kind == Merge
}

// maxCTEDepth bounds recursion into nested WITH bodies, which keeps the
// total work linear-ish even for adversarial nesting.
const maxCTEDepth = 16

// Parse splits s into statements on top-level ';' (not inside quotes,
// dollar-quotes or comments) and classifies each. Empty statements are
// skipped. CTEs (WITH x AS (...) INSERT/UPDATE/DELETE/SELECT ...) are
// classified by their main statement; data-modifying CTEs
// (WITH ins AS (INSERT ...) SELECT ...) also yield the inner statement as its
// own Stmt, placed after the main statement.
func Parse(s string) []Stmt {
	toks := lex(s)
	var out []Stmt
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].kind == tOp && toks[i].text == ";") {
			continue
		}
		if i > start {
			p := newParser(toks[start:i])
			out = p.parse(0, len(p.t), 0, out)
		}
		start = i + 1
	}
	return out
}

type parser struct {
	t     []token
	match []int // for '(' and ')': index of the partner; unmatched '(' -> len(t); others -1
}

func newParser(t []token) *parser {
	m := make([]int, len(t))
	var stack []int
	for i, tk := range t {
		m[i] = -1
		if tk.kind != tOp || len(tk.text) != 1 {
			continue
		}
		switch tk.text[0] {
		case '(':
			stack = append(stack, i)
		case ')':
			if len(stack) > 0 {
				o := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				m[o] = i
				m[i] = o
			}
		}
	}
	for _, o := range stack {
		m[o] = len(t)
	}
	return &parser{t: t, match: m}
}

// ---- token helpers ----

func (p *parser) kw(i, hi int, word string) bool {
	return i >= 0 && i < hi && p.t[i].kind == tIdent && strings.EqualFold(p.t[i].text, word)
}

func (p *parser) kwAny(i, hi int, words ...string) bool {
	if i < 0 || i >= hi || p.t[i].kind != tIdent {
		return false
	}
	for _, w := range words {
		if strings.EqualFold(p.t[i].text, w) {
			return true
		}
	}
	return false
}

func (p *parser) op(i, hi int, s string) bool {
	return i >= 0 && i < hi && p.t[i].kind == tOp && p.t[i].text == s
}

func (p *parser) isName(i, hi int) bool {
	return i >= 0 && i < hi && (p.t[i].kind == tIdent || p.t[i].kind == tQIdent)
}

// close returns the index of the ')' matching the '(' at i, clamped to hi.
func (p *parser) close(i, hi int) int {
	if m := p.match[i]; m >= 0 && m < hi {
		return m
	}
	return hi
}

// next0 returns the index of the next token at the same nesting depth as i:
// a parenthesised group starting at i is skipped as a whole.
func (p *parser) next0(i, hi int) int {
	if p.op(i, hi, "(") {
		if c := p.close(i, hi); c < hi {
			return c + 1
		}
		return hi
	}
	return i + 1
}

// isQueryStart reports whether the token at i starts a sub-query.
func (p *parser) isQueryStart(i, hi int) bool {
	return p.kwAny(i, hi, "SELECT", "WITH", "VALUES", "TABLE")
}

// split splits [lo,hi) on depth-0 commas.
func (p *parser) split(lo, hi int) [][2]int {
	var out [][2]int
	start := lo
	for i := lo; i < hi; i = p.next0(i, hi) {
		if p.op(i, hi, ",") {
			out = append(out, [2]int{start, i})
			start = i + 1
		}
	}
	if start < hi {
		out = append(out, [2]int{start, hi})
	}
	return out
}

// norm lower-cases an identifier and replaces whitespace by '_'.
func norm(s string) string {
	simple := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || (c >= 'A' && c <= 'Z') || isSpaceByte(c) {
			simple = false
			break
		}
	}
	if simple {
		return s
	}
	s = strings.ToLower(s)
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return '_'
		}
		return r
	}, s)
}

// qualName reads a possibly qualified name a.b.c starting at i. It returns
// the normalized qualifier ("a.b"), the normalized last part ("c") and the
// index after the name. ok is false if there is no name at i.
func (p *parser) qualName(i, hi int) (qual, last string, end int, ok bool) {
	if !p.isName(i, hi) {
		return "", "", i, false
	}
	last = norm(p.t[i].text)
	end = i + 1
	for p.op(end, hi, ".") && p.isName(end+1, hi) {
		if qual == "" {
			qual = last
		} else {
			qual += "." + last
		}
		last = norm(p.t[end+1].text)
		end += 2
	}
	return qual, last, end, true
}

func joinName(qual, last string) string {
	if qual == "" {
		return last
	}
	return qual + "." + last
}

// ---- statements ----

// otherKeywords start statements classified as Other.
var otherKeywords = map[string]bool{
	"CREATE": true, "ALTER": true, "DROP": true, "TRUNCATE": true, "RENAME": true,
	"BEGIN": true, "START": true, "COMMIT": true, "ROLLBACK": true, "END": true, "ABORT": true,
	"SAVEPOINT": true, "RELEASE": true, "SET": true, "RESET": true, "SHOW": true,
	"GRANT": true, "REVOKE": true, "LOCK": true, "UNLOCK": true, "VACUUM": true, "ANALYZE": true,
	"ANALYSE": true, "EXPLAIN": true, "DESCRIBE": true, "DESC": true, "COPY": true,
	"PRAGMA": true, "ATTACH": true, "DETACH": true, "USE": true, "CALL": true, "DO": true,
	"LISTEN": true, "NOTIFY": true, "UNLISTEN": true, "PREPARE": true, "EXECUTE": true,
	"DEALLOCATE": true, "DECLARE": true, "FETCH": true, "CLOSE": true, "MOVE": true,
	"COMMENT": true, "REINDEX": true, "CLUSTER": true, "REFRESH": true, "DISCARD": true,
	"CHECKPOINT": true, "OPTIMIZE": true, "REPAIR": true, "FLUSH": true, "KILL": true,
	"LOAD": true, "IMPORT": true, "SECURITY": true, "HANDLER": true, "CHECKSUM": true,
	"CHECK": true, "INSTALL": true, "UNINSTALL": true, "XA": true, "SECURITY_LABEL": true,
}

func isOtherKeyword(s string) bool {
	if len(s) > 16 {
		return false
	}
	var buf [16]byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		buf[i] = c
	}
	return otherKeywords[string(buf[:len(s)])]
}

// parse classifies the statement in [lo,hi) and appends to out the main
// statement followed by the data-modifying statements found in its CTEs.
func (p *parser) parse(lo, hi, depth int, out []Stmt) []Stmt {
	if lo >= hi {
		return out
	}
	var inner []Stmt
	i := lo
	for p.op(i, hi, "(") {
		i++
	}
	if p.kw(i, hi, "WITH") {
		i, inner = p.ctes(i+1, hi, depth)
	}
	st := p.dispatch(i, hi)
	st.Placeholders = p.countParams(lo, hi)
	if st.Kind == Insert && st.FromSelect {
		st.IfAbsent = p.ifAbsent(lo, i, hi)
	}
	out = append(out, st)
	return append(out, inner...)
}

// ifAbsent: the INSERT … SELECT in [main,hi) has a WHERE that holds NOT
// EXISTS itself or names a CTE (in [lo,main)) whose body holds NOT EXISTS,
// probing a table for a row (NOT EXISTS (SELECT 1 FROM t WHERE key = $1)).
// A NOT EXISTS reading no table, only values of the statement's CTEs (the
// subscriber is not blocklisted, a count is under a limit), is a
// condition, not a dedupe.
func (p *parser) ifAbsent(lo, main, hi int) bool {
	// the statement's CTE names (an INSERT in a CTE reads its siblings)
	ctes := map[string]bool{}
	for k := 0; k+2 < len(p.t); k++ {
		if p.isName(k, len(p.t)) && p.kw(k+1, len(p.t), "AS") && p.op(k+2, len(p.t), "(") {
			ctes[norm(p.t[k].text)] = true
		}
	}
	notExists := func(a, b int) bool {
		for k := a; k+2 < b; k++ {
			if !p.kw(k, b, "NOT") || !p.kw(k+1, b, "EXISTS") || !p.op(k+2, b, "(") {
				continue
			}
			c := p.close(k+2, b)
			for f := k + 3; f+1 < c; f++ {
				if p.kw(f, c, "FROM") && p.isName(f+1, c) && !ctes[norm(p.t[f+1].text)] {
					return true
				}
			}
		}
		return false
	}
	where := -1
	for k := main; k < hi; k++ {
		if p.kw(k, hi, "WHERE") {
			where = k
			break
		}
	}
	if where < 0 {
		return false
	}
	end := hi
	for k := where + 1; k < hi; k++ {
		if p.kw(k, hi, "ON") && p.kw(k+1, hi, "CONFLICT") || p.kw(k, hi, "RETURNING") {
			end = k
			break
		}
	}
	if notExists(where, end) {
		return true
	}
	// CTEs: name AS [NOT] [MATERIALIZED] ( body ) whose body probes absence
	probes := map[string]bool{}
	for k := lo; k < main; k++ {
		if !p.isName(k, main) || !p.kw(k+1, main, "AS") {
			continue
		}
		b := k + 2
		for p.kwAny(b, main, "NOT", "MATERIALIZED") {
			b++
		}
		if !p.op(b, main, "(") {
			continue
		}
		c := p.close(b, main)
		if notExists(b, c) {
			probes[norm(p.t[k].text)] = true
		}
		k = c
	}
	if len(probes) == 0 {
		return false
	}
	for k := where + 1; k < end; k++ {
		if p.isName(k, end) && probes[norm(p.t[k].text)] {
			return true
		}
	}
	return false
}

// ctes parses a WITH list starting at i (after WITH) and returns the index
// of the main statement and the data-modifying statements found.
func (p *parser) ctes(i, hi, depth int) (int, []Stmt) {
	var inner []Stmt
	if p.kw(i, hi, "RECURSIVE") {
		i++
	}
	for i < hi {
		if !p.isName(i, hi) {
			break
		}
		i++
		if p.op(i, hi, "(") { // column list
			i = p.next0(i, hi)
		}
		if !p.kw(i, hi, "AS") {
			break
		}
		i++
		if p.kw(i, hi, "NOT") {
			i++
		}
		if p.kw(i, hi, "MATERIALIZED") {
			i++
		}
		if !p.op(i, hi, "(") {
			break
		}
		c := p.close(i, hi)
		if depth < maxCTEDepth {
			for _, s := range p.parse(i+1, c, depth+1, nil) {
				if s.IsWrite() {
					inner = append(inner, s)
				}
			}
		}
		i = p.next0(i, hi)
		// Postgres SEARCH / CYCLE clauses: skip to the next ',' or main keyword.
		for i < hi && p.kwAny(i, hi, "SEARCH", "CYCLE") {
			for i < hi && !p.op(i, hi, ",") && !p.kwAny(i, hi, "SELECT", "INSERT", "UPDATE", "DELETE", "MERGE", "VALUES", "TABLE") {
				i = p.next0(i, hi)
			}
		}
		if !p.op(i, hi, ",") {
			break
		}
		i++
	}
	for p.op(i, hi, "(") {
		i++
	}
	return i, inner
}

func (p *parser) dispatch(i, hi int) Stmt {
	var st Stmt
	if i >= hi || p.t[i].kind != tIdent {
		return st
	}
	switch w := p.t[i].text; {
	case strings.EqualFold(w, "SELECT"), strings.EqualFold(w, "VALUES"), strings.EqualFold(w, "TABLE"):
		p.selectStmt(i, hi, &st)
	case strings.EqualFold(w, "INSERT"), strings.EqualFold(w, "REPLACE"):
		p.insertStmt(i, hi, &st)
	case strings.EqualFold(w, "UPDATE"):
		p.updateStmt(i, hi, &st)
	case strings.EqualFold(w, "DELETE"):
		p.deleteStmt(i, hi, &st)
	case strings.EqualFold(w, "MERGE"):
		p.mergeStmt(i, hi, &st)
	case isOtherKeyword(w):
		st.Kind = Other
	}
	return st
}

// clauseEnd returns the first depth-0 index in [lo,hi) that ends a WHERE or
// FROM clause.
func (p *parser) clauseEnd(lo, hi int) int {
	for i := lo; i < hi; i = p.next0(i, hi) {
		if p.op(i, hi, ")") || p.kwAny(i, hi, "GROUP", "ORDER", "LIMIT", "HAVING", "WINDOW", "OFFSET",
			"FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", "RETURNING", "LOCK", "QUALIFY", "ON") {
			return i
		}
	}
	return hi
}

// isLock reports a row-locking clause at i.
func (p *parser) isLock(i, hi int) bool {
	if p.kw(i, hi, "FOR") {
		return p.kwAny(i+1, hi, "UPDATE", "SHARE") ||
			(p.kw(i+1, hi, "NO") && p.kw(i+2, hi, "KEY")) ||
			(p.kw(i+1, hi, "KEY") && p.kw(i+2, hi, "SHARE"))
	}
	return p.kw(i, hi, "LOCK") && p.kw(i+1, hi, "IN") && p.kw(i+2, hi, "SHARE") && p.kw(i+3, hi, "MODE")
}

func (p *parser) selectStmt(i, hi int, st *Stmt) {
	st.Kind = Select
	if p.kw(i, hi, "TABLE") {
		if q, l, _, ok := p.qualName(i+1, hi); ok {
			st.Table = joinName(q, l)
		}
		return
	}
	if p.kw(i, hi, "VALUES") {
		return
	}
	j := i + 1
	for {
		switch {
		case p.kw(j, hi, "DISTINCT"):
			j++
			if p.kw(j, hi, "ON") && p.op(j+1, hi, "(") {
				j = p.next0(j+1, hi)
			}
			continue
		case p.kwAny(j, hi, "ALL", "SQL_CALC_FOUND_ROWS", "SQL_NO_CACHE", "STRAIGHT_JOIN", "HIGH_PRIORITY"):
			j++
			continue
		}
		break
	}
	switch {
	case p.kw(j, hi, "EXISTS") || (p.kw(j, hi, "NOT") && p.kw(j+1, hi, "EXISTS")):
		st.Exists = true
	case p.kw(j, hi, "COUNT") && p.op(j+1, hi, "("):
		st.Exists = true
	case j < hi && p.t[j].kind == tNumber && p.t[j].text == "1" &&
		(j+1 >= hi || p.t[j+1].kind == tIdent || p.op(j+1, hi, ")")):
		st.Exists = true
	}
	fromDone, whereDone := false, false
	for k := j; k < hi; k = p.next0(k, hi) {
		switch {
		case !fromDone && p.kw(k, hi, "FROM"):
			fromDone = true
			st.Table = p.fromTable(k+1, hi)
		case !whereDone && p.kw(k, hi, "WHERE"):
			whereDone = true
			st.Where = p.whereCols(k+1, p.clauseEnd(k+1, hi))
		case p.kwAny(k, hi, "UNION", "INTERSECT", "EXCEPT"):
			fromDone, whereDone = true, true
		case p.isLock(k, hi):
			st.ForUpdate = true
		}
	}
}

// fromTable returns the table named by the FROM item at i, or "" if the item
// is a sub-query or a function call.
func (p *parser) fromTable(i, hi int) string {
	for p.kwAny(i, hi, "ONLY", "LATERAL") {
		i++
	}
	q, l, end, ok := p.qualName(i, hi)
	if !ok || p.op(end, hi, "(") {
		return ""
	}
	return joinName(q, l)
}

// aliasAt reads an optional alias ([AS] name) at i and returns it with the
// index after it.
func (p *parser) aliasAt(i, hi int) (string, int) {
	if p.kw(i, hi, "AS") {
		if p.isName(i+1, hi) {
			return norm(p.t[i+1].text), i + 2
		}
		return "", i + 1
	}
	if i < hi && p.t[i].kind == tQIdent {
		return norm(p.t[i].text), i + 1
	}
	if i < hi && p.t[i].kind == tIdent && !isClauseWord(p.t[i].text) {
		return norm(p.t[i].text), i + 1
	}
	return "", i
}

var clauseWords = []string{
	"SET", "WHERE", "FROM", "USING", "JOIN", "INNER", "LEFT", "RIGHT", "FULL", "CROSS",
	"NATURAL", "STRAIGHT_JOIN", "ON", "RETURNING", "ORDER", "LIMIT", "GROUP", "HAVING",
	"UNION", "WINDOW", "OFFSET", "FETCH", "FOR", "VALUES", "VALUE", "DEFAULT", "SELECT",
	"WITH", "OUTER", "LATERAL", "PARTITION", "USE", "FORCE", "IGNORE", "INDEXED", "NOT",
	"WHEN", "OVERRIDING", "TABLESAMPLE", "INTERSECT", "EXCEPT",
}

func isClauseWord(s string) bool {
	for _, w := range clauseWords {
		if strings.EqualFold(s, w) {
			return true
		}
	}
	return false
}

func (p *parser) insertStmt(i, hi int, st *Stmt) {
	st.Kind = Insert
	if p.kw(i, hi, "REPLACE") {
		st.OnConflict = true
	}
	i++
	for {
		switch {
		case p.kwAny(i, hi, "LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY"):
			i++
			continue
		case p.kw(i, hi, "IGNORE"):
			st.OnConflict, st.DoNothing = true, true
			i++
			continue
		case p.kw(i, hi, "OR"):
			switch {
			case p.kw(i+1, hi, "IGNORE"):
				st.OnConflict, st.DoNothing = true, true
			case p.kw(i+1, hi, "REPLACE"):
				st.OnConflict = true
			}
			i += 2
			continue
		}
		break
	}
	if p.kw(i, hi, "INTO") {
		i++
	}
	q, l, end, ok := p.qualName(i, hi)
	if ok {
		st.Table = joinName(q, l)
		i = end
	}
	if p.kw(i, hi, "AS") && p.isName(i+1, hi) {
		st.Alias = norm(p.t[i+1].text)
		i += 2
	}
	if p.kw(i, hi, "PARTITION") && p.op(i+1, hi, "(") {
		i = p.next0(i+1, hi)
	}
	if p.op(i, hi, "(") && !p.isQueryStart(i+1, hi) {
		c := p.close(i, hi)
		for _, r := range p.split(i+1, c) {
			if _, l, _, ok := p.qualName(r[0], r[1]); ok {
				st.Columns = append(st.Columns, l)
			}
		}
		i = p.next0(i, hi)
	}
	if p.kw(i, hi, "OVERRIDING") {
		i += 3 // OVERRIDING {SYSTEM|USER} VALUE
	}
	rowAlias := ""
	switch {
	case p.kwAny(i, hi, "VALUES", "VALUE"):
		i++
		if p.kw(i, hi, "ROW") && p.op(i+1, hi, "(") || p.op(i, hi, "(") {
			j := i
			if p.kw(j, hi, "ROW") {
				j++
			}
			for _, r := range p.split(j+1, p.close(j, hi)) {
				lit := r[1]-r[0] == 1 && (p.t[r[0]].kind == tString || p.t[r[0]].kind == tNumber || p.kwAny(r[0], r[1], "TRUE", "FALSE"))
				st.Literals = append(st.Literals, lit)
			}
		}
		for i < hi {
			if p.kw(i, hi, "ROW") {
				i++
			}
			if !p.op(i, hi, "(") {
				break
			}
			i = p.next0(i, hi)
			if !p.op(i, hi, ",") {
				break
			}
			i++
		}
		if p.kw(i, hi, "AS") && p.isName(i+1, hi) { // MySQL 8 row alias
			rowAlias = norm(p.t[i+1].text)
			i += 2
			if p.op(i, hi, "(") {
				i = p.next0(i, hi)
			}
		}
	case p.kw(i, hi, "DEFAULT") && p.kw(i+1, hi, "VALUES"):
		i += 2
	case p.kw(i, hi, "SET"): // MySQL INSERT ... SET a = 1, b = 2
		i++
		end := i
		for end < hi && !p.kw(end, hi, "ON") && !p.kw(end, hi, "RETURNING") {
			end = p.next0(end, hi)
		}
		for _, r := range p.split(i, end) {
			if _, l, _, ok := p.qualName(r[0], r[1]); ok {
				st.Columns = append(st.Columns, l)
			}
		}
		i = end
	case p.isQueryStart(i, hi) || p.op(i, hi, "("):
		st.FromSelect = true
	}

	targets := []string{st.Table, l, st.Alias}
	for k := i; k < hi; {
		switch {
		case p.kw(k, hi, "ON") && p.kw(k+1, hi, "CONFLICT"):
			k = p.onConflict(k+2, hi, st, &setCtx{targets: targets, foreign: []string{"excluded"}, others: true})
			continue
		case p.kw(k, hi, "ON") && p.kw(k+1, hi, "DUPLICATE") && p.kw(k+2, hi, "KEY") && p.kw(k+3, hi, "UPDATE"):
			st.OnConflict = true
			k += 4
			end := k
			for end < hi && !p.kw(end, hi, "RETURNING") {
				end = p.next0(end, hi)
			}
			ctx := &setCtx{targets: targets}
			if rowAlias != "" {
				ctx.foreign = []string{rowAlias}
				ctx.others = true
			}
			st.Sets = append(st.Sets, p.assigns(k, end, ctx)...)
			k = end
			continue
		case p.kw(k, hi, "RETURNING"):
			st.Returning = true
		}
		k = p.next0(k, hi)
	}
}

// onConflict parses an ON CONFLICT clause whose target starts at i and
// returns the index after the clause.
func (p *parser) onConflict(i, hi int, st *Stmt, ctx *setCtx) int {
	st.OnConflict = true
	var target []string
	switch {
	case p.op(i, hi, "("):
		c := p.close(i, hi)
		for _, r := range p.split(i+1, c) {
			target = append(target, p.conflictItem(r[0], r[1]))
		}
		i = p.next0(i, hi)
		if p.kw(i, hi, "WHERE") {
			for i < hi && !p.kw(i, hi, "DO") {
				i = p.next0(i, hi)
			}
		}
	case p.kw(i, hi, "ON") && p.kw(i+1, hi, "CONSTRAINT"):
		if p.isName(i+2, hi) {
			target = []string{"constraint:" + norm(p.t[i+2].text)}
			i += 3
		} else {
			i += 2
		}
	}
	if st.ConflictTarget == nil {
		st.ConflictTarget = target
	}
	if !p.kw(i, hi, "DO") {
		return i
	}
	i++
	switch {
	case p.kw(i, hi, "NOTHING"):
		st.DoNothing = true
		return i + 1
	case p.kw(i, hi, "UPDATE"):
		i++
		if p.kw(i, hi, "SET") {
			i++
		}
		end := i
		for end < hi && !p.kwAny(end, hi, "WHERE", "RETURNING", "ON") {
			end = p.next0(end, hi)
		}
		st.Sets = append(st.Sets, p.assigns(i, end, ctx)...)
		return end
	}
	return i
}

// conflictItem renders one ON CONFLICT target item.
func (p *parser) conflictItem(lo, hi int) string {
	if _, l, end, ok := p.qualName(lo, hi); ok && (end == hi || !p.op(end, hi, "(")) {
		return l // a column, possibly followed by COLLATE / opclass
	}
	var b strings.Builder
	prevWord := false
	for i := lo; i < hi; i++ {
		tk := p.t[i]
		word := tk.kind != tOp
		if word && prevWord {
			b.WriteByte(' ')
		}
		b.WriteString(tk.text)
		prevWord = word
	}
	return strings.ToLower(b.String())
}

func (p *parser) updateStmt(i, hi int, st *Stmt) {
	st.Kind = Update
	i++
	for {
		switch {
		case p.kwAny(i, hi, "ONLY", "LOW_PRIORITY", "IGNORE"):
			i++
			continue
		case p.kw(i, hi, "OR"): // SQLite UPDATE OR REPLACE ...
			i += 2
			continue
		}
		break
	}
	q, l, end, ok := p.qualName(i, hi)
	if ok {
		st.Table = joinName(q, l)
		i = end
	}
	if p.op(i, hi, "*") {
		i++
	}
	st.Alias, i = p.aliasAt(i, hi)
	others := false
	setAt := -1
	for ; i < hi; i = p.next0(i, hi) {
		if p.kw(i, hi, "SET") {
			setAt = i + 1
			break
		}
		if p.op(i, hi, ",") || p.kw(i, hi, "JOIN") {
			others = true
		}
	}
	if setAt < 0 {
		return
	}
	setEnd, whereAt := hi, -1
	for k := setAt; k < hi; k = p.next0(k, hi) {
		switch {
		case p.kw(k, hi, "FROM"):
			others = true
			setEnd = min(setEnd, k)
		case p.kw(k, hi, "WHERE") && whereAt < 0:
			setEnd = min(setEnd, k)
			whereAt = k + 1
		case p.kwAny(k, hi, "RETURNING", "ORDER", "LIMIT"):
			setEnd = min(setEnd, k)
			if p.kw(k, hi, "RETURNING") {
				st.Returning = true
			}
		}
	}
	st.Sets = p.assigns(setAt, setEnd, &setCtx{targets: []string{st.Table, l, st.Alias}, others: others})
	if whereAt >= 0 {
		st.Where = p.whereCols(whereAt, p.clauseEnd(whereAt, hi))
	}
}

func (p *parser) deleteStmt(i, hi int, st *Stmt) {
	st.Kind = Delete
	i++
	for p.kwAny(i, hi, "LOW_PRIORITY", "QUICK", "IGNORE") {
		i++
	}
	target := ""
	if !p.kw(i, hi, "FROM") { // MySQL multi-table: DELETE t1 FROM t1 JOIN ...
		if q, l, end, ok := p.qualName(i, hi); ok {
			target = joinName(q, l)
			i = end
		}
		for i < hi && !p.kwAny(i, hi, "FROM", "WHERE", "USING") {
			i = p.next0(i, hi)
		}
	}
	if p.kw(i, hi, "FROM") {
		i++
		if p.kw(i, hi, "ONLY") {
			i++
		}
		if q, l, end, ok := p.qualName(i, hi); ok {
			st.Table = joinName(q, l)
			i = end
			if p.op(i, hi, "*") {
				i++
			}
			st.Alias, i = p.aliasAt(i, hi)
		}
	}
	if target != "" && target != st.Table && target != st.Alias {
		st.Table, st.Alias = target, ""
	}
	whereAt := -1
	for k := i; k < hi; k = p.next0(k, hi) {
		switch {
		case p.kw(k, hi, "WHERE") && whereAt < 0:
			whereAt = k + 1
		case p.kw(k, hi, "RETURNING"):
			st.Returning = true
		}
	}
	if whereAt >= 0 {
		st.Where = p.whereCols(whereAt, p.clauseEnd(whereAt, hi))
	}
}

func (p *parser) mergeStmt(i, hi int, st *Stmt) {
	st.Kind = Merge
	i++
	if p.kw(i, hi, "INTO") {
		i++
	}
	q, l, end, ok := p.qualName(i, hi)
	if ok {
		st.Table = joinName(q, l)
		i = end
	}
	st.Alias, i = p.aliasAt(i, hi)
	ctx := &setCtx{targets: []string{st.Table, l, st.Alias}, others: true}
	for k := i; k < hi; {
		switch {
		case p.kw(k, hi, "UPDATE") && p.kw(k+1, hi, "SET"):
			k += 2
			end := k
			for end < hi && !p.kwAny(end, hi, "WHEN", "RETURNING") {
				end = p.next0(end, hi)
			}
			st.Sets = append(st.Sets, p.assigns(k, end, ctx)...)
			k = end
			continue
		case p.kw(k, hi, "INSERT") && p.op(k+1, hi, "(") && st.Columns == nil:
			c := p.close(k+1, hi)
			for _, r := range p.split(k+2, c) {
				if _, l, _, ok := p.qualName(r[0], r[1]); ok {
					st.Columns = append(st.Columns, l)
				}
			}
		case p.kw(k, hi, "DO") && p.kw(k+1, hi, "NOTHING"):
			st.DoNothing = true
		case p.kw(k, hi, "RETURNING"):
			st.Returning = true
		}
		k = p.next0(k, hi)
	}
}

// ---- assignments ----

// setCtx tells assignment classification which qualifiers denote the row
// being updated.
type setCtx struct {
	targets []string // qualifiers naming the target row (table, its last part, alias)
	foreign []string // qualifiers naming the incoming row (excluded, MySQL row alias)
	others  bool     // other row sources are in scope (FROM, JOIN, excluded, ...)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x != "" && x == s {
			return true
		}
	}
	return false
}

// selfRef reports whether a reference qualified by q denotes the column of
// the target row, for an assignment whose left side is qualified by lq.
func (c *setCtx) selfRef(q, lq string) bool {
	switch {
	case q == "":
		return true
	case lq != "":
		return q == lq
	case contains(c.foreign, q):
		return false
	case contains(c.targets, q):
		return true
	}
	return !c.others
}

// assigns parses the SET list in [lo,hi).
func (p *parser) assigns(lo, hi int, ctx *setCtx) []Assign {
	var out []Assign
	for _, r := range p.split(lo, hi) {
		a, b := r[0], r[1]
		eq := -1
		for k := a; k < b; k = p.next0(k, b) {
			if p.op(k, b, "=") {
				eq = k
				break
			}
		}
		if eq < 0 {
			continue
		}
		if p.op(a, b, "(") { // (a, b) = (x, y) | ROW(...) | (SELECT ...)
			c := p.close(a, eq)
			var cols []string
			for _, cr := range p.split(a+1, c) {
				if _, l, _, ok := p.qualName(cr[0], cr[1]); ok {
					cols = append(cols, l)
				}
			}
			ra := eq + 1
			if p.kw(ra, b, "ROW") {
				ra++
			}
			var vals [][2]int
			if p.op(ra, b, "(") && p.close(ra, b) == b-1 && !p.isQueryStart(ra+1, b) {
				vals = p.split(ra+1, b-1)
			}
			for n, col := range cols {
				if len(vals) == len(cols) {
					out = append(out, p.classify(col, "", vals[n][0], vals[n][1], ctx))
				} else {
					out = append(out, Assign{Column: col})
				}
			}
			continue
		}
		lq, col, _, ok := p.qualName(a, eq)
		if !ok {
			continue
		}
		out = append(out, p.classify(col, lq, eq+1, b, ctx))
	}
	return out
}

func isArith(s string) bool {
	switch s {
	case "+", "-", "*", "/", "%", "||":
		return true
	}
	return false
}

// classify classifies the value expression [lo,hi) assigned to col.
func (p *parser) classify(col, lq string, lo, hi int, ctx *setCtx) Assign {
	a := Assign{Column: col}
	for lo < hi && p.op(lo, hi, "(") && p.close(lo, hi) == hi-1 {
		lo, hi = lo+1, hi-1
	}
	if lo >= hi {
		return a
	}
	if p.simpleValue(lo, hi) == hi || (hi == lo+1 && p.kw(lo, hi, "DEFAULT")) {
		a.Constant = true
		i := lo
		if p.kw(i, hi, "CAST") {
			i += 2
		}
		if i < hi && p.t[i].kind == tParam {
			a.Param = p.paramNumber(i)
		} else {
			a.Literal = true
		}
		return a
	}
	if p.kw(lo, hi, "NOT") {
		i, j := lo+1, hi
		for i < j && p.op(i, j, "(") && p.close(i, j) == j-1 {
			i, j = i+1, j-1
		}
		if q, l, end, ok := p.qualName(i, j); ok && end == j && l == col && ctx.selfRef(q, lq) {
			a.SelfRef, a.Toggle = true, true
			return a
		}
	}
	arith, numeric := false, false
	for i := lo; i < hi; i++ {
		tk := p.t[i]
		switch tk.kind {
		case tOp:
			if isArith(tk.text) {
				arith = true
				numeric = numeric || tk.text != "||" && tk.text != "-"
			}
			continue
		case tIdent, tQIdent:
		default:
			continue
		}
		if p.op(i-1, hi, "::") || p.kw(i-1, hi, "AS") {
			continue // type name or alias
		}
		q, l, end, _ := p.qualName(i, hi)
		if p.op(end, hi, "(") { // function call
			if tk.kind == tIdent && q == "" && strings.EqualFold(tk.text, "VALUES") {
				end = p.close(end, hi) + 1 // MySQL VALUES(col): the incoming value
			}
			i = end - 1
			continue
		}
		i = end - 1
		if l == col && ctx.selfRef(q, lq) {
			a.SelfRef = true
		}
	}
	if p.signFlip(col, lq, lo, hi, ctx) {
		a.SelfRef, a.Toggle, a.KeyShift = true, !keyColumn(col), keyColumn(col)
		return a
	}
	a.KeyShift = a.SelfRef && arith && keyColumn(col)
	a.Increment = a.SelfRef && arith && (numeric || !documentColumn(col)) && !keyColumn(col)
	return a
}

// keyColumn: the row's own key. Arithmetic on it renumbers rows (a
// playlist's positions shifted or compacted: id = id - 1), which counts
// nothing.
func keyColumn(col string) bool { return col == "id" }

// signFlip: the value is the column negated (col = -col, col = -(col)):
// a repeat flips it back (a toggle), or, on the key, parks rows while
// renumbering them; not a count.
func (p *parser) signFlip(col, lq string, lo, hi int, ctx *setCtx) bool {
	if !p.op(lo, hi, "-") {
		return false
	}
	i, j := lo+1, hi
	for i < j && p.op(i, j, "(") && p.close(i, j) == j-1 {
		i, j = i+1, j-1
	}
	q, l, end, ok := p.qualName(i, j)
	return ok && end == j && l == col && ctx.selfRef(q, lq)
}

// documentColumns are the names a JSONB or hstore document column goes by.
// On such a column `||` merges keys and `- key` removes one (metadata =
// metadata || $1, metadata = metadata - $1): a repeat leaves the same
// document, so neither is an increment. On other columns `||` appends
// (text, arrays) and `-` subtracts. The DDL is not consulted for column
// types; the name decides.
var documentColumns = map[string]bool{
	"metadata": true, "meta": true, "labels": true, "annotations": true, "attributes": true,
	"attrs": true, "properties": true, "props": true, "settings": true, "preferences": true,
	"prefs": true, "config": true, "configuration": true, "extra": true, "extras": true,
	"custom_fields": true, "details": true, "options": true,
}

func documentColumn(col string) bool { return documentColumns[col] }

// simpleValue returns the index after a literal or placeholder (optionally
// signed and cast) starting at i, or -1 if there is none.
func (p *parser) simpleValue(i, hi int) int {
	if (p.op(i, hi, "-") || p.op(i, hi, "+")) && i+1 < hi && p.t[i+1].kind == tNumber {
		i++
	}
	if i >= hi {
		return -1
	}
	switch tk := p.t[i]; tk.kind {
	case tParam, tString, tNumber:
		i++
	case tIdent:
		switch {
		case p.kwAny(i, hi, "TRUE", "FALSE", "NULL"):
			i++
		case p.kw(i, hi, "CAST") && p.op(i+1, hi, "("):
			c := p.close(i+1, hi)
			if v := p.simpleValue(i+2, c); v < 0 || !p.kw(v, c, "AS") {
				return -1
			}
			i = p.next0(i+1, hi)
		default:
			return -1
		}
	default:
		return -1
	}
	for p.op(i, hi, "::") {
		i++
		if !p.isName(i, hi) {
			return i
		}
		i++
		for p.kwAny(i, hi, "WITH", "WITHOUT", "TIME", "ZONE", "VARYING", "PRECISION") {
			i++
		}
		if p.op(i, hi, "(") {
			i = p.next0(i, hi)
		}
		for p.op(i, hi, "[") && p.op(i+1, hi, "]") {
			i += 2
		}
	}
	return i
}

// ---- WHERE ----

// whereCols collects columns compared with = to a placeholder or literal in
// [lo,hi), descending into parentheses but not into sub-queries.
func (p *parser) whereCols(lo, hi int) []string {
	var out []string
	add := func(c string) {
		for _, x := range out {
			if x == c {
				return
			}
		}
		out = append(out, c)
	}
	for i := lo; i < hi; i++ {
		tk := p.t[i]
		if tk.kind != tOp {
			continue
		}
		if tk.text == "(" && p.isQueryStart(i+1, hi) {
			i = p.close(i, hi)
			continue
		}
		if tk.text != "=" && tk.text != "==" {
			continue
		}
		// column = value
		if k, col, ok := p.colBefore(i, lo); ok && !p.arithAt(k-1, hi) {
			if v := p.simpleValue(i+1, hi); v >= 0 && !p.arithAt(v, hi) {
				add(col)
				continue
			}
		}
		// value = column
		if i-1 >= lo && p.valueTok(i-1) && !p.arithAt(i-2, hi) {
			if _, l, end, ok := p.qualName(i+1, hi); ok && !p.op(end, hi, "(") && !p.arithAt(end, hi) && !p.op(end, hi, "::") {
				add(l)
			}
		}
	}
	return out
}

// colBefore reads a possibly qualified column name ending just before i (and
// not before lo). It returns the index of its first token.
func (p *parser) colBefore(i, lo int) (int, string, bool) {
	k := i - 1
	if k < lo || !p.isName(k, i) || p.kwAny(k, i, "NULL", "TRUE", "FALSE", "AND", "OR", "NOT", "WHERE", "WHEN", "THEN", "ELSE") {
		return 0, "", false
	}
	col := norm(p.t[k].text)
	for k-2 >= lo && p.op(k-1, i, ".") && p.isName(k-2, i) {
		k -= 2
	}
	return k, col, true
}

func (p *parser) valueTok(i int) bool {
	switch p.t[i].kind {
	case tParam, tString, tNumber:
		return true
	}
	return false
}

// arithAt reports an operator at i that binds tighter than = (so the
// operand next to it is part of a larger expression).
func (p *parser) arithAt(i, hi int) bool {
	if i < 0 || i >= hi || p.t[i].kind != tOp {
		return false
	}
	return isArith(p.t[i].text) || p.t[i].text == "." || p.t[i].text == "::"
}

// ---- placeholders ----

// paramNumber: the number of the placeholder at token i: n for $n, the
// count of ? up to it for ?; 0 for a named one.
func (p *parser) paramNumber(i int) int {
	tk := p.t[i].text
	if tk == "?" {
		n := 0
		for j := 0; j <= i; j++ {
			if p.t[j].kind == tParam && p.t[j].text == "?" {
				n++
			}
		}
		return n
	}
	if strings.HasPrefix(tk, "$") {
		if n, err := strconv.Atoi(tk[1:]); err == nil && n > 0 {
			return n
		}
	}
	return 0
}

func (p *parser) countParams(lo, hi int) int {
	n := 0
	var seen []string
	var seenMap map[string]bool
	for i := lo; i < hi; i++ {
		tk := p.t[i]
		if tk.kind != tParam {
			continue
		}
		if tk.text == "?" {
			n++
			continue
		}
		if seenMap != nil {
			if !seenMap[tk.text] {
				seenMap[tk.text] = true
				n++
			}
			continue
		}
		dup := false
		for _, s := range seen {
			if s == tk.text {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		n++
		seen = append(seen, tk.text)
		if len(seen) > 16 {
			seenMap = make(map[string]bool, 64)
			for _, s := range seen {
				seenMap[s] = true
			}
		}
	}
	return n
}

// StripComments drops the leading "--" comment lines of a statement (sqlc
// starts every query with "-- name: CreateUser :one"), for messages.
func StripComments(s string) string {
	for {
		t := strings.TrimLeft(s, " \t\r\n")
		if !strings.HasPrefix(t, "--") {
			return t
		}
		i := strings.IndexByte(t, '\n')
		if i < 0 {
			return ""
		}
		s = t[i+1:]
	}
}

var (
	// toggleInsert: a CTE inserting a row unless it exists (name, table)
	toggleInsert = regexp.MustCompile(`(?is)\b(\w+)\s+AS\s*\(\s*INSERT\s+INTO\s+([\w."]+)[^;]*?\bON\s+CONFLICT\b[^;]*?\bDO\s+NOTHING\b`)
	// toggleDelete: a DELETE of the table's row where a named CTE
	// returned nothing (table, CTE)
	toggleDelete = regexp.MustCompile(`(?is)\bDELETE\s+FROM\s+([\w."]+)\s+WHERE\b[^;]*?\bNOT\s+EXISTS\s*\(\s*SELECT\b[^()]*?\bFROM\s+(\w+)\s*\)`)
)

// RowToggle reports a statement that inserts a row when it is absent and
// deletes it when it is there (WITH ins AS (INSERT INTO reactions …
// ON CONFLICT DO NOTHING RETURNING …), del AS (DELETE FROM reactions
// WHERE … AND NOT EXISTS (SELECT 1 FROM ins)) …): a toggle of the row's
// presence, whose repeat undoes the first run. It returns the table.
func RowToggle(text string) (string, bool) {
	text = StripComments(text)
	norm := func(t string) string { return strings.ToLower(strings.Trim(t, `"`)) }
	for _, ins := range toggleInsert.FindAllStringSubmatch(text, -1) {
		for _, del := range toggleDelete.FindAllStringSubmatch(text, -1) {
			if norm(del[1]) == norm(ins[2]) && strings.EqualFold(del[2], ins[1]) {
				return norm(ins[2]), true
			}
		}
	}
	return "", false
}
