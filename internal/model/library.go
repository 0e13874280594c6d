package model

import (
	"fmt"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/sqlclass"
)

const (
	noArg = -1
	// ReceiverArg as Into: the call writes into its receiver (h.Write(b)).
	ReceiverArg = -2
)

// A Library teaches idemlint one library: it adds the library's rows to the
// model through the Builder. Each library lives in its own file of
// internal/model/libs and registers itself from an init function:
//
//	func init() { model.Register("asynq", asynq) }
//
//	func asynq(b *model.Builder) { b.Packages(pkgAsynq); b.Source(pkgAsynq+".GetTaskID", model.Sender); … }
type Library func(b *Builder)

type registered struct {
	name  string
	teach Library
}

var libraries []registered

// Register adds a library to the built-in model. It is meant to be called
// from init functions; names must be unique.
func Register(name string, lib Library) {
	for _, l := range libraries {
		if l.name == name {
			panic("model: library " + name + " registered twice")
		}
	}
	libraries = append(libraries, registered{name, lib})
}

// Libraries returns the names of the registered libraries, sorted.
func Libraries() []string {
	var out []string
	for _, l := range libraries {
		out = append(out, l.name)
	}
	sort.Strings(out)
	return out
}

// Default returns a fresh copy of the built-in model: every registered library.
func Default() *Model {
	if len(libraries) == 0 {
		panic("model: no libraries registered (import github.com/idemlint/idemlint/internal/model/libs)")
	}
	m := newModel()
	b := &Builder{m: m, owner: map[string]string{}}
	for _, l := range libraries {
		b.lib = l.name
		l.teach(b)
	}
	return m
}

// Build returns a model of one library alone, named name (for a library's own tests).
func Build(lib Library, name string) *Model {
	m := newModel()
	lib(&Builder{m: m, lib: name, owner: map[string]string{}})
	return m
}

// Builder adds one library's rows to the model. Every key is a model key
// ("pkg/path.Func", "pkg/path.Type.Method", "pkg/path.*.Method",
// "pkg/path.Type.Field"; see FuncKey). A key may be defined once: a second
// definition, by the same library or another, panics.
type Builder struct {
	m     *Model
	lib   string
	owner map[string]string // key → the library that defined it
}

func (b *Builder) claim(kind, key string) {
	k := kind + " " + key
	if prev, ok := b.owner[k]; ok {
		panic(fmt.Sprintf("model: %s %s defined by %s and %s", kind, key, prev, b.lib))
	}
	b.owner[k] = b.lib
}

// Packages adds import paths (a path ending in "/" covers the paths under it)
// whose import makes a package worth analysing, and whose own code is not analysed.
func (b *Builder) Packages(paths ...string) { b.m.Packages = append(b.m.Packages, paths...) }

// SenderHint says, for messages, where the sender's id lives for handlers of
// library path ("d.MessageId").
func (b *Builder) SenderHint(path, hint string) {
	b.claim("lib", path)
	b.m.Libs[path] = &Lib{Name: path, SenderHint: hint}
}

// InProcess: values of these pub/sub types ("pkg.Type") deliver in process.
func (b *Builder) InProcess(typeKeys ...string) {
	for _, k := range typeKeys {
		b.m.InProcess[k] = true
	}
}

// Call adds a call row: NewCall(libOf(key)), then set. It returns the row.
func (b *Builder) Call(key string, set func(c *Call)) *Call {
	b.claim("call", key)
	c := NewCall(libOf(key))
	if set != nil {
		set(&c)
	}
	b.m.Calls[key] = &c
	return &c
}

// Field adds a struct field row.
func (b *Builder) Field(key string, f Field) {
	b.claim("field", key)
	b.m.Fields[key] = &f
}

// HandlerMethod: a method Method with these parameters makes its type a handler.
func (b *Builder) HandlerMethod(lib, method string, params ...string) {
	b.m.Handlers = append(b.m.Handlers, HandlerIface{Lib: lib, Method: method, Params: params})
}

// ImplHandler declares that the methods of the types implementing the
// interface ifaceKey ("pkg.Type") serve routes of the given HTTP methods
// (see Model.ImplHandlers).
func (b *Builder) ImplHandler(lib, ifaceKey string, methods map[string]string) {
	b.m.ImplHandlers = append(b.m.ImplHandlers, ImplHandler{Lib: lib, Iface: ifaceKey, Methods: methods})
}

// HandlerFunc: values of the named function type ("pkg.Type") are handlers.
func (b *Builder) HandlerFunc(typeKey string) {
	b.claim("handler type", typeKey)
	b.m.HandlerFuncTypes[typeKey] = true
}

// DeliveryChan: a channel of this message type ("pkg.Type") carries
// deliveries (a subscription's Receiver field): a loop receiving from one
// is a delivery loop; inProcess: the library never delivers a message
// again (its handlers re-run on nothing).
func (b *Builder) DeliveryChan(typeKey string, inProcess bool) {
	b.claim("delivery chan", typeKey)
	b.m.DeliveryChans[typeKey] = inProcess
}

// JobType: the generic type ("pkg.Job", Job[T]) a worker receives, whose
// type argument names the job (JobArgs).
func (b *Builder) JobType(typeKey string) {
	b.claim("job type", typeKey)
	b.m.JobTypes[typeKey] = true
}

// HTTPHandlerFunc: the named function type ("pkg.Type") is an HTTP handler
// type; a function of its signature is a write handler when it reads the
// request body or checks for a write method (see Model.HTTPHandlerFuncTypes).
func (b *Builder) HTTPHandlerFunc(typeKey string) {
	b.claim("http handler type", typeKey)
	b.m.HTTPHandlerFuncTypes[typeKey] = true
}

// BodyRead: the calls read an HTTP request's body. It marks a call row the
// library already added (gin's ShouldBindJSON is also an Into) or adds one.
func (b *Builder) BodyRead(keys ...string) {
	for _, k := range keys {
		if c := b.m.Calls[k]; c != nil {
			c.BodyRead = true
			continue
		}
		b.Call(k, func(c *Call) { c.BodyRead = true })
	}
}

// Route: the call registers HTTP handlers.
func (b *Builder) Route(key string, r HTTPRegister) {
	b.claim("route", key)
	b.m.Routes[key] = r
}

// Register: the call registers the handler passed as argument arg.
func (b *Builder) Register(key string, arg int) { b.Call(key, func(c *Call) { c.Register = arg }) }

// Deliveries: the calls' results deliver messages (a loop over them is a handler).
func (b *Builder) Deliveries(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Deliveries = true })
	}
}

// Source: the call's result has origin o.
func (b *Builder) Source(key string, o Origin) { b.Call(key, func(c *Call) { c.Source = o }) }

// Mint: the calls mint a new value.
func (b *Builder) Mint(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Source = Minted; c.Mint = true })
	}
}

// Transform: the calls' results are derived from their arguments and receiver.
func (b *Builder) Transform(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Transform = true })
	}
}

// Hash: the calls' results are hashes of their inputs.
func (b *Builder) Hash(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Transform = true; c.Hash = true })
	}
}

// Into: the call writes what it derives from its other arguments into
// argument target (ReceiverArg: the receiver), with origin o (0: the inputs').
func (b *Builder) Into(key string, target int, o Origin) {
	b.Call(key, func(c *Call) { c.Into = target; c.IntoSource = o; c.Transform = true })
}

// HeaderGet: the call looks up the header named by argument arg.
func (b *Builder) HeaderGet(key string, arg int) { b.Call(key, func(c *Call) { c.HeaderArg = arg }) }

// HeaderSet: the call sets the header named by argument 0 to argument 1.
func (b *Builder) HeaderSet(key string) {
	b.Call(key, func(c *Call) { c.HeaderArg = 0; c.HeaderSet = true })
}

// KeySink: argument arg of the call is an idempotency key sent on (a dedup id option).
func (b *Builder) KeySink(key string, arg int) {
	b.Call(key, func(c *Call) { c.KeyArg = arg; c.Sink = true })
}

// Effect: the calls have effect e.
func (b *Builder) Effect(e Effect, keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Effect = e })
	}
}

// NotEffect: the calls are reads however they reach the network (a token
// fetch, a login, a secret read, a telemetry or feature-flag call): no
// effect, and, their library being modelled (Packages), the HTTP requests
// they make inside it are not looked at.
func (b *Builder) NotEffect(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Effect = NoEffect })
	}
}

// SQL: the call runs the SQL text of argument arg.
func (b *Builder) SQL(key string, arg int) {
	b.Call(key, func(c *Call) { c.Effect = SQL; c.SQLArg = arg })
}

// UniqueViolation: an error type or value ("pkg.Type", "pkg.Var") that means a unique violation.
func (b *Builder) UniqueViolation(keys ...string) {
	for _, k := range keys {
		b.claim("unique violation", k)
		b.m.UniqueViolations[k] = true
	}
}

// GlobalSource: the package-level variable key ("pkg.Var") is a source
// of values of origin o (crypto/rand.Reader: minted).
func (b *Builder) GlobalSource(key string, o Origin) {
	b.claim("global source", key)
	b.m.Globals[key] = o
}

// KeyedDeduper: a deduplicating middleware type keyed by the function in
// one of its fields (see KeyedDeduper).
func (b *Builder) KeyedDeduper(typeKey string, d KeyedDeduper) {
	b.claim("keyed deduper", typeKey)
	b.m.KeyedDedupers[typeKey] = &d
}

// Accumulator: types whose methods write into the value and read it back out.
// BuilderType declares query builder types ("pkg.Type"; see
// Model.BuilderTypes).
func (b *Builder) BuilderType(typeKeys ...string) {
	for _, k := range typeKeys {
		b.m.BuilderTypes[k] = true
	}
}

func (b *Builder) Accumulator(typeKeys ...string) {
	for _, k := range typeKeys {
		b.claim("accumulator", k)
		b.m.Accumulators[k] = true
	}
}

// CompleteTx: the function (key) completes job argument jobArg in
// transaction argument txArg (see Call.CompleteTx).
func (b *Builder) CompleteTx(key string, txArg, jobArg int) {
	b.Call(key, func(c *Call) { c.CompleteTx = &TxCompletion{TxArg: txArg, JobArg: jobArg} })
}

// Transaction: values of these types are one database transaction.
func (b *Builder) Transaction(typeKeys ...string) {
	for _, k := range typeKeys {
		b.claim("transaction type", k)
		b.m.TxTypes[k] = true
	}
}

// Pool: these types are connection pools (each statement autocommits).
func (b *Builder) Pool(typeKeys ...string) {
	for _, k := range typeKeys {
		b.claim("pool type", k)
		b.m.PoolTypes[k] = true
	}
}

// Retry: the calls run their operation once per attempt.
func (b *Builder) Retry(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.Retry = true })
	}
}

// Header classifies header names (case-insensitive) as origin o.
func (b *Builder) Header(o Origin, names ...string) {
	for _, n := range names {
		b.claim("header", n)
		b.m.Headers[n] = o
	}
}

// KeyHeader: setting these headers (case-insensitive) forwards an idempotency key.
func (b *Builder) KeyHeader(names ...string) {
	for _, n := range names {
		b.claim("key header", n)
		b.m.KeyHeaders[n] = true
	}
}

// HeaderTag: a field of a delivered value tagged key:"Name" (huma's
// header:"Idempotency-Key") is the request's header Name.
func (b *Builder) HeaderTag(keys ...string) {
	for _, k := range keys {
		b.claim("header tag", k)
		b.m.HeaderTags[k] = true
	}
}

// RouteMethods: the calls restrict a route to the HTTP methods of their
// arguments (gorilla/mux Route.Methods; see HTTPRegister.ChainMethods).
func (b *Builder) RouteMethods(keys ...string) {
	for _, k := range keys {
		b.Call(k, func(c *Call) { c.RouteMethods = true })
	}
}

// HeaderRecord: typeKey ("pkg.Type") is one outgoing message header whose
// name is field keyField and whose value is field valueField.
func (b *Builder) HeaderRecord(typeKey, keyField, valueField string) {
	b.claim("header record", typeKey)
	b.m.HeaderRecords[typeKey] = HeaderRecord{KeyField: keyField, ValueField: valueField}
}

// SenderField: payload field names (json tag or Go name, lower-case) that carry the sender's id.
func (b *Builder) SenderField(names ...string) {
	for _, n := range names {
		b.claim("sender field", n)
		b.m.SenderFields[n] = true
	}
}

// CanonKey returns a key ("pkg/path.Name", "pkg/path.Type.Field") with its
// import path as model keys name it (CanonPath).
func CanonKey(key string) string {
	p := libOf(key)
	return CanonPath(p) + key[len(p):]
}

// libOf: the import path of a key ("pkg/path.Name", "pkg/path.Type.Name").
func libOf(key string) string {
	slash := 0
	for i := 0; i < len(key); i++ {
		if key[i] == '/' {
			slash = i
		}
	}
	for i := slash; i < len(key); i++ {
		if key[i] == '.' {
			return key[:i]
		}
	}
	return key
}

// URLRead registers a judge of URLs a POST only reads from (Model.URLReads).
func (b *Builder) URLRead(f func(ssa.Value) bool) {
	b.m.URLReads = append(b.m.URLReads, f)
}

// RowUnique registers a reader of the fields a row type's ORM declares
// unique (Model.RowUniques).
func (b *Builder) RowUnique(f func(types.Type) []string) {
	b.m.RowUniques = append(b.m.RowUniques, f)
}

// SchemaReader: Go files that import r.Import declare unique keys in a
// library's schema DSL, which r.Read adds to the module's schema.
func (b *Builder) SchemaReader(r sqlclass.GoSchemaReader) {
	b.claim("schema reader", r.Import)
	b.m.SchemaReaders = append(b.m.SchemaReaders, r)
}
