// Package clause is an analysistest stub of gorm.io/gorm/clause (gorm.io/gorm@v1.31.2).
// Declarations mirror the real API surface; bodies are trivial.
package clause

func And(exprs ...Expression) Expression { return nil }

type AndConditions struct {
	Exprs []Expression
}

func (and AndConditions) Build(builder Builder) {}

const AndWithSpace = " AND "

type Assigner interface {
	Assignments() []Assignment
}

type Assignment struct {
	Column Column
	Value  interface{}
}

func (a Assignment) Assignments() []Assignment { return nil }

func AssignmentColumns(values []string) Set { return nil }

func Assignments(values map[string]interface{}) Set { return nil }

type Association struct {
	Association string
	Type        AssociationOpType
	Conditions  []Expression
	Set         []Assignment
	Values      []interface{}
}

func (ao Association) Assignments() []Assignment { return nil }

func (ao Association) AssociationAssignments() []Association { return nil }

type AssociationAssigner interface {
	AssociationAssignments() []Association
}

type AssociationOpType int

const Associations string = "~~~as~~~"

type Builder interface {
	Writer
	WriteQuoted(field interface{})
	AddVar(Writer, ...interface{})
	AddError(error) error
}

type Clause struct {
	Name                string
	BeforeExpression    Expression
	AfterNameExpression Expression
	AfterExpression     Expression
	Expression          Expression
	Builder             ClauseBuilder
}

func (c Clause) Build(builder Builder) {}

type ClauseBuilder func(Clause, Builder)

type Column struct {
	Table string
	Name  string
	Alias string
	Raw   bool
}

type CommaExpression struct {
	Exprs []Expression
}

func (comma CommaExpression) Build(builder Builder) {}

const CrossJoin JoinType = "CROSS"

const CurrentTable string = "~~~ct~~~"

type Delete struct {
	Modifier string
}

func (d Delete) Name() string { return "" }

func (d Delete) Build(builder Builder) {}

func (d Delete) MergeClause(clause *Clause) {}

type Eq struct {
	Column interface{}
	Value  interface{}
}

func (eq Eq) Build(builder Builder) {}

func (eq Eq) NegationBuild(builder Builder) {}

type Expr struct {
	SQL                string
	Vars               []interface{}
	WithoutParentheses bool
}

func (expr Expr) Build(builder Builder) {}

type Expression interface {
	Build(builder Builder)
}

type From struct {
	Tables []Table
	Joins  []Join
}

func (from From) Name() string { return "" }

func (from From) Build(builder Builder) {}

func (from From) MergeClause(clause *Clause) {}

type GroupBy struct {
	Columns []Column
	Having  []Expression
}

func (groupBy GroupBy) Name() string { return "" }

func (groupBy GroupBy) Build(builder Builder) {}

func (groupBy GroupBy) MergeClause(clause *Clause) {}

type Gt Eq

func (gt Gt) Build(builder Builder) {}

func (gt Gt) NegationBuild(builder Builder) {}

type Gte Eq

func (gte Gte) Build(builder Builder) {}

func (gte Gte) NegationBuild(builder Builder) {}

func Has(name string) JoinTarget { return JoinTarget{} }

type IN struct {
	Column interface{}
	Values []interface{}
}

func (in IN) Build(builder Builder) {}

func (in IN) NegationBuild(builder Builder) {}

const InnerJoin JoinType = "INNER"

type Insert struct {
	Table    Table
	Modifier string
}

func (insert Insert) Name() string { return "" }

func (insert Insert) Build(builder Builder) {}

func (insert Insert) MergeClause(clause *Clause) {}

type Interface interface {
	Name() string
	Build(Builder)
	MergeClause(*Clause)
}

type Join struct {
	Type       JoinType
	Table      Table
	ON         Where
	Using      []string
	Expression Expression
}

func (join Join) Build(builder Builder) {}

func JoinTable(names ...string) Table { return Table{} }

type JoinTarget struct {
	Type        JoinType
	Association string
	Subquery    Expression
	Table       string
}

func (jt JoinTarget) As(name string) JoinTarget { return JoinTarget{} }

type JoinType string

func (jt JoinType) Association(name string) JoinTarget { return JoinTarget{} }

func (jt JoinType) AssociationFrom(name string, subquery Expression) JoinTarget { return JoinTarget{} }

const LeftJoin JoinType = "LEFT"

type Like Eq

func (like Like) Build(builder Builder) {}

func (like Like) NegationBuild(builder Builder) {}

type Limit struct {
	Limit  *int
	Offset int
}

func (limit Limit) Name() string { return "" }

func (limit Limit) Build(builder Builder) {}

func (limit Limit) MergeClause(clause *Clause) {}

type Locking struct {
	Strength string
	Table    Table
	Options  string
}

func (locking Locking) Name() string { return "" }

func (locking Locking) Build(builder Builder) {}

func (locking Locking) MergeClause(clause *Clause) {}

const LockingOptionsNoWait = "NOWAIT"

const LockingOptionsSkipLocked = "SKIP LOCKED"

const LockingStrengthShare = "SHARE"

const LockingStrengthUpdate = "UPDATE"

type Lt Eq

func (lt Lt) Build(builder Builder) {}

func (lt Lt) NegationBuild(builder Builder) {}

type Lte Eq

func (lte Lte) Build(builder Builder) {}

func (lte Lte) NegationBuild(builder Builder) {}

type NamedExpr struct {
	SQL  string
	Vars []interface{}
}

func (expr NamedExpr) Build(builder Builder) {}

type NegationExpressionBuilder interface {
	NegationBuild(builder Builder)
}

type Neq Eq

func (neq Neq) Build(builder Builder) {}

func (neq Neq) NegationBuild(builder Builder) {}

func Not(exprs ...Expression) Expression { return nil }

type NotConditions struct {
	Exprs []Expression
}

func (not NotConditions) Build(builder Builder) {}

type OnConflict struct {
	Columns      []Column
	Where        Where
	TargetWhere  Where
	OnConstraint string
	DoNothing    bool
	DoUpdates    Set
	UpdateAll    bool
}

func (OnConflict) Name() string { return "" }

func (onConflict OnConflict) Build(builder Builder) {}

func (onConflict OnConflict) MergeClause(clause *Clause) {}

const OpCreate AssociationOpType = 3

const OpDelete AssociationOpType = 1

const OpUnlink AssociationOpType = 0

const OpUpdate AssociationOpType = 2

func Or(exprs ...Expression) Expression { return nil }

type OrConditions struct {
	Exprs []Expression
}

func (or OrConditions) Build(builder Builder) {}

const OrWithSpace = " OR "

type OrderBy struct {
	Columns    []OrderByColumn
	Expression Expression
}

func (orderBy OrderBy) Name() string { return "" }

func (orderBy OrderBy) Build(builder Builder) {}

func (orderBy OrderBy) MergeClause(clause *Clause) {}

type OrderByColumn struct {
	Column  Column
	Desc    bool
	Reorder bool
}

var PrimaryColumn Column

const PrimaryKey string = "~~~py~~~"

type Returning struct {
	Columns []Column
}

func (returning Returning) Name() string { return "" }

func (returning Returning) Build(builder Builder) {}

func (returning Returning) MergeClause(clause *Clause) {}

const RightJoin JoinType = "RIGHT"

type Select struct {
	Distinct   bool
	Columns    []Column
	Expression Expression
}

func (s Select) Name() string { return "" }

func (s Select) Build(builder Builder) {}

func (s Select) MergeClause(clause *Clause) {}

type Set []Assignment

func (set Set) Name() string { return "" }

func (set Set) Build(builder Builder) {}

func (set Set) MergeClause(clause *Clause) {}

func (set Set) Assignments() []Assignment { return nil }

type Table struct {
	Name  string
	Alias string
	Raw   bool
}

type Update struct {
	Modifier string
	Table    Table
}

func (update Update) Name() string { return "" }

func (update Update) Build(builder Builder) {}

func (update Update) MergeClause(clause *Clause) {}

type Values struct {
	Columns []Column
	Values  [][]interface{}
}

func (Values) Name() string { return "" }

func (values Values) Build(builder Builder) {}

func (values Values) MergeClause(clause *Clause) {}

type Where struct {
	Exprs []Expression
}

func (where Where) Name() string { return "" }

func (where Where) Build(builder Builder) {}

func (where Where) MergeClause(clause *Clause) {}

type With struct {
}

type Writer interface {
	WriteByte(byte) error
	WriteString(string) (int, error)
}
