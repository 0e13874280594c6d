package keysource

import (
	"go/ast"
	"go/types"
)

// retryHelperFact marks a user function that runs one of its function
// arguments once per attempt: it calls the parameter inside a for or range
// loop, or hands it to a retry helper (the model's Retry calls, or another
// function with this fact). A function literal passed to it is a retry
// operation, as backoff.Retry's is.
type retryHelperFact struct{}

func (*retryHelperFact) AFact()         {}
func (*retryHelperFact) String() string { return "retryHelper" }

// exportRetryHelpers finds the package's retry helpers (from the syntax, so
// it needs no SSA and runs on every package) and exports their facts.
func (c *checker) exportRetryHelpers() {
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			obj, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if c.runsParamPerAttempt(fd) {
				c.pass.ExportObjectFact(obj, &retryHelperFact{})
			}
		}
	}
}

// runsParamPerAttempt: fd calls one of its func-typed parameters inside a
// loop, or passes it to a retry helper.
func (c *checker) runsParamPerAttempt(fd *ast.FuncDecl) bool {
	params := map[types.Object]bool{}
	for _, fl := range fd.Type.Params.List {
		for _, n := range fl.Names {
			if v, ok := c.pass.TypesInfo.Defs[n].(*types.Var); ok {
				if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc {
					params[v] = true
				}
			}
		}
	}
	if len(params) == 0 {
		return false
	}
	isParam := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && params[c.pass.TypesInfo.Uses[id]]
	}
	found := false
	var walk func(n ast.Node, inLoop bool)
	walk = func(n ast.Node, inLoop bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found || x == nil {
				return false
			}
			switch x := x.(type) {
			case *ast.ForStmt:
				if x != n {
					walk(x.Body, true)
					return false
				}
			case *ast.RangeStmt:
				if x != n {
					walk(x.Body, true)
					return false
				}
			case *ast.FuncLit:
				return false // a closure runs when someone calls it
			case *ast.CallExpr:
				if inLoop && isParam(x.Fun) {
					found = true
					return false
				}
				if c.isRetryCall(x) {
					for _, a := range x.Args {
						if isParam(a) {
							found = true
							return false
						}
					}
				}
			}
			return true
		})
	}
	walk(fd.Body, false)
	return found
}

// isRetryCall: call's callee is a retry helper (the model's, or a user
// function with a retryHelperFact).
func (c *checker) isRetryCall(call *ast.CallExpr) bool {
	if c.isRetry(c.calleeKey(call)) {
		return true
	}
	fn := c.calleeObj(call)
	if fn == nil {
		return false
	}
	var f retryHelperFact
	return c.pass.ImportObjectFact(fn, &f)
}

// calleeObj is the function or method call calls statically, or nil.
func (c *checker) calleeObj(call *ast.CallExpr) *types.Func {
	id := calleeIdent(call)
	if id == nil {
		return nil
	}
	fn, _ := c.pass.TypesInfo.Uses[id].(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}
