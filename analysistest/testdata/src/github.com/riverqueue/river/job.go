// Package river is an analysistest stub of github.com/riverqueue/river
// v0.51.2. Declarations mirror the real API; bodies are trivial.
package river

import "github.com/riverqueue/river/rivertype"

// Job represents a single unit of work, holding both the arguments and
// information for a job with args of type T.
type Job[T JobArgs] struct {
	*rivertype.JobRow

	// Args are the arguments for the job.
	Args T
}

// JobArgs is an interface that represents the arguments for a job of type T.
type JobArgs interface {
	Kind() string
}

// JobArgsWithInsertOpts is an extra interface that a job may implement on top
// of JobArgs to provide insertion-time options for all jobs of this type.
type JobArgsWithInsertOpts interface {
	InsertOpts() InsertOpts
}
