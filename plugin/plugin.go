// Package plugin is idemlint's golangci-lint v2 module plugin.
//
// Build a custom golangci-lint with it (see .custom-gcl.yml at the
// repository root and scripts/e2e-golangci.sh), then enable it in
// .golangci.yml:
//
//	version: "2"
//	linters:
//	  enable: [idemlint]
//	  settings:
//	    custom:
//	      idemlint:
//	        type: module
//	        description: handlers unsafe under at-least-once delivery
//	        settings:
//	          sender_id_fields: [event_id]
//
// The settings are the keys of .idemlint.yml (version may be omitted);
// they are merged over the nearest .idemlint.yml.
package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/suite"
)

// Name is the linter name the plugin registers under.
const Name = "idemlint"

// SettingsPath names the settings in error messages.
const SettingsPath = "linters.settings.custom.idemlint.settings"

func init() {
	register.Plugin(Name, New)
}

// Plugin implements register.LinterPlugin.
type Plugin struct {
	// Settings are the decoded settings; nil when none were given.
	Settings *config.Config

	run *idemcore.Settings // what the analyzers are handed
}

var _ register.LinterPlugin = (*Plugin)(nil)

// New decodes and validates the plugin settings (the same keys as
// .idemlint.yml); the analyzers it builds merge them over each package's
// nearest .idemlint.yml.
func New(settings any) (register.LinterPlugin, error) {
	cfg, err := decode(settings)
	if err != nil {
		return nil, err
	}
	return &Plugin{Settings: cfg, run: &idemcore.Settings{Override: cfg}}, nil
}

// decode returns nil for absent or empty settings.
func decode(settings any) (*config.Config, error) {
	if settings == nil {
		return nil, nil
	}
	if m, ok := settings.(map[string]any); ok && len(m) == 0 {
		return nil, nil
	}
	cfg, err := register.DecodeSettings[config.Config](settings)
	if err != nil {
		return nil, fmt.Errorf("idemlint settings: %w", err)
	}
	if cfg.Version == 0 {
		cfg.Version = config.Version
	}
	cfg.Path = SettingsPath
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("idemlint settings: %w", err)
	}
	return &cfg, nil
}

// BuildAnalyzers returns idemlint's analyzers. A malformed .idemlint.yml
// in effect for the working directory (where golangci-lint runs) fails
// here, once, with its file, line, column and field. One elsewhere
// (nearer a package) fails that package's analysis; golangci-lint then
// names the failing analyzer, so the shared analysis is named idemlint.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	if _, err := p.run.ModelFor("."); err != nil {
		return nil, err
	}
	as := withoutRelated(idemcore.WithSettings(p.run, suite.Analyzers()...))
	core := idemcore.Core(as)
	core.Name = Name
	// the shared analysis runs anyway; as one of the plugin's analyzers its
	// diagnostics (internal errors, idemcore.Failure) are reported too
	return append(as, core), nil
}

// withoutRelated returns copies of the analyzers that report their findings
// without related information. golangci-lint turns each related position
// into an issue of its own ("nodedupe(related information): …"), so a
// finding whose chain, effects and fix are related information would count
// as three or four issues, at lines a //nolint on the finding does not
// cover. Under golangci-lint a finding is its one-line message; idemlint -v,
// -json and SARIF give the rest.
func withoutRelated(analyzers []*analysis.Analyzer) []*analysis.Analyzer {
	return idemcore.Replace(analyzers, func(a *analysis.Analyzer) *analysis.Analyzer {
		if a.Name == idemcore.Analyzer.Name {
			return nil
		}
		c := *a
		run := a.Run
		c.Run = func(pass *analysis.Pass) (any, error) {
			p := *pass
			report := pass.Report
			p.Report = func(d analysis.Diagnostic) {
				d.Related = nil
				report(d)
			}
			return run(&p)
		}
		return &c
	})
}

// GetLoadMode reports that the analyzers need type information.
func (*Plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
