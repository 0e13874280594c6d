package libs

import (
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/stripe/stripe-go, every major version (v72 … v84 and the
// unversioned path before them: the keys name the version "v*"): a call that
// moves money or creates a billable object — payment intents (create,
// confirm, capture, increment authorization), charges, refunds, transfers
// and their reversals, application fee refunds, payouts, top-ups, invoices
// (create, pay) and invoice items, credit notes, subscriptions, subscription
// items, usage records and billing meter events, customers — is a charge,
// unless its params forward the sender's id as their
// IdempotencyKey (Params.IdempotencyKey or SetIdempotencyKey: stripe then
// dedupes the retry). The resource packages (paymentintent.New), their
// Client values (client.API's sc.PaymentIntents.New) and, from v82 on, the
// stripe.Client services (sc.V1PaymentIntents.Create) are modelled. A
// Checkout or billing-portal session is not a charge: it is a page the
// payer may complete (the charge is then the provider's, once), and an
// unused one expires, so a second one moves no money. A webhook event
// (webhook.ConstructEvent) is Stripe's message: its ids are the sender's.
const (
	modStripe = "github.com/stripe/stripe-go"
	pkgStripe = modStripe + "/v*"
)

// stripeMoney: the resource packages whose New moves money or creates a
// billable object (sub, reversal and usagerecord are the old versions'
// names; transferreversal and billing/meterevent the newer ones').
var stripeMoney = []string{
	"paymentintent", "charge", "refund", "transfer", "transferreversal", "reversal", "feerefund", "payout", "topup",
	"invoice", "invoiceitem", "creditnote", "subscription", "sub", "subscriptionitem", "usagerecord", "billing/meterevent",
	"customer",
}

func init() {
	model.AnyMajorVersion(modStripe)
	model.Register("stripe-go", stripe)
}

func stripe(b *model.Builder) {
	b.Packages(pkgStripe+"/", pkgStripe)
	charge := func(key string, params int) {
		b.Call(key, func(c *model.Call) { c.Effect = model.Charge; c.Lib = "stripe-go"; c.Hook = stripeCharge(params) })
	}
	for _, p := range stripeMoney {
		charge(pkgStripe+"/"+p+".New", 0)
		charge(pkgStripe+"/"+p+".Client.New", 0)
	}
	// calls on an existing object that move money: (id, params)
	for _, k := range []string{"paymentintent.Confirm", "paymentintent.Capture", "paymentintent.IncrementAuthorization",
		"charge.Capture", "invoice.Pay"} {
		p, fn, _ := strings.Cut(k, ".")
		charge(pkgStripe+"/"+p+"."+fn, 1)
		charge(pkgStripe+"/"+p+".Client."+fn, 1)
	}
	// stripe.Client services (sc.V1PaymentIntents.Create(ctx, params)), any service of the package.
	charge(pkgStripe+".*.Create", 1)
	for _, m := range []string{"Confirm", "Capture", "IncrementAuthorization", "Pay"} {
		charge(pkgStripe+".*."+m, 2)
	}
	b.Field(pkgStripe+".Params.IdempotencyKey", model.Field{Sink: true})
	b.KeySink(pkgStripe+".Params.SetIdempotencyKey", 0)
	b.Transform(pkgStripe + ".String")
	b.Mint(pkgStripe + ".NewIdempotencyKey")
	// a verified webhook event is Stripe's delivery: the event and the
	// object it is about (a Checkout session's id) are the same on every
	// retry of the webhook, the sender's, not data the receiver chose
	for _, k := range []string{"ConstructEvent", "ConstructEventIgnoringTolerance", "ConstructEventWithTolerance", "ConstructEventWithOptions"} {
		b.Source(pkgStripe+"/webhook."+k, model.Sender|model.Payload)
	}
}

// stripeCharge: a charge whose params (argument paramsArg) carry the
// idempotency key.
func stripeCharge(paramsArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		what := s.Callee
		if strings.HasPrefix(what, "Client.") && s.Fn.Pkg() != nil {
			what = s.Fn.Pkg().Name() + strings.TrimPrefix(what, "Client") // sc.PaymentIntents.New: paymentintent.New
		}
		if strings.Contains(s.Callee, "CheckoutSession") || strings.Contains(s.Callee, "BillingPortal") {
			return model.Classification{} // sc.V1CheckoutSessions.Create: a page, not a charge
		}
		e := model.EffectSpec{Kind: model.Charge, Desc: "stripe " + strings.TrimSuffix(what, ".New"), Name: s.Callee, SafeIfSender: -1}
		if sk, ok := s.Q.Forwarded(s.Arg(paramsArg)); ok {
			switch k := s.Q.Key(sk.Key); {
			case k.Sender, k.PayloadOnly, k.Fallback:
				// the sender's key forwarded: stripe dedupes the retry (a payload-only
				// key dedupes it too, payloadkey reports its collisions; a key that
				// falls back to a minted one when the sender sent none is keysource's,
				// one hazard reported once)
				return model.Classification{}
			case k.Param >= 0:
				e.SafeIfSender = k.Param
			}
		}
		return model.Classification{Effects: []model.EffectSpec{e}}
	}
}
