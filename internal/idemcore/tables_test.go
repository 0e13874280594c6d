package idemcore

import "testing"

// TestSameTableOrChild: a lookup of a table decides the inserts into it,
// into its child rows' table and into a join table ending in its name.
func TestSameTableOrChild(t *testing.T) {
	for _, c := range []struct {
		store, table string
		want         bool
	}{
		{"sql:users", "users", true},
		{"sql:public.users", "users", true},
		{"sql:invoices", "invoice_items", true},
		{"sql:groups", "user_groups", true},
		{"sql:groups", "groupings", false},
		{"sql:tags", "post_tags_x", false},
		{"sql:ids", "user_ids", false}, // too short a name to tell
		{"sql:users", "sessions", false},
		{"gorm:pkg.User", "users", false},
	} {
		if got := sameTableOrChild(c.store, c.table); got != c.want {
			t.Errorf("sameTableOrChild(%q, %q) = %v, want %v", c.store, c.table, got, c.want)
		}
	}
}
