package idemcore

import (
	"fmt"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// PkgFact marks a package whose functions have non-empty summaries.
type PkgFact struct {
	Relevant bool
	// Bus: a function of the package registers on, or dispatches to, a
	// type-keyed bus (its FuncFact.Bus): the packages importing it look
	// for wrappers and dispatches (bus.go).
	Bus bool
}

func (*PkgFact) AFact() {}

func (f *PkgFact) String() string {
	if f.Bus {
		return fmt.Sprintf("relevant=%v bus", f.Relevant)
	}
	return fmt.Sprintf("relevant=%v", f.Relevant)
}

// HandlerFact names what a package's handlers and delivery loops pass
// deliveries to (the message, its body or a value built from them), by
// types path: interface methods ("pkg.Iface.Method"), named func types
// ("pkg.Type"), func-typed struct fields ("pkg.Struct.Field") and
// func-typed parameters ("pkg.Func#i", "pkg.Type.Method#i", i without the
// receiver). In importing packages, what they reach is a handler.
type HandlerFact struct {
	Ifaces    []string
	FuncTypes []string
	Fields    []string
	Params    []string
	// InProcess: interface methods ("pkg.Iface.Method") registered on an
	// in-process pub/sub: their implementations run again only when they
	// return an error.
	InProcess []string
	// SenderArgs: "target@i": the callers give argument i of the target the sender's id.
	SenderArgs []string
	// SenderFields: "pkg.Struct.Field": a field of a message value built for a target that holds the sender's id.
	SenderFields []string
	// Handlers: the package's declared functions and methods that are
	// handlers ("pkg.Func", "pkg.Type.Method"): their effects are reported
	// there, not again in a caller of another package.
	Handlers []string
	// Sources: the package's functions and interface methods that return a
	// delivery (its own wrapper over a library's Receive): calling one in a
	// loop makes a delivery loop.
	Sources []string
	// Adapters: "pkg.Func#i": the package's functions returning a func value
	// (or an interface over one) that hands its delivery to their
	// parameter i (i counts a receiver): a registration of the result
	// registers the function passed there.
	Adapters []string
	// Registrars: "pkg.Func#i|METHOD|lib": the package's functions (its
	// own router's Post) that register their parameter i as a route of
	// that HTTP method on library lib's router: a call of one in another
	// package registers the function passed there.
	Registrars []string `json:",omitempty"`
}

func (*HandlerFact) AFact() {}

func (f *HandlerFact) String() string {
	var parts []string
	for _, l := range []struct {
		name string
		keys []string
	}{{"iface", f.Ifaces}, {"functype", f.FuncTypes}, {"field", f.Fields}, {"param", f.Params},
		{"sender-arg", f.SenderArgs}, {"sender-field", f.SenderFields}, {"handler", f.Handlers}, {"source", f.Sources}, {"in-process", f.InProcess}, {"adapter", f.Adapters}, {"registrar", f.Registrars}} {
		for _, k := range l.keys {
			parts = append(parts, l.name+" "+k)
		}
	}
	return "delivers to " + strings.Join(parts, ", ")
}

// FuncFact summarises a function for its callers in other packages.
type FuncFact struct {
	// Returns: provenance of each result in terms of the parameters
	// (receiver first, for methods).
	Returns []ProvFact
	// ReturnFields: provenance of the fields of struct results every
	// return builds as a literal (a domain constructor's ID from the
	// event, its Created minted), so a key read from one field is that
	// field's, not the whole result's.
	ReturnFields []ReturnFieldFact
	// Effects: harmful effects the function may perform that no guard inside it covers.
	Effects []EffectFact
	// KeyOps: dedupe-key operations on parameters (Seen/Mark/Claim style methods).
	KeyOps []KeyOpFact
	// Sinks: parameters used as an idempotency key inside the function.
	Sinks []SinkFact
	// Guarded: func-typed parameters the function calls only after a claim
	// keyed by another parameter succeeded (idempotence.Exec(ctx, key,
	// func(ctx) error { … }): SetNX the key, then run the callback).
	Guarded []GuardedFact
	// State: what the function reads, writes and refuses on of its
	// pointer parameters' fields (state.go).
	State []StateFact
	// FreshResults: bit i is set when result i lists only the rows the
	// call inserted where an existence check found none (the entries a
	// refresh stored anew): a repeat lists none of them again.
	FreshResults uint64
	// SQL: the parameters the function runs as the SQL text of a
	// modelled call (a repository's own Exec over pgx or database/sql).
	SQL []SQLPassFact
	// Sets: the columns the function's UPDATE statements set to a value
	// (not an increment, a toggle or an expression of the row), directly
	// or through its callees: the state a check of an entity's field
	// loaded from that table guards (state.go, sqlFieldWrites).
	Sets []SQLSetFact
	// SQLOf: 1 + the parameter (receiver first) whose SQL text the
	// function's first result is: a string parameter passed through, or a
	// query builder turned into text (a repository's toSQL(sq Sqlizer)
	// calling sq.ToSql()); 0: none. A caller running that result runs the
	// statement it passes (sqlSource).
	SQLOf int
	// Bus: the function registers handlers on, or dispatches messages to,
	// a type-keyed bus (bus.go).
	Bus []BusRole
	// Fills: the pointer parameters the function writes data into (a
	// service's own decode helper, retrieveRequestParams(r, &params):
	// json.Unmarshal of the request's body into its second parameter),
	// with that data's provenance in terms of the parameters.
	Fills []FillFact `json:",omitempty"`
	// Const: the string constant a function of no parameters (but its
	// receiver) returns on every path (a model's TableName()), "" when
	// none: a library hook in another package reads it (Queries.ConstResult).
	Const string `json:",omitempty"`
	// Inserts: the tables the function inserts rows into, itself or
	// through its callees and callbacks, also where no effect is reported
	// (a unique key refuses a repeat's row): what a caller's existence
	// lookup of that table decides (markLookedUp).
	Inserts []string `json:",omitempty"`
	// Loads: for a loader (results (*T, error), its row found by a
	// modelled lookup or another loader), the states of the row it refuses
	// with an error: "T row" (a row that is gone) and the fields it tests
	// on a path returning an error (loads.go).
	Loads []string `json:",omitempty"`
	// LoadsLocked: the loader's lookup locks the row (SELECT … FOR
	// UPDATE): a check of it and a write in the same transaction are
	// atomic.
	LoadsLocked bool `json:",omitempty"`
}

// maxInsertTables bounds FuncFact.Inserts.
const maxInsertTables = 16

// FillFact: the function stores data of provenance From into what its
// parameter Param (receiver first) points to.
type FillFact struct {
	Param int
	From  ProvFact
}

// SQLSetFact: an UPDATE of Table sets Column to a constant (Param -1: a
// literal, or a constant the function binds) or to the function's
// parameter Param (receiver first), which its callers may pass a constant
// in; Cond: its WHERE also tests that column (a conditional write: only
// one of concurrent duplicates changes the row). A value from elsewhere
// (the command's status) is no state a repeat finds, and not recorded.
type SQLSetFact struct {
	Table, Column string
	Param         int
	Cond          bool
}

// maxSets bounds the columns a function's Sets records.
const maxSets = 16

// addSet adds set to sets, once, within maxSets.
func addSet(sets []SQLSetFact, set SQLSetFact) []SQLSetFact {
	if set.Table == "" || set.Column == "" || len(sets) >= maxSets || slices.Contains(sets, set) {
		return sets
	}
	return append(sets, set)
}

// SQLPassFact: parameter Param (receiver first, for methods) is the SQL
// text of a modelled call of library Lib, the parameters after it the
// values bound to it; a caller passing a constant runs that statement.
type SQLPassFact struct {
	Param int
	Lib   string
}

// ReturnFieldFact is the provenance of field Field of result Result.
type ReturnFieldFact struct {
	Result int
	Field  string
	Prov   ProvFact
}

// GuardedFact: parameter Func (receiver first, for methods) is called only
// under a claim keyed by parameter Key.
type GuardedFact struct {
	Func, Key int
	Desc      string // the claim
	// FuncField, KeyField: the field paths of those parameters holding the
	// callback and the key ("AfterCreate", "CreateUserParams.Username": a
	// params struct whose callback a transaction runs after its INSERT);
	// "" for the parameter itself.
	FuncField, KeyField string
}

func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	var parts []string
	for _, e := range f.Effects {
		parts = append(parts, fmt.Sprintf("effect %s via %s", e.Kind, strings.Join(e.Chain, " → ")))
	}
	for _, k := range f.KeyOps {
		parts = append(parts, fmt.Sprintf("keyop %s param %d (%s)", opName(k.Op), k.Param, k.Desc))
	}
	for _, s := range f.Sinks {
		parts = append(parts, fmt.Sprintf("sink param %d (%s)", s.Param, s.Desc))
	}
	for _, g := range f.Guarded {
		parts = append(parts, fmt.Sprintf("calls param %d under a claim on param %d (%s)", g.Func, g.Key, g.Desc))
	}
	for i, r := range f.Returns {
		if r.O != 0 || r.Params != 0 {
			parts = append(parts, fmt.Sprintf("result %d %s params=%b", i, model.Origin(r.O), r.Params))
		}
	}
	return strings.Join(parts, "; ")
}

func (f *FuncFact) empty() bool {
	if len(f.Effects)+len(f.KeyOps)+len(f.Sinks)+len(f.Guarded)+len(f.State)+len(f.SQL)+len(f.Sets)+len(f.Bus)+len(f.Fills)+len(f.Const)+len(f.Inserts) > 0 {
		return false
	}
	for _, r := range f.Returns {
		if r.O&^uint16(model.Unknown|model.Const) != 0 || r.Params != 0 {
			return false
		}
	}
	return true
}

// ProvFact is a serialisable Prov.
type ProvFact struct {
	O      uint16
	Params uint64
	Hashed bool
	Why    string
	// Fallback: the sender's id, or a minted value when there is none (a
	// helper that returns the header's key or a fresh uuid).
	Fallback bool
}

// EffectFact is an effect reachable from a function.
type EffectFact struct {
	Kind  model.Effect
	Chain []string // callee names, outermost first, ending at the effect ("svc.Charge", "paymentintent.New")
	Desc  string   // what the effect is ("stripe charge", "UPDATE accounts SET balance = balance + $1")
	Where string   // file:line of the effect itself
	// SafeIfSender: the effect is safe when parameter SafeIfSender carries the sender's id
	// (a guard inside keyed by it, or the key forwarded to the third party); -1 when none.
	SafeIfSender int
	// SafeField: with SafeIfSender, the field path of that parameter the
	// guard's key is ("Email": a unique key on the subscriber's email, a
	// claim the same request's retry is refused by); "" for the parameter.
	SafeField string
	// SafeHeaders: with SafeIfSender, the field path of that parameter
	// that becomes the published message's headers ("Headers"): the
	// effect is safe when the caller puts the delivery's own headers
	// there (a relay forwards the producer's id with them).
	SafeHeaders string
	// SQLWrite: the effect writes an SQL database (for the seen-set-store check).
	SQLWrite bool
	// Toggle: with Kind Increment, the write negates a column (starred =
	// NOT starred): a repeat flips it back.
	Toggle bool
	// KeyedBy: parameter KeyedBy-1 (the receiver first) carries the id the
	// effect is keyed by at its destination (a job enqueued under an id
	// the queue refuses twice: asynq's TaskID): the effect repeats only
	// when the caller passes a value minted per run there; 0 when none.
	KeyedBy int
	// KeyedField: with KeyedBy, the field path of that parameter that
	// holds the id ("ID": job.ID); "" when it is the parameter itself.
	KeyedField string
	// KeyedAlso: with KeyedBy, the field paths of that parameter holding
	// the other columns of a composite key (a token row keyed by the user
	// and a token id): a caller minting any of them makes every run's
	// key new.
	KeyedAlso []string `json:",omitempty"`
	// KeyedMint: with KeyedBy, the callee mints the key when the caller
	// passes none (if id == "" { id = newID() }): a caller passing an
	// empty value there (a new entity's unset ID) adds a row each run.
	KeyedMint bool `json:",omitempty"`
	// RowBy: the effect inserts parameter RowBy-1, an interface-typed
	// row (a generic repository's Create(value any)); a caller passing a
	// row whose type declares a unique key it does not mint inserts
	// nothing twice; 0: none.
	RowBy int `json:",omitempty"`
	// DataParams: with KeyedBy, the parameters (bit i: parameter i, the
	// receiver first) the rest of the written row comes from: at a caller
	// whose arguments there carry neither the delivery nor its own
	// parameters, no data of the delivery reaches the row and the effect
	// is dropped (harm follows the delivery); 0 when not judged so.
	DataParams uint64
	// CheckedBy: an SQL append that a count or lookup of the same table
	// decides (no unpaid invoice of the service → create one), keyed by
	// parameter CheckedBy-1 (receiver first) at path CheckedField: a
	// caller passing the delivery's data there has its repeat refused by
	// the check; one passing a value of its own run (the id of a row it
	// just inserted) does not; 0 when none.
	CheckedBy    int
	CheckedField string
	// Job: the effect enqueues a job of this args type ("pkg.Type"), whose
	// worker's harm it repeats (JobFact).
	Job string
	// Positional: the effect writes an ordered list by position (a
	// column of the table's unique key that the module renumbers): what it
	// does ("appends at a new position of playlist_tracks (id)"); "" for
	// other effects. An append to a list is no duplicate entity.
	Positional string
	// Row: with Kind Append, what the row is by its table's or its
	// writer's name (logrows.go): RowLog (an audit or activity log's
	// line) or RowCredential (a session, a token, a challenge, a flow
	// state); "" for other rows and effects.
	Row string `json:",omitempty"`
	// MethodBy: an HTTP request whose method is parameter MethodBy-1 (the
	// receiver first) of the function, a client's own request helper
	// (c.do(ctx, method, path, body)): the effect is a call's that passes
	// POST or PATCH there, and no other's; 0 when the method is known.
	MethodBy int
	// URLBy: the request's URL is parameter URLBy-1 of the function (a
	// helper taking the method and the URL): a caller passing a token
	// endpoint's URL sends nothing; 0 when the URL is the function's own.
	URLBy int `json:",omitempty"`
	// Lib is the library whose call is the effect ("net/smtp", "stripe-go",
	// "database/sql"; "" when unknown), for telling harms apart in messages.
	Lib string
	// State: the effect works on an entity whose state a guard checked
	// before it ("Order.Status checked at order.go:316"): a repeat finds
	// the state changed and is refused (state.go); "" when none.
	State string
	// StateAtomic: the write is conditional on that state (a versioned
	// save of the aggregate), so concurrent duplicates cannot both pass.
	StateAtomic bool
	// Iface: for an Opaque effect, the interface method called (wiring.go).
	Iface *IfaceRef
	// When: the effect runs only when a parameter's field is one of some
	// constants (a switch on params.State whose "stopped" case counts the
	// play): a caller passing another constant there runs none of it.
	When *WhenFact `json:",omitempty"`
}

// IfaceRef names a call on a user interface's method that no
// implementation the calling package sees answers (an Opaque effect): it
// is resolved where the implementations are visible, usually the package
// that wires them (wiring.go).
type IfaceRef struct {
	Key     string   // "pkg/path.Iface.Method"
	Method  string   // "Method"
	Methods []string // the interface's methods, "Name sig" (sigKey), sorted
	// Within: the type whose method makes the call ("pkg/path.T"), when
	// it is one: a decorator calling the value it wraps does not call
	// itself.
	Within string `json:",omitempty"`
	// SenderArgs: bit i is set when argument i (the receiver first) carries
	// the sender's id: the implementation may be keyed by it.
	SenderArgs uint64
	// MintedArgs: bit i is set when argument i carries a value minted
	// in the caller (a fresh id): an effect keyed by it repeats.
	MintedArgs uint64
	// MintedFields: "i.Path" for a field of struct-literal argument i
	// that holds a value minted in the caller (&Job{ID: ulid.Make()…}).
	MintedFields []string
	// EmptyFields: "i.Field" for an id field (ID, UUID) of a new literal
	// argument i left unset in the caller (&Playlist{Name: name}): an
	// implementation minting the key when none is passed (KeyedMint)
	// adds a row each run.
	EmptyFields []string `json:",omitempty"`
	// Delivery: the delivery's data (its payload, its id, the message)
	// reaches an argument; ArgParams: the parameters of the calling
	// function the arguments are built from, for its callers to decide.
	// Harm follows the delivery: a call it does not reach is no hazard.
	Delivery  bool
	ArgParams uint64
	// FreeArgs: in a func literal, bit i is set when its free variable i
	// (or a field of it) is an argument: where the literal is made, the
	// value it captures there decides Delivery and ArgParams (a
	// transaction callback's tx.Repo().IncPlayCount(track.ID)).
	FreeArgs uint64
	// Before: the other opaque calls of the same function that
	// run before this one on every path (one may be a dedupe check).
	Before []IfaceRef
	// Delivers: the package passes deliveries to this method: its
	// implementations are handlers, whose effects are reported there.
	Delivers bool
	// StateGuard: a condition on a field of a value an opaque call returned
	// (order.Status == "paid") decides whether this call runs: a business
	// state check whose write is out of sight.
	StateGuard bool
	// Field: the call is of a func value held in a struct field (Key is
	// "pkg.Type.Field"), resolved with the functions stored into that
	// field where they are visible (funcfield.go), not with types.
	Field bool
	// Job: the call enqueues a job of the args type Key names (Key is
	// "pkg.Type.Work"), resolved with the JobFact of the package of its
	// worker, where that is visible, not with types.
	Job bool
	// Bus: the call dispatches a message of the type Key names
	// ("pkg/path.Type") on a type-keyed bus of the service (Bus names the
	// map its handlers are kept in), resolved with the BusFacts of the
	// packages that register its handlers, where those are visible (bus.go).
	Bus string
	// OnSuccess: (a call in Before) the call runs only where this one
	// returned no error, and nothing else of its result decides it: a
	// guard only when it claims (a unique insert refusing a repeat), not
	// when it looks up.
	OnSuccess bool `json:",omitempty"`
}

// BusRole: a function of a type-keyed bus. Reg: it registers its
// parameter Param (receiver first), a function whose parameter In is the
// message, as a handler of that message's type; else it dispatches its
// parameter Param (each element, when variadic) to the handlers of the
// message's type. Bus names where the handlers are kept: "pkg.global" or
// "pkg.Type.field" of the map.
type BusRole struct {
	Bus   string
	Reg   bool
	Param int
	In    int
}

// BusFact lists the handlers a package registers on type-keyed buses.
type BusFact struct {
	Handlers []BusEntry
}

// BusEntry is one registered handler: of messages of type Msg
// ("pkg/path.Type", the pointer's element) on bus Bus, the function Func
// with its summary (nil when empty); In is its message parameter and Ctx
// its context's (-1: none), the receiver first.
type BusEntry struct {
	Bus, Msg, Func string
	In, Ctx        int
	Fact           *FuncFact
}

func (*BusFact) AFact() {}

func (f *BusFact) String() string {
	var parts []string
	for _, h := range f.Handlers {
		parts = append(parts, h.Msg+"→"+h.Func)
	}
	return "bus " + strings.Join(parts, ", ")
}

// JobFact lists a package's job workers (River's Work(ctx, *river.Job[T])),
// by args type, and whether running one again does harm (an effect its
// package reports): an enqueue of that job repeats exactly that.
type JobFact struct {
	Jobs []JobEntry
}

// JobEntry is one worker.
type JobEntry struct {
	Args    string // the args type, "pkg/path.Type"
	Worker  string // the worker's method, "pkg.T.Work"
	Harmful bool
	Desc    string // the first harmful effect, for messages
}

func (*JobFact) AFact() {}

func (f *JobFact) String() string {
	var parts []string
	for _, j := range f.Jobs {
		parts = append(parts, fmt.Sprintf("%s→%s harmful=%v", j.Args, j.Worker, j.Harmful))
	}
	return "jobs " + strings.Join(parts, ", ")
}

// WhenFact: parameter Param (the receiver first) at field path Field
// ("" for the parameter itself) equals one of Consts (constant.Value's
// ExactString) wherever the effect runs.
type WhenFact struct {
	Param  int
	Field  string
	Consts []string
}

// KeyOpFact: the function checks, writes or claims a key given as parameter Param.
type KeyOpFact struct {
	Op    model.StoreOp
	Param int
	Desc  string
	// Result: the operation's outcome flows to the function's results (a Seen/Claim method).
	Result bool
	Store  string // "redis", "sql:table", "map"
	// Key is how the key is derived from the parameters (canon's rendering,
	// parameter i written $i$): "PrefixA+sha256($1$)" and "PrefixB+$1$" are
	// different keys though both come from parameter 1.
	Key string
	// Field: the key is this field path of parameter Param ("ID",
	// "Line.ID": arg.ID in an sqlc method binding a unique key), "" when
	// it is the parameter itself. A caller whose argument is a struct
	// literal takes the field's value as the key, not the whole literal
	// (whose other fields may be minted: a created-at time).
	Field string
	// AlsoFields: with Field, the paths of parameter Param's other fields
	// that a composite key is made of: a caller minting any of them (the
	// token id of a (user, token id) key) makes every run's key new.
	AlsoFields []string `json:",omitempty"`
	// Also are the parameters of the operation's other key values, when
	// it is keyed by several (gorm's Where("user_id = ? AND name = ?",
	// uid, name).First(&row): Param is uid's, Also has name's).
	Also []int `json:",omitempty"`
}

// SinkFact: parameter Param is used as an idempotency key inside the function.
type SinkFact struct {
	Param int
	Desc  string
	// Also: the other parameters the key derives from
	// (fmt.Sprintf("tx|%d|%s", uid, id)), as KeyOpFact.Also.
	Also []int `json:",omitempty"`
}

func opName(op model.StoreOp) string {
	switch op {
	case model.Check:
		return "check"
	case model.Write:
		return "write"
	case model.Claim:
		return "claim"
	case model.ResultClaim:
		return "write-or-claim"
	case model.Release:
		return "release"
	}
	return "none"
}

// ImplFact lists a package's named types whose methods do something a
// handler cares about (at least one method with a non-empty summary), with
// each method's signature and summary. Facts are transitive: a package
// that calls through an interface sees the ImplFacts of every package
// below it, including those whose types its own imports do not mention
// (under go vet's per-package protocol, the types of indirect dependencies
// are only partly loaded). dispatch.go resolves interface calls with them.
type ImplFact struct {
	Types []ImplType
}

// ImplType is one named type ("pkg/path.T") and its methods (those of *T).
type ImplType struct {
	Type    string
	Methods []ImplMethod
	// Wraps: the user interfaces ("pkg/path.Iface") a field of the type
	// holds (a decorator's next, a slice of them): a call through one of
	// them from the wired service is not answered by this type.
	Wraps []string `json:",omitempty"`
}

// ImplMethod is a method: its name, its signature without the receiver
// (package-qualified), and its summary (nil when empty).
type ImplMethod struct {
	Name string
	Sig  string
	Fact *FuncFact
	// Delegates: the method is promoted from an embedded interface (a
	// decorator wrapping a repository): it does what the value wired
	// into that field does, no implementation of its own.
	Delegates bool `json:",omitempty"`
}

func (*ImplFact) AFact() {}

func (f *ImplFact) String() string {
	var parts []string
	for _, t := range f.Types {
		parts = append(parts, t.Type)
	}
	return "implementations " + strings.Join(parts, ", ")
}

// StateFact: what a function does to the state of its parameter Param
// (receiver first, for methods). Fields are "Type.field".
type StateFact struct {
	Param   int
	Reads   []string // fields of the parameter the results depend on
	Writes  []string // fields of the parameter written
	Refuses []string // fields checked before they are written, with an early return when the check fails
	// Sets: the fields of the parameter written with any value, not only
	// a constant (u.Email = u.EmailChange): what a setter's equality
	// guard protects (the stored value equals the request's).
	Sets []string `json:",omitempty"`
}
