// Package mint holds key-minting helpers in another package: the analyzers
// see them through facts.
package mint

import (
	"strconv"
	"time"

	"github.com/google/uuid"
)

// NewKey mints a random key.
func NewKey() string { return "k-" + uuid.NewString() }

// Stamp mints a time-based key.
func Stamp() string { return strconv.FormatInt(time.Now().UnixNano(), 36) }

// Prefixed is no mint: it only decorates the key it is given.
func Prefixed(key string) string { return "orders:" + key }
