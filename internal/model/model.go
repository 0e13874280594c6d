// Package model is idemlint's library knowledge: for each real library, which
// calls and fields are handler entry points, sender-side key sources, payload,
// minted values, effects (idempotent or not), dedupe guards and key sinks.
//
// Everything is keyed by import path and type/function name, never by
// variable name. A function is named "pkg/path.Func"; a method
// "pkg/path.Type.Method" (pointer-ness and type arguments dropped), and
// "pkg/path.*.Method" matches a method of that name on any type of the
// package. Fields are "pkg/path.Type.Field".
//
// This package declares the model's types and matchers. The built-in
// knowledge lives in internal/model/libs, one file per library, each
// registering itself (see Register and Builder); what plain table rows cannot
// say a library says with a Hook. Users extend the model with .idemlint.yml
// (see package config and Extend).
package model

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
	"sync"

	"github.com/idemlint/idemlint/internal/sqlclass"
)

// Origin is a bit set describing where a value may come from.
type Origin uint16

const (
	// Sender is the sender's per-message id (message id, Idempotency-Key header).
	Sender Origin = 1 << iota
	// Payload is message content (body, decoded fields).
	Payload
	// Minted is a value made up by the code itself (uuid, time, rand, counters).
	Minted
	// Trace is a trace/correlation/request id: per delivery attempt, not per message.
	Trace
	// Const is a compile-time constant.
	Const
	// Unknown is anything idemlint cannot trace (parameters of non-handlers, globals, opaque calls).
	Unknown
	// Message is a whole delivered message (contains the sender id among other things).
	Message
)

func (o Origin) String() string {
	var parts []string
	names := []string{"sender", "payload", "minted", "trace", "const", "unknown", "message"}
	for i, n := range names {
		if o&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "|")
}

// Effect classifies what a call does to the world when a handler runs twice.
type Effect uint8

const (
	NoEffect   Effect = iota
	Idempotent        // a second run is a no-op (SET, UPSERT on a stable id, DELETE)
	Charge            // money moves: a third-party create (stripe charge, payment intent, refund, transfer)
	Send              // email, external POST/PATCH
	Increment         // counter/balance arithmetic
	Append            // a new row/list entry/file line per run
	Publish           // a message to another queue/topic
	SQL               // classified by its SQL text (see Call.SQL)
	// Opaque: a call on a user interface no implementation of which the
	// package sees (wired in main): what it does is decided where the
	// implementations are visible (issue 23 point 3). Not harmful itself.
	Opaque
)

var effectNames = [...]string{"none", "idempotent", "charge", "send", "increment", "append", "publish", "sql", "opaque"}

func (e Effect) String() string {
	if int(e) < len(effectNames) {
		return effectNames[e]
	}
	return "effect?"
}

// Harmful reports whether a second run of the effect does harm.
func (e Effect) Harmful() bool {
	switch e {
	case Charge, Send, Increment, Append, Publish:
		return true
	}
	return false
}

// ParseEffect parses a config kind name.
func ParseEffect(s string) (Effect, bool) {
	for i, n := range effectNames {
		if n == s && Effect(i) != NoEffect && Effect(i) != SQL && Effect(i) != Opaque {
			return Effect(i), true
		}
	}
	return NoEffect, false
}

// StoreOp classifies a call as an operation on a dedupe key.
type StoreOp uint8

const (
	NoStore StoreOp = iota
	// Check reads whether a key is present (GET, EXISTS, SELECT, map lookup).
	Check
	// Write records a key without atomically checking it (SET, INSERT without conflict handling).
	Write
	// Claim atomically records a key and says whether it was new (SETNX, INSERT … ON CONFLICT DO NOTHING + RowsAffected).
	Claim
	// ResultClaim is a Write whose result says whether the key was new (SADD, HSET count): a Claim when the result is used.
	ResultClaim
	// Release deletes a key (DEL, DELETE FROM … WHERE key = $1): it undoes a claim.
	Release
	// GetOrCreate looks a row up and inserts it when absent in one call
	// that is two statements (gorm's FirstOrCreate) with no unique key on
	// the looked-up columns: two concurrent calls both insert. Judged where
	// it is called, never lifted into callers' facts.
	GetOrCreate
)

// Call describes one modelled function or method. Index fields (…Arg, Into,
// Register) count parameters without the receiver; -1 means "none" (NewCall
// sets them all to -1).
type Call struct {
	Lib    string // library, for messages ("go-redis", "database/sql", …)
	Effect Effect // what a call does; SQL means "classify Args[SQLArg]"
	SQLArg int    // index of the SQL text argument; -1 when none
	Store  StoreOp
	KeyArg int  // index of the key argument for Store/Sink; -1 when none
	Sink   bool // KeyArg is used as an idempotency key (dedupe store key, Idempotency-Key, dedup id)
	// Expires: the call gives the key in argument ExpiryKeyArg a time to live
	// (redis EXPIRE): an increment of a key the same function expires is a
	// window counter (a rate limit, a lockout), not a business effect.
	Expires bool
	// ExpiryKeyArg is the key argument of an increment or an expiry, for
	// matching the two (-1: none).
	ExpiryKeyArg int
	// KeyStore names the store a key operation is on, so that a check pairs
	// with a write on the same store ("redis", "map"); "" means Lib.
	KeyStore string
	// ContainerArg: for a member operation (HSet, SAdd, SIsMember …), the index of
	// the hash/set key the member lives in; -1 when none.
	ContainerArg int

	Source Origin // origin of the result (Sender for asynq.GetTaskID, Minted for uuid.New, Payload for t.Payload())
	// Transform: the result is derived from the arguments (and receiver).
	Transform bool
	// Format: the result is argument 0, a format, filled in (fmt.Sprintf): a
	// query built with it is classified by the constant format.
	Format bool
	// Into: the call writes what it derives from the other arguments into
	// argument Into (json.Unmarshal(data, &v): Into=1). -2 means the receiver.
	Into int
	// IntoSource: when Into is set, the origin given to the target (Payload for gin's ShouldBindJSON).
	IntoSource Origin
	// HeaderArg: the result is a header lookup whose name is argument HeaderArg
	// (classified by Model.ClassifyHeader); -1 when none.
	HeaderArg int
	// HeaderSet: the call sets header argument HeaderArg to argument HeaderArg+1.
	HeaderSet bool

	// Register: the call registers a handler callback passed as argument Register; -1 when none.
	Register int
	// SubscriberArg: the registration's subscriber argument (-1 when none).
	// When its value is an in-process pub/sub (Model.InProcess), the
	// handlers registered are re-run only when they return an error: a
	// crash loses the message, nothing redelivers it.
	SubscriberArg int
	// Deliveries: the result delivers messages (kafka FetchMessage, amqp Consume channel, SQS ReceiveMessage).
	Deliveries bool
	// BodyRead: the call reads an HTTP request's body (gin ShouldBindJSON,
	// echo Bind, Request.PostFormValue): a handler of an HTTP handler shape
	// that does it serves a write method.
	BodyRead bool
	// Wrap: the call wraps a handler (argument WrapArg) in a dedupe guard (babelqueue idempotency.Wrap).
	Wrap    bool
	WrapArg int
	// Dedup: the call is a deduplicating middleware (watermill Deduplicator.Middleware).
	Dedup bool
	// Middleware: the call adds middlewares (its arguments) to its receiver,
	// which then runs the handlers registered on it behind them (watermill Router.AddMiddleware).
	Middleware bool
	// Mutex: Lock/Unlock of a mutex.
	Lock, Unlock bool
	// HTTPMethodArg: index of the method argument of a request constructor (http.NewRequest); -1 when none.
	HTTPMethodArg int
	// RouteMethods: the call restricts a route to the HTTP methods of its
	// (constant, variadic) arguments, on its receiver and its result
	// (gorilla/mux Route.Methods): see HTTPRegister.ChainMethods.
	RouteMethods bool
	// ErrTargetArg: the call tests an error against argument ErrTargetArg
	// (errors.As, errors.Is); with a target in Model.UniqueViolations the
	// caller handles a unique violation. -1 when none.
	ErrTargetArg int
	// UniqueTest: the call reports whether its error argument is a unique
	// (or constraint) violation (ent's generated IsConstraintError,
	// sqlgraph.IsUniqueConstraintError): an error that reaches it is
	// handled as a unique violation.
	UniqueTest bool
	// Retry: the call runs its operation argument once per attempt
	// (backoff.Retry, retry.Do): a key minted inside it is per attempt.
	Retry bool
	// Hash: the result is a hash of the inputs (messages say "a hash of …").
	Hash bool
	// Mint: the call mints a new value (uuid, ulid, time.Now, rand).
	Mint bool
	// DeletesRow: 1 + the argument (after the receiver) whose row the call
	// deletes by its primary key (pop's Destroy(&row), gorm's
	// Delete(&row)): a lookup of that row finds none afterwards. 0: none.
	DeletesRow int

	// CompleteTx: the call marks the job argument JobArg done in the
	// database transaction argument TxArg (river.JobCompleteTx): the queue
	// runs the job again only when that transaction rolled back, so the
	// writes the handler makes on the same transaction happen once.
	CompleteTx *TxCompletion

	// Hook is the library's own classification of a call, for what the
	// fields above cannot say (gorm chains, go-redis SetArgs NX, http.Client.Do,
	// stripe's forwarded idempotency key). See Hook.
	Hook Hook `json:"-"`
	// OwnCode: the call is an effect only in the service's own packages.
	// In a dependency (the module cache, vendor) it is that library's
	// transport — a Firestore, Pub/Sub or Spanner client's own RPCs —
	// which the library's model, if any, judges at its API.
	OwnCode bool
	// BuildSQL: the call's first result is SQL text the library assembles
	// from a builder chain or binds by name (squirrel ToSql, goqu ToSQL,
	// sqlx Named, Rebind): a query that runs that text is classified by the
	// statement BuildSQL returns, with its bound values. See SQLStmt.
	BuildSQL SQLBuilder `json:"-"`
	// BuilderText: BuildSQL is the text of the call's receiver, a query
	// builder (ToSql): the builder value is the statement wherever it is
	// passed (Model.BuilderTypes).
	BuilderText bool
}

// TxCompletion: see Call.CompleteTx.
type TxCompletion struct{ TxArg, JobArg int }

// NewCall returns a Call of library lib with every index field unset.
func NewCall(lib string) Call {
	return Call{Lib: lib, SQLArg: noArg, KeyArg: noArg, ExpiryKeyArg: noArg, ContainerArg: noArg, Into: noArg, HeaderArg: noArg,
		Register: noArg, SubscriberArg: noArg, WrapArg: noArg, HTTPMethodArg: noArg, ErrTargetArg: noArg}
}

// Field describes a modelled struct field.
type Field struct {
	Source Origin
	// Sink: storing to this field sets an idempotency key (stripe Params.IdempotencyKey, SQS MessageDeduplicationId).
	Sink bool
	// HeaderTable: the field is a header map whose entries are classified by key (amqp Delivery.Headers).
	HeaderTable bool
	// BodyRead: reading the field reads an HTTP request's body (http.Request.Body).
	BodyRead bool
}

// HandlerIface describes a method that is a handler when a type implements it.
type HandlerIface struct {
	Lib    string
	Method string
	Params []string // parameter types as "pkg.Type" ("*" prefix for pointers, "" to accept anything)
}

// ImplHandler: the methods of the named types implementing interface
// Iface ("pkg.Type") are handlers: Methods maps a method's name to the
// HTTP method of the route it serves (GET: a handler that may serve a
// GET), or to "" for a delivery of another protocol (an SMTP server's
// Session.Data, which the sending server repeats when it gets no 250).
type ImplHandler struct {
	Lib     string
	Iface   string
	Methods map[string]string
}

// Lib is per-library advice: where the sender's id lives.
type Lib struct {
	Name       string
	SenderHint string // e.g. `d.MessageId`
}

// HTTPWriteMethods are the HTTP methods whose handlers must be idempotent-safe.
var HTTPWriteMethods = map[string]bool{"POST": true, "PUT": true, "PATCH": true, "DELETE": true}

// HTTPRegister describes an HTTP route registration: the handler argument and,
// when fixed by the call, the method. Method "" means "from the pattern" (Go 1.22
// "POST /path" patterns).
type HTTPRegister struct {
	Method     string
	PatternArg int
	HandlerArg int // first handler argument; later variadic ones are handlers too
	// MethodArg: the method is the (constant) argument MethodArg (gin
	// RouterGroup.Handle, echo Add, chi Method); used when MethodFromArg is set.
	MethodArg     int
	MethodFromArg bool
	// MethodField: the method is the constant stored into this field of the
	// struct passed as argument MethodArg (huma.Register(api,
	// huma.Operation{Method: http.MethodPost, …}, h)).
	MethodField string
	// ChainMethods: the method is set by a RouteMethods call chained on the
	// registration's result or receiver (gorilla/mux
	// r.HandleFunc("/x", h).Methods("POST"), r.Methods("POST").HandlerFunc(h)).
	ChainMethods bool
	// OneHandler: only argument HandlerArg is a handler (the later variadic
	// arguments are options, not handlers: huma's operation handlers).
	OneHandler bool
	// Input: the handler's message parameter is the request's input decoded
	// from its body, path and query (payload), its header-tagged fields
	// (HeaderTags) headers (huma's func(ctx, *Input) (*Output, error)).
	Input bool
}

// Model is the whole library model.
type Model struct {
	Calls map[string]*Call
	// InProcess: pub/sub types ("pkg.Type") that deliver in process (the
	// watermill gochannel): a handler subscribed through one runs again
	// only after returning an error.
	InProcess map[string]bool
	Fields    map[string]*Field
	Handlers  []HandlerIface
	// ImplHandlers: library interfaces whose implementations' methods
	// serve HTTP routes the library registers (deluan/rest's Persistable:
	// Save serves a POST).
	ImplHandlers []ImplHandler
	// HandlerFuncTypes are named function types ("pkg.Type") whose values are
	// handlers (asynq.HandlerFunc, babelqueue.Handler, watermill message.HandlerFunc).
	// Their signatures are handler shapes: a function or method with the same
	// signature is a handler wherever (and whether) it is registered.
	HandlerFuncTypes map[string]bool
	// HTTPHandlerFuncTypes are named function types ("pkg.Type") of HTTP
	// handlers (http.HandlerFunc, gin.HandlerFunc, echo.HandlerFunc). A
	// function of their signature whose route is not visible is a write
	// handler when it reads the request body (a BodyRead call or field) or
	// compares the request method with a write method.
	HTTPHandlerFuncTypes map[string]bool
	// JobTypes: generic types a job worker receives (river.Job[T]): T names the job.
	JobTypes map[string]bool
	// DeliveryChans: message types ("pkg.Type") whose channels carry
	// deliveries, and whether their library delivers in process only
	// (never again).
	DeliveryChans map[string]bool
	// Routes maps model keys of HTTP route registrations to their shape.
	Routes map[string]HTTPRegister
	// UniqueViolations are the errors.As target types and errors.Is values
	// ("pkg.Type", "pkg.Var") that mean a unique-constraint violation.
	UniqueViolations map[string]bool
	// KeyedDedupers are deduplicating middleware types ("pkg.Type") that key
	// messages by a function held in one of their fields, with the key they
	// use when that field is left unset and the constructors of key
	// functions that hash the payload.
	KeyedDedupers map[string]*KeyedDeduper
	// Accumulators are types ("pkg.Type") whose methods write into the value
	// and read what was written back out (hash.Hash, strings.Builder).
	Accumulators map[string]bool
	// BuilderTypes are query builder types ("pkg.Type": squirrel's
	// UpdateBuilder) whose values, passed as a statement to the service's
	// own executor (a Sqlizer parameter), are that statement: the text
	// their BuilderText method returns.
	BuilderTypes map[string]bool
	// TxTypes are the types ("pkg.Type") whose values are one database
	// transaction (a *sql.Tx, pgx.Tx, a gorm *DB in Transaction): a check FOR
	// UPDATE and a write on the same such value are atomic.
	TxTypes map[string]bool
	// PoolTypes are connection pools ("pkg.Type": *sql.DB, *pgxpool.Pool): each
	// statement on them autocommits.
	PoolTypes map[string]bool
	// Headers classifies header and message-attribute names (lower-case).
	Headers map[string]Origin
	// Globals are package-level variables ("pkg.Var") that are a source
	// of values of an origin: what is read from crypto/rand.Reader is
	// minted.
	Globals map[string]Origin
	// KeyHeaders are header names (lower-case) whose value is an idempotency
	// key: setting one forwards a key (a sink).
	KeyHeaders map[string]bool
	// HeaderTags are struct tag keys that bind a field of a request's input
	// to a header (huma's header:"Idempotency-Key"): the field of a
	// delivered value is that header, classified by Headers.
	HeaderTags map[string]bool
	// HeaderRecords are the struct types ("pkg.Type") of one outgoing
	// message header (kafka-go Header, sarama RecordHeader): a literal of
	// one names the header in its key field and sets it to its value field.
	HeaderRecords map[string]HeaderRecord
	Libs          map[string]*Lib // keyed by import path prefix
	// Packages: import paths (or prefixes ending in "/") whose import makes a package relevant.
	Packages []string
	// SenderFields: payload field names (json tag or Go name, lower-cased) declared to be the sender's id.
	SenderFields map[string]bool
	// Disabled categories/analyzers.
	Disabled map[string]bool
	// Enabled are the off-by-default categories the configuration turns on
	// (enable:; see config.DefaultOff).
	Enabled map[string]bool
	// UserHandlers are handler functions declared in the configuration.
	UserHandlers []UserHandler
	// Generated are libraries that generate code into each project (ent):
	// their rows match by shape in any package they generated (see Generated).
	Generated []*Generated
	// SchemaReaders read unique keys declared in Go source (an ent schema
	// package's Fields and Indexes), beside the module's DDL files.
	SchemaReaders []sqlclass.GoSchemaReader
	// URLReads say a URL names an endpoint a POST only reads from (an
	// OAuth2 token endpoint, a CAPTCHA check): a request helper's caller
	// that passes one sends nothing (see EffectSpec.URLBy).
	URLReads []func(ssa.Value) bool
	// RowUniques give the Go fields of a row type that its ORM declares
	// unique besides the primary key (gorm:"uniqueIndex").
	RowUniques []func(types.Type) []string

	// ConfigPackages are the packages (canonical import paths) that the
	// configuration names a function, method or field of: such a package
	// and its importers are analysed even when they import no modelled
	// library (see ConfigRelevant).
	ConfigPackages map[string]bool

	genPkgs sync.Map // *types.Package → *Generated (nil: none)
	// configMethods are the configured methods, by package; promoted maps
	// the key of a method a configured name reaches through embedding
	// (an embedded interface's or struct's) to the configured key (see
	// ResolvePromoted).
	configMethods map[string][]configMethod
	promoted      sync.Map // string → string
	resolvedPkgs  sync.Map // *types.Package → bool
}

func newModel() *Model {
	return &Model{
		Calls:                map[string]*Call{},
		InProcess:            map[string]bool{},
		Fields:               map[string]*Field{},
		HandlerFuncTypes:     map[string]bool{},
		HTTPHandlerFuncTypes: map[string]bool{},
		JobTypes:             map[string]bool{},
		DeliveryChans:        map[string]bool{},
		Routes:               map[string]HTTPRegister{},
		UniqueViolations:     map[string]bool{},
		Accumulators:         map[string]bool{},
		BuilderTypes:         map[string]bool{},
		TxTypes:              map[string]bool{},
		PoolTypes:            map[string]bool{},
		Headers:              map[string]Origin{},
		Globals:              map[string]Origin{},
		KeyHeaders:           map[string]bool{},
		HeaderTags:           map[string]bool{},
		KeyedDedupers:        map[string]*KeyedDeduper{},
		HeaderRecords:        map[string]HeaderRecord{},
		Libs:                 map[string]*Lib{},
		SenderFields:         map[string]bool{},
		Disabled:             map[string]bool{},
		Enabled:              map[string]bool{},
	}
}

// KeyedDeduper describes a deduplicating middleware keyed by a function
// field (watermill's middleware.Deduplicator and its KeyFactory).
type KeyedDeduper struct {
	// Name names the middleware in messages ("watermill middleware.Deduplicator").
	Name string
	// KeyField is the field holding the key function.
	KeyField string
	// Default describes the key used when KeyField is unset, when it is
	// derived from the payload ("an Adler-32 hash of the payload"); empty
	// when the default is not a payload key.
	Default string
	// PayloadKeys are the model keys of the constructors of key functions
	// that hash the payload.
	PayloadKeys []string
	// BySender is the code that keys it by the sender's id, for the advice.
	BySender string
}

// HeaderRecord names the fields of a header record type.
type HeaderRecord struct{ KeyField, ValueField string }

// anyMajor: module paths whose every major version is one library (see AnyMajorVersion).
var anyMajor []string

// AnyMajorVersion declares that every major version of the module at path
// (path itself, path/v2, path/v3 …) is the same library to the model: its
// keys, package paths and library paths name the version "v*"
// ("github.com/stripe/stripe-go/v*/refund.New" matches v72's refund.New and
// v84's alike). FuncKey, TypeKey and KeyOfFullName give keys in that form. A
// library calls it from its init function, before any model is built.
func AnyMajorVersion(path string) {
	for _, p := range anyMajor {
		if p == path {
			return
		}
	}
	anyMajor = append(anyMajor, path)
}

// CanonPath returns an import path as model keys name it: the major version
// of a module declared with AnyMajorVersion replaced by "v*"
// ("github.com/stripe/stripe-go/v82/charge" → "github.com/stripe/stripe-go/v*/charge");
// any other path unchanged.
func CanonPath(path string) string {
	for _, m := range anyMajor {
		if path != m && !strings.HasPrefix(path, m+"/") {
			continue
		}
		rest := path[len(m):] // "" or "/…"
		if strings.HasPrefix(rest, "/v") {
			i := 2
			for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
				i++
			}
			if i > 2 && (i == len(rest) || rest[i] == '/') {
				return m + "/v*" + rest[i:]
			}
			if rest == "/v*" || strings.HasPrefix(rest, "/v*/") {
				return path // a key's path already
			}
		}
		return m + "/v*" + rest // before major-version suffixes (v0, v1, +incompatible)
	}
	return path
}

// FuncKey returns the model key of fn: "pkg.Func" or "pkg.Type.Method".
func FuncKey(fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil {
		if fn != nil {
			return fn.Name()
		}
		return ""
	}
	fn = fn.Origin()
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		return recvTypeName(sig.Recv().Type(), fn.Pkg().Path()) + "." + fn.Name()
	}
	return CanonPath(fn.Pkg().Path()) + "." + fn.Name()
}

func recvTypeName(t types.Type, fallbackPkg string) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		obj := t.Origin().Obj()
		if obj.Pkg() != nil {
			return CanonPath(obj.Pkg().Path()) + "." + obj.Name()
		}
		return obj.Name()
	case *types.Interface:
		return CanonPath(fallbackPkg) + ".interface"
	}
	return CanonPath(fallbackPkg) + ".?"
}

// TypeKey returns "pkg.Type" for a (possibly pointer to) named type, or "".
func TypeKey(t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		obj := n.Origin().Obj()
		if obj.Pkg() != nil {
			return CanonPath(obj.Pkg().Path()) + "." + obj.Name()
		}
	}
	return ""
}

// LookupFunc returns the model entry for fn, or nil.
// GlobalOrigin is the origin of the values package-level variable g is a
// source of (Globals), if the model declares one.
func (m *Model) GlobalOrigin(g *types.Var) (Origin, bool) {
	if g == nil || g.Pkg() == nil {
		return 0, false
	}
	o, ok := m.Globals[CanonPath(g.Pkg().Path())+"."+g.Name()]
	return o, ok
}

func (m *Model) LookupFunc(fn *types.Func) *Call {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	key := FuncKey(fn)
	if c := m.Calls[key]; c != nil {
		return c
	}
	if sig, _ := fn.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
		if c := m.Calls[CanonPath(fn.Pkg().Path())+".*."+fn.Name()]; c != nil {
			return c
		}
	}
	if len(m.Generated) > 0 {
		if g := m.generatedFor(fn.Pkg()); g != nil {
			return g.lookup(fn)
		}
	}
	if len(m.configMethods) > 0 {
		if k, ok := m.promoted.Load(key); ok {
			return m.Calls[k.(string)]
		}
	}
	return nil
}

// LookupField returns the model entry for field f of struct type owner, or nil.
func (m *Model) LookupField(owner types.Type, f *types.Var) *Field {
	k := TypeKey(owner)
	if k == "" {
		return nil
	}
	return m.Fields[k+"."+f.Name()]
}

// Relevant reports whether importing path makes a package worth analysing.
func (m *Model) Relevant(path string) bool {
	path = CanonPath(path)
	for _, p := range m.Packages {
		if path == p || (strings.HasSuffix(p, "/") && strings.HasPrefix(path, p)) {
			return true
		}
	}
	return false
}

// Modelled reports whether path belongs to a modelled library (whose own code is not analysed).
func (m *Model) Modelled(path string) bool {
	path = CanonPath(path)
	for _, p := range m.Packages {
		if path == p || strings.HasPrefix(path, strings.TrimSuffix(p, "/")+"/") {
			return true
		}
	}
	return false
}

// LibFor returns the library advice for an import path.
func (m *Model) LibFor(path string) *Lib {
	path = CanonPath(path)
	best := ""
	for p := range m.Libs {
		if (path == p || strings.HasPrefix(path, p+"/")) && len(p) > len(best) {
			best = p
		}
	}
	if best == "" {
		return nil
	}
	return m.Libs[best]
}

// ClassifyHeader classifies a header (or message attribute) name.
func (m *Model) ClassifyHeader(name string) Origin {
	if o, ok := m.Headers[strings.ToLower(strings.TrimSpace(name))]; ok {
		return o
	}
	return Unknown
}

// IsKeyHeader reports whether name is a header that carries an idempotency key
// (setting it forwards a key: a sink).
func (m *Model) IsKeyHeader(name string) bool {
	return m.KeyHeaders[strings.ToLower(name)]
}

// HasBuilderType reports a query builder type (BuilderTypes).
func (m *Model) HasBuilderType(t types.Type) bool { return m.BuilderTypes[TypeKey(t)] }

// IsAccumulator reports whether t (or *t) is an accumulator type.
func (m *Model) IsAccumulator(t types.Type) bool {
	return m.Accumulators[TypeKey(t)]
}

// JobArgs: the job a worker with signature sig receives: the type
// argument ("pkg.Type") of a parameter of a JobType (*river.Job[T]), or "".
func (m *Model) JobArgs(sig *types.Signature) string {
	for i := 0; i < sig.Params().Len(); i++ {
		t := sig.Params().At(i).Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.TypeArgs().Len() != 1 || !m.JobTypes[TypeKey(n.Origin())] {
			continue
		}
		if a, ok := types.Unalias(n.TypeArgs().At(0)).(*types.Named); ok && a.Obj().Pkg() != nil {
			return TypeKey(a)
		}
	}
	return ""
}

// ReadsURL: v is a URL a POST only reads from (URLReads).
func (m *Model) ReadsURL(v ssa.Value) bool {
	for _, f := range m.URLReads {
		if f(v) {
			return true
		}
	}
	return false
}

// RowUnique: the fields of row type t its ORMs declare unique (RowUniques).
func (m *Model) RowUnique(t types.Type) []string {
	var out []string
	for _, f := range m.RowUniques {
		out = append(out, f(t)...)
	}
	return out
}
