// Package services keeps the notifiers registered with it and tells them
// of a failure; it sees none of their implementations.
package services

// Notifier is a plug-in point: every notifier implements it.
type Notifier interface {
	OnFailure(msg string) (string, error)
	OnSave() (string, error)
}

var all []Notifier

// AddNotifier registers a notifier.
func AddNotifier(n Notifier) { all = append(all, n) }

// RecordFailure tells every notifier.
func RecordFailure(msg string) {
	for _, n := range all {
		_, _ = n.OnFailure(msg)
	}
}
