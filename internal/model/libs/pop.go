package libs

import (
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/gobuffalo/pop (every major version): a *pop.Connection (the
// pool and a transaction alike) Creates a row (an append to the model's table:
// TableName(), else the snake-cased plural of its type), Updates,
// UpdateColumns, Saves and Destroys it (idempotent writes; a
// Destroy deletes the row it is given: Call.DeletesRow), and finds rows:
// Find(&row, id), First/Last/All/Exists on a chain of Where("email = ?",
// e) (a check keyed by the Where's and Find's values). RawQuery(text,
// args…).Exec() runs its text. pop's own code (one implementation per SQL
// dialect) is not walked: the library is modelled here.
const pkgPop = "github.com/gobuffalo/pop/v*"

func init() {
	model.AnyMajorVersion("github.com/gobuffalo/pop")
	model.Register("pop", popModel(pkgPop))
}

func popModel(pkg string) func(b *model.Builder) {
	return func(b *model.Builder) {
		b.Packages(pkg+"/", pkg)
		b.Transaction(pkg + ".Connection")
		b.Call(pkg+".Connection.Create", func(c *model.Call) {
			c.Effect = model.Append
			c.Store = model.Write
			c.KeyArg = 0
			c.Hook = popCreate
		})
		for _, k := range []string{"Update", "UpdateColumns", "Save"} {
			b.Effect(model.Idempotent, pkg+".Connection."+k)
		}
		b.Call(pkg+".Connection.Destroy", func(c *model.Call) { c.Effect = model.Idempotent; c.DeletesRow = 1 })
		b.Effect(model.Idempotent, pkg+".Query.Delete")
		for _, k := range []string{"Find", "First", "Last", "All", "Exists"} {
			b.Call(pkg+".Query."+k, func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1; c.Hook = popCheck })
		}
		for _, k := range []string{"Find", "First"} {
			b.Call(pkg+".Connection."+k, func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1; c.Hook = popCheck })
		}
		for _, k := range []string{"Exec", "ExecWithCount"} {
			b.Call(pkg+".Query."+k, func(c *model.Call) { c.Hook = popRaw })
		}
	}
}

// popChain visits the calls of a pop chain (tx.Q().Where(…).Order(…))
// from the receiver of the call back to its start.
func popChain(recv ssa.Value, visit func(name string, c *ssa.Call)) {
	callChain(recv, func(path string) bool { return model.CanonPath(path) == pkgPop }, visit)
}

// popTable: the table of the model a pop call is given.
func popTable(s *model.Site, row ssa.Value) (string, string) {
	t := gormModelKey(model.Strip(row).Type())
	named, _ := types.Unalias(model.Deref(model.Strip(row).Type())).(*types.Named)
	if sl, ok := model.Deref(model.Strip(row).Type()).Underlying().(*types.Slice); ok {
		named, _ = types.Unalias(model.Deref(sl.Elem())).(*types.Named)
	}
	if named == nil {
		return t, ""
	}
	return t, gormTable(s, named)
}

// popCreate: c.Create(&row) inserts a row of the model's table; a row
// whose primary key is the sender's id cannot be inserted twice.
func popCreate(s *model.Site) model.Classification {
	if len(s.Params) == 0 {
		return model.Classification{}
	}
	row := model.Strip(s.Params[0])
	if row == nil {
		return model.Classification{}
	}
	typ, table := popTable(s, row)
	op := model.KeyOpSpec{Op: model.Write, Key: row, Keys: append(structFieldValues(row), row), Store: popStore(typ, table), Desc: "pop " + s.Fn.Name(), Callee: s.Fn.Name()}
	if pk := gormPrimaryKey(row); pk != nil && s.Q.Key(pk).Sender {
		return model.Classification{KeyOps: []model.KeyOpSpec{op}}
	}
	if popSchemaUnique(s, row, table) {
		// a repeat's row fails on the key: with the error consulted, the
		// insert is a claim of the row
		if branch, returned, _ := s.Q.Outcome(); branch || returned {
			op.Op = model.Claim
		}
		return model.Classification{KeyOps: []model.KeyOpSpec{op}}
	}
	desc := "pop " + s.Fn.Name() + " of a new row"
	if table != "" {
		desc = "INSERT INTO " + table + " (pop " + s.Fn.Name() + ")"
	}
	e := s.Effect(model.Append, desc)
	e.Name, e.SQLWrite = s.Callee, true
	e.Rows, e.Table = "pop:"+typ, table
	if table != "" {
		e.Rows = table // the table's, as an SQL INSERT's: a lookup of it decides the insert
	}
	if k := s.Q.Key(row); k.Param >= 0 {
		// the caller's row (a model's Upsert(tx, *Consent)): the values its
		// caller gives the unique key's columns decide, as gorm's
		// (EffectSpec.KeyedBy); one of them minted there (a token) keeps
		// the insert
		if key := popUniqueColumns(s, row, table); len(key) > 0 {
			e.KeyedBy, e.KeyedField, e.KeyedAlso = k.Param+1, key[0], key[1:]
		}
	}
	return model.Classification{Effects: []model.EffectSpec{e}, KeyOps: []model.KeyOpSpec{op}}
}

// popUniqueColumns: the fields of the first unique key of the row's
// table other than its id (popUniqueKeys); nil when none.
func popUniqueColumns(s *model.Site, row ssa.Value, table string) []string {
	if keys := popUniqueKeys(s, row, table); len(keys) > 0 {
		return keys[0]
	}
	return nil
}

// popUniqueKeys: the unique keys of the row's table other than its id,
// each as the row's fields, every column of it a field (a db tag, else
// the snake-cased name); a key with another column is left out.
func popUniqueKeys(s *model.Site, row ssa.Value, table string) [][]string {
	fields := popColumns(row)
	if fields == nil || table == "" {
		return nil
	}
	var out [][]string
	for _, k := range s.Q.UniqueKeys(table) {
		if len(k) == 1 && k[0] == "id" {
			continue
		}
		var names []string
		for _, col := range k {
			name, ok := fields[col]
			if !ok {
				names = nil
				break
			}
			names = append(names, name)
		}
		if len(names) > 0 {
			out = append(out, names)
		}
	}
	return out
}

// popColumns: the row's struct's columns, each to its Go field.
func popColumns(row ssa.Value) map[string]string {
	st, ok := model.Deref(row.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	fields := map[string]string{} // column → field
	for i := 0; i < st.NumFields(); i++ {
		col, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("db"), ",")
		if col == "-" {
			continue
		}
		if col == "" {
			col = model.Snake(st.Field(i).Name())
		}
		fields[col] = st.Field(i).Name()
	}
	return fields
}

// popSchemaUnique: the module's schema declares a unique key on the
// row's table other than its id (mfa_factors (friendly_name, user_id)),
// and the row — a literal, or what a user constructor returned
// (models.NewFactor(user, name)) — gives each of its columns (a field's
// db tag, else its snake-cased name) a value that is neither minted here
// nor a constant (an unset column's NULL never conflicts), the value of
// one at least known: a second insert of the same row fails on it.
func popSchemaUnique(s *model.Site, row ssa.Value, table string) bool {
	for _, key := range popUniqueKeys(s, row, table) {
		holds, known := true, 0
		for _, name := range key {
			// a column of unknown origin (the session's user id) is no
			// minted value; one the request or the caller gives must be
			// among them
			if kc, ok := s.Q.FieldKey(row, name); ok {
				known++
				holds = holds && !kc.Minted && !kc.Const
			}
		}
		if holds && known > 0 {
			return true
		}
	}
	return false
}

// popCheck: q.Where("email = ?", e).First(&row), c.Find(&row, id): a
// check keyed by the Where's values and the id.
func popCheck(s *model.Site) model.Classification {
	var keys []ssa.Value
	if s.Fn.Name() == "Find" && len(s.Params) > 1 {
		keys = append(keys, s.Params[1])
	}
	locks := false
	popChain(s.Recv, func(name string, c *ssa.Call) {
		if name == "Where" || name == "RawQuery" {
			params, _ := model.SplitArgs(c.Common())
			if name == "RawQuery" && len(params) > 0 {
				locks = locks || lockingText(params[0])
			}
			if len(params) > 1 {
				if elems := model.VariadicElems(params[1]); elems != nil {
					keys = append(keys, elems...)
				} else if _, ok := params[1].(*ssa.Parameter); ok {
					// a finder's own args... passed on: its callers' values
					keys = append(keys, params[1])
				}
			}
		}
	})
	if len(keys) == 0 || len(s.Params) == 0 {
		return model.Classification{}
	}
	typ, table := popTable(s, s.Params[0])
	return model.Classification{KeyOps: []model.KeyOpSpec{{Op: model.Check, Key: keys[0], Keys: keys,
		Store: popStore(typ, table), Desc: "pop " + s.Fn.Name(), Callee: s.Fn.Name(), ForUpdate: locks}}}
}

// lockingText: a query's text, a constant or fmt.Sprintf's constant
// format, locks the rows it reads (FOR UPDATE, FOR NO KEY UPDATE).
func lockingText(v ssa.Value) bool {
	text, ok := model.ConstString(v)
	if c, isCall := model.Strip(v).(*ssa.Call); !ok && isCall {
		if fn := model.Callee(c.Common()); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(c.Call.Args) > 0 {
			text, ok = model.ConstString(c.Call.Args[0])
		}
	}
	up := strings.ToUpper(text)
	return ok && (strings.Contains(up, "FOR UPDATE") || strings.Contains(up, "FOR NO KEY UPDATE"))
}

// popStore: the key store of a pop call on a model: its table's, as an
// SQL statement's ("sql:users"), so a lookup through pop and an INSERT
// of the table meet; the model's type when the table is unknown.
func popStore(typ, table string) string {
	if table != "" {
		return "sql:" + table
	}
	return "pop:" + typ
}

// popRaw: c.RawQuery(text, args…).Exec() runs the text with the args.
func popRaw(s *model.Site) model.Classification {
	var c model.Classification
	popChain(s.Recv, func(name string, call *ssa.Call) {
		if name != "RawQuery" {
			return
		}
		params, _ := model.SplitArgs(call.Common())
		if len(params) == 0 {
			return
		}
		var args []ssa.Value
		if len(params) > 1 {
			args = model.VariadicElems(params[1])
		}
		if text, ok := model.ConstString(params[0]); ok {
			c.SQL = append(c.SQL, model.SQLStmt{Text: text, Args: args, Bound: args})
		} else {
			c.SQLFrom = append(c.SQLFrom, params[0])
		}
	})
	return c
}
