package river

import (
	"time"

	"github.com/riverqueue/river/rivertype"
)

// InsertOpts are optional settings for a new job which can be provided at job
// insertion time.
type InsertOpts struct {
	MaxAttempts int
	Metadata    []byte
	Pending     bool
	Priority    int
	Queue       string
	ScheduledAt time.Time
	Tags        []string
	UniqueOpts  UniqueOpts
}

// UniqueOpts contains parameters for uniqueness for a job.
type UniqueOpts struct {
	ByArgs      bool
	ByPeriod    time.Duration
	ByQueue     bool
	ByState     []rivertype.JobState
	ExcludeKind bool
}
