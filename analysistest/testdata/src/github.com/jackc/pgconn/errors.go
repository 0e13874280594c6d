// Package pgconn is an analysistest stub of github.com/jackc/pgconn (github.com/jackc/pgconn@v1.14.3, used by pgx v4).
// Subset: PgError. Bodies are trivial.
package pgconn

type PgError struct {
	Severity         string
	Code             string
	Message          string
	Detail           string
	Hint             string
	Position         int32
	InternalPosition int32
	InternalQuery    string
	Where            string
	SchemaName       string
	TableName        string
	ColumnName       string
	DataTypeName     string
	ConstraintName   string
	File             string
	Line             int32
	Routine          string
}

func (pe *PgError) Error() string { return "" }

func (pe *PgError) SQLState() string { return "" }
