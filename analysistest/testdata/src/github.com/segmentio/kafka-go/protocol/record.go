// Package protocol is an analysistest stub of
// github.com/segmentio/kafka-go/protocol (kafka-go v0.4.51). Only Header is
// mirrored; kafka.Header is an alias of it.
package protocol

// Header represents a single entry in a list of record headers.
type Header struct {
	Key   string
	Value []byte
}
