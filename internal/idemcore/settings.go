package idemcore

import (
	"flag"
	"fmt"
	"reflect"
	"strconv"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/model"
)

// Settings is the configuration of one run, built by the driver (the
// command, the golangci-lint plugin, the test harness) and handed to the
// analyzers with [New] and [WithSettings]. The zero value reads the
// nearest .idemlint.yml of each package. A Settings caches the models it
// builds; it is safe for concurrent use.
type Settings struct {
	// ConfigPath, when set (the -config flag), names the configuration
	// file to use instead of the nearest .idemlint.yml.
	ConfigPath string
	// Override, when set (golangci-lint plugin settings), is merged over
	// any file configuration.
	Override *config.Config
	// TestFindings, when set (the -test-findings flag), reports findings in
	// _test.go files too. By default test files are analyzed (their facts
	// and handlers count) but nothing in them is reported: a test's handler
	// keyed by a counter, or a test double that checks then writes, is not
	// a production bug.
	TestFindings bool
	// NoTests leaves out the functions declared in _test.go files: they
	// are neither handlers nor summarised (the standalone -test=false, run
	// through go vet, which always type-checks a package with its tests).
	NoTests bool
	// ReportHandlers reports each handler found as a diagnostic of
	// category HandlerCategory, "Name (how it was found)" at the function
	// (the standalone -handlers, run through go vet).
	ReportHandlers bool
	// AnalyzeAll analyses every package, the standard library and the
	// modelled libraries included, instead of skipping those that cannot
	// hold findings: for robustness runs over large amounts of real code.
	AnalyzeAll bool
	// GeneratedFindings, when set (the -generated flag), reports findings
	// in generated files too: those with the Go convention's header
	// (`// Code generated … DO NOT EDIT.` before the package clause, see
	// [go/ast.IsGenerated]). By default their functions are analyzed (their
	// facts and handlers count) but nothing in them is reported, as
	// staticcheck and golangci-lint do.
	GeneratedFindings bool
	// FromFlags, when set, also takes the analyzers' flags (see
	// [RegisterFlags]): their -settings replaces every configuration file
	// (none is read), their -test-findings and -generated add to the
	// fields above. [Analyzer], what a driver that knows nothing of
	// idemlint runs (Bazel's nogo, a unitchecker of the analyzers), and the
	// command under go vet use them.
	FromFlags bool

	mu    sync.Mutex
	cache map[string]cfgEntry
}

type cfgEntry struct {
	m   *model.Model
	err error
}

// ConfigFor returns the path of the configuration file in effect for a
// package whose files live in dir ("" when there is none).
func (s *Settings) ConfigFor(dir string) string {
	if _, ok := s.inline(); ok {
		return "" // the -settings flag: no file
	}
	if s.ConfigPath != "" {
		return s.ConfigPath
	}
	if dir == "" {
		return ""
	}
	path, _ := config.Find(dir)
	return path
}

// ModelFor returns the library model in effect for a package whose files
// live in dir: the built-in model extended by the configuration file in
// effect and the override. A malformed configuration is an error naming
// the file, the line, the column and the field.
func (s *Settings) ModelFor(dir string) (*model.Model, error) {
	path := s.ConfigFor(dir)
	inline, fromFlag := s.inline()
	key := path
	if fromFlag {
		key = "\x00flag\x00" + inline
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.cache[key]; ok {
		return e.m, e.err
	}
	var cfg *config.Config
	var err error
	switch {
	case fromFlag:
		cfg, err = config.Parse(SettingsFlagName, []byte(inline))
	case path != "":
		cfg, err = config.Load(path)
	}
	if err == nil && s.Override != nil {
		if verr := s.Override.Validate(); verr != nil {
			err = fmt.Errorf("idemlint settings: %w", verr)
		}
		cfg = config.Merge(cfg, s.Override)
	}
	var m *model.Model
	if err == nil {
		m, err = model.Default().Extend(cfg)
	}
	if s.cache == nil {
		s.cache = map[string]cfgEntry{}
	}
	s.cache[key] = cfgEntry{m, err}
	return m, err
}

// inline returns the configuration the -settings flag gives, when s takes
// the flags and it is set.
func (s *Settings) inline() (string, bool) {
	if s == nil || !s.FromFlags {
		return "", false
	}
	return sharedFlags.settings.get()
}

// testFindings and generatedFindings: the fields, or the flags.
func (s *Settings) testFindings() bool {
	return s.TestFindings || s.FromFlags && sharedFlags.testFindings.on()
}

func (s *Settings) generatedFindings() bool {
	return s.GeneratedFindings || s.FromFlags && sharedFlags.generated.on()
}

// SettingsFlagName names the -settings flag's configuration in errors.
const SettingsFlagName = "-settings flag"

// The analyzers' flags, shared by every idemlint analyzer: setting one
// analyzer's -settings sets them all's (a driver configured per analyzer,
// as nogo is, may set it on each; it must then be the same everywhere).
var sharedFlags struct {
	settings                sharedString
	testFindings, generated sharedBool
}

// RegisterFlags adds the shared flags to an analyzer's flag set (each
// idemlint pass calls it for its own): -settings (the configuration
// inline, as YAML or JSON: the keys of .idemlint.yml; when set no file is
// read), -test-findings and -generated. They configure the analyzers
// where a driver offers nothing else: Bazel's nogo (analyzer_flags), a
// unitchecker of the analyzers, go vet -vettool (-nodedupe.settings=…).
func RegisterFlags(fs *flag.FlagSet) {
	fs.Var(&sharedFlags.settings, "settings", "the configuration inline, as YAML or JSON with the keys of .idemlint.yml (version: 1 included); when set, no .idemlint.yml is read. Shared by idemlint's analyzers")
	fs.Var(&sharedFlags.testFindings, "test-findings", "also report findings in _test.go files. Shared by idemlint's analyzers")
	fs.Var(&sharedFlags.generated, "generated", "also report findings in generated files (// Code generated … DO NOT EDIT.). Shared by idemlint's analyzers")
}

// SetFlag sets one of the shared flags by its name ("settings",
// "test-findings", "generated"), for a driver that reads its command line
// before the analyzers' flags are parsed; false when name is none of them.
func SetFlag(name, value string) (bool, error) {
	switch name {
	case "settings":
		return true, sharedFlags.settings.Set(value)
	case "test-findings":
		return true, sharedFlags.testFindings.Set(value)
	case "generated":
		return true, sharedFlags.generated.Set(value)
	}
	return false, nil
}

// sharedString is a flag value several analyzers' flag sets hold.
type sharedString struct {
	mu  sync.Mutex
	v   string
	set bool
}

func (s *sharedString) String() string {
	if s == nil {
		return ""
	}
	v, _ := s.get()
	return v
}

func (s *sharedString) Set(v string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.set && s.v != v {
		return fmt.Errorf("already set to another value on another idemlint analyzer: the flag is shared, set it once or the same everywhere")
	}
	s.v, s.set = v, true
	return nil
}

func (s *sharedString) get() (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.v, s.set
}

// sharedBool is a boolean flag value several analyzers' flag sets hold.
type sharedBool struct{ sharedString }

func (*sharedBool) IsBoolFlag() bool { return true }

func (b *sharedBool) Set(v string) error {
	on, err := strconv.ParseBool(v)
	if err != nil {
		return err
	}
	return b.sharedString.Set(strconv.FormatBool(on))
}

func (b *sharedBool) on() bool {
	v, _ := b.get()
	return v == "true"
}

// New returns an idemcore analyzer that analyzes with s (nil: settings
// from the analyzers' flags, see [Settings.FromFlags]). [Analyzer] is
// New(nil).
func New(s *Settings) *analysis.Analyzer {
	if s == nil {
		s = &Settings{FromFlags: true}
	}
	return &analysis.Analyzer{
		Name:       "idemcore",
		Doc:        "Idemcore is idemlint's shared analysis of handlers, keys, effects and guards.",
		URL:        "https://github.com/idemlint/idemlint/tree/main/docs",
		Run:        func(pass *analysis.Pass) (any, error) { return run(pass, s) },
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{new(FuncFact), new(PkgFact), new(HandlerFact), new(ImplFact), new(JobFact), new(BusFact)},
	}
}

// WithSettings returns copies of the analyzers that run on an idemcore
// analyzer configured by s instead of [Analyzer]. Each copy keeps its
// name, documentation and flags; its Run sees the configured analyzer's
// result under pass.ResultOf[Analyzer], so the passes need no change. An
// analyzer that requires a pass (the directives check) requires the pass's
// copy, so that every pass runs once.
func WithSettings(s *Settings, analyzers ...*analysis.Analyzer) []*analysis.Analyzer {
	core := New(s)
	return Replace(analyzers, func(a *analysis.Analyzer) *analysis.Analyzer {
		if a == Analyzer {
			return core
		}
		return nil
	})
}

// Replace returns copies of the analyzers in which each analyzer a, given
// or required, is replaced by with(a) when that is not nil, and each
// analyzer that requires a replaced one is copied to require the
// replacement; a copy's Run sees the replacement's result under the
// original's key in pass.ResultOf. Every analyzer is copied at most once,
// so an analyzer required by several still runs once.
func Replace(analyzers []*analysis.Analyzer, with func(*analysis.Analyzer) *analysis.Analyzer) []*analysis.Analyzer {
	memo := map[*analysis.Analyzer]*analysis.Analyzer{}
	var visit func(a *analysis.Analyzer) *analysis.Analyzer
	visit = func(a *analysis.Analyzer) *analysis.Analyzer {
		if c, ok := memo[a]; ok {
			return c
		}
		memo[a] = a // the requirement graph is acyclic; this only bounds the walk
		b := a
		if r := with(a); r != nil {
			b = r
		}
		reqs := make([]*analysis.Analyzer, len(b.Requires))
		remap := map[*analysis.Analyzer]*analysis.Analyzer{}
		for i, r := range b.Requires {
			reqs[i] = visit(r)
			if reqs[i] != r {
				remap[r] = reqs[i]
			}
		}
		if len(remap) > 0 {
			c := *b
			c.Requires = reqs
			run := b.Run
			c.Run = func(pass *analysis.Pass) (any, error) {
				p := *pass
				p.ResultOf = make(map[*analysis.Analyzer]any, len(pass.ResultOf)+len(remap))
				for k, v := range pass.ResultOf {
					p.ResultOf[k] = v
				}
				for orig, repl := range remap {
					p.ResultOf[orig] = pass.ResultOf[repl]
				}
				return run(&p)
			}
			b = &c
		}
		memo[a] = b
		return b
	}
	out := make([]*analysis.Analyzer, len(analyzers))
	for i, a := range analyzers {
		out[i] = visit(a)
	}
	return out
}

// Core returns the idemcore analyzer that the analyzers (as
// [WithSettings] returned them) require, or nil. A driver runs it as one
// of its own analyzers (it runs anyway, once) so that its diagnostics —
// the internal errors, category [FailureCategory], see Failure — are
// printed with the passes' findings.
func Core(analyzers []*analysis.Analyzer) *analysis.Analyzer {
	for _, a := range analyzers {
		for _, r := range a.Requires {
			if r.Name == Analyzer.Name {
				return r
			}
		}
	}
	return nil
}
