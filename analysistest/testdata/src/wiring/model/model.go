// Package model holds the message type the API and the stream share.
package model

type Message struct {
	Title string
	Body  string
}
