package idemcore_test

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/packages"
)

// layers is the package's files, lowest first, as the package doc lists
// them; the files of one layer may also use each other.
var layers = [][]string{
	{"doc.go"},
	{"ssautil.go", "failure.go"},
	{"facts.go"},
	{"prov.go", "provfields.go"},
	{"handlers.go", "shapes.go", "routers.go"},
	{"analysis.go", "dispatch.go"},
	{"summary.go", "state.go", "loads.go", "logrows.go", "fieldkey.go", "txcomplete.go", "inprocess.go", "wiring.go", "channels.go", "funcfield.go", "jobs.go", "bus.go"},
	{"result.go"},
	{"engine.go", "settings.go"},
	{"report.go"},
}

// TestLayering: every reference from one file of the package to another
// (a package-level name, a method or a field declared there) runs down
// the layers, and every file has its place in them.
func TestLayering(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the package")
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo, Dir: "."}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || packages.PrintErrors(pkgs) > 0 {
		t.Fatal("the package does not load")
	}
	p := pkgs[0]
	rank := func(file string) int {
		i := slices.IndexFunc(layers, func(l []string) bool { return slices.Contains(l, file) })
		if i < 0 {
			t.Fatalf("%s is not in layers: give it its place (and in the package doc)", file)
		}
		return i
	}
	for _, f := range p.Syntax {
		from := filepath.Base(p.Fset.File(f.Pos()).Name())
		rf := rank(from)
		reported := map[string]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := p.TypesInfo.Uses[id]
			if obj == nil || obj.Pkg() != p.Types {
				return true
			}
			v, isVar := obj.(*types.Var)
			if obj.Parent() != p.Types.Scope() && !(isVar && v.IsField()) && !isMethod(obj) {
				return true // a local name
			}
			to := filepath.Base(p.Fset.File(obj.Pos()).Name())
			if rank(to) > rf && !reported[to+obj.Name()] {
				reported[to+obj.Name()] = true
				t.Errorf("%s: %s uses %s from %s, a higher layer", p.Fset.Position(id.Pos()), from, obj.Name(), to)
			}
			return true
		})
	}
}

func isMethod(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Type().(*types.Signature).Recv() != nil
}
