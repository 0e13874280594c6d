package plugin_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/testenv"
	"github.com/idemlint/idemlint/plugin"
)

// settings mimics what golangci-lint hands a module plugin: the YAML
// under linters.settings.custom.idemlint.settings, decoded into
// map[string]any / []any.
func settings(t *testing.T, src string) any {
	t.Helper()
	var v any
	require.NoError(t, yaml.Unmarshal([]byte(src), &v))
	return v
}

func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin("idemlint")
	require.NoError(t, err)
	p, err := newPlugin(nil)
	require.NoError(t, err)
	assert.Equal(t, register.LoadModeTypesInfo, p.GetLoadMode())
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	// the passes, and the shared analysis (named idemlint), whose
	// diagnostics are internal errors
	assert.Equal(t, []string{"checkthenwrite", "directives", "keysource", "nodedupe", "payloadkey", "idemlint"}, names)
}

func TestNoSettings(t *testing.T) {
	for _, s := range []any{nil, map[string]any{}} {
		p, err := plugin.New(s)
		require.NoError(t, err)
		assert.Nil(t, p.(*plugin.Plugin).Settings, "no settings: no override")
	}
}

func TestDecodeSettings(t *testing.T) {
	p, err := plugin.New(settings(t, `
effects:
  - func: "(*example.com/ledger.Client).Post"
    kind: charge
guards:
  - func: "example.com/dedupe.Claim"
    key: 1
handlers:
  - register: "example.com/bus.Subscribe"
    arg: 1
sender_ids:
  - field: "example.com/bus.Msg.ID"
sender_id_fields: [event_id]
disable: [keysource]
`))
	require.NoError(t, err)
	cfg := p.(*plugin.Plugin).Settings
	require.NotNil(t, cfg)
	assert.Equal(t, 1, cfg.Version, "version defaults to 1")
	assert.Equal(t, []config.Effect{{Func: "(*example.com/ledger.Client).Post", Kind: "charge"}}, cfg.Effects)
	require.Len(t, cfg.Guards, 1)
	require.NotNil(t, cfg.Guards[0].Key)
	assert.Equal(t, 1, *cfg.Guards[0].Key)
	require.Len(t, cfg.Handlers, 1)
	assert.Equal(t, "example.com/bus.Subscribe", cfg.Handlers[0].Register)
	assert.Equal(t, []config.SenderID{{Field: "example.com/bus.Msg.ID"}}, cfg.SenderIDs)
	assert.Equal(t, []string{"event_id"}, cfg.SenderIDFields)
	assert.True(t, cfg.Disabled("keysource"))
}

func TestInvalidSettings(t *testing.T) {
	for name, tc := range map[string]struct{ src, want string }{
		"bad kind":      {"effects:\n  - func: \"example.com/l.Post\"\n    kind: teleport\n", "effects[0].kind"},
		"unknown key":   {"effect:\n  - func: \"example.com/l.Post\"\n", `unknown field "effect"`},
		"wrong type":    {"disable: nodedupe\n", "decoding settings"},
		"bad version":   {"version: 2\n", "unsupported version 2"},
		"missing key":   {"guards:\n  - func: \"example.com/d.Claim\"\n", "guards[0].key"},
		"bad func name": {"effects:\n  - func: \"not a name\"\n    kind: charge\n", "effects[0].func"},
	} {
		t.Run(name, func(t *testing.T) {
			p, err := plugin.New(settings(t, tc.src))
			require.Error(t, err)
			assert.Nil(t, p)
			assert.Contains(t, err.Error(), "idemlint settings")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestSettingsTakeEffect: settings handed to New change what the
// analyzers report (disable: [nodedupe] silences the example's finding);
// the findings carry no related information (see withoutRelated).
func TestSettingsTakeEffect(t *testing.T) {
	testenv.Full(t, "type-checks the example and its libraries (Stripe, RabbitMQ) from source")
	analyze := func(p register.LinterPlugin) int {
		as, err := p.BuildAnalyzers()
		require.NoError(t, err)
		pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: "../examples"}, "./payments/consumer")
		require.NoError(t, err)
		require.Zero(t, packages.PrintErrors(pkgs))
		g, err := checker.Analyze(as, pkgs, nil)
		require.NoError(t, err)
		n := 0
		for act := range g.All() {
			if act.Err != nil {
				t.Fatalf("%s: %v", act, act.Err)
			}
			if act.IsRoot && act.Analyzer.Name == "nodedupe" {
				n += len(act.Diagnostics)
				for _, d := range act.Diagnostics {
					// golangci-lint would make each related position an issue of its own
					assert.Empty(t, d.Related, "under golangci-lint a finding is its message alone: %s", d.Message)
				}
			}
		}
		return n
	}
	run := func(s any) int {
		p, err := plugin.New(s)
		require.NoError(t, err)
		return analyze(p)
	}
	assert.Equal(t, 1, run(nil), "default: the example's nodedupe finding")
	assert.Equal(t, 0, run(settings(t, "disable: [nodedupe]\n")), "settings disable it")

	// Each plugin instance's analyzers keep their own settings: building
	// another instance later changes nothing for the first (no globals).
	off, err := plugin.New(settings(t, "disable: [nodedupe]\n"))
	require.NoError(t, err)
	on, err := plugin.New(nil)
	require.NoError(t, err)
	assert.Equal(t, 0, analyze(off), "the first instance keeps disable: [nodedupe]")
	assert.Equal(t, 1, analyze(on), "the second instance has no settings")
}

// TestBrokenConfigFile: a malformed .idemlint.yml in effect where
// golangci-lint runs fails BuildAnalyzers once, naming the file, line,
// column and field; the shared analysis is named idemlint, not idemcore
// (golangci-lint prefixes an analysis error with the analyzer's name).
func TestBrokenConfigFile(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, ".idemlint.yml")
	require.NoError(t, os.WriteFile(cfg, []byte("version: 1\neffects:\n  - func: \"example.com/l.Post\"\n    kind: teleport\n"), 0o644))
	t.Chdir(dir)
	p, err := plugin.New(nil)
	require.NoError(t, err)
	_, err = p.BuildAnalyzers()
	require.Error(t, err)
	assert.Contains(t, err.Error(), cfg+":4:11: effects[0].kind: unknown kind \"teleport\"")

	require.NoError(t, os.WriteFile(cfg, []byte("version: 1\n"), 0o644))
	p, err = plugin.New(nil)
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	for _, a := range as {
		for _, r := range a.Requires {
			assert.NotEqual(t, "idemcore", r.Name, "%s requires an analyzer named idemcore", a.Name)
		}
	}
}
