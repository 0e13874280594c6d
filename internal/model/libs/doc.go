// Package libs is idemlint's built-in library knowledge: one file per
// library, each registering the library with model.Register from an init
// function. A file declares the library's import paths, its handler shapes
// (handler interfaces, handler function types, registrations, delivery
// loops, HTTP routes), where the sender's id, the payload and trace ids live,
// its effects, its dedupe guards and key sinks, and, as model.Hook functions,
// any classification the table fields cannot express.
//
// Adding a library touches its file here, its stub under
// analysistest/testdata/src and its e2e cases, and nothing in the engine:
// see analysistest/STUBS.md, "How to add a library".
package libs

import "github.com/idemlint/idemlint/internal/model"

// Shorthands for the tables.
const (
	noArg       = -1
	receiverArg = model.ReceiverArg
)
