package checkthenwrite

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/idemlint/idemlint/internal/idemcore"
)

// claimFirstFix is the one fix checkthenwrite offers, for one shape only:
//
//	if rdb.Get(ctx, K).Val() != "" { …; return }   // or Exists(ctx, K).Val() > 0
//	…work…
//	rdb.Set(ctx, K, V, TTL)
//
// becomes
//
//	if !rdb.SetNX(ctx, K, V, TTL).Val() { …; return }
//	…work…
//
// The claim moves before the work and its result decides whether the work
// runs, so two concurrent duplicates cannot both pass. It is offered only
// when that rewrite keeps the meaning otherwise: the Set is a statement of
// its own in the same block as the if, after it; the if has no else and its
// body ends the path (return, continue); the receiver, context and key are
// the same expressions; and the key, value and TTL are constants or
// variables set before the if and not assigned between the if and the Set
// (so SetNX can be evaluated at the check). Any other shape gets advice and
// no fix: moving a claim across arbitrary code is not mechanical.
func claimFirstFix(pass *analysis.Pass, res *idemcore.Result, c, w *idemcore.KeyOp) []analysis.SuggestedFix {
	if w.Store() != "redis" || w.Callee() != "Set" || c.Store() != "redis" || (c.Callee() != "Get" && c.Callee() != "Exists") || c.FromFact() || w.FromFact() {
		return nil
	}
	cpos, wpos := res.PosOf(c.Instr()), res.PosOf(w.Instr())
	file := fileOf(pass, wpos)
	if file == nil || fileOf(pass, cpos) != file {
		return nil
	}
	// the write: rdb.Set(ctx, K, V, TTL) as a statement
	wpath, _ := astutil.PathEnclosingInterval(file, wpos, wpos)
	setCall, setStmt, block := statementCall(wpath, "Set")
	if setCall == nil || len(setCall.Args) != 4 {
		return nil
	}
	// the check: if rdb.Get(ctx, K).Val() != "" { … return } in the same block, before it
	cpath, _ := astutil.PathEnclosingInterval(file, cpos, cpos)
	getCall, ifStmt := checkCondition(pass, cpath, c.Callee())
	if getCall == nil || ifStmt.Else != nil || ifStmt.Init != nil || len(getCall.Args) != 2 || !endsPath(ifStmt.Body) {
		return nil
	}
	if !inList(block.List, ifStmt, setStmt) {
		return nil
	}
	str := types.ExprString
	setSel, getSel := setCall.Fun.(*ast.SelectorExpr), getCall.Fun.(*ast.SelectorExpr)
	if str(setSel.X) != str(getSel.X) || str(setCall.Args[0]) != str(getCall.Args[0]) || str(setCall.Args[1]) != str(getCall.Args[1]) {
		return nil
	}
	for _, e := range []ast.Expr{setSel.X, setCall.Args[0], setCall.Args[1], setCall.Args[2], setCall.Args[3]} {
		if !stableAt(pass, e, ifStmt, setStmt) {
			return nil
		}
	}
	claim := "!" + str(setSel.X) + ".SetNX(" + str(setCall.Args[0]) + ", " + str(setCall.Args[1]) + ", " + str(setCall.Args[2]) + ", " + str(setCall.Args[3]) + ").Val()"
	delFrom, delTo := wholeLine(pass.Fset, file, block, setStmt)
	return []analysis.SuggestedFix{{
		Message: "Claim the key with SetNX before the work and skip when it was already set (the claim stays if the work then fails: delete the key on failure to let a redelivery retry)",
		TextEdits: []analysis.TextEdit{
			{Pos: ifStmt.Cond.Pos(), End: ifStmt.Cond.End(), NewText: []byte(claim)},
			{Pos: delFrom, End: delTo},
		},
	}}
}

func fileOf(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// statementCall: the innermost call of method name on path, when it is an
// expression statement directly in a block.
func statementCall(path []ast.Node, name string) (*ast.CallExpr, *ast.ExprStmt, *ast.BlockStmt) {
	for i, n := range path {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			continue
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != name || i+2 >= len(path) {
			return nil, nil, nil
		}
		stmt, ok := path[i+1].(*ast.ExprStmt)
		if !ok {
			return nil, nil, nil
		}
		block, ok := path[i+2].(*ast.BlockStmt)
		if !ok {
			return nil, nil, nil
		}
		return call, stmt, block
	}
	return nil, nil, nil
}

// checkCondition: the check call (Get or Exists) on path when it is the
// whole condition of an if: `X.Get(ctx, K).Val() != ""` or
// `X.Exists(ctx, K).Val() > 0` (!= 0, >= 1, == 1).
func checkCondition(pass *analysis.Pass, path []ast.Node, name string) (*ast.CallExpr, *ast.IfStmt) {
	var call *ast.CallExpr
	for i, n := range path {
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == name {
				call, path = c, path[i:]
			}
			break
		}
	}
	if call == nil || len(path) < 5 {
		return nil, nil
	}
	val, ok := path[1].(*ast.SelectorExpr)
	if !ok || val.Sel.Name != "Val" {
		return nil, nil
	}
	valCall, ok := path[2].(*ast.CallExpr)
	if !ok || valCall.Fun != val || len(valCall.Args) != 0 {
		return nil, nil
	}
	bin, ok := path[3].(*ast.BinaryExpr)
	if !ok || bin.X != valCall {
		return nil, nil
	}
	ifStmt, ok := path[4].(*ast.IfStmt)
	if !ok || ifStmt.Cond != bin {
		return nil, nil
	}
	tv, ok := pass.TypesInfo.Types[bin.Y]
	if !ok || tv.Value == nil {
		return nil, nil
	}
	lit := tv.Value.ExactString()
	switch {
	case name == "Get" && bin.Op == token.NEQ && lit == `""`:
	case name == "Exists" && (bin.Op == token.GTR && lit == "0" || bin.Op == token.NEQ && lit == "0" || bin.Op == token.GEQ && lit == "1" || bin.Op == token.EQL && lit == "1"):
	default:
		return nil, nil
	}
	return call, ifStmt
}

// endsPath: the block's last statement leaves the path (return, continue).
func endsPath(b *ast.BlockStmt) bool {
	if b == nil || len(b.List) == 0 {
		return false
	}
	switch s := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.CONTINUE
	}
	return false
}

// inList: a comes before b, both directly in list.
func inList(list []ast.Stmt, a, b ast.Stmt) bool {
	ia, ib := -1, -1
	for i, s := range list {
		if s == a {
			ia = i
		}
		if s == b {
			ib = i
		}
	}
	return ia >= 0 && ib > ia
}

// stableAt: e can be evaluated at the if with the value it has at the Set:
// it is made of constants, literals, selectors, arithmetic and variables
// declared before the if that nothing assigns (or takes the address of)
// between the if and the Set; no calls.
func stableAt(pass *analysis.Pass, e ast.Expr, ifStmt *ast.IfStmt, setStmt ast.Stmt) bool {
	if tv, ok := pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		return true
	}
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.CallExpr:
			if tv, found := pass.TypesInfo.Types[x]; !found || tv.Value == nil {
				ok = false // a call may give another value, or have effects
			}
			return false
		case *ast.Ident:
			// a field's name in a selector is checked through its base
			if obj, isVar := pass.TypesInfo.Uses[x].(*types.Var); isVar && !obj.IsField() {
				if obj.Pos() >= ifStmt.Pos() || assignedBetween(pass, obj, ifStmt.Pos(), setStmt.Pos()) {
					ok = false
				}
			}
		}
		return true
	})
	return ok
}

// assignedBetween: v is assigned, incremented or has its address taken
// between from and to (in the file holding from).
func assignedBetween(pass *analysis.Pass, v *types.Var, from, to token.Pos) bool {
	file := fileOf(pass, from)
	if file == nil {
		return true
	}
	found := false
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || found || n.End() < from || n.Pos() > to {
			return false
		}
		var lhs []ast.Expr
		switch x := n.(type) {
		case *ast.AssignStmt:
			lhs = x.Lhs
		case *ast.IncDecStmt:
			lhs = []ast.Expr{x.X}
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				lhs = []ast.Expr{x.X}
			}
		}
		for _, l := range lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && (pass.TypesInfo.Uses[id] == v || pass.TypesInfo.Defs[id] == v) {
				found = true
			}
		}
		return !found
	})
	return found
}

// wholeLine: the range to delete for stmt: its whole line (a trailing
// comment included) when no other statement shares the line, else the
// statement alone.
func wholeLine(fset *token.FileSet, file *ast.File, block *ast.BlockStmt, stmt ast.Stmt) (token.Pos, token.Pos) {
	tf := fset.File(stmt.Pos())
	line := tf.Line(stmt.Pos())
	if tf.Line(stmt.End()) != line || line >= tf.LineCount() {
		return stmt.Pos(), stmt.End()
	}
	for _, other := range block.List {
		if other != stmt && (tf.Line(other.End()) == line || tf.Line(other.Pos()) == line) {
			return stmt.Pos(), stmt.End()
		}
	}
	if tf.Line(block.Lbrace) == line || tf.Line(block.Rbrace) == line {
		return stmt.Pos(), stmt.End()
	}
	for _, cg := range file.Comments {
		for _, c := range cg.List {
			if tf.Line(c.Pos()) == line && c.Pos() < stmt.Pos() {
				return stmt.Pos(), stmt.End() // a comment before it on the line
			}
			if tf.Line(c.Pos()) == line && tf.Line(c.End()) != line {
				return stmt.Pos(), stmt.End() // a block comment running on
			}
		}
	}
	return tf.LineStart(line), tf.LineStart(line + 1)
}
