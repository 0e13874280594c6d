package idemcore_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/passes/nodedupe"
)

// TestConfiguredModel: a user-declared handler, effect, guard and sender id
// from .idemlint.yml take effect.
func TestConfiguredModel(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "configured/app")
}

// TestConfiguredDomainPackage: a package that imports no modelled library
// is analysed when the configuration names its handlers and effects, and
// a configured method a type has through an embedded interface matches
// the calls of it.
func TestConfiguredDomainPackage(t *testing.T) {
	idemtest.Run(t, nodedupe.Analyzer, "configured/domain")
}

// TestMalformedConfig: a malformed configuration is an analysis error that
// names the file, the line and the field.
func TestMalformedConfig(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, ".idemlint.yml")
	require.NoError(t, os.WriteFile(cfg, []byte("version: 1\neffects:\n  - func: \"(*x.com/l.C).Post\"\n    kind: teleport\n"), 0o644))
	s := &idemcore.Settings{ConfigPath: cfg}
	_, err := s.ModelFor(dir)
	require.Error(t, err)
	require.Contains(t, err.Error(), cfg+":4:")
	require.Contains(t, err.Error(), "effects[0].kind")
}
