package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// A reply to a request-reply call (NATS request/reply, an AMQP RPC
// server) is published to the address the request names (nats.Msg.Reply,
// amqp.Delivery.ReplyTo): it answers the one caller waiting on that
// inbox, which takes the first answer and drops a second. It is a
// response, not a message published to consumers, and no effect.

// replyAddr: v is the reply address of a delivered request (read from
// one of fields, "pkg.Type.Field"), or a message built for it
// (nats.NewMsg(msg.Reply), &nats.Msg{Subject: msg.Reply}).
func replyAddr(v ssa.Value, ctor string, subject string, fields ...string) bool {
	if v == nil {
		return false
	}
	f := model.LoadedField(v)
	for _, want := range fields {
		if f == want {
			return true
		}
	}
	if subject == "" {
		return false
	}
	if c, ok := model.Strip(v).(*ssa.Call); ok && ctor != "" {
		if fn := model.Callee(&c.Call); fn != nil && model.FuncKey(fn) == ctor && len(c.Call.Args) > 0 {
			return replyAddr(c.Call.Args[0], "", "", fields...)
		}
	}
	if s := model.StoredField(v, subject); s != nil {
		return replyAddr(s, "", "", fields...)
	}
	return false
}

// replyHook: the call publishes to the reply address at one of args
// (the subject, the exchange or routing key), or sends a message built
// for it at msgArg: no effect. Otherwise the row's effect.
func replyHook(msgArg int, ctor, subject string, fields []string, args ...int) model.Hook {
	return func(s *model.Site) model.Classification {
		for _, a := range args {
			if replyAddr(s.Arg(a), "", "", fields...) {
				return model.Classification{}
			}
		}
		if msgArg >= 0 && replyAddr(s.Arg(msgArg), ctor, subject, fields...) {
			return model.Classification{}
		}
		return model.Classification{Table: s.Rule}
	}
}
