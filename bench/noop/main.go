// Command noop is a vet tool whose only analyzer requires inspect.Analyzer
// and does nothing else. Run under go vet -vettool it measures the cost of
// the unitchecker protocol plus parsing and type-checking each package: the
// floor below which no go/analysis vet tool can go.
//
// Its -noop.nonce flag is ignored; scripts/bench.sh passes a fresh value on
// every timed run so that the go command's vet result cache misses.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/analysis/unitchecker"
)

var analyzer = &analysis.Analyzer{
	Name:     "noop",
	Doc:      "Noop requires inspect and reports nothing (benchmark floor).",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

func init() {
	analyzer.Flags.String("nonce", "", "ignored; changes the vet cache key")
}

func main() { unitchecker.Main(analyzer) }
