package payloadkey_test

import (
	"testing"

	"github.com/idemlint/idemlint/analysistest/idemtest"
	"github.com/idemlint/idemlint/passes/payloadkey"
)

func TestPayloadKey(t *testing.T) {
	idemtest.Run(t, payloadkey.Analyzer, "payloadkey/...")
}
