package payloadkey_test

import (
	"testing"

	idemtest "github.com/idemlint/idemlint/analysistest"
	"github.com/idemlint/idemlint/passes/payloadkey"
)

func TestPayloadKey(t *testing.T) {
	idemtest.Run(t, payloadkey.Analyzer, "payloadkey/...")
}
