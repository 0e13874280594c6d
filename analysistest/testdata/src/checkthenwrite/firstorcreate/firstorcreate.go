// Package firstorcreate: gorm's FirstOrCreate is a SELECT then an INSERT.
// Two concurrent calls both insert unless a unique key of the model is
// among the looked-up columns (pocket-id's custom claims: a key over a
// column the row leaves NULL refuses nothing).
package firstorcreate

import (
	"context"

	"gorm.io/gorm"
)

type FocClaim struct {
	ID      string
	Key     string
	Value   string
	UserID  *string
	GroupID *string
}

type FocSetting struct {
	ID    string
	Owner string
	Name  string
	Value string
}

type Tag struct {
	ID   string
	Name string `gorm:"uniqueIndex"`
}

// SetClaim keeps one claim per owner and key by lookup: the unique key
// has a third column the lookup does not name. Reported.
func SetClaim(ctx context.Context, db *gorm.DB, ownerCol, owner, key, value string) error {
	claim := FocClaim{Key: key, Value: value}
	return db.WithContext(ctx). // want `check-then-write race in SetClaim on key owner: FirstOrCreate \(a lookup, then an insert\) lets two concurrent calls both insert`
					Where(ownerCol+" = ? AND key = ?", owner, key).
					Assign(&claim).
					FirstOrCreate(&FocClaim{}).Error
}

// SetSetting looks the setting up by its unique (owner, name). Not
// reported: the loser of two concurrent calls fails on the key.
func SetSetting(ctx context.Context, db *gorm.DB, owner, name, value string) error {
	return db.WithContext(ctx).
		Where("owner = ? AND name = ?", owner, name).
		Assign(FocSetting{Value: value}).
		FirstOrCreate(&FocSetting{}).Error
}

// EnsureTag looks the tag up by its unique name (a gorm tag). Not
// reported.
func EnsureTag(ctx context.Context, db *gorm.DB, name string) error {
	var t Tag
	return db.WithContext(ctx).Where("name = ?", name).FirstOrCreate(&t).Error
}

// SetByColumn: the looked-up column is chosen at run time, and either
// owner column plus the name would make a unique key of two. Not
// reported: the column named may be the key's.
func SetByColumn(ctx context.Context, db *gorm.DB, col, owner, name string) error {
	return db.WithContext(ctx).Where(col+" = ? AND name = ?", owner, name).FirstOrCreate(&FocSetting{}).Error
}
