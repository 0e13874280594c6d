package model

import (
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"
)

// A SQLGrammar declares how a query builder's chain of calls
// (squirrel's sq.Insert("t").Columns("a").Values(x).Suffix("ON CONFLICT
// DO NOTHING"), goqu's, bun's) describes a statement, method by method, so
// that the statement can be assembled and classified like SQL text. A
// library declares its grammar as a table; BuildSQL walks the chain that
// built a value (see Chain) and assembles the statement.
type SQLGrammar struct {
	// Pkgs are the builder's import paths (a path ending in "/" covers
	// the paths under it): the chain is made of their functions and methods.
	Pkgs []string
	// Mutable: methods modify their receiver (bun, ent): calls on the same
	// value made as statements of their own are part of the chain.
	Mutable bool
	// Clauses: what each function or method (by name) contributes.
	Clauses map[string]Clause
	// More: further clauses of a call that contributes more than one
	// (dbx's Update(table, cols, where): a table, a SET and a WHERE).
	More map[string][]Clause
	// Exprs: functions (model keys) whose result is an SQL expression or
	// clause (sq.Expr("n + ?", 1), goqu.L, goqu.DoNothing()).
	Exprs map[string]Clause
	// Tag is the struct tag that names a column (`db:"name"`); a field
	// without one is named by Naming (nil: lower-cased).
	Tag    string
	Naming func(field string) string
	// TableOf names the table of a model type (bun's `bun:"table:x"`), or "".
	TableOf func(t types.Type) string
	// UniqueOf returns the unique keys a model struct type declares in its
	// tags (`bun:",unique"`), or nil.
	UniqueOf func(t types.Type) [][]string
	// ColumnOf names the column of struct field i (xorm's `xorm:"… 'name'"`),
	// "" to skip it; nil: Tag and Naming.
	ColumnOf func(s *types.Struct, i int) string
	// Terminal: what the call that runs the statement contributes with its
	// own arguments (xorm's engine.Insert(&row): an INSERT of row).
	Terminal map[string][]Clause
	// ModelWhere: the fields a model literal sets are the conditions of a
	// SELECT or DELETE of it (xorm's Get(&Row{Key: k})).
	ModelWhere bool
}

// ClauseKind is what a builder call contributes to a statement.
type ClauseKind uint8

const (
	ClNone         ClauseKind = iota
	ClInsert                  // starts an INSERT (Text "REPLACE": REPLACE INTO) into table Arg (-1: set by another clause)
	ClUpdate                  // starts an UPDATE of table Arg
	ClSelect                  // starts a SELECT (of columns: not read)
	ClDelete                  // starts a DELETE FROM table Arg
	ClTable                   // the table is the constant Arg
	ClColumns                 // the INSERT's columns: constant strings from argument Arg on (variadic)
	ClValues                  // one row of values from argument Arg on (variadic); Rows: each element is a row literal
	ClRecord                  // column → value: a map or struct literal in argument Arg (or each element of a variadic Arg): an INSERT's row, an UPDATE's SET
	ClModel                   // a model struct (argument Arg): its table and, for an INSERT, its row
	ClSet                     // SET column Arg = value Arg+1 (an expression or a value)
	ClSetFragment             // SET fragment Arg with "?" bound to variadic Args
	ClWhere                   // WHERE: a fragment Arg with "?" bound to variadic Args, or a map literal of column = value
	ClSuffix                  // text after the statement: Text, or a fragment Arg (with Args), or an expression (Exprs)
	ClPrefixOption            // an INSERT option (Text, or constants from argument Arg on): INSERT IGNORE …
	ClRaw                     // the whole statement is fragment Arg with "?" bound to variadic Args (bun's NewRaw)
	ClIncr                    // SET column Arg = column Arg + the first of variadic Args (1 when none): xorm's Incr, Decr
	ClSetExpr                 // SET column Arg = the SQL expression Arg+1 (a constant): xorm's SetExpr
	ClSetCols                 // the columns an UPDATE sets: constant strings from argument Arg on (xorm's Cols), when the model's values are not visible
)

// Clause is one row of a grammar.
type Clause struct {
	Kind ClauseKind
	Arg  int
	Args int // the variadic arguments of a fragment's "?" (-1: none)
	// Text: fixed text of a suffix or option (ClSuffix "ON CONFLICT DO
	// NOTHING"), a prefix written before a fragment (bun's On: "ON "), the
	// verb of ClInsert ("REPLACE"), or a WHERE fragment of its own (xorm's
	// ID: "id = ?", bound to Args).
	Text string
	Rows bool // ClValues: each variadic element is a row (a slice literal)
}

// stmt is the statement a chain describes, as it is assembled.
type stmt struct {
	verb     string
	table    string
	cols     []string
	vals     [][]ssa.Value
	sets     []func(t *SQLText)
	where    []func(t *SQLText)
	suffix   []func(t *SQLText)
	options  []string
	setCols  []string // ClSetCols: columns SET to values not visible here
	model    types.Type
	fallback ssa.Value
	raw      *SQLText
	// opaqueSuffix: a suffix whose text is not visible (a parameter)
	opaqueSuffix bool
	// partial: the row's columns are partly out of sight (SQLStmt.Partial)
	partial bool
}

// BuildSQL assembles the statement the builder value v describes (v is
// the receiver of the call from that runs it, or of the ToSql-style call
// that returns its text). ok is false when the chain is not understood
// (no verb, no table).
func (g *SQLGrammar) BuildSQL(v ssa.Value, from ssa.CallInstruction, m *Model) (SQLStmt, bool) {
	var st stmt
	if v != nil {
		terminal := func(name string) bool { _, ok := g.Terminal[name]; return ok }
		for _, c := range ChainStmt(v, from, InPackages(g.Pkgs...), g.Mutable, terminal) {
			if cl, ok := g.Clauses[c.Name]; ok {
				g.apply(&st, cl, c.Params)
			}
			for _, cl := range g.More[c.Name] {
				g.apply(&st, cl, c.Params)
			}
		}
	}
	// the run's own arguments
	if from != nil && g.Terminal != nil {
		if fn := Callee(from.Common()); fn != nil {
			params, _ := SplitArgs(from.Common())
			for _, cl := range g.Terminal[fn.Name()] {
				g.apply(&st, cl, params)
			}
		}
	}
	if st.raw != nil {
		return st.raw.Stmt(), true
	}
	if st.verb == "" || st.table == "" {
		return SQLStmt{}, false
	}
	if st.opaqueSuffix && (st.verb == "INSERT" || st.verb == "REPLACE") {
		// Suffix(conflict) with text its caller chooses: the conflict
		// clause may be there; what the insert does on a repeat is not
		// known here
		return SQLStmt{}, false
	}
	return g.text(&st), true
}

func (g *SQLGrammar) apply(st *stmt, cl Clause, params []ssa.Value) {
	arg := func(i int) ssa.Value {
		if i >= 0 && i < len(params) {
			return params[i]
		}
		return nil
	}
	constArg := func(i int) string {
		if s, ok := ConstString(arg(i)); ok {
			return s
		}
		if i >= 0 && i == len(params)-1 { // the first of a variadic list (bun's Table(tables ...string))
			if e := VariadicElems(params[i]); len(e) > 0 {
				s, _ := ConstString(e[0])
				return s
			}
		}
		return ""
	}
	variadic := func(i int) []ssa.Value {
		if i < 0 || i >= len(params) {
			return nil
		}
		if i == len(params)-1 {
			if e := VariadicElems(params[i]); e != nil {
				return e
			}
		}
		return params[i:]
	}
	switch cl.Kind {
	case ClInsert, ClUpdate, ClSelect, ClDelete:
		st.verb = map[ClauseKind]string{ClInsert: "INSERT", ClUpdate: "UPDATE", ClSelect: "SELECT", ClDelete: "DELETE"}[cl.Kind]
		if cl.Text != "" {
			st.verb = cl.Text
		}
		if t := constArg(cl.Arg); t != "" {
			st.table = t
		} else if t := fieldTable(arg(cl.Arg)); t != "" {
			st.table = t
		}
	case ClTable:
		if t := constArg(cl.Arg); t != "" {
			st.table = t
		} else if t := fieldTable(arg(cl.Arg)); t != "" && st.table == "" {
			st.table = t
		}
	case ClColumns:
		for _, e := range variadic(cl.Arg) {
			if s, ok := ConstString(e); ok {
				st.cols = append(st.cols, s)
			}
		}
	case ClValues:
		if cl.Rows {
			for _, row := range variadic(cl.Arg) {
				st.vals = append(st.vals, VariadicElems(unconvert(row)))
			}
		} else {
			st.vals = append(st.vals, variadic(cl.Arg))
		}
	case ClRecord:
		for _, rec := range variadic(cl.Arg) {
			g.record(st, rec)
		}
	case ClModel:
		var mv ssa.Value
		if e := variadic(cl.Arg); len(e) > 0 {
			mv = e[0] // the first of a variadic list of beans (xorm's Insert(beans ...any))
		}
		if mv == nil {
			return
		}
		st.model = Deref(Strip(mv).Type())
		if g.TableOf != nil && st.table == "" {
			st.table = g.TableOf(st.model)
		}
		if st.verb == "INSERT" || st.verb == "REPLACE" || st.verb == "UPDATE" {
			g.record(st, mv)
		} else if g.ModelWhere {
			if s, fields := StructLiteral(mv); s != nil {
				for i := 0; i < s.NumFields(); i++ {
					if v, ok := fields[i]; ok {
						if col := g.column(s, i); col != "" {
							st.where = append(st.where, func(t *SQLText) { t.Write(col + " = "); g.value(t, v) })
						}
					}
				}
			}
		}
		st.fallback = mv
	case ClSet:
		col, val := constArg(cl.Arg), arg(cl.Arg+1)
		if col == "" || val == nil {
			return
		}
		st.sets = append(st.sets, func(t *SQLText) { t.Write(col + " = "); g.value(t, val) })
	case ClSetFragment:
		frag, args := constArg(cl.Arg), variadic(cl.Args)
		if frag != "" {
			st.sets = append(st.sets, func(t *SQLText) { t.Fragment(frag, args) })
		}
	case ClWhere:
		// a map literal of column = value (squirrel's sq.Eq), or such maps
		// among variadic expressions (goqu's Where(goqu.Ex{…}))
		maps := []ssa.Value{arg(cl.Arg)}
		if cl.Arg >= 0 && cl.Arg == len(params)-1 {
			if e := VariadicElems(params[cl.Arg]); e != nil {
				maps = e
			}
		}
		found := false
		for _, mv := range maps {
			for _, e := range MapEntries(unconvert(mv)) {
				e := e
				found = true
				st.where = append(st.where, func(t *SQLText) { t.Write(e.Key + " = "); g.value(t, e.Value) })
			}
		}
		if found {
			return
		}
		frag, args := constArg(cl.Arg), variadic(cl.Args)
		if cl.Text != "" {
			frag = cl.Text
		}
		if frag != "" {
			st.where = append(st.where, func(t *SQLText) { t.Fragment(frag, args) })
		}
	case ClIncr:
		col := constArg(cl.Arg)
		if col == "" {
			return
		}
		var by ssa.Value
		if e := variadic(cl.Args); len(e) > 0 {
			by = e[0]
		}
		st.sets = append(st.sets, func(t *SQLText) {
			t.Write(col + " = " + col + " + ")
			if by == nil {
				t.Write("1")
			} else {
				g.value(t, by)
			}
		})
	case ClSetCols:
		for _, v := range variadic(cl.Arg) {
			if c, ok := ConstString(v); ok && c != "" {
				st.setCols = append(st.setCols, c)
			}
		}
	case ClSetExpr:
		col, expr := constArg(cl.Arg), constArg(cl.Arg+1)
		if col != "" && expr != "" {
			st.sets = append(st.sets, func(t *SQLText) { t.Write(col + " = " + expr) })
		} else if frag, args, ok := sprintfFragment(arg(cl.Arg + 1)); col != "" && ok {
			// SetExpr("balance", fmt.Sprintf("balance+(%d)", delta)):
			// the format with its verbs bound to the arguments
			st.sets = append(st.sets, func(t *SQLText) { t.Write(col + " = "); t.Fragment(frag, args) })
		}
	case ClSuffix:
		switch {
		case cl.Arg < 0:
			text := cl.Text
			st.suffix = append(st.suffix, func(t *SQLText) { t.Write(text) })
		default:
			if frag, ok := ConstString(arg(cl.Arg)); ok {
				prefix, args := cl.Text, variadic(cl.Args)
				st.suffix = append(st.suffix, func(t *SQLText) { t.Write(prefix); t.Fragment(frag, args) })
			} else if v := arg(cl.Arg); v != nil {
				st.suffix = append(st.suffix, func(t *SQLText) { g.value(t, v) })
				st.opaqueSuffix = true
			}
		}
	case ClRaw:
		if frag := constArg(cl.Arg); frag != "" {
			st.raw = new(SQLText)
			st.raw.Fragment(frag, variadic(cl.Args))
		}
	case ClPrefixOption:
		if cl.Text != "" {
			st.options = append(st.options, cl.Text)
			return
		}
		for _, e := range variadic(cl.Arg) {
			if s, ok := ConstString(e); ok {
				st.options = append(st.options, s)
			}
		}
	}
}

// record adds a map or struct literal's columns and values: an INSERT's
// row, an UPDATE's SET.
func (g *SQLGrammar) record(st *stmt, rec ssa.Value) {
	var cols []string
	var vals []ssa.Value
	entries := MapEntries(unconvert(rec))
	if entries == nil {
		// a map built elsewhere (values, _ := toSQLArgs(m)) with columns
		// set here (values["id"] = id): the columns this code names
		if entries = mapUpdates(unconvert(rec)); entries != nil {
			st.partial = true
		}
	}
	if entries != nil {
		for _, e := range entries {
			cols = append(cols, e.Key)
			vals = append(vals, e.Value)
		}
	} else if s, fields := StructLiteral(rec); s != nil {
		for i := 0; i < s.NumFields(); i++ {
			v, ok := fields[i]
			if !ok {
				continue
			}
			name := g.column(s, i)
			if name == "" {
				continue
			}
			cols = append(cols, name)
			vals = append(vals, v)
		}
		if st.model == nil {
			st.model = Deref(Strip(rec).Type())
		}
		st.fallback = rec
	}
	if len(cols) == 0 {
		return
	}
	if st.verb == "UPDATE" {
		for i := range cols {
			col, val := cols[i], vals[i]
			st.sets = append(st.sets, func(t *SQLText) { t.Write(col + " = "); g.value(t, val) })
		}
		return
	}
	if len(st.cols) == 0 {
		st.cols = cols
	}
	// a row in the order of st.cols
	row := make([]ssa.Value, len(st.cols))
	for i, c := range st.cols {
		for j, c2 := range cols {
			if c == c2 {
				row[i] = vals[j]
			}
		}
	}
	st.vals = append(st.vals, row)
}

// column names field i of s: its tag's name, else Naming (or lower-case);
// "" for a field the tag excludes ("-") or an embedded model base.
func (g *SQLGrammar) column(s *types.Struct, i int) string {
	f := s.Field(i)
	if f.Anonymous() {
		return ""
	}
	if g.ColumnOf != nil {
		return g.ColumnOf(s, i)
	}
	if g.Tag != "" {
		tag := reflect.StructTag(s.Tag(i)).Get(g.Tag)
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" {
			return ""
		}
		if name != "" && !strings.Contains(name, ":") && !strings.Contains(name, " ") {
			return strings.Trim(name, "'`\"")
		}
	}
	if g.Naming != nil {
		return g.Naming(f.Name())
	}
	return strings.ToLower(f.Name())
}

// value writes a value: an expression a function of Exprs builds, else a
// bound value.
func (g *SQLGrammar) value(t *SQLText, v ssa.Value) {
	if c, ok := Strip(v).(*ssa.Call); ok {
		if fn := Callee(c.Common()); fn != nil {
			if cl, ok := g.Exprs[FuncKey(fn)]; ok {
				params, _ := SplitArgs(c.Common())
				if cl.Arg < 0 {
					t.Write(cl.Text)
					return
				}
				if cl.Arg < len(params) {
					if frag, ok := ConstString(params[cl.Arg]); ok {
						var args []ssa.Value
						if cl.Args >= 0 && cl.Args < len(params) {
							args = VariadicElems(params[cl.Args])
						}
						t.Write(cl.Text)
						t.Fragment(frag, args)
						return
					}
				}
			}
		}
	}
	t.Bind(v)
}

func (g *SQLGrammar) text(st *stmt) SQLStmt {
	var t SQLText
	t.Fallback = st.fallback
	switch st.verb {
	case "SELECT":
		t.Write("SELECT 1 FROM " + st.table)
	case "DELETE":
		t.Write("DELETE FROM " + st.table)
	case "UPDATE":
		t.Write("UPDATE " + st.table + " SET ")
		for i, s := range st.sets {
			if i > 0 {
				t.Write(", ")
			}
			s(&t)
		}
		if len(st.sets) == 0 {
			// Cols("deleted", …).Update(bean) of a bean built elsewhere:
			// the columns are known, their values are not
			for i, c := range st.setCols {
				if i > 0 {
					t.Write(", ")
				}
				t.Write(c + " = NULL")
			}
		}
	default: // INSERT, REPLACE
		t.Write(st.verb + " ")
		for _, o := range st.options {
			t.Write(o + " ")
		}
		t.Write("INTO " + st.table)
		t.Values(st.cols, st.vals, g.value)
	}
	if len(st.where) > 0 {
		t.Write(" WHERE ")
		for i, w := range st.where {
			if i > 0 {
				t.Write(" AND ")
			}
			w(&t)
		}
	}
	for _, s := range st.suffix {
		t.Write(" ")
		s(&t)
	}
	out := t.Stmt()
	out.Partial = st.partial
	if g.UniqueOf != nil && st.model != nil {
		out.Unique = g.UniqueOf(st.model)
	}
	if (st.verb == "INSERT" || st.verb == "REPLACE") && len(st.cols) == 0 && st.fallback != nil {
		if s, ok := Deref(Strip(st.fallback).Type()).Underlying().(*types.Struct); ok {
			// a model value that is no literal: its row is its fields
			out.Model = st.fallback
			out.FieldOf = func(col string) string { return g.fieldOf(s, col, 0) }
		}
	}
	return out
}

// fieldOf: the Go field path of struct s holding column col, through
// embedded structs whose fields are the row's (bun and gorm flatten
// them: Pipeline{PipelineConfiguration; ID}); "" for none, or for a
// column the database assigns.
func (g *SQLGrammar) fieldOf(s *types.Struct, col string, depth int) string {
	for i := 0; i < s.NumFields(); i++ {
		if g.column(s, i) == col {
			if dbAssigned.MatchString(s.Tag(i)) {
				return "" // the database assigns it: no key the caller gives
			}
			return s.Field(i).Name()
		}
	}
	if depth >= 2 {
		return ""
	}
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		if !f.Anonymous() || !f.Exported() {
			continue
		}
		if es, ok := Deref(f.Type()).Underlying().(*types.Struct); ok {
			if p := g.fieldOf(es, col, depth+1); p != "" {
				return f.Name() + "." + p
			}
		}
	}
	return ""
}

// dbAssigned: a struct tag saying the database assigns the column
// (`bun:"id,pk,autoincrement"`, `xorm:"pk autoincr"`, an identity).
var dbAssigned = regexp.MustCompile(`(?i)auto_?incr|identity|serial`)

// unconvert removes type changes and interface boxing (a map literal
// passed as sq.Eq or as interface{}), keeping slices.
func unconvert(v ssa.Value) ssa.Value {
	for v != nil {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		default:
			return v
		}
	}
	return v
}

// Unconvert is unconvert for the library hooks.
func Unconvert(v ssa.Value) ssa.Value { return unconvert(v) }

// GormColumn: the column a gorm struct tag names (`gorm:"column:x;…"`),
// or "".
func GormColumn(tag string) string {
	for _, part := range strings.Split(reflect.StructTag(tag).Get("gorm"), ";") {
		if k, v, ok := strings.Cut(strings.TrimSpace(part), ":"); ok && strings.EqualFold(k, "column") {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// Snake converts a Go name to snake_case ("OrderID" → "order_id"), the
// column naming of bun, xorm and ent.
func Snake(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) {
			prevLower := unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || (nextLower && unicode.IsUpper(rs[i-1])) {
				b.WriteByte('_')
			}
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// sprintfFragment: v is fmt.Sprintf(format, args...) with a constant
// format: the format with each verb written "?" and the arguments they
// bind ("balance+(%d)", delta: "balance+(?)" bound to delta).
func sprintfFragment(v ssa.Value) (string, []ssa.Value, bool) {
	c, ok := Strip(v).(*ssa.Call)
	if !ok {
		return "", nil, false
	}
	fn := Callee(c.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(c.Call.Args) != 2 {
		return "", nil, false
	}
	format, ok := ConstString(c.Call.Args[0])
	if !ok {
		return "", nil, false
	}
	args := VariadicElems(c.Call.Args[1])
	var b strings.Builder
	n := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		// skip flags, width and precision up to the verb letter
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			return "", nil, false
		}
		b.WriteByte('?')
		n++
		i = j
	}
	if n != len(args) {
		return "", nil, false
	}
	return b.String(), args, true
}

// fieldTable names the table a struct field holds (a generic repository's
// Insert(r.tableName)), one table per repository type that embeds it: the
// quoted "Type.field" stands for it, so that the statements of one
// repository value meet on one name, and no schema's table is taken for it.
func fieldTable(v ssa.Value) string {
	if v == nil {
		return ""
	}
	var st types.Type
	var idx int
	switch x := Strip(v).(type) {
	case *ssa.Field:
		st, idx = x.X.Type(), x.Field
	case *ssa.UnOp:
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return ""
		}
		st, idx = Deref(fa.X.Type()), fa.Field
	default:
		return ""
	}
	s, ok := st.Underlying().(*types.Struct)
	if !ok || idx < 0 || idx >= s.NumFields() {
		return ""
	}
	f := s.Field(idx)
	if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return ""
	}
	owner := "struct"
	if n, ok := types.Unalias(st).(*types.Named); ok {
		owner = n.Obj().Name()
	}
	return `"` + owner + "." + f.Name() + `"`
}

// mapUpdates: the constant-keyed entries stored into map m, a map this
// code did not make (values, _ := toSQLArgs(m); values["id"] = id); nil
// when none.
func mapUpdates(m ssa.Value) []MapEntry {
	m = Strip(m)
	if m == nil || m.Referrers() == nil {
		return nil
	}
	if _, ok := m.Type().Underlying().(*types.Map); !ok {
		return nil
	}
	return constUpdates(m)
}
