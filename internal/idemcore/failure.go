package idemcore

import (
	"fmt"
	"go/token"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A Failure is an internal error of the analysis (a panic) in one function:
// that function is skipped — its summary is empty, it is no handler — and
// the rest of the package is analysed and its facts exported, so the
// packages that import it lose nothing else.
type Failure struct {
	Pos   token.Pos // the function's position (the package's first file for a package-wide stage)
	Func  string    // the function, as messages name it ("" for a package-wide stage)
	Stage string    // what was being done: "handlers", "summary", "facts", "ssa", or a pass's name
	Err   string    // the panic and where it happened
}

// Message is the failure as a diagnostic says it.
func (f Failure) Message() string {
	what := "the package"
	if f.Func != "" {
		what = f.Func
	}
	return "idemlint internal error (" + f.Stage + ") in " + what + ": " + f.Err +
		"; it is skipped, the rest is analysed; please report this with the function's source"
}

// FailureCategory is the category of the diagnostics that report Failures.
const FailureCategory = "internal-error"

// newFailure describes the panic r, recovered while stage ran on fn (nil:
// the whole package, at pos).
func newFailure(fn *ssa.Function, pos token.Pos, stage string, r any) Failure {
	f := Failure{Pos: pos, Stage: stage, Err: fmt.Sprint(r) + panicSite()}
	if fn != nil {
		f.Pos, f.Func = fn.Pos(), FuncName(fn)
		if !f.Pos.IsValid() {
			f.Pos = pos
		}
	}
	return f
}

// panicSite names the frame that panicked, in the stack of the panic being
// recovered (" at prov.go:123"): the first frame past runtime.gopanic that
// is not the runtime's own (an index out of range panics in the runtime).
func panicSite() string {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(1, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	past := false
	for {
		fr, more := frames.Next()
		switch {
		case fr.Function == "runtime.gopanic":
			past = true
		case past && !strings.HasPrefix(fr.Function, "runtime."):
			return " at " + filepath.Base(fr.File) + ":" + strconv.Itoa(fr.Line)
		}
		if !more {
			return ""
		}
	}
}
