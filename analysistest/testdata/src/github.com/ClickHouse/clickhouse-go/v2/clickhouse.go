// Package clickhouse is an analysistest stub of
// github.com/ClickHouse/clickhouse-go/v2@v2.51.0. Subset: Open, Options
// (Addr and Auth only), Auth, and the alias Conn = driver.Conn.
// Bodies are trivial.
package clickhouse

import (
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"
)

type Conn = driver.Conn

type Auth struct {
	Database string
	Username string
	Password string
}

type Options struct {
	Addr []string
	Auth Auth
}

func Open(opt *Options) (driver.Conn, error) {
	var z0 driver.Conn
	var z1 error
	return z0, z1
}
