package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/sideshow/apns2 (APNs push): Client.Push and PushWithContext
// push a notification (an external send; the apns-id only names the
// notification in APNs' answer, it does not dedupe).
const pkgAPNs = "github.com/sideshow/apns2"

func init() { model.Register("apns2", apns2) }

func apns2(b *model.Builder) {
	b.Packages(pkgAPNs+"/", pkgAPNs)
	b.Effect(model.Send, pkgAPNs+".Client.Push", pkgAPNs+".Client.PushWithContext")
}
