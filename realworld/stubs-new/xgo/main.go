// Stub of src.techknowlogick.com/xgo for the idemlint real-service ledger: the module
// proxy refuses the real module (403), and vikunja's go.mod names it only as a `tool`
// (a cross-compilation wrapper). No vikunja package imports it; the module graph only
// needs a module of that path to exist.
package main

func main() {}
