package idemcore

import "golang.org/x/tools/go/ssa"

// SetTestHookSummary sets the function called before each function is
// summarised (nil: none), for the tests of internal errors.
func SetTestHookSummary(f func(fn *ssa.Function)) { testHookSummary = f }
