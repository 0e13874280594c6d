package idemcore

import (
	"testing"

	"github.com/idemlint/idemlint/internal/sqlclass"
)

func TestRowKind(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"models.NewAuditLogEntry", RowLog},
		{"AuditLogRepo.Create", RowLog},
		{"audit_log_entries", RowLog},
		{"flow_states", RowCredential},
		{"activity_logs", RowLog},
		{"RecordActivityLog", RowLog},
		{"CreateTimeLog", ""}, // the user's own data
		{"blog_posts", ""},
		{"catalog", ""},
		{"API.issueRefreshToken", RowCredential},
		{"api.generateFlowState", RowCredential},
		{"Factor.WriteChallengeToDatabase", RowCredential},
		{"one_time_tokens", RowCredential},
		{"sessions", RowCredential},
		{"CreateCheckoutSession", ""}, // money's
		{"payment_tokens", ""},
		{"users", ""},
		{"HTTPServer", ""},
	} {
		if got := rowKind(c.name); got != c.want {
			t.Errorf("rowKind(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	for _, c := range []struct{ stmt, want string }{
		{"INSERT INTO `audit_log` (a) VALUES (?)", RowLog},
		{`INSERT INTO public."refresh_tokens"(a) VALUES ($1)`, RowCredential},
	} {
		sts := sqlclass.Parse(c.stmt)
		if len(sts) == 0 {
			t.Fatalf("%s: not parsed", c.stmt)
		}
		if got := tableRowKind(sts[0].Table); got != c.want {
			t.Errorf("tableRowKind(%q) = %q, want %q", sts[0].Table, got, c.want)
		}
	}
}

func TestNameWords(t *testing.T) {
	got := nameWords("models.HTTPServerAuditLog_entries2")
	want := []string{"models", "http", "server", "audit", "log", "entries2"}
	if len(got) != len(want) {
		t.Fatalf("nameWords = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("nameWords = %q, want %q", got, want)
		}
	}
}

// TestMintsCredential: a call path through a function named for minting
// a token, a session, a JWT or claims; not a send of one, not money's.
func TestMintsCredential(t *testing.T) {
	for _, c := range []struct {
		chain []string
		want  bool
	}{
		{[]string{"API.RefreshTokenGrant", "Service.GenerateAccessToken", "Client.Do"}, true},
		{[]string{"tokens.SignJWT", "Client.Do"}, true},
		{[]string{"Service.IssueRefreshToken", "Client.Do"}, true},
		{[]string{"API.sendMagicLink", "Mailer.MagicLinkMail"}, false},
		{[]string{"API.SendTokenEmail", "Client.Do"}, false},
		{[]string{"stripe.NewCheckoutSession", "Client.Do"}, false},
		{[]string{"Notifier.Notify", "Client.Do"}, false},
	} {
		if got := MintsCredential(c.chain); got != c.want {
			t.Errorf("MintsCredential(%q) = %v, want %v", c.chain, got, c.want)
		}
	}
}

// TestManagedCredentialRoute: a route named for creating a token its user
// manages (an API token) is not a sign-in step; one that signs in,
// refreshes or exchanges is.
func TestManagedCredentialRoute(t *testing.T) {
	for name, want := range map[string]bool{
		"(*TokensApi).TokenGenerateAPIHandler":           true,
		"(*Server).handleAccountTokenCreate":             true,
		"createAPIToken":                                 true,
		"(*handler).createSignupToken":                   true,
		"(*API).Token":                                   false,
		"(*API).IssueRefreshToken":                       false,
		"(*Server).OAuthToken":                           false,
		"createSessionToken":                             false,
		"signInCreateToken":                              false,
		"(*API).CreateNote":                              false,
		"exchangeToken":                                  false,
		"(*V1Controller).HandleUserAPIKeyCreate$1":       true,
		"(*V1Controller).HandleGroupInvitationsCreate$1": true,
		"(*V1Controller).HandleGroupInvitationsAccept$1": false,
		"(*Store).CreateKeyPair":                         false,
		"(*API).AcceptInvitationToken":                   false,
	} {
		if got := ManagedCredentialRoute(name); got != want {
			t.Errorf("ManagedCredentialRoute(%q) = %v, want %v", name, got, want)
		}
	}
}
