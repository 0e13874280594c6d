// Package order mirrors the code ent generates (entc v0.14.5) for the
// Order entity: its table and field names and its predicates.
package order

import "nodedupe/datalayers/ent/ent/predicate"

const (
	Table        = "orders"
	FieldEventID = "event_id"
)

func ID(id int) predicate.Order { return nil }

func EventID(v string) predicate.Order { return nil }

func EventIDEQ(v string) predicate.Order { return nil }

func StatusEQ(v string) predicate.Order { return nil }
