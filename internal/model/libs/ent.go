package libs

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlclass"
)

// entgo.io/ent generates its client into each project (client.Order.
// Create().SetEventID(id).Save(ctx) are methods of the user's own ent
// package), so its rows are shapes (model.Generated): a package ent
// generated declares `type config struct{ driver dialect.Driver; … }`, and
// a row "Create.Save" matches Save on any of its types named …Create.
//
//   - Create…Save/SaveX/Exec/ExecX is an INSERT into the entity's table
//     (the snake-cased plural of its name) of the columns its setters set
//     (SetEventID(v): event_id = v); CreateBulk's builders each one.
//   - OnConflict…/OnConflictColumns… then Ignore()/DoNothing() is ON
//     CONFLICT DO NOTHING; UpdateNewValues()/Update(…)/Set… an upsert;
//     Add…(n) on the upsert an increment.
//   - Update()/UpdateOne…Save/Exec: SET of the setters, an increment for
//     Add…(n).
//   - Query().Where(order.EventID(id)).Exist/Only/First/Count: a check of
//     the key.
//   - IsConstraintError(err) handles a unique violation.
//
// The unique keys come from the ent schema package (field.String("x").
// Unique(), index.Fields("a", "b").Unique(), entsql.Annotation{Table: …}),
// read from source like DDL.
const (
	pkgEnt        = "entgo.io/ent"
	pkgEntDialect = pkgEnt + "/dialect"
	pkgEntField   = pkgEnt + "/schema/field"
	pkgEntIndex   = pkgEnt + "/schema/index"
	pkgEntSQL     = pkgEnt + "/dialect/entsql"
	pkgSqlgraph   = pkgEnt + "/dialect/sql/sqlgraph"
)

// entRuns: the generated builders' methods that run them.
var entRuns = map[string][]string{
	"Create":     {"Save", "SaveX", "Exec", "ExecX"},
	"CreateBulk": {"Save", "SaveX", "Exec", "ExecX"},
	"UpsertOne":  {"Exec", "ExecX", "ID", "IDX"},
	"UpsertBulk": {"Exec", "ExecX"},
	"Update":     {"Save", "SaveX", "Exec", "ExecX"},
	"UpdateOne":  {"Save", "SaveX", "Exec", "ExecX"},
	"Query":      {"Exist", "ExistX", "Only", "OnlyX", "OnlyID", "First", "FirstX", "FirstID", "Count", "CountX"},
}

// entBuilderSuffixes: the generated builder types, longest first (an
// …UpsertOne is not an …Upsert).
var entBuilderSuffixes = []string{"CreateBulk", "UpsertBulk", "UpsertOne", "UpdateOne", "Create", "Update", "Upsert", "Query"}

func init() { model.Register("ent", ent) }

func ent(b *model.Builder) {
	b.Packages(pkgEnt+"/", pkgEnt)
	g := b.Generated("config", pkgEntDialect)
	for suffix, runs := range entRuns {
		for _, run := range runs {
			b.GeneratedCall(g, suffix+"."+run, func(c *model.Call) { c.Hook = entRun })
		}
	}
	b.GeneratedCall(g, "IsConstraintError", func(c *model.Call) { c.UniqueTest = true })
	b.Call(pkgSqlgraph+".IsUniqueConstraintError", func(c *model.Call) { c.UniqueTest = true })
	b.Call(pkgSqlgraph+".IsConstraintError", func(c *model.Call) { c.UniqueTest = true })
	b.SchemaReader(sqlclass.GoSchemaReader{Import: pkgEntField, Read: entSchema})
	b.SchemaReader(sqlclass.GoSchemaReader{Import: pkgEntIndex, Read: entSchema})
}

// entEntity splits a generated builder type's name ("OrderUpsertOne") into
// its entity ("Order") and its kind ("UpsertOne").
func entEntity(t types.Type) (entity, kind string) {
	name := model.TypeKey(t)
	name = name[strings.LastIndexByte(name, '.')+1:]
	for _, s := range entBuilderSuffixes {
		if strings.HasSuffix(name, s) && len(name) > len(s) {
			return strings.TrimSuffix(name, s), s
		}
	}
	return "", ""
}

// entTable: ent's default table name of an entity (the snake-cased plural).
func entTable(entity string) string { return plural(model.Snake(entity)) }

// entSet is one setter of a chain: column = value, or an increment.
type entSet struct {
	col string
	val ssa.Value
	add bool
}

// entRun classifies a run of a generated builder by its chain.
func entRun(s *model.Site) model.Classification {
	if s.Recv == nil {
		return model.Classification{}
	}
	entity, kind := entEntity(s.Recv.Type())
	if entity == "" {
		return model.Classification{}
	}
	genPkg := s.Fn.Pkg()
	chain := model.Chain(s.Recv, s.Instr, func(fn *types.Func) bool { return fn.Pkg() == genPkg }, true)
	table := entTable(entity)
	var (
		sets, upsertSets      []entSet
		where                 []entSet
		conflict, doNothing   bool
		conflictCols          []string
		bulkRows              [][]entSet
		bulk, bulkUnknownRows bool
	)
	for _, c := range chain {
		_, on := entEntity(recvType(c))
		switch {
		case c.Name == "OnConflict" || c.Name == "OnConflictColumns":
			conflict = true
			if c.Name == "OnConflictColumns" && len(c.Params) > 0 {
				for _, e := range model.VariadicElems(c.Params[0]) {
					if n, ok := model.ConstString(e); ok {
						conflictCols = append(conflictCols, n)
					}
				}
			}
		case c.Name == "Ignore" || c.Name == "DoNothing":
			doNothing = true
		case c.Name == "Where" && on == "Query" || c.Name == "Where" && (on == "Update" || on == "UpdateOne"):
			if len(c.Params) > 0 {
				for _, p := range model.VariadicElems(c.Params[0]) {
					if w, ok := entPredicate(p); ok {
						where = append(where, w)
					}
				}
			}
		case c.Name == "CreateBulk":
			bulk = true
			var rows [][]entSet
			if len(c.Params) > 0 {
				for _, b := range model.VariadicElems(c.Params[0]) {
					rows = append(rows, entSetters(model.Chain(b, nil, func(fn *types.Func) bool { return fn.Pkg() == genPkg }, true), "Create"))
				}
			}
			if rows == nil {
				bulkUnknownRows = true
			}
			bulkRows = rows
		case c.Name == "MapCreateBulk":
			bulk, bulkUnknownRows = true, true
		}
		if set, ok := entSetter(c); ok {
			switch on {
			case "Create":
				sets = append(sets, set)
			case "Upsert", "UpsertOne", "UpsertBulk":
				upsertSets = append(upsertSets, set)
			case "Update", "UpdateOne":
				sets = append(sets, set)
			}
		}
		if strings.HasPrefix(c.Name, "Update") && (on == "UpsertOne" || on == "UpsertBulk" || on == "Upsert") {
			conflict = true // UpdateNewValues, Update(func), UpdateX: an upsert
		}
	}
	var stmts []model.SQLStmt
	switch kind {
	case "Query":
		var t model.SQLText
		t.Write("SELECT 1 FROM " + table)
		entWhere(&t, where)
		if len(where) == 0 {
			return model.Classification{}
		}
		stmts = append(stmts, t.Stmt())
	case "Update", "UpdateOne":
		if len(sets) == 0 {
			return model.Classification{}
		}
		var t model.SQLText
		t.Write("UPDATE " + table + " SET ")
		for i, st := range sets {
			if i > 0 {
				t.Write(", ")
			}
			if st.add {
				t.Write(st.col + " = " + st.col + " + ").Bind(st.val)
			} else {
				t.Write(st.col + " = ").Bind(st.val)
			}
		}
		entWhere(&t, where)
		stmts = append(stmts, t.Stmt())
	default: // a create, a bulk create, an upsert
		rows := [][]entSet{sets}
		if bulk {
			rows = bulkRows
			if bulkUnknownRows {
				rows = [][]entSet{nil}
			}
		}
		for _, row := range rows {
			var t model.SQLText
			var cols []string
			var vals []ssa.Value
			for _, st := range row {
				cols = append(cols, st.col)
				vals = append(vals, st.val)
			}
			t.Write("INSERT INTO " + table)
			t.Values(cols, [][]ssa.Value{vals}, nil)
			if conflict {
				t.Write(" ON CONFLICT")
				if len(conflictCols) > 0 {
					t.Write(" (" + strings.Join(conflictCols, ", ") + ")")
				}
				switch {
				case doNothing:
					t.Write(" DO NOTHING")
				default:
					t.Write(" DO UPDATE SET ")
					if len(upsertSets) == 0 {
						t.Write("id = EXCLUDED.id")
					}
					for i, st := range upsertSets {
						if i > 0 {
							t.Write(", ")
						}
						if st.add {
							t.Write(st.col + " = " + st.col + " + ").Bind(st.val)
						} else {
							t.Write(st.col + " = ").Bind(st.val)
						}
					}
				}
			}
			stmts = append(stmts, t.Stmt())
		}
	}
	return model.Classification{SQL: stmts}
}

func entWhere(t *model.SQLText, where []entSet) {
	for i, w := range where {
		if i == 0 {
			t.Write(" WHERE ")
		} else {
			t.Write(" AND ")
		}
		t.Write(w.col + " = ").Bind(w.val)
	}
}

// entSetters: the column setters of a chain's calls on builders of kind.
func entSetters(chain []model.ChainCall, kind string) []entSet {
	var out []entSet
	for _, c := range chain {
		if _, on := entEntity(recvType(c)); on == kind {
			if set, ok := entSetter(c); ok {
				out = append(out, set)
			}
		}
	}
	return out
}

// entSetter reads a generated setter: SetX(v) and SetNillableX(p) set
// column x, AddX(n) adds n to it.
func entSetter(c model.ChainCall) (entSet, bool) {
	if len(c.Params) != 1 {
		return entSet{}, false
	}
	name := c.Name
	switch {
	case strings.HasPrefix(name, "SetNillable"):
		return entSet{col: model.Snake(strings.TrimPrefix(name, "SetNillable")), val: c.Params[0]}, true
	case strings.HasPrefix(name, "Set") && len(name) > 3:
		return entSet{col: model.Snake(strings.TrimPrefix(name, "Set")), val: c.Params[0]}, true
	case strings.HasPrefix(name, "Add") && len(name) > 3 && isNumeric(c.Params[0].Type()):
		return entSet{col: model.Snake(strings.TrimPrefix(name, "Add")), val: c.Params[0], add: true}, true
	}
	return entSet{}, false
}

func isNumeric(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

// entPredicate reads a generated equality predicate: order.EventID(v) or
// order.EventIDEQ(v) (a function of the entity's package) is event_id = v.
func entPredicate(v ssa.Value) (entSet, bool) {
	c, ok := model.Strip(v).(*ssa.Call)
	if !ok {
		return entSet{}, false
	}
	fn := model.Callee(c.Common())
	if fn == nil || len(c.Common().Args) != 1 {
		return entSet{}, false
	}
	if sig, _ := fn.Type().(*types.Signature); sig == nil || sig.Recv() != nil || sig.Variadic() {
		return entSet{}, false
	}
	name := strings.TrimSuffix(fn.Name(), "EQ")
	if name == "" || !token.IsExported(name) || strings.HasSuffix(fn.Name(), "NEQ") {
		return entSet{}, false
	}
	return entSet{col: model.Snake(name), val: c.Common().Args[0]}, true
}

// recvType: the receiver type of a chain call's method, or nil.
func recvType(c model.ChainCall) types.Type {
	if sig, ok := c.Fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		return sig.Recv().Type()
	}
	return types.Typ[types.Invalid]
}

// entSchema reads an ent schema file: for each schema type T, the fields
// its Fields method declares Unique, the indexes its Indexes method
// declares Unique (over fields), and the table its Annotations name
// (entsql.Annotation{Table: …}), else the default.
func entSchema(f *ast.File, into *sqlclass.Schema) {
	names := map[string]string{} // import path → local name
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		n := p[strings.LastIndexByte(p, '/')+1:]
		if imp.Name != nil {
			n = imp.Name.Name
		}
		names[p] = n
	}
	type schemaDecl struct {
		table string
		keys  [][]string
	}
	decls := map[string]*schemaDecl{}
	get := func(t string) *schemaDecl {
		if decls[t] == nil {
			decls[t] = &schemaDecl{}
		}
		return decls[t]
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 || fd.Body == nil {
			continue
		}
		rt := fd.Recv.List[0].Type
		if st, ok := rt.(*ast.StarExpr); ok {
			rt = st.X
		}
		id, ok := rt.(*ast.Ident)
		if !ok {
			continue
		}
		switch fd.Name.Name {
		case "Fields":
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				// the outermost call of a field chain: field.String("x").Unique().…
				root, unique := entChain(call)
				if root == nil || !isPkgCall(root, names[pkgEntField]) || len(root.Args) == 0 {
					return true
				}
				if name, ok := stringLit(root.Args[0]); ok && unique {
					get(id.Name).keys = append(get(id.Name).keys, []string{name})
				}
				return false
			})
		case "Indexes":
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				root, unique := entChain(call)
				if root == nil || !isPkgCall(root, names[pkgEntIndex]) || sel(root) != "Fields" {
					return true
				}
				var cols []string
				for _, a := range root.Args {
					if s, ok := stringLit(a); ok {
						cols = append(cols, s)
					}
				}
				if unique && len(cols) == len(root.Args) && len(cols) > 0 {
					get(id.Name).keys = append(get(id.Name).keys, cols)
				}
				return false
			})
		case "Annotations":
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				cl, ok := n.(*ast.CompositeLit)
				if !ok {
					return true
				}
				if s, ok := cl.Type.(*ast.SelectorExpr); ok && s.Sel.Name == "Annotation" {
					if x, ok := s.X.(*ast.Ident); ok && x.Name == names[pkgEntSQL] {
						for _, e := range cl.Elts {
							if kv, ok := e.(*ast.KeyValueExpr); ok {
								if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Table" {
									if t, ok := stringLit(kv.Value); ok {
										get(id.Name).table = t
									}
								}
							}
						}
					}
				}
				return true
			})
		}
	}
	for typ, d := range decls {
		table := d.table
		if table == "" {
			table = entTable(typ)
		}
		for _, k := range d.keys {
			into.Add(table, k...)
		}
	}
}

// entChain returns the innermost call of a method chain (field.String("x")
// of field.String("x").Unique().Optional()) and whether Unique() is in it.
func entChain(call *ast.CallExpr) (*ast.CallExpr, bool) {
	unique := false
	for {
		s, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return nil, false
		}
		if s.Sel.Name == "Unique" {
			unique = true
		}
		inner, ok := s.X.(*ast.CallExpr)
		if !ok {
			return call, unique
		}
		call = inner
	}
}

func isPkgCall(c *ast.CallExpr, pkg string) bool {
	s, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || pkg == "" {
		return false
	}
	x, ok := s.X.(*ast.Ident)
	return ok && x.Name == pkg
}

func sel(c *ast.CallExpr) string {
	if s, ok := c.Fun.(*ast.SelectorExpr); ok {
		return s.Sel.Name
	}
	return ""
}

func stringLit(e ast.Expr) (string, bool) {
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(bl.Value)
	return s, err == nil
}
