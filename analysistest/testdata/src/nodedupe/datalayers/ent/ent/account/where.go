// Package account mirrors the code ent generates (entc v0.14.5) for the
// Account entity.
package account

import "nodedupe/datalayers/ent/ent/predicate"

const Table = "accounts"

func ID(id int) predicate.Account { return nil }
