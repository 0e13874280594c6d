// Package config reads idemlint's user configuration, .idemlint.yml,
// which extends the built-in library model with the user's own handler
// entry points, sender-id sources, effect functions, dedupe guards and
// key sinks, and can switch finding categories off.
//
// # Finding the file
//
// The configuration is the nearest .idemlint.yml (or .idemlint.yaml) in
// the directory or one of its parents ([Find]). With golangci-lint, the
// same keys can also be given as the module plugin's settings, which
// decode into the same [Config]; [Merge] combines two configurations.
//
// # Schema
//
// All keys are snake_case, and unknown keys are errors. Only version is
// required.
//
//	version: 1                     # required, must be 1
//
//	handlers:                      # user handler entry points
//	  - func: "(*example.com/app.Worker).Handle"  # this function or method is a handler
//	    message: 1                 # optional: index of the parameter that is the
//	                               # delivered message (default: the last one)
//	  - register: "(*example.com/bus.Bus).On"     # a registration function: its
//	    arg: 1                     # callback argument (required: its index) is a handler
//
//	sender_ids:                    # where the sender's per-message id comes from
//	  - field: "example.com/events.Envelope.EventID"  # this struct field holds it
//	  - func: "example.com/bus.MessageID"             # the result of this call is one
//
//	effects:                       # functions with external side effects
//	  - func: "(*example.com/ledger.Client).Post"
//	    kind: charge               # charge, send, increment, append, publish or idempotent
//
//	guards:                        # atomic dedupe guards (claim-first): a call whose
//	  - func: "(*example.com/dedupe.Store).Claim" # result says "first time"
//	    key: 1                     # required: index of the key argument
//
//	key_sinks:                     # calls whose argument is used as an idempotency key
//	  - func: "(*example.com/dedupe.Store).Seen"
//	    key: 1                     # required: index of the key argument
//
//	disable:                       # finding categories or analyzer names to turn off
//	  - wrap-not-claim-first
//
//	sender_id_fields: [message_id, event_id, idempotency_key]
//	                               # payload field names (json tag or Go field name,
//	                               # case-insensitive) that hold the sender's id
//
// # Names
//
// Functions and methods are written the way go/types'
// (*types.Func).FullName prints them: the package path, then the name.
//
//	example.com/pkg.Func             a function
//	(*example.com/pkg.Type).Method   a method with a pointer receiver
//	(example.com/pkg.Type).Method    a method with a value receiver, or of an interface
//	(*example.com/pkg.List[T]).Push  a method of a generic type
//
// Struct fields are written "pkgpath.Type.Field", as in
// example.com/events.Envelope.EventID. YAML needs no quotes around these
// names, but quoting them does no harm.
//
// A method may be named on a type that has it through embedding: a
// repository interface that embeds a Ledger port can be configured as
// (example.com/app.Accounts).Credit, and it matches the calls of
// Ledger's Credit.
//
// Argument and parameter indices count from 0 and do not count the
// receiver: for func (s *Store) Claim(ctx context.Context, key string),
// key is 1. For a register entry, message indexes the callback's
// parameters.
//
// # Kinds
//
// An effect's kind says what repeating it does: charge (moves money),
// send (sends a message, e-mail or notification), increment (bumps a
// counter), append (adds a row or list item), publish (publishes an
// event), idempotent (safe to repeat).
//
// # Categories
//
// disable accepts: checkthenwrite, payloadkey, keysource, nodedupe,
// wrap-not-claim-first, state-check, receiver-fallback, per-attempt-key,
// seenset-store, key-before-effect, and for the directives check
// directives, unused-suppression (a suppression that suppresses nothing)
// and directive (one without a reason).
//
// # Errors
//
// Every problem is reported with its place and the path of the key, as in
//
//	.idemlint.yml:7:5: handlers[1].arg: required with register: the index of the callback argument
//
// Besides YAML syntax and type errors, these are errors: a missing version
// or one other than 1; a handler with both or neither of func and
// register; register without arg; arg with func; a negative index; a name
// that is not in the forms above; an unknown kind or category; a guard or
// key sink without key; and the same function, field or name declared
// twice in one list.
package config
