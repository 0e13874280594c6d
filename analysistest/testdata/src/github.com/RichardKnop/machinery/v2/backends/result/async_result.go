// Package result is a minimal analysistest stub of
// github.com/RichardKnop/machinery/v2/backends/result (machinery v2.0.16).
package result

import (
	"reflect"
	"time"

	"github.com/RichardKnop/machinery/v2/tasks"
)

// AsyncResult represents a task result.
type AsyncResult struct {
	Signature *tasks.Signature
}

func (asyncResult *AsyncResult) Touch() ([]reflect.Value, error) { return nil, nil }
func (asyncResult *AsyncResult) Get(sleepDuration time.Duration) ([]reflect.Value, error) {
	return nil, nil
}
func (asyncResult *AsyncResult) GetWithTimeout(timeoutDuration, sleepDuration time.Duration) ([]reflect.Value, error) {
	return nil, nil
}
