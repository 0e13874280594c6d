// Package gormschema: gorm models whose unique keys are declared in the
// module's migrations, on the table their TableName method names and
// the columns their tags name.
package gormschema

import (
	"github.com/nats-io/nats.go"
	"gorm.io/gorm"
)

// Permission's (api_id, key) is unique in schema.sql.
type Permission struct {
	ID    string
	APIID string `gorm:"column:api_id"`
	Key   string
	Name  string
}

func (Permission) TableName() string { return "api_permissions" }

// Note has no unique key besides its id.
type Note struct {
	ID    string
	APIID string `gorm:"column:api_id"`
	Body  string
}

func (Note) TableName() string { return "api_notes" }

func Subscribe(nc *nats.Conn, db *gorm.DB) {
	nc.Subscribe("permissions", func(m *nats.Msg) {
		// a redelivery's second row fails on (api_id, key)
		db.Create(&Permission{APIID: m.Subject, Key: string(m.Data), Name: "read"})
	})
	nc.Subscribe("notes", func(m *nats.Msg) {
		db.Create(&Note{APIID: m.Subject, Body: string(m.Data)}) // want `handler func literal in Subscribe: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
}
