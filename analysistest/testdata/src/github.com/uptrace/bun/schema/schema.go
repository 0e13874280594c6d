// Package schema is an analysistest stub of github.com/uptrace/bun/schema@v1.3.0.
// Subset: BaseModel (bun.BaseModel is an alias of it) and Dialect (no
// methods: a subset of the real interface). Bodies are trivial.
package schema

type BaseModel struct{}

type Dialect interface {
}
