package rivertype

import (
	"errors"
	"time"
)

var ErrJobCancelledRemotely = JobCancel(errors.New("job cancelled remotely"))

func JobCancel(err error) error { return &JobCancelError{err: err} }

type JobCancelError struct {
	err error
}

func (e *JobCancelError) Error() string        { return "" }
func (e *JobCancelError) Is(target error) bool { return false }
func (e *JobCancelError) Unwrap() error        { return e.err }

type JobSnoozeError struct {
	Duration time.Duration
}

func (e *JobSnoozeError) Error() string        { return "" }
func (e *JobSnoozeError) Is(target error) bool { return false }

type UnknownJobKindError struct {
	Kind string
}

func (e *UnknownJobKindError) Error() string        { return "" }
func (e *UnknownJobKindError) Is(target error) bool { return false }
