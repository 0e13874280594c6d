package model

import (
	"go/constant"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// SQLText assembles the text of a statement a builder chain describes
// (squirrel, goqu, bun, xorm, ent hooks), binding values to numbered
// placeholders ($1, $2, …) or writing constants as literals.
type SQLText struct {
	b    strings.Builder
	Args []ssa.Value
	// Fallback is bound to a placeholder whose value is not known (a "?"
	// of a fragment with fewer arguments, a named parameter of a struct
	// passed in): the value it is taken from (the arguments' slice, the
	// struct). With none, such a placeholder is written NULL.
	Fallback ssa.Value
}

// Write appends raw SQL text.
func (t *SQLText) Write(s string) *SQLText { t.b.WriteString(s); return t }

// Bind appends the value v: a literal for a constant, else a placeholder.
func (t *SQLText) Bind(v ssa.Value) *SQLText {
	if v == nil {
		return t.Unknown()
	}
	if lit, ok := sqlLiteral(v); ok {
		t.b.WriteString(lit)
		return t
	}
	t.Args = append(t.Args, v)
	t.b.WriteString("$" + strconv.Itoa(len(t.Args)))
	return t
}

// Fragment appends a SQL fragment whose "?" placeholders bind args in
// order (squirrel's Where("id = ?", id), bun's Set("n = n + ?", 1)); an
// argument that is not there binds an unknown value.
func (t *SQLText) Fragment(frag string, args []ssa.Value) *SQLText {
	i := 0
	inQuote := false
	for j := 0; j < len(frag); j++ {
		ch := frag[j]
		switch {
		case ch == '\'':
			inQuote = !inQuote
			t.b.WriteByte(ch)
		case ch == '?' && !inQuote && j+1 < len(frag) && frag[j+1] == '?':
			t.b.WriteByte('?') // "??" escapes a question mark
			j++
		case ch == '?' && !inQuote:
			if i < len(args) && args[i] != nil {
				t.Bind(args[i])
			} else {
				t.Unknown()
			}
			i++
		default:
			t.b.WriteByte(ch)
		}
	}
	return t
}

// Unknown appends a placeholder whose value is not known: Fallback, else NULL.
func (t *SQLText) Unknown() *SQLText {
	if t.Fallback == nil {
		t.b.WriteString("NULL")
		return t
	}
	t.Args = append(t.Args, t.Fallback)
	t.b.WriteString("$" + strconv.Itoa(len(t.Args)))
	return t
}

// String returns the text.
func (t *SQLText) String() string { return t.b.String() }

// Stmt returns the statement.
func (t *SQLText) Stmt() SQLStmt { return SQLStmt{Text: t.String(), Args: t.Args} }

// sqlLiteral renders a constant as a SQL literal.
func sqlLiteral(v ssa.Value) (string, bool) {
	if v == nil {
		return "", false
	}
	c, ok := Strip(v).(*ssa.Const)
	if !ok {
		return "", false
	}
	if c.Value == nil {
		return "NULL", true
	}
	switch c.Value.Kind() {
	case constant.String:
		return "'" + strings.ReplaceAll(constant.StringVal(c.Value), "'", "''") + "'", true
	case constant.Int, constant.Float:
		return c.Value.ExactString(), true
	case constant.Bool:
		if constant.BoolVal(c.Value) {
			return "TRUE", true
		}
		return "FALSE", true
	}
	return "", false
}

// Values writes an INSERT's column list and VALUES rows. The columns
// bound to placeholders (by the first row) come first, those written as
// literals after, so that placeholder i binds column i (the classifier
// pairs the leading columns with the arguments in order). value writes
// one value (nil: Bind).
func (t *SQLText) Values(cols []string, rows [][]ssa.Value, value func(t *SQLText, v ssa.Value)) *SQLText {
	if value == nil {
		value = func(t *SQLText, v ssa.Value) { t.Bind(v) }
	}
	if len(cols) == 0 {
		return t
	}
	order := make([]int, 0, len(cols))
	var lits []int
	for i := range cols {
		var v ssa.Value
		if len(rows) > 0 && i < len(rows[0]) {
			v = rows[0][i]
		}
		if _, lit := sqlLiteral(v); lit && v != nil {
			lits = append(lits, i)
		} else {
			order = append(order, i)
		}
	}
	order = append(order, lits...)
	t.Write(" (")
	for j, i := range order {
		if j > 0 {
			t.Write(", ")
		}
		t.Write(cols[i])
	}
	t.Write(")")
	if len(rows) == 0 {
		return t
	}
	t.Write(" VALUES ")
	for r, row := range rows {
		if r > 0 {
			t.Write(", ")
		}
		t.Write("(")
		for j, i := range order {
			if j > 0 {
				t.Write(", ")
			}
			if i < len(row) && row[i] != nil {
				value(t, row[i])
			} else {
				t.Unknown()
			}
		}
		t.Write(")")
	}
	return t
}
