package libs

import (
	"go/types"
	"reflect"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/uptrace/bun: a query built by db.NewInsert()/NewUpdate()/
// NewSelect()/NewDelete() (on a *bun.DB, a bun.Tx or a bun.IDB) and run
// by Exec/Scan/Exists/Count is classified as the statement it builds:
// Model(&row) gives the table (`bun:"table:…"` on the BaseModel, else the
// snake-cased plural of the type) and, for an INSERT or UPDATE, the row's
// columns (`bun:"name"`, else snake case) and values; On("CONFLICT … DO
// NOTHING") and Ignore() are conflict handling, Set("n = n + ?", 1) an
// increment, Where("k = ?", k) a check's key. Fields tagged
// `bun:",pk"`, `bun:",unique"` or `bun:",unique:group"` are unique keys
// of the row's table. NewRaw and the DB's own Exec/Query run their text.
const (
	pkgBun       = "github.com/uptrace/bun"
	pkgBunSchema = pkgBun + "/schema"
)

var bunGrammar = &model.SQLGrammar{
	Pkgs:    []string{pkgBun},
	Mutable: true, // q.Where(…) modifies q and returns it
	Clauses: map[string]model.Clause{
		"NewInsert": {Kind: model.ClInsert, Arg: noArg},
		"NewUpdate": {Kind: model.ClUpdate, Arg: noArg},
		"NewSelect": {Kind: model.ClSelect, Arg: noArg},
		"NewDelete": {Kind: model.ClDelete, Arg: noArg},
		"NewRaw":    {Kind: model.ClRaw, Arg: 0, Args: 1},
		"Model":     {Kind: model.ClModel, Arg: 0},
		"Table":     {Kind: model.ClTable, Arg: 0},
		"On":        {Kind: model.ClSuffix, Arg: 0, Args: 1, Text: "ON "},
		"Ignore":    {Kind: model.ClSuffix, Arg: noArg, Text: "ON CONFLICT DO NOTHING"},
		"Replace":   {Kind: model.ClInsert, Arg: noArg, Text: "REPLACE"},
		"Set":       {Kind: model.ClSetFragment, Arg: 0, Args: 1},
		"Where":     {Kind: model.ClWhere, Arg: 0, Args: 1},
		"For":       {Kind: model.ClSuffix, Arg: 0, Args: 1, Text: "FOR "},
	},
	Tag:      "bun",
	Naming:   model.Snake,
	TableOf:  bunTable,
	UniqueOf: bunUnique,
}

// bunRuns: the methods that run a query, by query type.
var bunRuns = map[string][]string{
	"InsertQuery": {"Exec", "Scan"},
	"UpdateQuery": {"Exec", "Scan"},
	"DeleteQuery": {"Exec", "Scan"},
	"SelectQuery": {"Exec", "Scan", "Exists", "Count", "ScanAndCount"},
	"RawQuery":    {"Exec", "Scan"},
}

func init() { model.Register("bun", bun) }

func bun(b *model.Builder) {
	b.Packages(pkgBun+"/", pkgBun)
	b.Transaction(pkgBun + ".Tx")
	b.Pool(pkgBun + ".DB")
	for typ, runs := range bunRuns {
		for _, run := range runs {
			b.Call(pkgBun+"."+typ+"."+run, func(c *model.Call) { c.Hook = grammarRun(bunGrammar) })
		}
	}
	for _, recv := range []string{"DB", "Tx"} {
		b.SQL(pkgBun+"."+recv+".Exec", 0)
		b.SQL(pkgBun+"."+recv+".Query", 0)
		b.SQL(pkgBun+"."+recv+".QueryRow", 0)
	}
	for _, recv := range []string{"DB", "Tx", "IConn"} {
		b.SQL(pkgBun+"."+recv+".ExecContext", 1)
		b.SQL(pkgBun+"."+recv+".QueryContext", 1)
		b.SQL(pkgBun+"."+recv+".QueryRowContext", 1)
	}
}

// bunTable: the table of a bun model: the `bun:"table:name"` of its
// BaseModel field, else the snake-cased plural of its type name.
func bunTable(t types.Type) string {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Anonymous() || model.TypeKey(f.Type()) != pkgBunSchema+".BaseModel" {
			continue
		}
		for _, part := range strings.Split(reflect.StructTag(st.Tag(i)).Get("bun"), ",") {
			if name, ok := strings.CutPrefix(part, "table:"); ok {
				if j := strings.IndexAny(name, " \t"); j >= 0 {
					name = name[:j]
				}
				return strings.Trim(name, `"'`)
			}
		}
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return ""
	}
	return plural(model.Snake(n.Obj().Name()))
}

// bunUnique: the unique keys a bun model's tags declare: its primary key
// (`bun:",pk"`, all such fields together), each `bun:",unique"` field, and
// each `bun:",unique:group"` group.
func bunUnique(t types.Type) [][]string {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var pk []string
	var out [][]string
	groups := map[string][]string{}
	var order []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Anonymous() {
			continue
		}
		parts := strings.Split(reflect.StructTag(st.Tag(i)).Get("bun"), ",")
		col := parts[0]
		if col == "-" {
			continue
		}
		if col == "" || strings.Contains(col, ":") {
			col = model.Snake(f.Name())
		}
		for _, p := range parts[1:] {
			switch {
			case p == "pk":
				pk = append(pk, col)
			case p == "unique":
				out = append(out, []string{col})
			case strings.HasPrefix(p, "unique:"):
				g := strings.TrimPrefix(p, "unique:")
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

// plural: the plural of a snake-cased name, as ORMs pluralize table names
// (order → orders, category → categories, box → boxes); a word already
// plural or uncountable stays (user_metadata, news, equipment).
func plural(s string) string {
	switch {
	case s == "":
		return s
	case strings.HasSuffix(s, "data"), strings.HasSuffix(s, "news"), strings.HasSuffix(s, "equipment"), strings.HasSuffix(s, "information"), strings.HasSuffix(s, "series"), strings.HasSuffix(s, "species"):
		return s
	case strings.HasSuffix(s, "s"), strings.HasSuffix(s, "x"), strings.HasSuffix(s, "z"), strings.HasSuffix(s, "ch"), strings.HasSuffix(s, "sh"):
		return s + "es"
	case strings.HasSuffix(s, "y") && len(s) > 1 && !strings.ContainsRune("aeiou", rune(s[len(s)-2])):
		return s[:len(s)-1] + "ies"
	}
	return s + "s"
}
