package model

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A Hook is a library's own classification of a call of one of its rows, for
// what the row's fields cannot say: gorm's builder chains, go-redis SetArgs
// with Mode "NX", the method of the request http.Client.Do sends, stripe's
// idempotency key forwarded in a params struct, os.OpenFile with O_APPEND.
//
// The engine calls the hook after it has recorded the row's key sinks (Sink,
// HeaderSet). It records what the hook returns. If the returned Table is nil
// the hook has classified the call and the engine stops; otherwise the engine
// goes on classifying the call by the fields of Table (usually site.Rule,
// possibly a modified copy): effect by kind or SQL text, then key operation.
//
// A hook sees SSA values and answers with data; it asks the engine about
// values through Site.Q. Hooks live in the library's file under
// internal/model/libs and must not import the engine.
type Hook func(site *Site) Classification

// Site is one call of a modelled function, as a hook sees it.
type Site struct {
	Instr  ssa.CallInstruction
	Fn     *types.Func
	Rule   *Call
	Params []ssa.Value // the arguments, without the receiver
	Recv   ssa.Value   // the receiver; nil for a function
	// Callee is the callee as a call chain names it ("paymentintent.New", "DB.Create").
	Callee string
	// Name is the callee as an effect names it: a method promoted from an
	// unexported embedded type is named after the type it is called on
	// (go-redis Client.Incr, not cmdable.Incr).
	Name  string
	Model *Model
	Q     Queries
}

// Arg returns argument i (receiver not counted), or nil.
func (s *Site) Arg(i int) ssa.Value {
	if i >= 0 && i < len(s.Params) {
		return s.Params[i]
	}
	return nil
}

// Effect returns an effect of this call with no condition, named s.Name.
func (s *Site) Effect(kind Effect, desc string) EffectSpec {
	return EffectSpec{Kind: kind, Desc: desc, Name: s.Name, SafeIfSender: -1}
}

// Queries are what a hook may ask the engine about the call and its values.
type Queries interface {
	// Outcome reports what the call's results flow to: a branch, a return,
	// and unique-violation handling (errors.As(err, &pgErr) …).
	Outcome() (branch, returned, unique bool)
	// Key classifies the provenance of a key value.
	Key(v ssa.Value) KeyClass
	// Sinks are the key sinks recorded so far in the calling function.
	Sinks() []SinkView
	// Forwarded returns the sender-side key sink set on v, a params struct
	// (or on a struct literal nested in it).
	Forwarded(v ssa.Value) (SinkView, bool)
	// NamedSQL returns the text of the named query name (`-- name: x`
	// blocks of the module's .sql files, as goyesql and dotsql load them).
	NamedSQL(name string) (string, bool)
	// UniqueKeys returns the unique keys (their columns) the module's
	// schema declares for table (its migrations, its Go schema
	// declarations), or nil.
	UniqueKeys(table string) [][]string
	// ConstResult returns the string constant fn (of no parameters but
	// its receiver) returns on every path, also for a function of another
	// package (a model's TableName() declared beside the model).
	ConstResult(fn *types.Func) (string, bool)
	// FieldKey classifies the value the struct row gives its field (a Go
	// field name): a literal's, or what the fact of the user function
	// that built row records for it; false when not known.
	FieldKey(row ssa.Value, field string) (KeyClass, bool)
}

// KeyClass is the provenance of a key, as far as a hook needs it.
type KeyClass struct {
	// Sender: the sender's id, with nothing minted here.
	Sender bool
	// PayloadOnly: derived from message content and constants only.
	PayloadOnly bool
	// Fallback: the sender's id, with a value minted here when the sender
	// sent none (keysource reports the fallback; the key still dedupes the
	// redeliveries that carry the sender's id).
	Fallback bool
	// Param: derived only from parameter Param of the calling function (and
	// constants), so the effect is safe when its callers pass the sender's id; -1 otherwise.
	Param int
	// Minted: a value minted here contributes (uuid, time, rand).
	Minted bool
	// Const: constants alone (a literal, an unset field's zero value).
	Const bool
	// FromArgs: a parameter of the calling function other than its
	// receiver contributes (a configured base URL in a field of the
	// receiver does not count).
	FromArgs bool
}

// SinkView is a recorded key sink.
type SinkView struct {
	Key    ssa.Value
	Root   ssa.Value // the storage the key is set on (a request, a params struct); may be nil
	Sender bool      // a key sent to someone else (a header, a third party, a dedup id)
}

// Classification is a hook's answer. The engine records each entry at the
// call (its position, its instruction).
type Classification struct {
	Effects []EffectSpec
	KeyOps  []KeyOpSpec
	Sinks   []SinkSpec
	// SQL: statements the call runs whose text the library assembles (a
	// builder chain's Exec, ent's Save): the engine classifies each as it
	// classifies a query argument's text.
	SQL []SQLStmt
	// SQLFrom: values that are the text of statements the call runs, not
	// constants here (pocketbase/dbx's NewQuery(query) given a text built
	// elsewhere): the engine follows each to a constant, a query builder
	// or the function's parameter, as it follows a query argument.
	SQLFrom []ssa.Value
	// Deletes: the tables or ORM models the call deletes rows of
	// ("gorm:pkg.Type"): with an append to the same in the function, the
	// function replaces a set (EffectSpec.Rows).
	Deletes []string
	// Table: go on with the table-driven classification of this row (nil: stop).
	Table *Call
}

// EffectSpec is an effect of the call.
type EffectSpec struct {
	Kind Effect
	Desc string // what the effect is, for messages ("gorm Create of a new row")
	Name string // the callee as the call chain names it
	// SQLWrite: the effect writes the SQL database.
	SQLWrite bool
	// SafeIfSender: the effect is safe when the caller's parameter
	// SafeIfSender is the sender's id; -1: unconditional.
	SafeIfSender int
	// KeyedBy: the effect is keyed at its destination by the caller's
	// parameter KeyedBy-1 (a job id the queue refuses twice): it repeats
	// only when the callers mint that value per run; 0: not keyed.
	KeyedBy int
	// KeyedField: with KeyedBy, the field path of that parameter holding
	// the id ("ID"); "" for the parameter itself.
	KeyedField string
	// KeyedAlso: with KeyedBy, the other columns of a composite key (their
	// field paths in that parameter): one of them minted by the caller
	// makes the key new each run.
	KeyedAlso []string
	// RowBy: 1 + the caller's parameter that is the row the effect
	// inserts, typed as an interface here (a generic repository's or an
	// ORM wrapper's Create(value any)): the caller, which knows the row's
	// type, decides by its unique keys (Model.RowUniques); 0: none.
	RowBy int
	// Job: the effect enqueues a job of this args type ("pkg.Type", a
	// River job): its harm is what the job's worker does, judged where
	// that worker's package is visible (JobFact).
	Job string
	// MethodBy: 1 + the caller's parameter that is the HTTP method of the
	// request the effect sends (a client's own do(method, path, body)
	// helper): a Send only where its callers pass POST or PATCH; 0: none.
	MethodBy int
	// URLBy: 1 + the caller's parameter that is the URL of the request
	// (a helper taking both, HttpRequest(url, method, …)): with MethodBy,
	// a Send only where the caller's URL is not one a POST only reads
	// from (a token endpoint); 0: none.
	URLBy int
	// Rows: the table or ORM model the effect appends a row to
	// ("gorm:pkg.Type"), for a delete of the same set in the function
	// (Classification.Deletes: a set replaced, not grown).
	Rows string
	// Table: the SQL table an append writes, when the library knows it
	// (pop's Create: the model's table); "" when not.
	Table string
}

// KeyOpSpec is an operation on a dedupe key.
type KeyOpSpec struct {
	Op     StoreOp
	Key    ssa.Value
	Keys   []ssa.Value // candidate key values (Key among them)
	Store  string      // the store, for pairing checks with writes ("gorm:pkg.Order")
	Desc   string
	Callee string // the method name, for fixes
	// ForUpdate: a lookup that locks the rows it reads (SELECT … FOR
	// UPDATE in a raw query's text): a check and a write of its row in
	// the same transaction are atomic.
	ForUpdate bool
}

// SinkSpec is a use of a value as an idempotency key.
type SinkSpec struct {
	Key    ssa.Value
	Desc   string
	Sender bool      // a key sent on to someone else
	Root   ssa.Value // the storage it is set on, or nil
}

// SQLStmt is a SQL statement a call runs whose text is not one constant
// argument: assembled from a builder chain (squirrel, goqu, bun, xorm, ent)
// or bound by name (sqlx NamedExec). The engine classifies it as it
// classifies a query argument's text: INSERT … ON CONFLICT DO NOTHING whose
// result is consulted is a claim, an upsert is idempotent, SET n = n + 1 an
// increment, a plain INSERT an append unless a unique key of the table (from
// the module's DDL, a Go schema, or Unique) has all its columns bound to
// values not minted here.
type SQLStmt struct {
	Text string
	// Args are the values bound to the placeholders $1, $2, … of Text, in order.
	Args []ssa.Value
	// Bound are the call's arguments after the text, constants included,
	// a variadic list spread: Bound[n-1] is bound to placeholder n.
	Bound []ssa.Value
	// Unique are unique keys of the statement's table that the library
	// declares beside the module's DDL (struct tags: `bun:",unique"`,
	// `xorm:"unique"`), each a list of columns.
	Unique [][]string
	// Desc describes the statement in messages, when its text would
	// mislead ("CopyFrom into orders (id, amount)"); empty: the text.
	Desc string
	// Model: for an INSERT of a model value that is no literal (a
	// parameter's struct, NewInsert().Model(l)), the value, whose fields
	// are the row: FieldOf names the Go field holding a column ("" when
	// none).
	Model   ssa.Value
	FieldOf func(col string) string
	// Partial: the row is a map built elsewhere (values, _ :=
	// toSQLArgs(m)) of which only the columns set here are known: a
	// column not among them may still be written.
	Partial bool
}

// An SQLBuilder returns the statement whose text a call's first result
// holds (squirrel's ToSql): see Call.BuildSQL. The site is the call that
// returns the text.
type SQLBuilder func(site *Site) (SQLStmt, bool)
