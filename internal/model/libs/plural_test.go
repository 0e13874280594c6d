package libs

import "testing"

// TestPlural: table names as ORMs pluralize a model's snake-cased name;
// an uncountable or already plural word stays (pop names UserMetadata's
// table user_metadata).
func TestPlural(t *testing.T) {
	for in, want := range map[string]string{
		"order": "orders", "category": "categories", "box": "boxes", "key": "keys",
		"user_metadata": "user_metadata", "news": "news", "series": "series",
	} {
		if got := plural(in); got != want {
			t.Errorf("plural(%q) = %q, want %q", in, got, want)
		}
	}
}
