package echo

// DefaultBinder is the default implementation of the Binder interface.
type DefaultBinder struct{}

func (b *DefaultBinder) BindPathParams(c Context, i interface{}) error  { return nil }
func (b *DefaultBinder) BindQueryParams(c Context, i interface{}) error { return nil }
func (b *DefaultBinder) BindBody(c Context, i interface{}) (err error)  { return nil }
func (b *DefaultBinder) BindHeaders(c Context, i interface{}) error     { return nil }
func (b *DefaultBinder) Bind(i interface{}, c Context) (err error)      { return nil }
