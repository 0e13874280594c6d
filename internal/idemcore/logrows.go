package idemcore

import (
	"slices"
	"strings"
	"unicode"
)

// A log row records that something happened — an audit log entry, an
// activity or access log line — for people reading the history later. A
// repeat of the delivery adds a second line to a record of attempts, which
// is what such a record is for: it is no duplicate entity, no money and no
// message. The summaries mark such an append (EffectFact.Row) and the
// passes judge it where it is made: on an HTTP route it is the record of
// a request, which a retried request is; a consumer that exists to write
// the record of each event writes one event twice. Judged by the
// table an INSERT names (audit_log_entries, activity_logs) or by a
// function on the path to the insert named for writing one
// (NewAuditLogEntry, AuditLogRepo.Create, RecordActivityLog). A "time log"
// or a "workout log" is the user's own data and stays an effect: only an
// audit word, or a log word after a word that says whose history it keeps,
// counts.

// A credential row is what an authentication step mints for its caller —
// a session, a refresh or one-time token, a challenge, a nonce, an
// OAuth flow's state — short-lived by design: a repeat mints another,
// which the first one's holder never uses, and the first one expires on
// its own. A second one is the expected product of a second sign-in, so
// it is no duplicate entity either. Judged by the same names: a table
// (sessions, one_time_tokens, mfa_challenges, flow_state) or a function
// on the path (issueRefreshToken, generateFlowState,
// WriteChallengeToDatabase, CreateSession).

// The kinds of row EffectFact.Row names.
const (
	RowLog        = "log"
	RowCredential = "credential"
)

// rowKind: the kind of row a function, type or table named name writes:
// RowLog, RowCredential or "".
func rowKind(name string) string {
	switch {
	case logName(name):
		return RowLog
	case credentialName(name):
		return RowCredential
	}
	return ""
}

// credentialName: a function, type or table name that says it makes a
// session, a token, a challenge, a nonce or a flow state.
func credentialName(name string) bool {
	words := nameWords(name)
	for _, w := range words {
		if valueWords[w] {
			return false // a checkout session, a payment token: money's
		}
	}
	for i, w := range words {
		switch w {
		case "session", "sessions", "challenge", "challenges", "nonce", "nonces", "otp", "otps":
			return true
		case "token", "tokens":
			return true
		case "state", "states":
			if i > 0 && words[i-1] == "flow" {
				return true
			}
		}
	}
	return false
}

// valueWords: words that put a session or a token on money's side.
var valueWords = map[string]bool{"pay": true, "payment": true, "payments": true, "checkout": true, "order": true, "orders": true,
	"invoice": true, "billing": true, "subscription": true, "charge": true, "card": true}

// logName: a function, type or table name that says it keeps an audit or
// activity log.
func logName(name string) bool {
	words := nameWords(name)
	for i, w := range words {
		if strings.HasPrefix(w, "audit") {
			return true
		}
		if (w == "log" || w == "logs") && i > 0 && logKinds[words[i-1]] {
			return true
		}
	}
	return false
}

// logKinds: the words before "log" that make it a record of events rather
// than the user's data.
var logKinds = map[string]bool{"activity": true, "access": true, "event": true, "action": true, "request": true,
	"security": true, "change": true, "system": true, "admin": true, "operation": true, "login": true, "auth": true}

// tableRowKind: the kind of row (rowKind) of an SQL table as the
// statement parser gives it ("public.refresh_tokens" → credential); "" for
// no table.
func tableRowKind(table string) string {
	if table == "" {
		return ""
	}
	return rowKind(sqlTableName(table))
}

// nameWords splits an identifier into its lower-case words: camel case,
// snake case and package or type qualifiers ("models.NewAuditLogEntry" →
// models new audit log entry; "audit_log_entries" → audit log entries).
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
			continue
		case unicode.IsUpper(r) && len(cur) > 0:
			// a new word: after a lower-case letter, or the last capital
			// of an acronym before a lower-case one (HTTPServer → http server)
			prevLower := unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || nextLower {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// MintsCredential: chain (an effect's call path, "Service.GenerateAccessToken")
// passes through a function named for minting a credential (generate,
// issue, mint, sign, refresh or create a token, a session, a JWT, a
// claim): what it calls out to computes the credential (a custom-claims
// hook run for every token), part of what a sign-in returns.
func MintsCredential(chain []string) bool {
	for _, c := range chain {
		name := c[strings.LastIndexByte(c, '.')+1:]
		words := nameWords(name)
		if len(words) < 2 || !mintVerbs[words[0]] {
			continue
		}
		if credentialName(name) || slices.Contains(words, "jwt") || slices.Contains(words, "claims") {
			return true
		}
	}
	return false
}

// ManagedCredentialRoute: a route named for creating a token its user
// keeps and manages (TokenGenerateAPIHandler, handleAccountTokenCreate,
// createAPIToken, HandleUserAPIKeyCreate), or an invitation whose row
// holds one (HandleGroupInvitationsCreate over group_invitation_tokens):
// a long-lived API key, access token or invitation listed with the
// user's others, not what a sign-in step returns. A retry leaves a second
// live one, a duplicate entity like any other row. A name that also says
// sign-in, refresh, exchange, verify or grant is a sign-in step's.
func ManagedCredentialRoute(name string) bool {
	if i := strings.IndexByte(name, '$'); i >= 0 {
		name = name[:i] // a route's func literal: its factory names it
	}
	words := nameWords(name[strings.LastIndexByte(name, '.')+1:])
	verb, token := false, false
	for i, w := range words {
		switch w {
		case "create", "generate", "new", "add", "issue", "mint":
			verb = true
		case "token", "tokens", "invitation", "invitations":
			token = true
		case "key", "keys":
			token = token || i > 0 && words[i-1] == "api"
		case "login", "logon", "signin", "refresh", "exchange", "verify", "grant", "callback", "session", "reset", "password", "magic", "otp", "oauth", "oidc":
			return false
		case "in":
			if i > 0 && (words[i-1] == "sign" || words[i-1] == "log") {
				return false
			}
		}
	}
	return verb && token
}

// mintVerbs: the verbs of a function named for minting a credential.
var mintVerbs = map[string]bool{"generate": true, "issue": true, "mint": true, "sign": true, "refresh": true, "create": true, "new": true}
