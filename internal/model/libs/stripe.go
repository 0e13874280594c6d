package libs

import (
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/stripe/stripe-go/v82: creating a payment intent, charge, refund,
// transfer … moves money (a charge), unless its params forward the sender's
// id as their IdempotencyKey (stripe then dedupes the retry). Both the
// resource packages (paymentintent.New) and the stripe.Client services
// (sc.V1PaymentIntents.Create) are modelled.
const pkgStripe = "github.com/stripe/stripe-go/v82"

func init() { model.Register("stripe-go", stripe) }

func stripe(b *model.Builder) {
	b.Packages(pkgStripe+"/", pkgStripe)
	charge := func(key string, params int) {
		b.Call(key, func(c *model.Call) { c.Effect = model.Charge; c.Lib = "stripe-go"; c.Hook = stripeCharge(params) })
	}
	for _, p := range []string{"paymentintent", "charge", "refund", "transfer", "payout", "invoice", "subscription", "customer", "checkout/session"} {
		charge(pkgStripe+"/"+p+".New", 0)
	}
	charge(pkgStripe+"/paymentintent.Confirm", 1)
	charge(pkgStripe+"/paymentintent.Capture", 1)
	charge(pkgStripe+"/charge.Capture", 1)
	// stripe.Client services (sc.V1PaymentIntents.Create(ctx, params)), any service of the package.
	charge(pkgStripe+".*.Create", 1)
	charge(pkgStripe+".*.Confirm", 2)
	charge(pkgStripe+".*.Capture", 2)
	for _, p := range []string{"paymentintent", "charge", "refund", "transfer", "customer"} {
		charge(pkgStripe+"/"+p+".Client.New", 0)
	}
	b.Field(pkgStripe+".Params.IdempotencyKey", model.Field{Sink: true})
	b.KeySink(pkgStripe+".Params.SetIdempotencyKey", 0)
	b.Transform(pkgStripe + ".String")
	b.Mint(pkgStripe + ".NewIdempotencyKey")
}

// stripeCharge: a charge whose params (argument paramsArg) carry the
// idempotency key.
func stripeCharge(paramsArg int) model.Hook {
	return func(s *model.Site) model.Classification {
		e := model.EffectSpec{Kind: model.Charge, Desc: "stripe " + strings.TrimSuffix(s.Callee, ".New"), Name: s.Callee, SafeIfSender: -1}
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
