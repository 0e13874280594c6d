// Command unitchecker runs idemlint's analyzers the way Bazel's nogo does:
// the analyzers themselves (not the idemlint command) under
// golang.org/x/tools/go/analysis/unitchecker, one package per process,
// facts passed between processes in files, configured only through the
// analyzers' flags. internal/nogotest runs it with go vet -vettool.
package main

import (
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/idemlint/idemlint/passes/checkthenwrite"
	"github.com/idemlint/idemlint/passes/directives"
	"github.com/idemlint/idemlint/passes/keysource"
	"github.com/idemlint/idemlint/passes/nodedupe"
	"github.com/idemlint/idemlint/passes/payloadkey"
)

func main() {
	unitchecker.Main(checkthenwrite.Analyzer, directives.Analyzer, keysource.Analyzer, nodedupe.Analyzer, payloadkey.Analyzer)
}
