// Package ent is an analysistest stub of entgo.io/ent@v0.14.5. Subset:
// Schema (its Fields/Indexes methods), Field and Index (the return types
// of a schema's Fields and Indexes). Bodies are trivial.
package ent

import (
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

type (
	Field interface {
		Descriptor() *field.Descriptor
	}

	Index interface {
		Descriptor() *index.Descriptor
	}

	Schema struct {
	}
)

func (Schema) Fields() []Field { return nil }

func (Schema) Indexes() []Index { return nil }
