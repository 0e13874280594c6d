// Package exp is an analysistest stub of
// github.com/doug-martin/goqu/v9/exp@v9.19.0. Subset: Ex, Record, Vals, and
// the expression interfaces with only some of their methods (Expression
// is complete). Bodies are trivial.
package exp

type (
	Vals []interface{}

	Expression interface {
		Clone() Expression
		Expression() Expression
	}

	LiteralExpression interface {
		Expression
		Literal() string
		Args() []interface{}
	}

	ConflictAction     int
	ConflictExpression interface {
		Expression
		Action() ConflictAction
	}
	ConflictUpdateExpression interface {
		ConflictExpression
		TargetColumn() string
		Where(expressions ...Expression) ConflictUpdateExpression
	}

	IdentifierExpression interface {
		Expression
		GetCol() interface{}
	}
)

type Record map[string]interface{}

type (
	Ex map[string]interface{}
)

func (e Ex) Expression() Expression { return e }

func (e Ex) Clone() Expression { return e }
