package model_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/model"
)

// TestDefaultIsFresh: Extend modifies the model it is given, so Default
// must build a new one each time.
func TestDefaultIsFresh(t *testing.T) {
	a, b := model.Default(), model.Default()
	require.NotSame(t, a.Calls["sync.Map.LoadOrStore"], b.Calls["sync.Map.LoadOrStore"])
	a.Calls["sync.Map.LoadOrStore"].Store = model.NoStore
	require.Equal(t, model.Claim, b.Calls["sync.Map.LoadOrStore"].Store)
	require.Contains(t, model.Libraries(), "gorm")
}

// TestBuilderRejectsDuplicates: two libraries (or one, twice) defining the
// same key would silently override each other.
func TestBuilderRejectsDuplicates(t *testing.T) {
	require.PanicsWithValue(t, "model: call example.com/x.F defined by dup and dup", func() {
		model.Build(func(b *model.Builder) {
			b.Source("example.com/x.F", model.Payload)
			b.Mint("example.com/x.F")
		}, "dup")
	})
}

// TestConfiguredEffectReplacesHook: a configured effect kind on a modelled
// call wins over the library's own classification.
func TestConfiguredEffectReplacesHook(t *testing.T) {
	m := model.Default()
	// the library's key names every major version; the configuration names one
	key := "github.com/stripe/stripe-go/v*/refund.New"
	require.NotNil(t, m.Calls[key].Hook)
	m, err := m.Extend(&config.Config{Effects: []config.Effect{{Func: "github.com/stripe/stripe-go/v82/refund.New", Kind: "send"}}})
	require.NoError(t, err)
	require.Nil(t, m.Calls[key].Hook)
	require.Equal(t, model.Send, m.Calls[key].Effect)

	// a configured effect on an unmodelled function has no hook: the engine labels it "<kind> <callee>"
	m, err = m.Extend(&config.Config{Effects: []config.Effect{{Func: "(*example.com/ledger.Client).Post", Kind: "charge"}}})
	require.NoError(t, err)
	c := m.Calls["example.com/ledger.Client.Post"]
	require.Equal(t, model.Charge, c.Effect)
	require.Nil(t, c.Hook)
	require.Equal(t, "config", c.Lib)
}

// TestCanonPath: every major version of a module declared with
// AnyMajorVersion (stripe-go) is named "v*" in keys; other paths, and
// paths that only share a prefix, are left alone.
func TestCanonPath(t *testing.T) {
	for in, want := range map[string]string{
		"github.com/stripe/stripe-go/v82":                  "github.com/stripe/stripe-go/v*",
		"github.com/stripe/stripe-go/v72/paymentintent":    "github.com/stripe/stripe-go/v*/paymentintent",
		"github.com/stripe/stripe-go/v84/checkout/session": "github.com/stripe/stripe-go/v*/checkout/session",
		"github.com/stripe/stripe-go":                      "github.com/stripe/stripe-go/v*",
		"github.com/stripe/stripe-go/charge":               "github.com/stripe/stripe-go/v*/charge",
		"github.com/stripe/stripe-go/v*/charge":            "github.com/stripe/stripe-go/v*/charge",
		"github.com/stripe/stripe-go-extra":                "github.com/stripe/stripe-go-extra",
		"github.com/labstack/echo/v4":                      "github.com/labstack/echo/v4",
	} {
		require.Equal(t, want, model.CanonPath(in), in)
	}
	m := model.Default()
	require.NotNil(t, m.Calls["github.com/stripe/stripe-go/v*/usagerecord.New"])
	require.True(t, m.Modelled("github.com/stripe/stripe-go/v76/form"))
	require.True(t, m.Relevant("github.com/stripe/stripe-go/v84/refund"))
	key, err := model.KeyOfFullName("(github.com/stripe/stripe-go/v79/refund.Client).New")
	require.NoError(t, err)
	require.Equal(t, "github.com/stripe/stripe-go/v*/refund.Client.New", key)
}
