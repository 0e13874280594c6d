// Package cmds declares the bus's messages.
package cmds

// SendWelcome mails a new subscriber.
type SendWelcome struct{ Email string }

// SetNotifications turns a user's notifications on or off.
type SetNotifications struct {
	UserID int64
	On     bool
}

// LogLine is a log line for the log sink.
type LogLine struct{ Text string }
