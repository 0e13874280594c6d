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
// The tables are plain data (see tables.go); the matchers are the small
// functions in this file. Users extend the model with .idemlint.yml (see
// package config and Extend).
package model

import (
	"go/types"
	"strings"
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
)

var effectNames = [...]string{"none", "idempotent", "charge", "send", "increment", "append", "publish", "sql"}

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
		if n == s && Effect(i) != NoEffect && Effect(i) != SQL {
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
)

// Call describes one modelled function or method.
type Call struct {
	Lib    string // library, for messages ("go-redis", "database/sql", …)
	Effect Effect // what a call does; SQL means "classify Args[SQLArg]"
	SQLArg int    // index of the SQL text argument (receiver not counted); -1 when none
	Store  StoreOp
	KeyArg int  // index of the key argument for Store/Sink; -1 when none
	Sink   bool // KeyArg is used as an idempotency key (dedupe store key, Idempotency-Key, dedup id)

	Source Origin // origin of the result (Sender for asynq.GetTaskID, Minted for uuid.New, Payload for t.Payload())
	// Transform: the result is derived from the arguments (and receiver).
	Transform bool
	// Into: the call writes what it derives from the other arguments into
	// argument Into (json.Unmarshal(data, &v): Into=1). -2 means the receiver.
	Into int
	// IntoSource: when Into is set, the origin given to the target (Payload for gin's ShouldBindJSON).
	IntoSource Origin
	// HeaderArg: the result is a header lookup whose name is argument HeaderArg
	// (classified by ClassifyHeader); -1 when none.
	HeaderArg int
	// HeaderSet: the call sets header argument HeaderArg to argument HeaderArg+1.
	HeaderSet bool

	// Register: the call registers a handler callback passed as argument Register; -1 when none.
	Register int
	// Deliveries: the result delivers messages (kafka FetchMessage, amqp Consume channel, SQS ReceiveMessage).
	Deliveries bool
	// Wrap: the call wraps a handler (argument WrapArg) in a dedupe guard (babelqueue idempotency.Wrap).
	Wrap    bool
	WrapArg int
	// WrapAtomic: the wrapping guard claims the key first (atomic); false means a documented
	// non-atomic seen-set (check, run, mark).
	WrapAtomic bool
	// Dedup: the call installs a deduplicating middleware (watermill Deduplicator).
	Dedup bool
	// Mutex: Lock/Unlock of a mutex.
	Lock, Unlock bool
	// ParamsArg: index of a params struct whose IdempotencyKey forwards a key (stripe-go); -1 when none.
	ParamsArg int
	// HTTPMethodArg: index of the method argument of http.NewRequest; -1 when none.
	HTTPMethodArg int
	// Do: the call sends a prepared request (argument DoArg) (http.Client.Do).
	Do    bool
	DoArg int
	// Hash: the result is a hash of the inputs (messages say "a hash of …").
	Hash bool
	// Mint: the call mints a new value (uuid, ulid, time.Now, rand).
	Mint bool
	// UniqueTarget: errors.As target types that mean unique violation handling.
	UniqueCheck bool
}

// Field describes a modelled struct field.
type Field struct {
	Lib    string
	Source Origin
	// Sink: storing to this field sets an idempotency key (stripe Params.IdempotencyKey, SQS MessageDeduplicationId).
	Sink bool
	// HeaderTable: the field is a header map whose entries are classified by key (amqp Delivery.Headers).
	HeaderTable bool
}

// HandlerIface describes a method that is a handler when a type implements it.
type HandlerIface struct {
	Lib        string
	Method     string
	Params     []string // parameter types as "pkg.Type" ("*" prefix for pointers, "" to accept anything)
	MessageArg int      // index of the message parameter
	SenderHint string   // what to use as the key, for messages
}

// Lib is per-library advice: where the sender's id lives.
type Lib struct {
	Name       string
	SenderHint string // e.g. `d.MessageId`
}

// Model is the whole library model.
type Model struct {
	Calls    map[string]*Call
	Fields   map[string]*Field
	Handlers []HandlerIface
	// HandlerFuncTypes are named function types whose values are handlers (asynq.HandlerFunc,
	// babelqueue.Handler, watermill message.HandlerFunc), keyed "pkg.Type" → message arg index.
	HandlerFuncTypes map[string]int
	Libs             map[string]*Lib // keyed by import path prefix
	// Packages: import paths (or prefixes ending in "/") whose import makes a package relevant.
	Packages []string
	// SenderFields: payload field names (json tag or Go name, lower-cased) declared to be the sender's id.
	SenderFields map[string]bool
	// Disabled categories/analyzers.
	Disabled map[string]bool
	// UserHandlers are handler functions declared in the configuration.
	UserHandlers []UserHandler
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
	return fn.Pkg().Path() + "." + fn.Name()
}

func recvTypeName(t types.Type, fallbackPkg string) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		obj := t.Origin().Obj()
		if obj.Pkg() != nil {
			return obj.Pkg().Path() + "." + obj.Name()
		}
		return obj.Name()
	case *types.Interface:
		return fallbackPkg + ".interface"
	}
	return fallbackPkg + ".?"
}

// TypeKey returns "pkg.Type" for a (possibly pointer to) named type, or "".
func TypeKey(t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		obj := n.Origin().Obj()
		if obj.Pkg() != nil {
			return obj.Pkg().Path() + "." + obj.Name()
		}
	}
	return ""
}

// LookupFunc returns the model entry for fn, or nil.
func (m *Model) LookupFunc(fn *types.Func) *Call {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	key := FuncKey(fn)
	if c := m.Calls[key]; c != nil {
		return c
	}
	if sig, _ := fn.Type().(*types.Signature); sig != nil && sig.Recv() != nil {
		if c := m.Calls[fn.Pkg().Path()+".*."+fn.Name()]; c != nil {
			return c
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
	for _, p := range m.Packages {
		if path == p || (strings.HasSuffix(p, "/") && strings.HasPrefix(path, p)) {
			return true
		}
	}
	return false
}

// Modelled reports whether path belongs to a modelled library (whose own code is not analysed).
func (m *Model) Modelled(path string) bool {
	for _, p := range m.Packages {
		if path == p || strings.HasPrefix(path, strings.TrimSuffix(p, "/")+"/") {
			return true
		}
	}
	return false
}

// LibFor returns the library advice for an import path.
func (m *Model) LibFor(path string) *Lib {
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
func ClassifyHeader(name string) Origin {
	n := strings.ToLower(strings.TrimSpace(name))
	switch n {
	case "idempotency-key", "x-idempotency-key", "idempotency_key", "idempotencykey",
		"nats-msg-id", "message-id", "message_id", "messageid", "x-message-id", "msg-id", "x-msg-id",
		"event-id", "event_id", "x-event-id", "ce-id", "ce_id", "deduplication-id", "dedup-id", "x-dedup-id":
		return Sender
	case "traceparent", "tracestate", "x-request-id", "request-id", "x-correlation-id", "correlation-id",
		"correlation_id", "x-trace-id", "trace-id", "x-b3-traceid", "x-b3-spanid", "uber-trace-id", "x-amzn-trace-id":
		return Trace
	}
	return Unknown
}

// IsSenderHeaderName reports whether name is a header that carries an idempotency key
// (setting it forwards a key: a sink).
func IsSenderHeaderName(name string) bool {
	n := strings.ToLower(name)
	return n == "idempotency-key" || n == "x-idempotency-key" || n == "nats-msg-id"
}
