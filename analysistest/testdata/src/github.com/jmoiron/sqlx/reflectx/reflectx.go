// Package reflectx is a stub of github.com/jmoiron/sqlx/reflectx@v1.4.0
// (subset: Mapper, the type of sqlx's DB.Mapper field; no exported fields).
package reflectx

type Mapper struct {
}

func NewMapper(tagName string) *Mapper { var z0 *Mapper; return z0 }
