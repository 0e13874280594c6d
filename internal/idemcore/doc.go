// Package idemcore is idemlint's shared analysis, the analyzer every
// idemlint pass requires. It produces facts about the program, not
// verdicts: for each relevant package it builds SSA once, finds the
// handlers (and how they are delivered to), summarises every function
// (its effects, its operations on dedupe keys and the claims that guard
// effects, its uses of values as idempotency keys), answers key-provenance
// queries, and exports the summaries as facts for importing packages. The
// passes under passes/ read its Result and own their rules, messages,
// categories and fixes; they report through Report, which applies the
// suppression directives and the configuration the same way for all.
//
// A package that is not relevant (it imports no modelled library and no
// package that exported facts, and the configuration names nothing in it or
// in a package it imports; or it is the standard library or a modelled
// library itself) is skipped before anything is built.
//
// # Layering
//
// Each file uses only the files above it in this list, or in its own
// entry (the test TestLayering checks it):
//
//   - ssautil.go: generic SSA and go/types helpers; failure.go: Failure, an
//     internal error (a panic) confined to the function it happened in
//   - facts.go: the facts exported for importers (FuncFact, PkgFact, HandlerFact)
//   - prov.go: Prov, the provenance of a value, and the per-function tracer
//     that computes it; callee summaries reach it only through provEnv;
//     provfields.go: the provenance of a field of a struct a user
//     function returns, from its fact
//   - handlers.go, shapes.go and routers.go: Handler and Wrap, and finding
//     the handlers (shapes.go: by their signature, and where deliveries flow,
//     HandlerFact; routers.go: the routes of hand-written routers)
//   - analysis.go: pkgAnalysis and funcAnalysis, the state shared by the stages;
//     dispatch.go: the targets of calls through interfaces (user
//     implementations, or the modelled library a user interface stands for)
//   - summary.go: Summary, Effect, KeyOp and Sink, and the summarizer;
//     state.go: guards by business state (an entity's field checked, then
//     written; a conditional UPDATE; a change guard; not a time window) and
//     StateFact; loads.go: rows a handler looked up and then deletes or
//     marks used (a presence test as a state guard, FuncFact.Loads of a
//     loader, Call.DeletesRow); logrows.go: appended rows that are an audit log's line or a
//     credential (a session, a token) by their names (EffectFact.Row);
//     fieldkey.go: keys that are one field of a struct (a key op's field
//     path, struct literals, the fields a function returns); txcomplete.go:
//     jobs completed in the transaction of their writes (river.JobCompleteTx);
//     inprocess.go: ErrorAfter, whether a handler delivered in process
//     (which runs again only on its own error) returns an error after an
//     effect took place; wiring.go: calls through user interfaces no
//     implementation of which the package sees (Opaque effects), resolved
//     where the implementations are visible (issue 23 point 3);
//     channels.go: a send into a channel field has the effects of the
//     functions that receive from that field (a writer goroutine);
//     funcfield.go: a call of a func value kept in a struct field,
//     resolved with the functions stored into that field where they are
//     visible (a callback wired in main); jobs.go: an enqueued job's harm
//     is its worker's (JobFact), judged where the worker is visible;
//     bus.go: a dispatch on the service's own type-keyed bus is the call
//     of the handlers registered for the message's type (BusFact),
//     resolved where the registering package is visible
//   - result.go: Result, the products the passes read (and Resolve, an
//     opaque call resolved with the implementations the package sees)
//   - engine.go and settings.go: the Analyzer, its Run, and the Settings
//     a driver configures it with (New builds an analyzer around Run)
//   - report.go: Report and the suppression directives
package idemcore
