package libs

import "github.com/idemlint/idemlint/internal/model"

// Feature-flag and telemetry SDKs: PostHog (github.com/posthog/posthog-go:
// Enqueue of a capture, feature-flag evaluation, which POSTs to /decide),
// Segment (gopkg.in/segmentio/analytics-go.v3: Enqueue), Mixpanel
// (github.com/mixpanel/mixpanel-go: Track, Import, the People/Group
// property calls, which POST to Mixpanel's API) and OpenTelemetry
// (go.opentelemetry.io/otel: exporters that POST spans, ForceFlush): a
// duplicated event or span is noise for analytics, not harm to the
// business: not effects. Their HTTP requests are made inside the libraries.
const (
	pkgPostHog   = "github.com/posthog/posthog-go"
	pkgSegment   = "gopkg.in/segmentio/analytics-go.v3"
	pkgMixpanel  = "github.com/mixpanel/mixpanel-go"
	pkgOTel      = "go.opentelemetry.io/otel"
	pkgOTLPTrace = "go.opentelemetry.io/otel/exporters/otlp/otlptrace"
	pkgOTelTrace = "go.opentelemetry.io/otel/sdk/trace"
)

func init() { model.Register("telemetry", telemetry) }

func telemetry(b *model.Builder) {
	b.Packages(pkgPostHog, pkgSegment, pkgMixpanel, pkgOTel+"/", pkgOTel)
	for _, m := range []string{"Track", "Import", "PeopleSet", "PeopleSetOnce", "PeopleIncrement", "GroupSet", "GroupSetOnce"} {
		b.NotEffect(pkgMixpanel + ".ApiClient." + m)
	}
	for _, m := range []string{"Enqueue", "IsFeatureEnabled", "GetFeatureFlag", "GetFeatureFlagPayload", "GetAllFlags"} {
		b.NotEffect(pkgPostHog + ".Client." + m)
	}
	b.NotEffect(pkgSegment+".Client.Enqueue", pkgOTLPTrace+".Exporter.ExportSpans", pkgOTelTrace+".TracerProvider.ForceFlush",
		pkgOTelTrace+".TracerProvider.Shutdown")
}
