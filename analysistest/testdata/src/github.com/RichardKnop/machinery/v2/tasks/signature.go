// Package tasks is a minimal analysistest stub of
// github.com/RichardKnop/machinery/v2/tasks (machinery v2.0.16, the version
// babelqueue-go/machinery requires; not in the local module cache, read from
// the RichardKnop/machinery repository).
package tasks

import "time"

// Arg represents a single argument passed to invocation fo a task.
type Arg struct {
	Name  string      `json:"name,omitempty" bson:"name"`
	Type  string      `json:"type,omitempty" bson:"type"`
	Value interface{} `json:"value,omitempty" bson:"value"`
}

// Headers represents the headers which should be used to direct the task.
type Headers map[string]interface{}

func (h Headers) Set(key, val string)                                  {}
func (h Headers) ForeachKey(handler func(key, val string) error) error { return nil }

// Signature represents a single task invocation.
type Signature struct {
	UUID                        string       `json:"UUID,omitempty"`
	Name                        string       `json:"name,omitempty"`
	RoutingKey                  string       `json:"routingKey,omitempty"`
	ETA                         *time.Time   `json:"ETA,omitempty"`
	GroupUUID                   string       `json:"groupUUID,omitempty"`
	GroupTaskCount              int          `json:"groupTaskCount,omitempty"`
	Args                        []Arg        `json:"args,omitempty"`
	Headers                     Headers      `json:"headers,omitempty"`
	Priority                    uint8        `json:"priority,omitempty"`
	Immutable                   bool         `json:"immutable,omitempty"`
	RetryCount                  int          `json:"retryCount,omitempty"`
	RetryTimeout                int          `json:"retryTimeout,omitempty"`
	OnSuccess                   []*Signature `json:"onSuccess,omitempty"`
	OnError                     []*Signature `json:"onError,omitempty"`
	ChordCallback               *Signature   `json:"chordCallback,omitempty"`
	BrokerMessageGroupId        string       `json:"brokerMessageGroupId,omitempty"`
	SQSReceiptHandle            string       `json:"SQSReceiptHandle,omitempty"`
	StopTaskDeletionOnError     bool         `json:"stopTaskDeletionOnError,omitempty"`
	IgnoreWhenTaskNotRegistered bool         `json:"ignoreWhenTaskNotRegistered,omitempty"`
}

// NewSignature creates a new task signature.
func NewSignature(name string, args []Arg) (*Signature, error) {
	return &Signature{Name: name, Args: args}, nil
}
