package libs

import (
	"go/types"
	"reflect"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/riverqueue/river: a Worker's Work is a handler; JobRow.ID is the
// sender's id, Attempt a per-attempt value. JobCompleteTx completes the job
// in the caller's transaction: River runs it again only when that
// transaction rolled back, so the writes and InsertTx/InsertManyTx made on
// it are not repeated. An Insert of a unique job (UniqueOpts in the call's
// InsertOpts, in the args type's InsertOpts method, or a `river:"unique"`
// field) is skipped by River while an equal job exists: a retried insert
// adds nothing.
const (
	pkgRiver     = "github.com/riverqueue/river"
	pkgRiverType = "github.com/riverqueue/river/rivertype"
)

func init() { model.Register("river", river) }

func river(b *model.Builder) {
	b.Packages(pkgRiver+"/", pkgRiver)
	b.SenderHint(pkgRiver, `job.ID`)
	b.HandlerMethod(pkgRiver, "Work", "context.Context", "*"+pkgRiver+".Job")
	b.Field(pkgRiverType+".JobRow.ID", model.Field{Source: model.Sender})
	b.Field(pkgRiverType+".JobRow.Attempt", model.Field{Source: model.Trace})
	b.Field(pkgRiverType+".JobRow.EncodedArgs", model.Field{Source: model.Payload})
	b.Field(pkgRiver+".Job.Args", model.Field{Source: model.Payload})
	b.Call(pkgRiver+".Client.Insert", func(c *model.Call) { c.Effect = model.Publish; c.Hook = riverInsert(1, 2) })
	b.Call(pkgRiver+".Client.InsertTx", func(c *model.Call) { c.Effect = model.Publish; c.Hook = riverInsert(2, 3) })
	b.Effect(model.Publish, pkgRiver+".Client.InsertMany", pkgRiver+".Client.InsertManyTx")
	b.CompleteTx(pkgRiver+".JobCompleteTx", 1, 2)
	b.JobType(pkgRiver + ".Job")
}

// riverInsert: Insert(ctx, args, opts) of a unique job is no duplicate
// publish (River skips it while an equal job is in the states UniqueOpts
// names: UniqueSkippedAsDuplicate).
func riverInsert(argsArg, optsArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		if uniqueOptsSet(s.Arg(optsArg)) || uniqueArgs(s.Arg(argsArg), s.Instr.Parent()) {
			return model.Classification{}
		}
		e := s.Effect(model.Publish, "publish "+s.Callee)
		e.Job = argsType(s.Arg(argsArg))
		return model.Classification{Effects: []model.EffectSpec{e}}
	}
}

// uniqueOptsSet: v is a river.InsertOpts literal (or its address) with
// UniqueOpts set.
func uniqueOptsSet(v ssa.Value) bool {
	return model.AnyReferrer(v, 64, isUniqueOptsField)
}

func isUniqueOptsField(instr ssa.Instruction) bool {
	var f *types.Var
	switch x := instr.(type) {
	case *ssa.FieldAddr:
		f = model.FieldVar(x.X.Type(), x.Field)
	case *ssa.Field:
		f = model.FieldVar(x.X.Type(), x.Field)
	}
	return f != nil && f.Name() == "UniqueOpts" && f.Pkg() != nil && f.Pkg().Path() == pkgRiver
}

// uniqueArgs: the job args' type makes its jobs unique: a field tagged
// `river:"unique"`, or an InsertOpts method whose body sets UniqueOpts.
func uniqueArgs(v ssa.Value, caller *ssa.Function) bool {
	v = model.Strip(v)
	if v == nil || caller == nil || caller.Prog == nil {
		return false
	}
	t := v.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if types.IsInterface(t) {
		return false
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := 0; i < st.NumFields() && i < 256; i++ {
			if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("river"); ok && tag == "unique" {
				return true
			}
		}
	}
	if _, ok := t.(*types.TypeParam); ok {
		return false
	}
	if n, ok := t.(*types.Named); ok && n.TypeArgs().Len() > 0 {
		return false // an instance's methods may not be built: the tags alone decide
	}
	sel := caller.Prog.MethodSets.MethodSet(t).Lookup(nil, "InsertOpts")
	if sel == nil {
		return false
	}
	m := caller.Prog.MethodValue(sel)
	if m == nil {
		return false
	}
	n := 0
	for _, b := range m.Blocks {
		for _, instr := range b.Instrs {
			if n++; n > 2000 {
				return false
			}
			if isUniqueOptsField(instr) {
				return true
			}
		}
	}
	return false
}

// argsType: the named type of a job's args value ("pkg.Type"), or "".
func argsType(v ssa.Value) string {
	v = model.Strip(v)
	if v == nil {
		return ""
	}
	t := v.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.TypeArgs().Len() == 0 && n.Obj().Pkg() != nil {
		return model.TypeKey(n)
	}
	return ""
}
