package checkthenwrite_test

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/checkthenwrite"
)

func TestCheckThenWrite(t *testing.T) {
	idemtest.Run(t, checkthenwrite.Analyzer, "checkthenwrite/redis", "checkthenwrite/sql", "checkthenwrite/icons", "checkthenwrite/pgx", "checkthenwrite/gorm", "checkthenwrite/sqlx", "checkthenwrite/bun", "checkthenwrite/maps", "checkthenwrite/interproc/...", "checkthenwrite/iface/...", "checkthenwrite/babelqueue", "checkthenwrite/statecheck", "checkthenwrite/sqlstate", "checkthenwrite/getorcreate", "checkthenwrite/statecancel", "checkthenwrite/consumed", "checkthenwrite/gormv1/...", "checkthenwrite/disabled", "checkthenwrite/fixed", "checkthenwrite/gocache", "checkthenwrite/xormrow", "checkthenwrite/parentcheck", "checkthenwrite/genericrepo", "checkthenwrite/firstorcreate")
}

// TestSuggestedFix: a redis Get/Exists + Set pair is rewritten to SetNX (fix.go.golden).
func TestSuggestedFix(t *testing.T) {
	idemtest.RunWithSuggestedFixes(t, checkthenwrite.Analyzer, "checkthenwrite/fix")
}

// TestCategories: wrap-not-claim-first findings carry their own category, so
// users can switch them off; every other finding is category checkthenwrite.
func TestCategories(t *testing.T) {
	cats := map[string]int{}
	for _, r := range idemtest.Run(t, checkthenwrite.Analyzer, "checkthenwrite/babelqueue", "checkthenwrite/redis") {
		for _, d := range r.Diagnostics {
			cats[d.Category]++
			want := "checkthenwrite"
			if strings.Contains(d.Message, "idempotency.Wrap") {
				want = "wrap-not-claim-first"
			}
			if d.Category != want {
				t.Errorf("%s: category %q, want %q", d.Message, d.Category, want)
			}
			if d.URL == "" {
				t.Errorf("%s: no URL", d.Message)
			}
		}
	}
	if cats["wrap-not-claim-first"] != 4 || cats["checkthenwrite"] == 0 {
		t.Errorf("categories = %v, want 4 wrap-not-claim-first and some checkthenwrite", cats)
	}
}
