package checkthenwrite_test

import (
	"testing"

	idemtest "github.com/idemlint/idemlint/analysistest"
	"github.com/idemlint/idemlint/passes/checkthenwrite"
)

func TestCheckThenWrite(t *testing.T) {
	idemtest.Run(t, checkthenwrite.Analyzer, "checkthenwrite/redis", "checkthenwrite/sql", "checkthenwrite/pgx", "checkthenwrite/gorm", "checkthenwrite/maps", "checkthenwrite/interproc/...")
}
