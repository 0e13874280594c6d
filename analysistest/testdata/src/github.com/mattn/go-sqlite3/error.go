// Package sqlite3 is an analysistest stub of github.com/mattn/go-sqlite3 (github.com/mattn/go-sqlite3@v1.14.32).
// Subset: Error, ErrNo/ErrNoExtended and the constraint codes. Bodies are trivial.
package sqlite3

import "syscall"

type ErrNo int

type ErrNoExtended int

type Error struct {
	Code         ErrNo
	ExtendedCode ErrNoExtended
	SystemErrno  syscall.Errno
	err          string
}

var (
	ErrConstraint       = ErrNo(19)
	ErrConstraintUnique = ErrConstraint.Extend(8)
)

func (err ErrNo) Error() string { return "" }

func (err ErrNo) Extend(by int) ErrNoExtended { return 0 }

func (err ErrNoExtended) Error() string { return "" }

func (err Error) Error() string { return "" }
