// Package predicate mirrors the code ent generates (entc v0.14.5): the
// predicate types of the entities.
package predicate

type Order func(any)

type Account func(any)
