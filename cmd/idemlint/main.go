// Command idemlint finds message and HTTP handlers that are not safe under
// at-least-once delivery.
//
// Standalone:  idemlint [-json|-format=sarif] [-fix] [-diff] [-test] [-config=FILE] ./...
// With go vet: go vet -vettool=$(command -v idemlint) ./...
//
// Exit codes (standalone): 0 no findings, 3 findings, 1 errors.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/sarif"
	"github.com/idemlint/idemlint/internal/suite"
)

func main() {
	analyzers := suite.Analyzers()
	args := os.Args[1:]
	if len(args) >= 1 && args[0] == "help" {
		os.Exit(help(os.Stdout, analyzers, args[1:]))
	}
	format, rest, err := extractFormat(args)
	if err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		os.Exit(1)
	}
	if path, ok := configFlag(rest); ok {
		// Fail once, up front, rather than once per analyzed package.
		if _, err := config.Load(path); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
			os.Exit(1)
		}
	}
	switch format {
	case "sarif":
		os.Exit(sarif.Main(os.Stdout, os.Stderr, rest, analyzers))
	case "json":
		rest = append([]string{"-json"}, rest...)
	}
	os.Args = append([]string{os.Args[0]}, rest...)
	flag.StringVar(&idemcore.ConfigPath, "config", "", "configuration file (default: the nearest .idemlint.yml)")
	multichecker.Main(analyzers...)
}

// configFlag returns the value of a -config flag among the leading flags of args.
func configFlag(args []string) (string, bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			break
		}
		name := strings.TrimLeft(a, "-")
		switch {
		case strings.HasPrefix(name, "config="):
			return strings.TrimPrefix(name, "config="), true
		case name == "config" && i+1 < len(args):
			return args[i+1], true
		}
	}
	return "", false
}

// extractFormat removes -format=X from args.
func extractFormat(args []string) (string, []string, error) {
	format := "text"
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		if a == "--" || !strings.HasPrefix(a, "-") {
			rest = append(rest, args[i:]...)
			break
		}
		switch {
		case strings.HasPrefix(name, "format="):
			format = strings.TrimPrefix(name, "format=")
		case name == "format":
			if i+1 >= len(args) {
				return "", nil, fmt.Errorf("flag -format needs a value: text, json or sarif")
			}
			i++
			format = args[i]
		default:
			rest = append(rest, a)
			continue
		}
	}
	switch format {
	case "text", "json", "sarif":
		return format, rest, nil
	}
	return "", nil, fmt.Errorf("invalid value %q for flag -format: want text, json or sarif", format)
}

func help(w *os.File, analyzers []*analysis.Analyzer, names []string) int {
	if len(names) == 0 {
		fmt.Fprintln(w, `idemlint finds message and HTTP handlers that are not safe under at-least-once delivery.

Usage:
  idemlint [flags] packages...             run standalone (exit 0: clean, 3: findings, 1: errors)
  go vet -vettool=$(command -v idemlint) packages...

Flags: -json, -format=text|json|sarif, -fix, -diff, -test, -config=FILE, -NAME (enable one analyzer), -NAME=false.

Analyzers:`)
		for _, a := range analyzers {
			title := strings.SplitN(a.Doc, "\n", 2)[0]
			fmt.Fprintf(w, "  %-15s %s\n  %-15s %s\n", a.Name, title, "", a.URL)
		}
		fmt.Fprintln(w, "\nRun 'idemlint help NAME' for details of one analyzer.")
		return 0
	}
	status := 0
	for _, n := range names {
		found := false
		for _, a := range analyzers {
			if a.Name == n {
				found = true
				fmt.Fprintf(w, "%s: %s\n\n%s\n", a.Name, a.Doc, a.URL)
			}
		}
		if !found {
			fmt.Fprintf(os.Stderr, "idemlint: no analyzer named %q\n", n)
			status = 1
		}
	}
	return status
}
