// Package cycles holds the shapes that make recursive walks over SSA loop:
// phis that feed each other, recursive closures, mutually recursive
// functions, pointer and interface cycles, goto loops and struct copies
// that feed each other (issue 19). idemlint must finish on them, and still
// report the effects of the handlers that contain them.
package cycles

import (
	"context"
	"database/sql"
	"errors"

	"github.com/hibiken/asynq"
	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

// Migrate is issue 19's reproduction: a map made before nested loops and
// re-made inside them gives a cycle of phis.
func Migrate(ctx context.Context, db *sql.DB, rows [][]string) error {
	seen := map[string]bool{}
	for _, r := range rows {
		for _, c := range r {
			if len(seen) > 100 {
				seen = map[string]bool{}
			}
			if seen[c] {
				continue
			}
			seen[c] = true
			if _, err := db.ExecContext(ctx, "UPDATE t SET uid = $1", c); err != nil {
				return err
			}
		}
	}
	return nil
}

// swapKeys: two values swapped on every turn of nested loops (phis whose
// edges are each other).
func swapKeys(rows [][]string) (string, string) {
	a, b := "", ""
	for _, r := range rows {
		for _, c := range r {
			a, b = b, a
			if c == "" {
				a, b = b+c, a+c
			}
		}
	}
	return a, b
}

type node struct {
	next *node
	key  string
}

// ring: a pointer cycle (a node that points to itself) walked until it
// comes back.
func ring(k string) string {
	n := &node{key: k}
	n.next = n
	p := n.next
	for p != n {
		p = p.next
	}
	return p.key
}

// Walker is implemented by a type that passes itself to itself.
type Walker interface {
	Walk(w Walker, n int) Walker
}

type selfWalker struct{ db *sql.DB }

func (s *selfWalker) Walk(w Walker, n int) Walker {
	if n == 0 {
		return s
	}
	return w.Walk(s, n-1)
}

// even and odd call each other.
func even(ctx context.Context, db *sql.DB, n int) error {
	if n == 0 {
		_, err := db.ExecContext(ctx, "UPDATE counters SET n = n + 1 WHERE id = 1")
		return err
	}
	return odd(ctx, db, n-1)
}

func odd(ctx context.Context, db *sql.DB, n int) error {
	if n == 0 {
		return errors.New("odd")
	}
	return even(ctx, db, n-1)
}

type pair struct{ a, b string }

// copies: two local structs copied into each other in a loop.
func copies(xs []string) pair {
	var p, q pair
	pp, qp := &p, &q
	for _, x := range xs {
		*pp = *qp
		*qp = *pp
		pp.a = x
	}
	return p
}

type record struct {
	ID   string `db:"id" gorm:"primaryKey"`
	Name string `db:"name"`
}

// copiedRows: two local structs copied into each other in a loop, then
// written through libraries whose hooks read the struct literal's fields.
func copiedRows(db *sqlx.DB, g *gorm.DB, xs []string) {
	var a, b record
	pa, pb := &a, &b
	for _, x := range xs {
		*pa = *pb
		*pb = *pa
		pa.Name = x
	}
	db.NamedExec("INSERT INTO records (id, name) VALUES (:id, :name)", a)
	g.Create(&a)
}

// gotoLoop: control flow built from labels and gotos.
func gotoLoop(keys []string) string {
	i, k := 0, ""
top:
	if i >= len(keys) {
		goto done
	}
	k = k + keys[i]
	i++
	if i%2 == 0 {
		goto top
	}
	goto middle
middle:
	k = keys[i-1] + k
	goto top
done:
	return k
}

// ptr is a pointer type whose elements are itself.
type ptr *ptr

func selfPointer() ptr {
	var p ptr
	p = &p
	for i := 0; i < 3; i++ {
		p = *p
	}
	return p
}

type worker struct{ db *sql.DB }

// ProcessTask goes through every shape above, then credits points with
// no dedupe: the finding must still be there.
func (w *worker) ProcessTask(ctx context.Context, t *asynq.Task) error {
	rows := [][]string{{string(t.Payload())}}
	if err := Migrate(ctx, w.db, rows); err != nil {
		return err
	}
	a, b := swapKeys(rows)
	k := ring(a+b) + copies([]string{a, b}).a + gotoLoop([]string{a, b})
	selfPointer()
	var s Walker = &selfWalker{db: w.db}
	s.Walk(s, 3)
	var visit func(n int) int
	visit = func(n int) int {
		if n <= 0 {
			return 0
		}
		return visit(n-1) + visit(n-2)
	}
	visit(len(k))
	if err := even(ctx, w.db, len(k)); err != nil { // want `UPDATE counters SET n = n \+ 1`
		return err
	}
	_, err := w.db.ExecContext(ctx, "UPDATE users SET points = points + 10 WHERE id = $1", k) // want `UPDATE users SET points = points \+ 10`
	return err
}
