package idemcore

import (
	"fmt"
	"reflect"
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
	// GeneratedFindings, when set (the -generated flag), reports findings
	// in generated files too: those with the Go convention's header
	// (`// Code generated … DO NOT EDIT.` before the package clause, see
	// [go/ast.IsGenerated]). By default their functions are analyzed (their
	// facts and handlers count) but nothing in them is reported, as
	// staticcheck and golangci-lint do.
	GeneratedFindings bool

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
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.cache[path]; ok {
		return e.m, e.err
	}
	var cfg *config.Config
	var err error
	if path != "" {
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
	s.cache[path] = cfgEntry{m, err}
	return m, err
}

// New returns an idemcore analyzer that analyzes with s (nil: the zero
// Settings). [Analyzer] is New(nil).
func New(s *Settings) *analysis.Analyzer {
	if s == nil {
		s = new(Settings)
	}
	return &analysis.Analyzer{
		Name:       "idemcore",
		Doc:        "Idemcore is idemlint's shared analysis of handlers, keys, effects and guards.",
		URL:        "https://github.com/idemlint/idemlint/tree/main/docs",
		Run:        func(pass *analysis.Pass) (any, error) { return run(pass, s) },
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{new(FuncFact), new(PkgFact), new(HandlerFact)},
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
