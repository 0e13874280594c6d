package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/slack-go/slack: posting a message (PostMessage, SendMessage,
// PostEphemeral, ScheduleMessage and their Context forms) and posting to an
// incoming webhook (PostWebhook…) are external sends: Slack shows a second
// copy.
const pkgSlack = "github.com/slack-go/slack"

func init() { model.Register("slack-go", slack) }

func slack(b *model.Builder) {
	b.Packages(pkgSlack+"/", pkgSlack)
	for _, m := range []string{"PostMessage", "PostMessageContext", "SendMessage", "SendMessageContext", "PostEphemeral",
		"PostEphemeralContext", "ScheduleMessage"} {
		b.Effect(model.Send, pkgSlack+".Client."+m)
	}
	b.Effect(model.Send, pkgSlack+".PostWebhook", pkgSlack+".PostWebhookContext", pkgSlack+".PostWebhookCustomHTTP",
		pkgSlack+".PostWebhookCustomHTTPContext")
}
