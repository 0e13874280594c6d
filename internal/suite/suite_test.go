package suite_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/suite"
)

// TestCategories: every analyzer has its own category; the categories are
// exactly the names disable: takes; each is documented where its help URI
// points (the analyzer's page, and for another category a "### `name`"
// section, whose anchor is the name).
func TestCategories(t *testing.T) {
	var names []string
	for _, c := range suite.Categories() {
		names = append(names, c.Name)
		if c.Title == "" || strings.Contains(c.Title, "\n") {
			t.Errorf("%s: want a one-line title, got %q", c.Name, c.Title)
		}
		if !slices.ContainsFunc(suite.Analyzers(), func(a *analysis.Analyzer) bool { return a.Name == c.Analyzer }) {
			t.Errorf("%s: no analyzer named %s", c.Name, c.Analyzer)
		}
		url := idemcore.DocURL(c.Analyzer, c.Name)
		page, anchor, _ := strings.Cut(strings.TrimPrefix(url, idemcore.DocsURL), "#")
		doc, err := os.ReadFile(filepath.Join("..", "..", "docs", page))
		if err != nil {
			t.Errorf("%s: its help URI %s names no page: %v", c.Name, url, err)
			continue
		}
		if anchor != "" && !strings.Contains(string(doc), "\n### `"+anchor+"`\n") {
			t.Errorf("%s: docs/%s has no \"### `%s`\" section for its help URI's anchor", c.Name, page, anchor)
		}
	}
	for _, a := range suite.Analyzers() {
		if !slices.Contains(names, a.Name) {
			t.Errorf("analyzer %s has no category of its own", a.Name)
		}
	}
	got, want := slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(config.Categories))
	if !slices.Equal(got, want) {
		t.Errorf("suite.Categories %v\nconfig.Categories %v\nwant the same names", got, want)
	}
}
