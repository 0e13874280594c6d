package config

import (
	"errors"
	"strconv"
	"strings"
)

// Error is one problem in a configuration. Parse and Validate return
// either a single *Error or an errors.Join of several; [Errors] flattens
// both forms.
type Error struct {
	// File is the configuration file ("" when the config did not come
	// from a file).
	File string
	// Line and Col are 1-based; 0 when unknown.
	Line, Col int
	// Field is the path of the offending key, e.g. "handlers[1].register"
	// ("" for problems of the file as a whole).
	Field string
	// Msg describes the problem.
	Msg string
}

// Error formats the problem as "FILE:LINE:COL: FIELD: MSG", leaving out
// the parts that are unknown.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		if b.Len() > 0 {
			b.WriteByte(':')
		}
		b.WriteString(strconv.Itoa(e.Line))
		if e.Col > 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(e.Col))
		}
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Errors returns the *Error values in err: err itself, or the members of
// an errors.Join (recursively). Errors of other types are skipped.
func Errors(err error) []*Error {
	var out []*Error
	var walk func(error)
	walk = func(err error) {
		if err == nil {
			return
		}
		if e, ok := err.(*Error); ok {
			out = append(out, e)
			return
		}
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
			return
		}
		var e *Error
		if errors.As(err, &e) {
			out = append(out, e)
		}
	}
	walk(err)
	return out
}

// join returns nil, the only error, or an errors.Join of all of them.
func join(errs []*Error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	es := make([]error, len(errs))
	for i, e := range errs {
		es[i] = e
	}
	return errors.Join(es...)
}
