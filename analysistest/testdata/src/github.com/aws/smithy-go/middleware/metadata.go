// Package middleware is a minimal analysistest stub of
// github.com/aws/smithy-go/middleware (smithy-go v1.28.9): only Metadata, the
// type of every SDK operation output's ResultMetadata field.
package middleware

// Metadata provides storing and reading metadata values.
type Metadata struct {
	values map[interface{}]interface{}
}

func (m Metadata) Get(key interface{}) interface{} { return nil }
func (m Metadata) Clone() Metadata                 { return Metadata{} }
func (m *Metadata) Set(key, value interface{})     {}
func (m Metadata) Has(key interface{}) bool        { return false }
