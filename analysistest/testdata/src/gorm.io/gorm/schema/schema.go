// Package schema is an analysistest stub of gorm.io/gorm/schema (gorm.io/gorm@v1.31.2).
// Declarations mirror the real API surface; bodies are trivial.
package schema

import (
	"reflect"
)

type DataType string

const Bool DataType = "bool"

const Int DataType = "int"

const Uint DataType = "uint"

const Float DataType = "float"

const String DataType = "string"

const Time DataType = "time"

const Bytes DataType = "bytes"

type Field struct {
	Name              string
	DBName            string
	BindNames         []string
	DataType          DataType
	GORMDataType      DataType
	PrimaryKey        bool
	AutoIncrement     bool
	Creatable         bool
	Updatable         bool
	Readable          bool
	HasDefaultValue   bool
	DefaultValue      string
	NotNull           bool
	Unique            bool
	Comment           string
	Size              int
	Precision         int
	Scale             int
	FieldType         reflect.Type
	IndirectFieldType reflect.Type
	StructField       reflect.StructField
	Tag               reflect.StructTag
	TagSettings       map[string]string
	Schema            *Schema
}

type Schema struct {
	Name                     string
	ModelType                reflect.Type
	Table                    string
	PrioritizedPrimaryField  *Field
	DBNames                  []string
	PrimaryFields            []*Field
	PrimaryFieldDBNames      []string
	Fields                   []*Field
	FieldsByName             map[string]*Field
	FieldsByBindName         map[string]*Field
	FieldsByDBName           map[string]*Field
	FieldsWithDefaultDBValue []*Field
}

type Namer interface {
	TableName(table string) string
	SchemaName(table string) string
	ColumnName(table, column string) string
	JoinTableName(joinTable string) string
	CheckerName(table, column string) string
	IndexName(table, column string) string
	UniqueName(table, column string) string
}

type Replacer interface {
	Replace(name string) string
}

type NamingStrategy struct {
	TablePrefix         string
	SingularTable       bool
	NameReplacer        Replacer
	NoLowerCase         bool
	IdentifierMaxLength int
}

func (ns NamingStrategy) TableName(str string) string { return "" }

func (ns NamingStrategy) SchemaName(table string) string { return "" }

func (ns NamingStrategy) ColumnName(table, column string) string { return "" }

func (ns NamingStrategy) JoinTableName(str string) string { return "" }

func (ns NamingStrategy) CheckerName(table, column string) string { return "" }

func (ns NamingStrategy) IndexName(table, column string) string { return "" }

func (ns NamingStrategy) UniqueName(table, column string) string { return "" }

type Tabler interface {
	TableName() string
}

type TablerWithNamer interface {
	TableName(Namer) string
}
