package model

import (
	"go/types"
	"strings"
)

// Generated is a library that generates code into each project: ent writes
// the client, the builders (OrderCreate, OrderUpsertOne, OrderUpdate …) and
// helpers (IsConstraintError) into the user's own module, so their import
// paths are the user's and no "pkg/path.Type.Method" key can name them.
// Its rows name them by shape instead: "Create.Save" matches the method Save
// of any type whose name ends in "Create" ((*OrderCreate).Save), "Func" a
// package function, in any package the library generated.
type Generated struct {
	Lib string
	// MarkerType and MarkerPkg recognise a generated package: it declares a
	// struct type named MarkerType with a field whose type is declared in
	// MarkerPkg or a package under it (ent's config{driver dialect.Driver}).
	MarkerType, MarkerPkg string
	// Calls are the rows, keyed "Suffix.Method" or "Func".
	Calls map[string]*Call
}

// Generated: lib generates code; rows are added with GeneratedCall.
func (b *Builder) Generated(markerType, markerPkg string) *Generated {
	b.claim("generated", b.lib)
	g := &Generated{Lib: b.lib, MarkerType: markerType, MarkerPkg: markerPkg, Calls: map[string]*Call{}}
	b.m.Generated = append(b.m.Generated, g)
	return g
}

// GeneratedCall adds a row of generated code: key is "Suffix.Method" (a
// method of a type whose name ends in Suffix) or "Func" (a package
// function). It returns the row.
func (b *Builder) GeneratedCall(g *Generated, key string, set func(c *Call)) *Call {
	b.claim("generated call", g.Lib+":"+key)
	c := NewCall(g.Lib)
	if set != nil {
		set(&c)
	}
	g.Calls[key] = &c
	return &c
}

// generatedFor returns the generated library whose code pkg is, or nil.
func (m *Model) generatedFor(pkg *types.Package) *Generated {
	if v, ok := m.genPkgs.Load(pkg); ok {
		g, _ := v.(*Generated)
		return g
	}
	var found *Generated
	for _, g := range m.Generated {
		if g.marks(pkg) {
			found = g
			break
		}
	}
	m.genPkgs.Store(pkg, found)
	return found
}

// marks: pkg declares the marker struct type with a field of MarkerPkg.
func (g *Generated) marks(pkg *types.Package) bool {
	tn, ok := pkg.Scope().Lookup(g.MarkerType).(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		t := st.Field(i).Type()
		for {
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
				continue
			}
			break
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
			p := n.Obj().Pkg().Path()
			if p == g.MarkerPkg || strings.HasPrefix(p, g.MarkerPkg+"/") {
				return true
			}
		}
	}
	return false
}

// lookup returns the row of fn, a function or method of a package g generated.
func (g *Generated) lookup(fn *types.Func) *Call {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return g.Calls[fn.Name()]
	}
	recv := recvTypeName(sig.Recv().Type(), fn.Pkg().Path())
	recv = recv[strings.LastIndexByte(recv, '.')+1:]
	// the longest suffix wins ("UpdateOne.Save" over a hypothetical "One.Save")
	var best *Call
	bestLen := 0
	for key, c := range g.Calls {
		suffix, method, ok := strings.Cut(key, ".")
		if ok && method == fn.Name() && strings.HasSuffix(recv, suffix) && len(recv) > len(suffix) && len(suffix) > bestLen {
			best, bestLen = c, len(suffix)
		}
	}
	return best
}

// GeneratedRow returns the generated library's row that fn, a function or
// method of a package it generated, matches, and the library; for the
// model test and the hooks of that library.
func (m *Model) GeneratedRow(fn *types.Func) (*Generated, *Call) {
	if fn == nil || fn.Pkg() == nil {
		return nil, nil
	}
	g := m.generatedFor(fn.Pkg())
	if g == nil {
		return nil, nil
	}
	return g, g.lookup(fn)
}
