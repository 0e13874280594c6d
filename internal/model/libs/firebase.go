package libs

import "github.com/idemlint/idemlint/internal/model"

// firebase.google.com/go/v4/messaging (FCM push): Send, SendEach,
// SendEachForMulticast, SendAll and SendMulticast push to devices (an
// external send; FCM has no idempotency key). The methods are promoted from
// the unexported fcmClient; the dry runs send nothing.
const pkgFCM = "firebase.google.com/go/v4/messaging"

func init() { model.Register("firebase-messaging", firebaseMessaging) }

func firebaseMessaging(b *model.Builder) {
	b.Packages("firebase.google.com/go/v4/", "firebase.google.com/go/v4")
	for _, m := range []string{"Send", "SendEach", "SendEachForMulticast", "SendAll", "SendMulticast"} {
		b.Effect(model.Send, pkgFCM+".fcmClient."+m)
	}
}
