package libs

import (
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqlclass"
)

// gorm.io/gorm: Exec/Raw are classified by their SQL text. Create appends a
// row, unless the chain has Clauses(clause.OnConflict{…}) (DoNothing with the
// result checked is a claim, an upsert is idempotent), the unique violation
// (gorm.ErrDuplicatedKey) is handled (a claim), or the row's primary key is
// the sender's id. First/Take/Find/Last with a key (as an argument or in a
// Where of the chain) check a key. Update("n", gorm.Expr("n + ?", 1)) is an
// increment. The store of a key operation is the gorm model (the row type).
const pkgGorm = "gorm.io/gorm"

func init() { model.Register("gorm", gormModel(pkgGorm)) }

// gormPkgs are the import paths of the gorm generations that share this
// model (gorm.io/gorm and github.com/jinzhu/gorm, gorm v1: the same *DB
// chain API).
var gormPkgs = map[string]bool{pkgGorm: true, pkgJinzhuGorm: true}

// gormModel builds the model of the gorm generation at import path pkg.
func gormModel(pkg string) func(b *model.Builder) {
	return func(b *model.Builder) {
		b.Packages(pkg+"/", pkg)
		b.Transaction(pkg + ".DB") // db.Transaction(func(tx *gorm.DB) …) and Begin() hand out a *gorm.DB
		b.SQL(pkg+".DB.Exec", 0)
		b.SQL(pkg+".DB.Raw", 0)
		b.Call(pkg+".DB.Create", func(c *model.Call) {
			c.Effect = model.Append
			c.Store = model.Write
			c.KeyArg = 0
			c.Hook = gormCreate
		})
		if pkg == pkgGorm { // v2 only
			b.Effect(model.Append, pkg+".DB.CreateInBatches")
			b.Effect(model.Idempotent, pkg+".DB.UpdateColumns")
		}
		b.Call(pkg+".DB.Save", func(c *model.Call) {
			c.Effect = model.Idempotent
			c.KeyArg = 0
			c.Hook = gormSave
		})
		b.Effect(model.Idempotent, pkg+".DB.Updates")
		b.Call(pkg+".DB.Delete", func(c *model.Call) { c.Effect = model.Idempotent; c.DeletesRow = 1; c.Hook = gormDelete })
		for _, k := range []string{"Update", "UpdateColumn"} {
			b.Call(pkg+".DB."+k, func(c *model.Call) { c.Effect = model.Idempotent; c.Hook = gormUpdate })
		}
		b.Call(pkg+".DB.FirstOrCreate", func(c *model.Call) { c.Hook = gormFirstOrCreate })
		for _, k := range []string{"First", "Take", "Find", "Last"} {
			b.Call(pkg+".DB."+k, func(c *model.Call) { c.Store = model.Check; c.KeyArg = 1; c.Hook = gormCheck })
		}
		b.Call(pkg+".Expr", func(c *model.Call) { c.Transform = true; c.SQLArg = 0 })
		if pkg == pkgGorm {
			b.RowUnique(gormUniqueFields) // one reader serves both generations' tags
		}
		if pkg == pkgGorm {
			b.UniqueViolation(pkg + ".ErrDuplicatedKey") // v2 only
		}
	}
}

// gormCreate classifies db.Create(&row) by its chain and its outcome.
func gormCreate(s *model.Site) model.Classification {
	onConflict, doNothing := gormOnConflict(s.Recv)
	branch, returned, unique := s.Q.Outcome()
	if len(s.Params) == 0 {
		return model.Classification{}
	}
	key := model.Strip(s.Params[0])
	if key == nil {
		return model.Classification{}
	}
	// the row's key is a field of the struct literal: compare the field values
	keys := append(structFieldValues(key), key)
	name := s.Fn.Name()
	newRow := func() model.EffectSpec { // the append of the row, as an SQL write
		e := s.Effect(model.Append, "gorm "+name+" of a new row")
		e.Name, e.SQLWrite = s.Callee, true
		e.Rows = "gorm:" + gormModelKey(key.Type())
		return e
	}
	op := model.KeyOpSpec{Key: key, Keys: keys, Store: "gorm:" + gormModelKey(key.Type()), Desc: "gorm " + name, Callee: name}
	var c model.Classification
	switch {
	case onConflict && doNothing && (branch || returned):
		op.Op = model.Claim
	case onConflict:
		return model.Classification{} // an upsert
	case unique && !gormHollowUnique(s, key):
		op.Op = model.Claim
	default:
		op.Op = model.Write
		if pk := gormPrimaryKey(key); pk != nil && s.Q.Key(pk).Sender {
			break // a row whose primary key is the sender's id: a redelivery cannot add a second one
		}
		if gormSchemaUnique(s, key) {
			// a unique key the module's schema declares on the model's
			// table ((api_id, key) in a migration), all of whose columns
			// the literal sets to values not minted here: a second
			// insert of the same row fails on it
			c.KeyOps = append(c.KeyOps, op)
			return c
		}
		switch field, how := gormUniqueRow(s, key); how {
		case uniqueQuiet:
			// a unique column other than the id (a name, an email, a
			// (user_id, extension) index) that nothing here mints: a
			// second insert of the same row fails on it
			c.KeyOps = append(c.KeyOps, op)
			return c
		case uniqueByCaller:
			// the row is the caller's: the value its literal gives the
			// unique column decides (a minted token repeats the insert)
			e := newRow()
			e.KeyedBy, e.KeyedField = s.Q.Key(key).Param+1, field
			c.Effects = append(c.Effects, e)
			c.KeyOps = append(c.KeyOps, op)
			return c
		}
		if types.IsInterface(key.Type()) {
			// a generic repository's Create(ctx, value any): the row's type, and so
			// its unique keys (gorm:"uniqueIndex"), are not known here; a
			// row that is the function's parameter is judged by its callers
			// (EffectSpec.RowBy), any other is left alone
			if k := s.Q.Key(key); k.Param >= 0 {
				e := newRow()
				e.RowBy = k.Param + 1
				c.Effects = append(c.Effects, e)
			}
			break
		}
		c.Effects = append(c.Effects, newRow())
	}
	c.KeyOps = append(c.KeyOps, op)
	return c
}

// gormHollowUnique: every unique key of the row's model (its gorm tags'
// and its table's in the module's schema; the table named as gorm names
// it, api_keys for ApiKey) has a column the row's literal gives a value
// minted here (a random token's hash) or leaves to the database or a
// BeforeCreate hook (the primary key it does not set): a retry's row
// never meets the first's, so the handled unique violation refuses no
// repeat. False when no unique key is known or the row is no literal.
func gormHollowUnique(s *model.Site, row ssa.Value) bool {
	alloc, _ := model.Strip(row).(*ssa.Alloc)
	st, ok := model.Deref(row.Type()).Underlying().(*types.Struct)
	if alloc == nil || !ok {
		return false
	}
	named, ok := types.Unalias(model.Deref(row.Type())).(*types.Named)
	if !ok {
		return false
	}
	keys := s.Q.UniqueKeys(gormTable(s, named))
	for _, i := range gormUniqueIndexes(st) {
		keys = append(keys, []string{model.Snake(st.Field(i).Name())})
	}
	if len(keys) == 0 {
		return false
	}
	set := literalColumns(alloc)
	for _, k := range keys {
		hollow := false
		for _, col := range k {
			v, isSet := set[col]
			if !isSet && col == "id" || isSet && s.Q.Key(v).Minted {
				hollow = true
				break
			}
		}
		if !hollow {
			return false
		}
	}
	return true
}

// gormSchemaUnique: the module's schema declares a unique key on the
// table of the row's model (named as gorm names it) other than its id,
// and the row's literal sets every column of it to a value not minted
// here.
func gormSchemaUnique(s *model.Site, row ssa.Value) bool {
	alloc, _ := model.Strip(row).(*ssa.Alloc)
	named, ok := types.Unalias(model.Deref(row.Type())).(*types.Named)
	if alloc == nil || !ok {
		return false
	}
	set := literalColumns(alloc)
	for _, k := range s.Q.UniqueKeys(gormTable(s, named)) {
		if len(k) == 1 && k[0] == "id" {
			continue
		}
		all := true
		for _, col := range k {
			v, isSet := set[col]
			if !isSet || s.Q.Key(v).Minted {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// literalColumns: the values a struct literal's fields (and those of the
// structs it embeds, gorm's model.Base) are given, by snake-cased column
// name.
func literalColumns(alloc *ssa.Alloc) map[string]ssa.Value {
	out := map[string]ssa.Value{}
	for _, fv := range literalFields(alloc) {
		if _, ok := out[fv.column]; !ok {
			out[fv.column] = fv.val
		}
	}
	return out
}

// gormColumn: the column of a model's field: its gorm tag's column:x, or
// its snake-cased name.
func gormColumn(f *types.Var, tag string) string {
	if c := model.GormColumn(tag); c != "" {
		return c
	}
	return model.Snake(f.Name())
}

// gormTable: the table of a model type: the constant its TableName
// method returns (through the fact of a model declared in another
// package), else gorm's naming rule (ApiKey → api_keys).
func gormTable(s *model.Site, named *types.Named) string {
	for _, t := range []types.Type{named, types.NewPointer(named)} {
		obj, _, _ := types.LookupFieldOrMethod(t, false, named.Obj().Pkg(), "TableName")
		if m, ok := obj.(*types.Func); ok && s.Q != nil {
			if name, ok := s.Q.ConstResult(m); ok {
				return name
			}
		}
	}
	return plural(model.Snake(named.Obj().Name()))
}

// fieldValue is a value stored into a field of a struct literal.
type fieldValue struct {
	field  *types.Var
	column string // the field's column (gormColumn)
	val    ssa.Value
}

// literalFields: the values stored into the fields of a struct literal
// and of the structs it embeds, in the order of the stores; a literal
// built in a temporary and copied in (x := T{…}; &x) is followed, as
// model.StructLiteral does for the literal's own fields.
func literalFields(alloc *ssa.Alloc) []fieldValue {
	var out []fieldValue
	seen := map[ssa.Value]bool{}
	var walk func(base ssa.Value, depth int)
	walk = func(base ssa.Value, depth int) {
		if depth > 3 || seen[base] || base.Referrers() == nil {
			return
		}
		seen[base] = true
		for _, r := range *base.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == base {
				if u, ok := st.Val.(*ssa.UnOp); ok && u.Op == token.MUL {
					if tmp, ok := u.X.(*ssa.Alloc); ok {
						walk(tmp, depth+1)
					}
				}
			}
			f, ok := r.(*ssa.FieldAddr)
			if !ok || f.Referrers() == nil {
				continue
			}
			fv := model.FieldVar(f.X.Type(), f.Field)
			if fv == nil {
				continue
			}
			if fv.Embedded() {
				walk(f, depth+1)
				continue
			}
			column := model.Snake(fv.Name())
			if st, ok := model.Deref(f.X.Type()).Underlying().(*types.Struct); ok && f.Field < st.NumFields() {
				column = gormColumn(fv, st.Tag(f.Field))
			}
			for _, rr := range *f.Referrers() {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == f {
					out = append(out, fieldValue{fv, column, st.Val})
				}
			}
		}
	}
	walk(alloc, 0)
	return out
}

// gormSave: db.Save(&row) updates the row its primary key names and
// inserts it when that key is zero. A Save in a function named for making
// something new (PostGroup, CreateUser, AddWebhook, InsertPage, NewOrder)
// that does not set the row's primary key itself is taken for an insert
// and classified as Create is; any other Save is an update (idempotent).
func gormSave(s *model.Site) model.Classification {
	if len(s.Params) == 0 || s.Instr.Parent() == nil {
		return model.Classification{}
	}
	caller := s.Instr.Parent()
	for caller.Parent() != nil {
		caller = caller.Parent() // a func literal: the function that declares it
	}
	if !gormCreator.MatchString(caller.Name()) {
		return model.Classification{}
	}
	if key := model.Strip(s.Params[0]); key == nil || gormPrimaryKey(key) != nil {
		return model.Classification{}
	}
	return gormCreate(s)
}

// gormCreator: a function named for making something new.
var gormCreator = regexp.MustCompile(`^(Post|Create|Insert|Add|New|Register)([A-Z_0-9]|$)`)

// gormDelete: db.Delete(&row, "token = ?", t) whose RowsAffected decides
// a branch (0: refused) consumes a single-use row (a session, a one-time
// code): a repeat deletes nothing and is refused, a claim keyed by the
// condition's values. Any other Delete is an idempotent write.
func gormDelete(s *model.Site) model.Classification {
	if len(s.Params) == 0 {
		return model.Classification{}
	}
	// a delete of the model's rows: with a Create of the same model in the
	// function, a set replaced (the permissions of an API: the unwanted
	// deleted, the new ones created)
	deletes := []string{"gorm:" + gormModelKey(model.Strip(s.Params[0]).Type())}
	call, ok := s.Instr.(*ssa.Call)
	if !ok || !rowsAffectedDecides(call) {
		return model.Classification{Deletes: deletes}
	}
	var keys []ssa.Value
	if len(s.Params) > 1 {
		keys = append(keys, model.VariadicElems(s.Params[1])...)
	}
	keys = append(keys, gormWhereArgs(s.Recv)...)
	keys = slices.DeleteFunc(keys, func(v ssa.Value) bool { _, c := model.Strip(v).(*ssa.Const); return c })
	if len(keys) == 0 {
		return model.Classification{Deletes: deletes}
	}
	return model.Classification{Deletes: deletes, KeyOps: []model.KeyOpSpec{{Op: model.Claim, Key: keys[0], Keys: keys,
		Store: "gorm:" + gormModelKey(model.Strip(s.Params[0]).Type()), Desc: "gorm " + s.Fn.Name() + " (RowsAffected checked)", Callee: s.Fn.Name()}}}
}

// rowsAffectedDecides: the RowsAffected field of the *gorm.DB call
// returns is compared in a branch (if res.RowsAffected == 0 { … }).
func rowsAffectedDecides(call *ssa.Call) bool {
	vals := []ssa.Value{call}
	if call.Referrers() != nil {
		for _, r := range *call.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Val == call {
				if a, ok := st.Addr.(*ssa.Alloc); ok && a.Referrers() != nil {
					for _, rr := range *a.Referrers() {
						if u, ok := rr.(*ssa.UnOp); ok && u.Op == token.MUL {
							vals = append(vals, u) // a result kept in a variable
						}
					}
				}
			}
		}
	}
	for _, v := range vals {
		if model.FieldCompared(v, "RowsAffected") {
			return true
		}
	}
	return false
}

// gormUpdate: db.Update("balance", gorm.Expr("balance + ?", n)) is an increment.
func gormUpdate(s *model.Site) model.Classification {
	if len(s.Params) < 2 {
		return model.Classification{}
	}
	col, ok := model.ConstString(s.Params[0])
	if !ok {
		return model.Classification{}
	}
	expr, ok := gormExpr(s.Params[1])
	if !ok {
		return model.Classification{}
	}
	var c model.Classification
	for _, st := range sqlclass.Parse("UPDATE t SET " + col + " = " + strings.ReplaceAll(expr, "?", "$1")) {
		if st.HasIncrement() {
			e := s.Effect(model.Increment, "gorm "+s.Fn.Name()+"("+`"`+col+`"`+", gorm.Expr("+`"`+expr+`"`+"))")
			e.SQLWrite = true
			c.Effects = append(c.Effects, e)
		}
	}
	return c
}

// gormCheck records db.First/Take/Find(&row, key) / db.Where("key = ?", k).First(&row).
func gormCheck(s *model.Site) model.Classification {
	var keys []ssa.Value
	if len(s.Params) > 1 {
		if e := model.VariadicElems(s.Params[1]); e != nil {
			keys = append(keys, e...)
		}
	}
	keys = append(keys, gormWhereArgs(s.Recv)...)
	if len(keys) == 0 || len(s.Params) == 0 {
		return model.Classification{}
	}
	return model.Classification{KeyOps: []model.KeyOpSpec{{Op: model.Check, Key: keys[0], Keys: keys,
		Store: "gorm:" + gormModelKey(model.Strip(s.Params[0]).Type()), Desc: "gorm " + s.Fn.Name(), Callee: s.Fn.Name()}}}
}

// gormModelKey names the model a gorm destination holds: *T, *[]T and *[]*T are all T.
func gormModelKey(t types.Type) string {
	t = model.Deref(t)
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
	}
	return model.TypeKey(t)
}

// gormUniqueFields: the fields of row type t (a struct or a pointer to
// one) tagged unique for gorm (gorm:"unique", "uniqueIndex", v1's
// "unique_index").
func gormUniqueFields(t types.Type) []string {
	st, ok := model.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []string
	for _, i := range gormUniqueIndexes(st) {
		out = append(out, st.Field(i).Name())
	}
	return out
}

// gormUniqueIndexes: the indexes of st's fields that gormUniqueTag
// declares unique, in order.
func gormUniqueIndexes(st *types.Struct) []int {
	var out []int
	for i := 0; i < st.NumFields(); i++ {
		if gormUniqueTag(st.Field(i), reflect.StructTag(st.Tag(i)).Get("gorm")) {
			out = append(out, i)
		}
	}
	return out
}

// gormUniqueTag: field f's gorm tag declares its column unique, or the
// primary key when the key is no integer (an integer one is the
// database's autoincrement: no key a caller gives; a string one, a user
// name or a code, is).
func gormUniqueTag(f *types.Var, tag string) bool {
	tag = strings.ToLower(tag)
	if strings.Contains(tag, "unique") {
		return true
	}
	if !strings.Contains(tag, "primarykey") && !strings.Contains(tag, "primary_key") {
		return false
	}
	b, ok := f.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// How a row's unique column (besides its primary key) decides a gorm
// insert (gormUniqueRow).
const (
	uniqueNone     = iota // the model declares none
	uniqueQuiet           // a value nothing here mints: a repeat fails on it
	uniqueMinted          // the row's literal sets it to a value minted here
	uniqueByCaller        // the row is a parameter: the caller's value decides
)

// gormUniqueRow: how the row's model declares a unique column besides its
// primary key (gorm:"unique", "uniqueIndex", v1's "unique_index" or
// "unique") and where the row's value for it comes from, with the
// column's Go field. A row the function decodes from the delivery carries
// a value its sender set (a user's name or address); a row that is the
// function's parameter carries its caller's (a token the caller mints
// repeats the insert: judged there, by EffectSpec.KeyedBy); any other
// (a row a transaction's closure captures) is an append as before.
func gormUniqueRow(s *model.Site, row ssa.Value) (string, int) {
	st, ok := model.Deref(row.Type()).Underlying().(*types.Struct)
	if !ok {
		return "", uniqueNone
	}
	unique := gormUniqueIndexes(st)
	if len(unique) == 0 {
		return "", uniqueNone
	}
	field := st.Field(unique[0]).Name() // the first unique column names the key
	alloc, _ := model.Strip(row).(*ssa.Alloc)
	if alloc == nil || alloc.Referrers() == nil {
		switch k := s.Q.Key(row); {
		case k.Param >= 0:
			return field, uniqueByCaller
		case (k.PayloadOnly || k.Sender) && !k.Minted:
			return field, uniqueQuiet // the delivery's own row
		}
		return "", uniqueNone // a row from elsewhere (a captured one): as any
	}
	// the literal's value for each unique column: one it sets to a value
	// not minted here (or leaves zero, a second "" fails too) refuses the
	// repeat; a primary key it leaves to the database or a BeforeCreate
	// hook, or sets to a minted value, does not
	minted := false
	stored := literalFields(alloc)
	for _, i := range unique {
		var vals []ssa.Value
		for _, fv := range stored {
			if fv.field == st.Field(i) {
				vals = append(vals, fv.val)
			}
		}
		switch {
		case len(vals) == 0 && gormPrimaryKeyField(st, i):
			minted = true
		case len(vals) == 0:
			return st.Field(i).Name(), uniqueQuiet
		case slices.ContainsFunc(vals, func(v ssa.Value) bool { return s.Q.Key(v).Minted }):
			minted, field = true, st.Field(i).Name()
		default:
			return st.Field(i).Name(), uniqueQuiet
		}
	}
	if minted {
		return field, uniqueMinted
	}
	return field, uniqueQuiet
}

// gormPrimaryKeyField: field i of st is the model's primary key (tagged
// primaryKey, or named ID).
func gormPrimaryKeyField(st *types.Struct, i int) bool {
	tag := strings.ToLower(reflect.StructTag(st.Tag(i)).Get("gorm"))
	return strings.Contains(tag, "primarykey") || strings.Contains(tag, "primary_key") || st.Field(i).Name() == "ID"
}

// gormPrimaryKey: the value stored into the primary key (a field tagged
// gorm:"primaryKey", else one named ID) of the struct literal v, or nil.
func gormPrimaryKey(v ssa.Value) ssa.Value {
	alloc, ok := model.Strip(v).(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	st, ok := model.Deref(alloc.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	pk := -1
	for i := 0; i < st.NumFields(); i++ {
		if strings.Contains(reflect.StructTag(st.Tag(i)).Get("gorm"), "primaryKey") {
			pk = i
			break
		}
		if st.Field(i).Name() == "ID" && pk < 0 {
			pk = i
		}
	}
	if pk < 0 {
		return nil
	}
	for _, r := range *alloc.Referrers() {
		if f, ok := r.(*ssa.FieldAddr); ok && f.Field == pk && f.Referrers() != nil {
			for _, rr := range *f.Referrers() {
				if s, ok := rr.(*ssa.Store); ok && s.Addr == f {
					return s.Val
				}
			}
		}
	}
	return nil
}

// structFieldValues: the non-constant values stored into the fields of a
// local struct (&T{F: v} or x := T{F: v}; &x), its embedded structs'
// included (literalFields).
func structFieldValues(v ssa.Value) []ssa.Value {
	alloc, ok := model.Strip(v).(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, fv := range literalFields(alloc) {
		if _, isConst := fv.val.(*ssa.Const); !isConst {
			out = append(out, fv.val)
		}
	}
	return out
}

// gormChain visits the gorm calls a receiver was built by (db.Where(…).Clauses(…)), innermost last.
func gormChain(recv ssa.Value, visit func(name string, c *ssa.Call)) {
	callChain(recv, func(path string) bool { return gormPkgs[path] }, visit)
}

// callChain visits the calls of a method chain (db.Where(…).Order(…)) of
// the library whose packages inLib accepts, from the receiver of a call
// back to the chain's start (at most 16 calls).
func callChain(recv ssa.Value, inLib func(path string) bool, visit func(name string, c *ssa.Call)) {
	for i := 0; i < 16 && recv != nil; i++ {
		c, ok := model.Strip(recv).(*ssa.Call)
		if !ok {
			return
		}
		fn := model.Callee(c.Common())
		if fn == nil || fn.Pkg() == nil || !inLib(fn.Pkg().Path()) {
			return
		}
		visit(fn.Name(), c)
		_, recv = model.SplitArgs(c.Common())
	}
}

func gormWhereArgs(recv ssa.Value) []ssa.Value {
	var out []ssa.Value
	gormChain(recv, func(name string, c *ssa.Call) {
		if name == "Where" {
			params, _ := model.SplitArgs(c.Common())
			if len(params) > 1 {
				out = append(out, model.VariadicElems(params[1])...)
			}
		}
	})
	return out
}

func gormOnConflict(recv ssa.Value) (onConflict, doNothing bool) {
	gormChain(recv, func(name string, c *ssa.Call) {
		if name != "Clauses" {
			return
		}
		params, _ := model.SplitArgs(c.Common())
		for _, p := range params {
			for _, e := range model.VariadicElems(p) {
				if model.TypeKey(e.Type()) == pkgGorm+"/clause.OnConflict" {
					onConflict = true
					if structFieldTrue(e, "DoNothing") {
						doNothing = true
					}
				}
			}
		}
	})
	return
}

// structFieldTrue: a struct value built from a literal whose field name is set to true.
func structFieldTrue(v ssa.Value, field string) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok {
		return false
	}
	alloc, ok := u.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		if f := model.FieldVar(alloc.Type(), fa.Field); f == nil || f.Name() != field {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok {
				if c, ok := st.Val.(*ssa.Const); ok && c.Value != nil && c.Value.String() == "true" {
					return true
				}
			}
		}
	}
	return false
}

// gormExpr returns the SQL text of a gorm.Expr(...) value.
func gormExpr(v ssa.Value) (string, bool) {
	c, ok := model.Strip(v).(*ssa.Call)
	if !ok {
		return "", false
	}
	fn := model.Callee(c.Common())
	if fn == nil || fn.Pkg() == nil || !gormPkgs[fn.Pkg().Path()] || fn.Name() != "Expr" || len(c.Common().Args) == 0 {
		return "", false
	}
	return model.ConstString(c.Common().Args[0])
}

// gormFirstOrCreate: db.Where("user_id = ? AND key = ?", uid, k).
// FirstOrCreate(&row) is a SELECT then an INSERT: two concurrent calls
// both miss and both insert unless a unique key of the row's model (its
// gorm tags, its table's in the module's schema) is among the looked-up
// columns. A column written by the code (Where(col+" = ?", v)) may be
// any but the surrogate id. A lookup by a struct's fields, or by text
// not seen, is left alone.
func gormFirstOrCreate(s *model.Site) model.Classification {
	out := model.Strip(s.Arg(0))
	if out == nil {
		return model.Classification{}
	}
	named, ok := types.Unalias(model.Deref(out.Type())).(*types.Named)
	if !ok {
		return model.Classification{}
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return model.Classification{}
	}
	var known []string
	var keys []ssa.Value
	unknown, conds := 0, 0
	visit := func(text ssa.Value, args []ssa.Value) bool {
		k, u, ok := whereColumns(text)
		if !ok {
			return false
		}
		known, unknown, conds = append(known, k...), unknown+u, conds+1
		keys = append(keys, args...)
		return true
	}
	good := true
	gormChain(s.Recv, func(name string, c *ssa.Call) {
		if name != "Where" || !good {
			return
		}
		params, _ := model.SplitArgs(c.Common())
		if len(params) == 0 {
			good = false
			return
		}
		var args []ssa.Value
		if len(params) > 1 {
			args = model.VariadicElems(params[1])
		}
		good = visit(params[0], args)
	})
	if !good || conds == 0 {
		return model.Classification{}
	}
	if e := model.VariadicElems(s.Arg(1)); len(e) > 0 {
		return model.Classification{} // conditions of the call's own: not followed
	}
	table := gormTable(s, named)
	ukeys := s.Q.UniqueKeys(table)
	for _, i := range gormUniqueIndexes(st) {
		ukeys = append(ukeys, []string{gormColumn(st.Field(i), st.Tag(i))})
	}
	for _, k := range ukeys {
		missing, idMissing := 0, false
		for _, col := range k {
			if !slices.Contains(known, col) {
				missing++
				idMissing = idMissing || col == "id" // no column the code names is the surrogate id
			}
		}
		if !idMissing && missing <= unknown {
			return model.Classification{} // a unique key may be among the looked-up columns
		}
	}
	var key ssa.Value
	for _, k := range keys {
		if _, isConst := model.Strip(k).(*ssa.Const); !isConst {
			key = k
			break
		}
	}
	if key == nil {
		return model.Classification{}
	}
	cols := strings.Join(known, ", ")
	if unknown > 0 {
		if cols != "" {
			cols += ", "
		}
		cols += "a column the code names"
	}
	return model.Classification{KeyOps: []model.KeyOpSpec{{Op: model.GetOrCreate, Key: key, Keys: keys,
		Store: "gorm:" + table, Desc: "FirstOrCreate on " + table + " by " + cols, Callee: "FirstOrCreate"}}}
}

// whereColumn: a column compared with a placeholder ("user_id = ?").
var whereColumn = regexp.MustCompile(`(\x00|[A-Za-z_][\w.]*)\s*=\s*\?`)

// whereColumns: the columns a gorm Where text compares with placeholders,
// and how many of them the code names at run time (a text concatenated
// from a value and a constant: string(idType)+" = ? AND key = ?"); ok is
// false for a condition that is no text.
func whereColumns(v ssa.Value) (known []string, unknown int, ok bool) {
	var b strings.Builder
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		if depth > 8 {
			return false
		}
		if c, isText := model.ConstString(v); isText {
			b.WriteString(c)
			return true
		}
		if bin, isBin := model.Strip(v).(*ssa.BinOp); isBin && bin.Op == token.ADD {
			return walk(bin.X, depth+1) && walk(bin.Y, depth+1)
		}
		t, isBasic := v.Type().Underlying().(*types.Basic)
		if !isBasic || t.Info()&types.IsString == 0 {
			return false
		}
		b.WriteByte(0) // a part the code computes
		return true
	}
	if !walk(v, 0) {
		return nil, 0, false
	}
	for _, m := range whereColumn.FindAllStringSubmatch(b.String(), -1) {
		if m[1] == "\x00" {
			unknown++
			continue
		}
		col := strings.ToLower(m[1])
		if i := strings.LastIndexByte(col, '.'); i >= 0 {
			col = col[i+1:]
		}
		known = append(known, col)
	}
	return known, unknown, len(known)+unknown > 0
}
