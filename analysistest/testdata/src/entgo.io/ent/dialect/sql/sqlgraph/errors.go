// Package sqlgraph is an analysistest stub of
// entgo.io/ent/dialect/sql/sqlgraph@v0.14.5. Subset: IsConstraintError,
// IsUniqueConstraintError. Bodies are trivial.
package sqlgraph

func IsConstraintError(err error) bool { return false }

func IsUniqueConstraintError(err error) bool { return false }
