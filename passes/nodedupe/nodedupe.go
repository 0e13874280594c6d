// Package nodedupe reports non-idempotent effects in message and HTTP
// handlers that no dedupe guard keyed by the sender's id protects.
package nodedupe

import (
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/idemcore"
	"github.com/idemlint/idemlint/internal/model"
)

const doc = `Nodedupe reports handlers whose second delivery does harm.

A handler (a queue consumer, a task worker, an HTTP handler for a write
method) that charges a card, sends an email, POSTs to another service,
increments a balance, appends a row or publishes a message will do it again
when the broker redelivers. The effect must be dominated by a dedupe guard
keyed by the sender's id (SetNX, INSERT … ON CONFLICT DO NOTHING in the same
transaction, unique-violation handling), or forward that id as the third
party's idempotency key.

Also reported, in their own categories: a seen-set kept in a different store
than the SQL write it protects (seenset-store), and a key recorded before the
effect outside a transaction (key-before-effect).`

// Analyzer is the nodedupe pass.
var Analyzer = &analysis.Analyzer{
	Name:     "nodedupe",
	Doc:      doc,
	URL:      idemcore.DocsURL + "nodedupe.md",
	Requires: []*analysis.Analyzer{idemcore.Analyzer},
	// Hazards deferred to the packages that wire handlers to the
	// implementations of their interfaces (wiring.go).
	FactTypes: []analysis.Fact{new(WiringFact)},
	// The directives the pass used (for the directives check).
	ResultType: reflect.TypeFor[*idemcore.Suppressed](),
	Run:        run,
}

// The analyzer's flags, shared by every idemlint analyzer, configure it
// where the driver offers nothing else (Bazel's nogo, go vet -vettool):
// -settings (the configuration inline), -test-findings, -generated.
func init() { idemcore.RegisterFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[idemcore.Analyzer].(*idemcore.Result)
	var diags []analysis.Diagnostic
	for _, h := range res.Handlers() {
		s := res.Summary(h.Fn())
		if h.Guarded() || s == nil {
			continue
		}
		idemcore.Safely(pass, h.Fn(), func() {
			diags = append(diags, seenSetStore(res, h, s)...)
			diags = append(diags, unguarded(pass, res, h, s)...)
			diags = append(diags, keyBeforeEffect(res, h, s)...)
		})
	}
	wdiags, settled, open := wired(pass, res)
	// wired findings of handlers this package cannot see all sit at its
	// package clause: one per handler, not one per position
	used := idemcore.Report(pass, append(idemcore.OnePerPos(diags), wdiags...))
	var hazards []Hazard
	for _, h := range res.Handlers() {
		s := res.Summary(h.Fn())
		if h.Guarded() || s == nil {
			continue
		}
		idemcore.Safely(pass, h.Fn(), func() {
			hazards = append(hazards, deferHazards(pass, res, h, s, used)...)
		})
	}
	seen := map[string]bool{}
	for _, hz := range hazards {
		seen[hz.ID] = true
	}
	for _, hz := range open {
		if !seen[hz.ID] {
			seen[hz.ID] = true
			hazards = append(hazards, hz)
		}
	}
	if len(hazards) > maxHazards {
		hazards = hazards[:maxHazards]
	}
	if len(hazards)+len(settled) > 0 {
		pass.ExportPackageFact(&WiringFact{Hazards: hazards, Settled: settled})
	}
	return used, nil
}

// unguarded reports the harmful effects of handler h that no claim keyed
// by the sender's id covers, one diagnostic per position (a call that
// reaches several effects names them all).
func unguarded(pass *analysis.Pass, res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	// One finding per effect: an effect reached along several paths through
	// the same callees (a closure's effect seen both where the literal is
	// made and where it is called, a helper called at two places) is
	// reported once, at its shortest path, the others as related information.
	type effectID struct {
		kind               model.Effect
		desc, where, chain string
	}
	idOf := func(e *idemcore.Effect) effectID {
		var chain []string
		for _, c := range e.Chain {
			if c != "func literal" { // the literal made here and called (go func(){…}()) is one path
				chain = append(chain, c)
			}
		}
		return effectID{e.Kind, e.Desc, e.Where, strings.Join(chain, " → ")}
	}
	primary := map[effectID]*idemcore.Effect{}
	others := map[effectID][]token.Pos{}
	var effects []*idemcore.Effect
	for _, e := range s.Effects() {
		if !reportable(pass, res, h, e) {
			continue
		}
		if guarded, pending := opaqueGuard(res, e); guarded || pending != nil {
			// refused first by a call through an interface or bus: here,
			// or where it is wired (deferHazards)
			continue
		}
		effects = append(effects, e)
		id := idOf(e)
		if p := primary[id]; p == nil || len(e.Chain) < len(p.Chain) || len(e.Chain) == len(p.Chain) && e.Pos() < p.Pos() {
			primary[id] = e
		}
	}
	byPos := map[token.Pos][]*idemcore.Effect{}
	var order []token.Pos
	for _, e := range effects {
		id := idOf(e)
		if p := primary[id]; p != e {
			if e.Pos() != p.Pos() && !slices.Contains(others[id], e.Pos()) {
				others[id] = append(others[id], e.Pos())
			}
			continue
		}
		if byPos[e.Pos()] == nil {
			order = append(order, e.Pos())
		}
		byPos[e.Pos()] = append(byPos[e.Pos()], e)
	}
	name := idemcore.FuncName(h.Fn())
	category := "nodedupe"
	if duplicateCreate(res, h, effects) {
		category = "duplicate-create"
	} else if resendFlow(res, h, effects) {
		category = "resend-flow"
	}
	var diags []analysis.Diagnostic
	for _, pos := range order {
		es := byPos[pos]
		third := false
		var related []analysis.RelatedInformation
		var harms []string
		descs := map[string]string{} // harm → the first effect's description
		for _, e := range es {
			chain := append([]string{name}, e.Chain...)
			related = append(related, analysis.RelatedInformation{Pos: pos,
				Message: fmt.Sprintf("%s: %s at %s, via %s", e.Kind, e.Desc, e.Where, strings.Join(chain, " → "))})
			if hm := harm(e); descs[hm] == "" {
				harms = append(harms, hm)
				descs[hm] = e.Desc
			}
			if e.Kind == model.Charge || e.Kind == model.Send {
				third = true
			}
		}
		for _, e := range es {
			for _, o := range others[idOf(e)] {
				related = append(related, analysis.RelatedInformation{Pos: o, Message: "the same effect (" + e.Desc + "), reached along another path"})
			}
		}
		hint := res.SenderHint(h)
		fix := "claim " + hint + " atomically before the effect (SetNX, or INSERT INTO processed_messages … ON CONFLICT DO NOTHING in the same transaction as the effect) and skip the work when it was already there"
		if third {
			fix += "; forward it to the third party as its Idempotency-Key"
		}
		toggles := !slices.ContainsFunc(es, func(e *idemcore.Effect) bool { return !e.Toggle })
		// a toggle written as a branch on the stored value (if u.IsSilenced() { set(Active) } else { set(Silenced) })
		branch := toggles && !slices.ContainsFunc(es, func(e *idemcore.Effect) bool { return !strings.HasPrefix(e.Desc, "sets ") })
		// a row added when absent and removed when present (a reaction)
		rowToggle := toggles && !slices.ContainsFunc(es, func(e *idemcore.Effect) bool { return !strings.HasPrefix(e.Desc, "toggles a row ") })
		if toggles {
			// the write itself is the fix: an absolute value repeats harmlessly
			fix = "set the value the request asks for (SET starred = $1) instead of negating the stored one"
			if branch {
				fix = "take the value to set from the request (a silence or an unsilence action) instead of the opposite of the stored one"
			}
			if rowToggle {
				fix = "add or remove the row as the request says (INSERT … ON CONFLICT DO NOTHING to add, DELETE to remove) instead of inverting its presence"
			}
		}
		related = append(related, analysis.RelatedInformation{Pos: h.Fn().Pos(), Message: "fix: " + fix})
		line := func(descLen int, hint string, forward bool) string {
			var parts []string
			for _, hm := range harms {
				if descLen > 0 {
					hm += " (" + idemcore.Short(descs[hm], descLen) + ")"
				}
				parts = append(parts, hm)
			}
			msg := fmt.Sprintf("handler %s: %s %s; dedupe on %s", name, res.Redelivery(h), andList(parts), hint)
			if toggles {
				msg = fmt.Sprintf("handler %s: %s %s; set the wanted value instead of NOT", name, res.Redelivery(h), andList(parts))
				if branch {
					msg = fmt.Sprintf("handler %s: %s %s; set the value the request names, not the opposite of the stored one", name, res.Redelivery(h), andList(parts))
				}
				if rowToggle {
					msg = fmt.Sprintf("handler %s: %s %s; add or remove the row as the request says, not the opposite of what is stored", name, res.Redelivery(h), andList(parts))
				}
			}
			if forward && third {
				msg += " and forward it as the Idempotency-Key"
			}
			return msg
		}
		generic := "the sender's id"
		if res.IsHTTP(h) {
			generic = "the client's Idempotency-Key"
		}
		diags = append(diags, analysis.Diagnostic{
			Category: category,
			Pos:      pos,
			End:      res.EndOf(pos, es[0].Instr()),
			Message: idemcore.Fit(line(60, hint, true), line(28, hint, true), line(0, hint, true),
				line(28, generic, true), line(0, generic, true), line(0, generic, false)),
			Related: related,
		})
	}
	return diags
}

// reportable: e is a harmful effect of handler h that nothing in h
// excuses (a guard, a read route's internal write, a setter's publish, a
// request record, a credential's call, an in-process redelivery after
// the effect, a business-state check, a job that does no harm).
func reportable(pass *analysis.Pass, res *idemcore.Result, h *idemcore.Handler, e *idemcore.Effect) bool {
	if !e.Kind.Harmful() || e.Guard() != nil || h.MaybeRead() && !leavesOrMovesValue(&e.EffectFact) || setterPublish(idemcore.FuncName(h.Fn()), &e.EffectFact) {
		return false
	}
	if e.MethodBy > 0 {
		return false // a request whose method the handler's own parameter gives: no POST in sight
	}
	if res.IsHTTP(h) && requestRecord(e.Row, e.Kind, idemcore.FuncName(h.Fn())) {
		return false
	}
	if e.Kind == model.Send && res.IsHTTP(h) && !toPerson(e) && idemcore.MintsCredential(e.Chain) {
		// a call made to mint the token a sign-in returns (a
		// custom-claims hook GenerateAccessToken calls): part of
		// the credential, another one for another sign-in
		return false
	}
	if h.InProcess() && !idemcore.ErrorAfter(h.Fn(), e.Instr(), e.Kind == model.Append || e.Kind == model.Increment, idemcore.TxArgs(res.Model, e.Instr())) {
		// delivered in process: run again only on its own error, and
		// no error is returned once the effect took place (a failed
		// write's own error aside, and the errors returned before the
		// Commit of the transaction it wrote through; a failed call to
		// a third party may still have been processed there)
		return false
	}
	if e.State != "" {
		// a guard by business state (the entity's status checked, then
		// changed): a repeat is refused; checkthenwrite's state-check
		// reports the race when the write is not conditional on it
		return false
	}
	if e.Job != "" && !jobHarms(pass, res, e.Job) {
		// a job whose worker does no harm, or one whose worker another
		// package runs (judged where both are visible: deferHazards)
		return false
	}
	return true
}

// duplicateCreate: h is an HTTP route whose only repeat harm is a
// duplicate row (or entry) with an id the server mints — a second note,
// label or page — and no webhook receiver (a provider retries webhooks by
// itself). Issue 22's tiers put such routes in category duplicate-create,
// off by default: a client retries a POST only when it chooses to, and the
// harm stays visible and inside the system. A charge, a message to a person,
// an external call, a publish or a counter keeps the route in nodedupe.
func duplicateCreate(res *idemcore.Result, h *idemcore.Handler, effects []*idemcore.Effect) bool {
	if !res.IsHTTP(h) || len(effects) == 0 {
		return false
	}
	if webhookReceiver(idemcore.FuncName(h.Fn()) + " " + h.How()) {
		return false
	}
	for _, e := range effects {
		if e.Kind != model.Append || valueRow.MatchString(e.Desc) || e.Positional != "" {
			return false // an append to an ordered list (a playlist's tracks) is no new entity
		}
	}
	return true
}

// manageVerb: a route that manages a webhook's or a callback's
// configuration (CreateWebhook, UpdateWebhook, AddCallback), named for
// the operation, is not the receiver of one.
// The verb starts a word: after a non-letter, or capitalised after a
// lower-case letter (handleCreateWebhook, create_webhook).
var manageVerb = regexp.MustCompile(`(?:^|[^A-Za-z]|[a-z])(?:Create|Update|Edit|Delete|Remove|Add|Save|List|Get|New|Register|Test|Preview|Toggle|Set)_?(?i:webhook|callback)|(?:^|[^A-Za-z])(?:create|update|edit|delete|remove|add|save|list|get|new|register|test|preview|toggle|set)_?(?i:webhook|callback)`)

// webhookReceiver: the handler, by its name (and how it is registered),
// receives a provider's webhook or callback (a provider retries those by
// itself); a route named for managing a webhook's configuration is not
// one.
func webhookReceiver(name string) bool {
	n := strings.ToLower(name)
	if !strings.Contains(n, "webhook") && !strings.Contains(n, "callback") {
		return false
	}
	return !manageVerb.MatchString(name)
}

// leavesOrMovesValue: an effect that leaves the system for good or moves
// money: a charge, a publish, a message to a person. A handler that may
// serve a GET (Handler.MaybeRead: a GET route, or one whose method is not
// visible) is reported for these only: a GET is safe by contract, and a
// view counter, a log row, a cache fill or a remote computation whose
// answer is returned (an LLM call, a render) is not what a prefetch or a
// retry harms, while a mail or a charge a GET makes is made again on every
// prefetch. A toggle (SET starred = NOT starred) is reported too: a
// prefetch or a retry of it undoes what the user asked for, which no GET
// may do.
func leavesOrMovesValue(e *idemcore.EffectFact) bool {
	switch e.Kind {
	case model.Charge, model.Publish:
		return true
	case model.Increment:
		return e.Toggle
	case model.Send:
		// a websocket frame on a GET streams to the client that asked
		return !strings.Contains(e.Lib, "websocket") && toPerson(&idemcore.Effect{EffectFact: *e})
	}
	return false
}

// setterPublish: e is a publish made on the way of a setter of an entity's
// data — the handler, or a function on the path to the publish, is named
// for updating fields (UpdateMemberInfo, ChangeMemberRole, EditReview,
// Rename) — and no name on the path is a status or state transition's
// (SetStatus, CloseTicket) or a value's (valueRow: an order, a payment).
// The message announces the entity's new data; a repeat sets the same
// data and announces it again, which the consumers that apply it as an
// overwrite (projections, caches, search indexes) do not notice. A status
// transition stays reported: its event starts work (a mail, a shipment).
// idemlint cannot see the consumers, so it stays silent here (issue 22
// kind 4; docs/nodedupe.md says so).
func setterPublish(handler string, e *idemcore.EffectFact) bool {
	if e.Kind != model.Publish {
		return false
	}
	setter := false
	for _, n := range append([]string{handler}, e.Chain...) {
		if valueRow.MatchString(n) || transitionName.MatchString(n) {
			return false
		}
		if i := strings.LastIndexByte(n, '.'); i >= 0 {
			n = n[i+1:]
		}
		if setterName.MatchString(n) {
			setter = true
		}
	}
	return setter
}

// setterName: a function named for updating an entity's data.
var setterName = regexp.MustCompile(`^(?i:update|edit|change|rename|patch|modify|replace)([A-Z_]|$)`)

// transitionName: a name on the path that says a status or state changes.
var transitionName = regexp.MustCompile(`(?i)status|state`)

// resendFlow: an HTTP route that sends a person a message again by
// design (a password reset, a magic link, a one-time or verification
// code, a test send): a retry sends a second copy, which the user asked for anyway and
// which replaces the first. Issue 22's tiers put it in category
// resend-flow, off by default, unless it also moves money or counts.
func resendFlow(res *idemcore.Result, h *idemcore.Handler, effects []*idemcore.Effect) bool {
	return resendRoute(idemcore.FuncName(h.Fn()), res.IsHTTP(h), effects)
}

// resendRoute: an HTTP route named name (resendName, testSendName) whose
// effects are only sends to a person and the token or code rows they
// carry (resendFlow for a handler's own effects, resendHazard for those
// wired elsewhere).
func resendRoute(name string, http bool, effects []*idemcore.Effect) bool {
	if !http || len(effects) == 0 || !resendName.MatchString(name) && !testSendName.MatchString(name) {
		return false
	}
	sends := false
	for _, e := range effects {
		switch {
		case e.Kind == model.Send && toPerson(e):
			sends = true
		case e.Kind == model.Append && !valueRow.MatchString(e.Desc):
			// the token or code row the message carries
		default:
			return false
		}
	}
	return sends
}

// testSendName: a handler that sends a test message by design (a settings
// page's "send a test mail", a campaign's test send): TestSMTPSettings,
// (*App).TestCampaign, SendTestEmail, testNotificationHandler — not
// Testimonial.
var testSendName = regexp.MustCompile(`(^|[.)])[Tt]est[A-Z]|[Ss]endTest([A-Z]|$)`)

// resendName: a handler whose name says it (re)sends a message by design
// (a sign-in link or code by email is a magic link: SignInByEmail).
var resendName = regexp.MustCompile(`(?i)password|forgot|recover|reauth|magic|otp|one_?time|verif|resend|login_?code|two_?factor|2fa|mfa|email_?confirm|confirm_?email|(sign|log)_?in_?(by|with|via)_?(e_?mail|link|code)|(sign|log)_?in_?link|passwordless`)

// valueRow: an appended row that records value (an invoice item, a payment,
// a ledger entry, an order): a duplicate moves money or stock, so the route
// stays in nodedupe. Judged by the table or model the effect names.
var valueRow = regexp.MustCompile(`(?i)(pay|invoice|charge|refund|transfer|transaction|balance|credit|debit|ledger|wallet|order|subscription|billing|purchase|donation|coupon|voucher|(^|[^a-z])entr(y|ies)|stock|reserv)`)

// harm names what a second run of effect e does, for messages: money, a
// message to a person, an external call, a counter, a duplicate row.
func harm(e *idemcore.Effect) string {
	if e.Positional != "" {
		// "appends at a new position of t (c)" → "appends to the ordered list t again"
		if e.Kind == model.Append {
			return "appends to an ordered list again"
		}
		return "moves an entry by its position again"
	}
	switch e.Kind {
	case model.Charge:
		return "moves money again"
	case model.Send:
		if toPerson(e) {
			return "messages a person again"
		}
		return "repeats an external call"
	case model.Increment:
		if e.Toggle {
			return "flips a value back"
		}
		return "bumps a counter again"
	case model.Append:
		if e.SQLWrite || strings.HasPrefix(e.Lib, "gorm") {
			return "inserts a duplicate row"
		}
		return "appends a duplicate entry"
	case model.Publish:
		return "publishes a duplicate message"
	}
	return "runs again"
}

// personLibs are the libraries whose sends reach a person (mail, SMS, push).
var personLibs = map[string]bool{"net/smtp": true, "gomail": true, "jordan-wright/email": true, "sendgrid-go": true, "aws-sdk-go-v2/sesv2": true, "github.com/gorilla/websocket": true, "resend-go": true}

var personName = regexp.MustCompile(`(?i)mail|smtp|sms|push|notif|telegram|slack|twilio|sendgrid|\bses`)

// toPerson: a send effect reaches a person (an email, an SMS, a push
// notification), by its library or, for a configured one, its name.
func toPerson(e *idemcore.Effect) bool {
	if personLibs[e.Lib] {
		return true
	}
	last := ""
	if len(e.Chain) > 0 {
		last = e.Chain[len(e.Chain)-1]
	}
	if e.Lib == "net/http" {
		// a POST made by a messenger or a notifier (listmonk's postback
		// Messenger, a status page's ServiceNotifier): the message the
		// abstraction exists to deliver, to a person at the other end
		for _, c := range e.Chain {
			// "Messenger.Push", "services.Notifier.OnFailure": the type's
			// name is the segment before the method's
			if parts := strings.Split(c, "."); len(parts) > 1 && (messengerType.MatchString(parts[len(parts)-2]) || sendToPerson.MatchString(parts[len(parts)-1])) {
				return true
			}
		}
		return false
	}
	return personName.MatchString(e.Lib + " " + last)
}

// messengerType: a type (an interface, usually) named for delivering
// messages to people (Messenger, Notifier, Mailer, SmsProvider,
// EmailClient).
var messengerType = regexp.MustCompile(`(?i)(messenger|notifier|mailer)$|^(sms|e?mail)[A-Z]?[a-z]*(provider|client|sender|service)$`)

// sendToPerson: a function named for sending a person a mail, an SMS or
// a push (sendEmail, SendSMS, sendNotification): a POST made on its way
// (a send-email hook, an SMS gateway) is that message.
var sendToPerson = regexp.MustCompile(`^(?i:send|deliver)(?i:e?mails?|sms|push|notifications?)$`)

// andList joins "a", "a and b", "a, b and c".
func andList(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// seenSetStore reports SQL writes of handler h guarded by a seen-set kept
// elsewhere: in redis or memory, or in another SQL transaction (category
// seenset-store). A crash between the two loses or repeats the work.
func seenSetStore(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	for _, e := range s.Effects() {
		g := e.Guard()
		if !e.Kind.Harmful() || g == nil || !e.SQLWrite {
			continue
		}
		gpos := res.PosOf(g.Instr())
		name := idemcore.FuncName(h.Fn())
		var where, fix string
		switch {
		case g.Store() == "redis" || strings.HasPrefix(g.Store(), "map"):
			where = "in " + g.Store()
			fix = "record the key in the same transaction as the write (INSERT INTO processed_messages … ON CONFLICT DO NOTHING)"
		case strings.HasPrefix(g.Store(), "sql:") && !sameTx(res.Model, g.Instr(), e.Instr()):
			where = "in another transaction"
			fix = "record the key in the same transaction as the write (begin a transaction and run both on it)"
		default:
			continue
		}
		line := func(n int) string {
			desc := ""
			if n > 0 {
				desc = " (" + idemcore.Short(e.Desc, n) + ")"
			}
			return fmt.Sprintf("handler %s dedupes %s but writes SQL%s: a crash between them repeats or loses work; record the key in that transaction",
				name, where, desc)
		}
		diags = append(diags, analysis.Diagnostic{
			Category: "seenset-store",
			Pos:      e.Pos(),
			Message:  idemcore.FitSizes(line, 40, 24, 12, 0),
			Related: []analysis.RelatedInformation{
				{Pos: gpos, Message: fmt.Sprintf("the seen-set guard: %s (%s)", g.Desc(), res.Where(gpos))},
				{Pos: e.Pos(), Message: fmt.Sprintf("the write: %s at %s, via %s", e.Desc, e.Where, strings.Join(append([]string{name}, e.Chain...), " → "))},
				{Pos: e.Pos(), Message: "fix: " + fix},
			},
		})
	}
	return diags
}

// sameTx: a SQL guard and a direct SQL effect run on the same transaction
// value (a *sql.Tx, pgx.Tx …). Effects inside callees are not judged (true).
func sameTx(m *model.Model, guard, effect ssa.Instruction) bool {
	grecv, erecv, ok := idemcore.CallReceivers(guard, effect)
	if !ok {
		return true
	}
	isTx := func(v ssa.Value) bool { return strings.HasSuffix(model.TypeKey(v.Type()), ".Tx") }
	if !isTx(grecv) && !isTx(erecv) && !m.PoolTypes[model.TypeKey(grecv.Type())] && !strings.HasSuffix(model.TypeKey(grecv.Type()), ".Pool") {
		return true // not a connection we can reason about (gorm, a user type)
	}
	return isTx(grecv) && idemcore.Strip(grecv) == idemcore.Strip(erecv)
}

// claimNeverReleased reports the claims of handler h that guard a
// non-transactional effect (send or charge: no rollback undoes it) whose
// failure the handler sees (it uses the call's error), when the handler
// never deletes the claimed key (a Release of the same key: redis DEL,
// DELETE FROM … WHERE key = $1, a store method that does either). A claim
// taken on a transaction is released by its rollback and is not reported;
// an effect whose error is dropped is lost on failure with or without the
// claim, so it is not this category.
func claimNeverReleased(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	var diags []analysis.Diagnostic
	reported := map[*idemcore.KeyOp]bool{}
	for _, e := range s.Effects() {
		g := e.Guard()
		if g == nil || reported[g] || g.Op() != model.Claim || (e.Kind != model.Send && e.Kind != model.Charge) || !errorUsed(e.Instr()) {
			continue
		}
		if strings.HasPrefix(g.Store(), "remote:") {
			continue // a provider's one-way transition: nothing of ours to release
		}
		if onTx(res.Model, g.Instr()) || released(res, s, g) {
			continue
		}
		reported[g] = true
		line := func(n int) string {
			return fmt.Sprintf("handler %s claims the key before %s and never releases it: if that fails, %s is skipped; release it on failure",
				idemcore.FuncName(h.Fn()), idemcore.Short(e.Desc, n), res.Redelivery(h))
		}
		diags = append(diags, analysis.Diagnostic{
			Category: "key-before-effect",
			Pos:      res.PosOf(g.Instr()),
			Message:  idemcore.FitSizes(line, 40, 24, 12),
			Related: []analysis.RelatedInformation{
				{Pos: res.PosOf(g.Instr()), Message: "the claim: " + g.Desc()},
				{Pos: e.Pos(), Message: fmt.Sprintf("the effect: %s (%s)", e.Desc, res.Where(e.Pos()))},
				{Pos: res.PosOf(g.Instr()), Message: "fix: delete the key when the effect fails, or record it only after the effect succeeds; the work is lost otherwise"},
			},
		})
	}
	return diags
}

// errorUsed: instr is a call whose error result is used (checked, returned).
func errorUsed(instr ssa.Instruction) bool {
	call, ok := instr.(*ssa.Call)
	if !ok {
		return false
	}
	isErr := func(t types.Type) bool { return types.Identical(t, types.Universe.Lookup("error").Type()) }
	used := func(v ssa.Value) bool {
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			if _, dbg := r.(*ssa.DebugRef); !dbg {
				return true
			}
		}
		return false
	}
	switch t := call.Type().(type) {
	case *types.Tuple:
		if t.Len() == 0 || !isErr(t.At(t.Len()-1).Type()) {
			return false
		}
		for _, r := range *call.Referrers() {
			if x, ok := r.(*ssa.Extract); ok && x.Index == t.Len()-1 && used(x) {
				return true
			}
		}
		return false
	default:
		return isErr(t) && used(call)
	}
}

// released: the summary deletes the key claim g took, in the same store.
func released(res *idemcore.Result, s *idemcore.Summary, g *idemcore.KeyOp) bool {
	if g.Key() == nil {
		return false
	}
	key := res.Canon(g.Key())
	for _, op := range s.KeyOps() {
		if op.Op() != model.Release || (op.Store() != g.Store() && op.Store() != "" && g.Store() != "") {
			continue
		}
		for _, k := range op.Keys() {
			if res.Canon(k) == key {
				return true
			}
		}
		if op.Key() != nil && res.Canon(op.Key()) == key {
			return true
		}
	}
	return false
}

// onTx: instr is a call on a database transaction (a *sql.Tx, pgx.Tx …).
func onTx(m *model.Model, instr ssa.Instruction) bool {
	ci, ok := instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	c := ci.Common()
	var recv ssa.Value
	switch {
	case c.IsInvoke():
		recv = c.Value
	case c.Signature().Recv() != nil && len(c.Args) > 0:
		recv = c.Args[0]
	}
	if recv == nil {
		return false
	}
	t := model.TypeKey(recv.Type())
	return m.TxTypes[t] || strings.HasSuffix(t, ".Tx")
}

// keyBeforeEffect reports a redis write of the sender's key that runs
// before an unguarded effect of handler h, and a claim that guards a
// non-transactional effect (an email, a charge, an external POST) and is
// never released (category key-before-effect): if the effect fails, the
// redelivery is skipped and the work is lost.
func keyBeforeEffect(res *idemcore.Result, h *idemcore.Handler, s *idemcore.Summary) []analysis.Diagnostic {
	diags := claimNeverReleased(res, h, s)
	for _, op := range s.KeyOps() {
		if op.Op() != model.Write || op.Store() != "redis" {
			continue
		}
		if !res.Prov(h.Fn(), op.Key()).HasSender() {
			continue
		}
		for _, e := range s.Effects() {
			if e.Kind.Harmful() && e.Guard() == nil && idemcore.Dominates(op.Instr(), e.Instr()) {
				line := func(n int) string {
					return fmt.Sprintf("handler %s records the key before %s, outside a transaction: if that fails, %s is skipped; record it after the effect",
						idemcore.FuncName(h.Fn()), idemcore.Short(e.Desc, n), res.Redelivery(h))
				}
				diags = append(diags, analysis.Diagnostic{
					Category: "key-before-effect",
					Pos:      res.PosOf(op.Instr()),
					Message:  idemcore.FitSizes(line, 40, 24, 12),
					Related: []analysis.RelatedInformation{
						{Pos: res.PosOf(op.Instr()), Message: "the key's record: " + op.Desc()},
						{Pos: e.Pos(), Message: fmt.Sprintf("the effect: %s (%s)", e.Desc, res.Where(e.Pos()))},
						{Pos: res.PosOf(op.Instr()), Message: "fix: claim the key atomically and record success after the effect, or do both in one transaction; the work is lost otherwise"},
					},
				})
				break
			}
		}
	}
	return diags
}

// jobHarms: an enqueue of job args type key is reported here: its worker,
// visible here, does harm; or no worker is visible and the job is not one
// the wiring package resolves (its args type in another package of the
// repository: deferredJob).
func jobHarms(pass *analysis.Pass, res *idemcore.Result, key string) bool {
	if j, ok := res.JobWorker(key); ok {
		return j.Harmful
	}
	return !elsewhereInRepo(pass, key)
}

// deferredJob: an enqueue of job args type key whose worker is not
// visible here, with the args type declared in another package of the
// repository (a worker package runs it, main wires both): the package
// that sees the worker's JobFact decides.
func deferredJob(pass *analysis.Pass, res *idemcore.Result, key string) bool {
	if _, ok := res.JobWorker(key); ok {
		return false
	}
	return elsewhereInRepo(pass, key)
}

// elsewhereInRepo: type key ("pkg.Type") is declared in another package
// of this package's repository.
func elsewhereInRepo(pass *analysis.Pass, key string) bool {
	pkg := key[:strings.LastIndexByte(key, '.')]
	return pkg != pass.Pkg.Path() && idemcore.SameRepo(key, pass.Pkg.Path())
}

// requestRecord: an effect of kind kind writing a row of kind row (an
// audit log's line, a credential such as a session or a token) that the
// route named name writes is the record of a request, or what a sign-in
// returns: a retried request is another of each. Not an API token,
// API key or invitation a route named for creating one inserts: a
// duplicate entity the user manages (idemcore.ManagedCredentialRoute).
func requestRecord(row string, kind model.Effect, name string) bool {
	return row != "" && !(row == idemcore.RowCredential && kind == model.Append && idemcore.ManagedCredentialRoute(name))
}
