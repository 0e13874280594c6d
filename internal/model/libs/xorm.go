package libs

import (
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// xorm.io/xorm: engine.Insert(&row) (and InsertOne, on an Engine or a
// Session) is an INSERT of row into its table (the snake-cased type name)
// with the columns its literal sets (`xorm:"'name'"`, else snake case);
// Incr/Decr("n", k)…Update is an increment, SetExpr a SET of an
// expression (a constant, or fmt.Sprintf("balance+(%d)", d) with its verbs
// bound to the arguments), Update(&row) a SET of its fields; Get/Exist/Count/Find with a
// Where("k = ?", k), an ID(id) or the fields of a literal are checks;
// Exec runs its SQL text (the first of its arguments); Cols names the
// columns an Update sets when the bean is built elsewhere, and the first
// result of Update/Delete is the affected rows (a conditional UPDATE whose
// count is checked guards what follows). Fields tagged
// `xorm:"pk"`, `xorm:"unique"` or `xorm:"unique(group)"` are unique keys
// of the row's table. A Session is one transaction; an Engine a pool.
const pkgXorm = "xorm.io/xorm"

var xormGrammar = &model.SQLGrammar{
	Pkgs:    []string{pkgXorm},
	Mutable: true, // session methods modify the session and return it
	Clauses: map[string]model.Clause{
		"Table":   {Kind: model.ClTable, Arg: 0},
		"Where":   {Kind: model.ClWhere, Arg: 0, Args: 1},
		"And":     {Kind: model.ClWhere, Arg: 0, Args: 1},
		"ID":      {Kind: model.ClWhere, Arg: noArg, Args: 0, Text: "id = ?"},
		"Incr":    {Kind: model.ClIncr, Arg: 0, Args: 1},
		"Decr":    {Kind: model.ClIncr, Arg: 0, Args: 1},
		"SetExpr": {Kind: model.ClSetExpr, Arg: 0},
		"Cols":    {Kind: model.ClSetCols, Arg: 0},
	},
	Terminal: map[string][]model.Clause{
		"Insert":    {{Kind: model.ClInsert, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"InsertOne": {{Kind: model.ClInsert, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Update":    {{Kind: model.ClUpdate, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Delete":    {{Kind: model.ClDelete, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Get":       {{Kind: model.ClSelect, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Exist":     {{Kind: model.ClSelect, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Count":     {{Kind: model.ClSelect, Arg: noArg}, {Kind: model.ClModel, Arg: 0}},
		"Find":      {{Kind: model.ClSelect, Arg: noArg}, {Kind: model.ClModel, Arg: 1}},
	},
	ModelWhere: true,
	ColumnOf:   xormColumn,
	TableOf:    xormTable,
	UniqueOf:   xormUnique,
}

func init() { model.Register("xorm", xorm) }

func xorm(b *model.Builder) {
	b.Packages(pkgXorm+"/", pkgXorm)
	b.Transaction(pkgXorm + ".Session")
	b.Pool(pkgXorm + ".Engine")
	for _, recv := range []string{"Engine", "Session"} {
		for run := range xormGrammar.Terminal {
			b.Call(pkgXorm+"."+recv+"."+run, func(c *model.Call) { c.Hook = grammarRun(xormGrammar) })
		}
		b.Call(pkgXorm+"."+recv+".Exec", func(c *model.Call) { c.Hook = xormExec })
	}
}

// xormExec: Exec(sqlOrArgs ...any) runs its first argument, bound to the others.
func xormExec(s *model.Site) model.Classification {
	elems := model.VariadicElems(s.Arg(0))
	if len(elems) == 0 {
		return model.Classification{}
	}
	text, ok := model.ConstString(elems[0])
	if !ok {
		return model.Classification{}
	}
	return model.Classification{SQL: []model.SQLStmt{{Text: text, Args: append([]ssa.Value(nil), elems[1:]...)}}}
}

// xormTagWords: the words of a field's xorm tag and its quoted column name.
func xormTagWords(tag string) (words []string, name string) {
	for _, w := range strings.Fields(tag) {
		if len(w) > 1 && w[0] == '\'' && w[len(w)-1] == '\'' {
			name = w[1 : len(w)-1]
			continue
		}
		words = append(words, w)
	}
	return words, name
}

// xormColumn: the quoted name of the xorm tag, else the snake-cased field
// name; "" for `xorm:"-"` and embedded fields.
func xormColumn(s *types.Struct, i int) string {
	f := s.Field(i)
	if f.Anonymous() {
		return ""
	}
	tag := reflect.StructTag(s.Tag(i)).Get("xorm")
	if tag == "-" {
		return ""
	}
	if _, name := xormTagWords(tag); name != "" {
		return name
	}
	return model.Snake(f.Name())
}

// xormTable: xorm's default mapper names a table by the snake-cased type
// name (a TableName method is not read).
func xormTable(t types.Type) string {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return model.Snake(n.Obj().Name())
	}
	return ""
}

// xormUnique: the unique keys a model's xorm tags declare: its pk fields
// together, each `unique` field, each `unique(group)` group.
func xormUnique(t types.Type) [][]string {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var pk []string
	var out [][]string
	groups := map[string][]string{}
	var order []string
	for i := 0; i < st.NumFields(); i++ {
		col := xormColumn(st, i)
		if col == "" {
			continue
		}
		words, _ := xormTagWords(reflect.StructTag(st.Tag(i)).Get("xorm"))
		for _, w := range words {
			lw := strings.ToLower(w)
			switch {
			case lw == "pk":
				pk = append(pk, col)
			case lw == "unique":
				out = append(out, []string{col})
			case strings.HasPrefix(lw, "unique(") && strings.HasSuffix(lw, ")"):
				g := lw[len("unique(") : len(lw)-1]
				if _, ok := groups[g]; !ok {
					order = append(order, g)
				}
				groups[g] = append(groups[g], col)
			}
		}
	}
	if len(pk) > 0 {
		out = append(out, pk)
	}
	for _, g := range order {
		out = append(out, groups[g])
	}
	return out
}
