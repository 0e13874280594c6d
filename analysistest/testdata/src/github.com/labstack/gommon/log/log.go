// Package log is a minimal analysistest stub of github.com/labstack/gommon/log
// (only the Lvl and JSON types used by echo.Logger).
package log

type (
	Lvl uint8

	JSON map[string]interface{}
)

const (
	DEBUG Lvl = iota + 1
	INFO
	WARN
	ERROR
	OFF
)
