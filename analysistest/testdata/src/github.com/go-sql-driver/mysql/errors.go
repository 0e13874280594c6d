// Package mysql is an analysistest stub of github.com/go-sql-driver/mysql (github.com/go-sql-driver/mysql@v1.9.3).
// Subset: MySQLError. Bodies are trivial.
package mysql

type MySQLError struct {
	Number   uint16
	SQLState [5]byte
	Message  string
}

func (me *MySQLError) Error() string { return "" }

func (me *MySQLError) Is(err error) bool { return false }
