package sqlclass

import (
	"reflect"
	"testing"
)

// TestInsertLiterals: the first VALUES row says which columns get a
// literal constant.
func TestInsertLiterals(t *testing.T) {
	cases := map[string][]bool{
		`INSERT INTO t (a, b, c, d) VALUES ('x', $1, 42, now())`: {true, false, true, false},
		`INSERT INTO t (a, b) VALUES (TRUE, ?), (FALSE, ?)`:      {true, false},
		`INSERT INTO t (a) SELECT 1`:                             nil,
		`INSERT INTO t (a, b) VALUES ($1, -1)`:                   {false, false},
	}
	for q, want := range cases {
		st := Parse(q)
		if len(st) != 1 {
			t.Fatalf("%s: %d statements", q, len(st))
		}
		if !reflect.DeepEqual(st[0].Literals, want) {
			t.Errorf("%s: Literals = %v, want %v", q, st[0].Literals, want)
		}
	}
}
