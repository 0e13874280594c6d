// Package index is an analysistest stub of entgo.io/ent/schema/index@v0.14.5.
// Subset: Fields, Builder (Unique, Edges, Descriptor), Descriptor (no
// fields). Bodies are trivial.
package index

type Descriptor struct {
}

type Builder struct {
}

func Fields(fields ...string) *Builder { return &Builder{} }

func (b *Builder) Edges(edges ...string) *Builder { return b }

func (b *Builder) Unique() *Builder { return b }

func (b *Builder) Descriptor() *Descriptor { return &Descriptor{} }
