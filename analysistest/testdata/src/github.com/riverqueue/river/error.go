package river

import (
	"context"
	"time"

	"github.com/riverqueue/river/rivertype"
)

var ErrJobCancelledRemotely = rivertype.ErrJobCancelledRemotely

type JobCancelError = rivertype.JobCancelError

func JobCancel(err error) error { return rivertype.JobCancel(err) }

type JobSnoozeError = rivertype.JobSnoozeError

func JobSnooze(duration time.Duration) error { return &rivertype.JobSnoozeError{Duration: duration} }

type UnknownJobKindError = rivertype.UnknownJobKindError

// ErrorHandler provides an interface that will be invoked in case of an error
// or panic occurring in the job.
type ErrorHandler interface {
	HandleError(ctx context.Context, job *rivertype.JobRow, err error) *ErrorHandlerResult
	HandlePanic(ctx context.Context, job *rivertype.JobRow, panicVal any, trace string) *ErrorHandlerResult
}

type ErrorHandlerResult struct {
	SetCancelled bool
}
