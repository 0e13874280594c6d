// Package field is an analysistest stub of entgo.io/ent/schema/field@v0.14.5.
// Subset: String and Int64 with their builders' Unique, Optional, Default
// and Descriptor methods; Descriptor (no fields). Bodies are trivial.
package field

type Descriptor struct {
}

type stringBuilder struct {
	desc *Descriptor
}

func String(name string) *stringBuilder { return &stringBuilder{} }

func (b *stringBuilder) Unique() *stringBuilder { return b }

func (b *stringBuilder) Optional() *stringBuilder { return b }

func (b *stringBuilder) Default(s string) *stringBuilder { return b }

func (b *stringBuilder) Descriptor() *Descriptor { return b.desc }

type int64Builder struct {
	desc *Descriptor
}

func Int64(name string) *int64Builder { return &int64Builder{} }

func (b *int64Builder) Unique() *int64Builder { return b }

func (b *int64Builder) Optional() *int64Builder { return b }

func (b *int64Builder) Default(i int64) *int64Builder { return b }

func (b *int64Builder) Descriptor() *Descriptor { return b.desc }
