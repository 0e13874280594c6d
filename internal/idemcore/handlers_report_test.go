package idemcore_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
)

// TestHandlerReport lists the handlers found in fixtures whose handlers
// report nothing (in-process subscribers), with Settings.ReportHandlers:
// each // want names one, and nothing else is listed.
func TestHandlerReport(t *testing.T) {
	idemtest.RunWithSettings(t, &idemcore.Settings{ReportHandlers: true}, idemcore.Analyzer, "handlers/hubsub", "handlers/errchainroutes", "handlers/errchainfactories")
}
