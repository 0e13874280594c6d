package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/jinzhu/gorm, gorm v1: the *DB chain API gorm.io/gorm kept
// (Where, First/Take/Find/Last, Create, Save, Update, Exec, Raw, Begin,
// Transaction, Expr), modelled as gorm.go models gorm.io/gorm. v1 has no
// clause.OnConflict (an insert option set with Set("gorm:insert_option",
// …) is not read) and no ErrDuplicatedKey: a unique violation is handled
// through the driver's error (pq, pgx, mysql, sqlite3 models).
const pkgJinzhuGorm = "github.com/jinzhu/gorm"

func init() { model.Register("jinzhu-gorm", gormModel(pkgJinzhuGorm)) }
