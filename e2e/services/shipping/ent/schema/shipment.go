// Package schema is the ent schema of the shipping service: a shipment is
// unique by the event that created it (event_id), a label by (shipment_id,
// carrier); a courier's balance is a counter.
package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Shipment holds the schema definition for the Shipment entity.
type Shipment struct {
	ent.Schema
}

// Fields of the Shipment.
func (Shipment) Fields() []ent.Field {
	return []ent.Field{
		field.String("event_id").Unique(),
		field.String("order_id"),
		field.String("status").Default("created"),
	}
}

// Label holds the schema definition for the Label entity.
type Label struct {
	ent.Schema
}

// Fields of the Label.
func (Label) Fields() []ent.Field {
	return []ent.Field{
		field.String("shipment_id"),
		field.String("carrier"),
		field.String("tracking"),
	}
}

// Indexes of the Label.
func (Label) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("shipment_id", "carrier").Unique(),
	}
}

// Courier holds the schema definition for the Courier entity.
type Courier struct {
	ent.Schema
}

// Fields of the Courier.
func (Courier) Fields() []ent.Field {
	return []ent.Field{
		field.String("name"),
		field.Int64("deliveries"),
	}
}

// Note holds the schema definition for the Note entity: free text, no key.
type Note struct {
	ent.Schema
}

// Fields of the Note.
func (Note) Fields() []ent.Field {
	return []ent.Field{
		field.String("shipment_id"),
		field.String("body"),
	}
}
