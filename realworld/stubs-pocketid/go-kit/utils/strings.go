// Package utils is a stub of github.com/italypaleale/go-kit/utils v1.0.0
// (see the module's doc.go).
package utils

import "strings"

// IsTruthy returns true if str is a truthy value ("1", "true", "t", "yes", "y", "on").
func IsTruthy(str string) bool {
	switch strings.ToLower(strings.TrimSpace(str)) {
	case "1", "true", "t", "yes", "y", "on":
		return true
	default:
		return false
	}
}
