// Package testenv splits idemlint's tests into the quick suite, which the
// README's `go test ./...` runs in a few minutes on two cores, and the full
// suite, which adds the tests that build the idemlint binary, run it or go
// vet on modules, or type-check real libraries from source (the e2e corpus,
// the CLI, the plugin on the example, nogo): IDEMLINT_FULL=1 go test ./...,
// as .ci/run does.
package testenv

import (
	"os"
	"testing"
)

// Var is the environment variable that selects the full suite.
const Var = "IDEMLINT_FULL"

// Full skips t in the quick suite (IDEMLINT_FULL unset, or 0). Under CI
// (CI set) an unset IDEMLINT_FULL fails t instead: a CI job that runs plain
// `go test ./...` would otherwise pass without the long suites; set
// IDEMLINT_FULL=1 to run them there, or IDEMLINT_FULL=0 to leave them out
// on purpose.
func Full(t testing.TB, why string) {
	t.Helper()
	switch v, set := os.LookupEnv(Var); {
	case v != "" && v != "0":
		return
	case !set && os.Getenv("CI") != "":
		t.Fatalf("%s (the full suite) under CI=%s: set %s=1 to run it (.ci/run does) or %s=0 to leave it out", why, os.Getenv("CI"), Var, Var)
	default:
		t.Skipf("%s: in the full suite only (%s=1 go test ./...)", why, Var)
	}
}
