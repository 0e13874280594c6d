// Package gin is an analysistest stub of github.com/gin-gonic/gin v1.12.0.
// Declarations mirror the real API; bodies are trivial.
package gin

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin/binding"
)

const (
	DebugMode   = "debug"
	ReleaseMode = "release"
	TestMode    = "test"
)

func SetMode(value string) {}

// H is a shortcut for map[string]any.
type H map[string]any

// HandlerFunc defines the handler used by gin middleware as return value.
type HandlerFunc func(*Context)

// OptionFunc defines the function to change the default configuration.
type OptionFunc func(*Engine)

// HandlersChain defines a HandlerFunc slice.
type HandlersChain []HandlerFunc

// Param is a single URL parameter, consisting of a key and a value.
type Param struct {
	Key   string
	Value string
}

// Params is a Param-slice, as returned by the router.
type Params []Param

func (ps Params) Get(name string) (string, bool) { return "", false }
func (ps Params) ByName(name string) (va string) { return "" }

// ErrorType is an unsigned 64-bit error code as defined in the gin spec.
type ErrorType uint64

// Error represents a error's specification.
type Error struct {
	Err  error
	Type ErrorType
	Meta any
}

func (msg Error) Error() string { return "" }
func (msg Error) Unwrap() error { return msg.Err }

// ResponseWriter ...
type ResponseWriter interface {
	http.ResponseWriter
	http.Hijacker
	http.Flusher
	http.CloseNotifier

	Status() int
	Size() int
	WriteString(string) (int, error)
	Written() bool
	WriteHeaderNow()
	Pusher() http.Pusher
}

// IRouter defines all router handle interface includes single and group router.
type IRouter interface {
	IRoutes
	Group(string, ...HandlerFunc) *RouterGroup
}

// IRoutes defines all router handle interface.
type IRoutes interface {
	Use(...HandlerFunc) IRoutes

	Handle(string, string, ...HandlerFunc) IRoutes
	Any(string, ...HandlerFunc) IRoutes
	GET(string, ...HandlerFunc) IRoutes
	POST(string, ...HandlerFunc) IRoutes
	DELETE(string, ...HandlerFunc) IRoutes
	PATCH(string, ...HandlerFunc) IRoutes
	PUT(string, ...HandlerFunc) IRoutes
	OPTIONS(string, ...HandlerFunc) IRoutes
	HEAD(string, ...HandlerFunc) IRoutes
	Match([]string, string, ...HandlerFunc) IRoutes

	StaticFile(string, string) IRoutes
	StaticFileFS(string, string, http.FileSystem) IRoutes
	Static(string, string) IRoutes
	StaticFS(string, http.FileSystem) IRoutes
}

// RouterGroup is used internally to configure router.
type RouterGroup struct {
	Handlers HandlersChain
	basePath string
	engine   *Engine
	root     bool
}

func (group *RouterGroup) Use(middleware ...HandlerFunc) IRoutes { return group }
func (group *RouterGroup) Group(relativePath string, handlers ...HandlerFunc) *RouterGroup {
	return &RouterGroup{}
}
func (group *RouterGroup) BasePath() string { return group.basePath }
func (group *RouterGroup) Handle(httpMethod, relativePath string, handlers ...HandlerFunc) IRoutes {
	return group
}
func (group *RouterGroup) POST(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }
func (group *RouterGroup) GET(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) DELETE(relativePath string, handlers ...HandlerFunc) IRoutes  { return group }
func (group *RouterGroup) PATCH(relativePath string, handlers ...HandlerFunc) IRoutes   { return group }
func (group *RouterGroup) PUT(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) OPTIONS(relativePath string, handlers ...HandlerFunc) IRoutes { return group }
func (group *RouterGroup) HEAD(relativePath string, handlers ...HandlerFunc) IRoutes    { return group }
func (group *RouterGroup) Any(relativePath string, handlers ...HandlerFunc) IRoutes     { return group }
func (group *RouterGroup) Match(methods []string, relativePath string, handlers ...HandlerFunc) IRoutes {
	return group
}
func (group *RouterGroup) StaticFile(relativePath, filepath string) IRoutes { return group }
func (group *RouterGroup) StaticFileFS(relativePath, filepath string, fs http.FileSystem) IRoutes {
	return group
}
func (group *RouterGroup) Static(relativePath, root string) IRoutes                 { return group }
func (group *RouterGroup) StaticFS(relativePath string, fs http.FileSystem) IRoutes { return group }

// Engine is the framework's instance (subset of exported config fields).
type Engine struct {
	RouterGroup

	RedirectTrailingSlash  bool
	RedirectFixedPath      bool
	HandleMethodNotAllowed bool
	ForwardedByClientIP    bool
	MaxMultipartMemory     int64
}

func New(opts ...OptionFunc) *Engine     { return &Engine{} }
func Default(opts ...OptionFunc) *Engine { return &Engine{} }

func (engine *Engine) Handler() http.Handler                              { return engine }
func (engine *Engine) NoRoute(handlers ...HandlerFunc)                    {}
func (engine *Engine) Use(middleware ...HandlerFunc) IRoutes              { return engine }
func (engine *Engine) Run(addr ...string) (err error)                     { return nil }
func (engine *Engine) RunTLS(addr, certFile, keyFile string) (err error)  { return nil }
func (engine *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) {}

// Context is the most important part of gin.
type Context struct {
	Request *http.Request
	Writer  ResponseWriter

	Params   Params
	handlers HandlersChain
	index    int8
	fullPath string

	engine *Engine

	Keys map[any]any

	Accepted []string
}

func (c *Context) Copy() *Context                                  { return c }
func (c *Context) FullPath() string                                { return c.fullPath }
func (c *Context) Next()                                           {}
func (c *Context) IsAborted() bool                                 { return false }
func (c *Context) Abort()                                          {}
func (c *Context) AbortWithStatus(code int)                        {}
func (c *Context) AbortWithStatusJSON(code int, jsonObj any)       {}
func (c *Context) AbortWithError(code int, err error) *Error       { return &Error{Err: err} }
func (c *Context) Error(err error) *Error                          { return &Error{Err: err} }
func (c *Context) Set(key any, value any)                          {}
func (c *Context) Get(key any) (value any, exists bool)            { return nil, false }
func (c *Context) MustGet(key any) any                             { return nil }
func (c *Context) GetString(key any) string                        { return "" }
func (c *Context) Param(key string) string                         { return "" }
func (c *Context) Query(key string) (value string)                 { return "" }
func (c *Context) DefaultQuery(key, defaultValue string) string    { return defaultValue }
func (c *Context) GetQuery(key string) (string, bool)              { return "", false }
func (c *Context) Cookie(name string) (string, error)              { return "", nil }
func (c *Context) PostForm(key string) (value string)              { return "" }
func (c *Context) Bind(obj any) error                              { return nil }
func (c *Context) BindJSON(obj any) error                          { return nil }
func (c *Context) ShouldBind(obj any) error                        { return nil }
func (c *Context) ShouldBindJSON(obj any) error                    { return nil }
func (c *Context) ShouldBindBodyWithJSON(obj any) error            { return nil }
func (c *Context) BindQuery(obj any) error                         { return nil }
func (c *Context) BindUri(obj any) error                           { return nil }
func (c *Context) ShouldBindQuery(obj any) error                   { return nil }
func (c *Context) ShouldBindUri(obj any) error                     { return nil }
func (c *Context) MustBindWith(obj any, b binding.Binding) error   { return nil }
func (c *Context) ShouldBindWith(obj any, b binding.Binding) error { return nil }
func (c *Context) BindXML(obj any) error                           { return nil }
func (c *Context) BindYAML(obj any) error                          { return nil }
func (c *Context) BindTOML(obj any) error                          { return nil }
func (c *Context) BindPlain(obj any) error                         { return nil }
func (c *Context) BindHeader(obj any) error                        { return nil }
func (c *Context) ShouldBindXML(obj any) error                     { return nil }
func (c *Context) ShouldBindYAML(obj any) error                    { return nil }
func (c *Context) ShouldBindTOML(obj any) error                    { return nil }
func (c *Context) ShouldBindPlain(obj any) error                   { return nil }
func (c *Context) ShouldBindHeader(obj any) error                  { return nil }
func (c *Context) ShouldBindBodyWithXML(obj any) error             { return nil }
func (c *Context) ShouldBindBodyWithYAML(obj any) error            { return nil }
func (c *Context) ShouldBindBodyWithTOML(obj any) error            { return nil }
func (c *Context) ShouldBindBodyWithPlain(obj any) error           { return nil }

// ShouldBindBodyWith binds the request body into obj with bb, keeping the
// body in the context for another binding.
func (c *Context) ShouldBindBodyWith(obj any, bb binding.BindingBody) (err error) { return nil }
func (c *Context) ClientIP() string                                               { return "" }
func (c *Context) Status(code int)                                                {}
func (c *Context) Header(key, value string)                                       {}
func (c *Context) GetHeader(key string) string                                    { return "" }
func (c *Context) GetRawData() ([]byte, error)                                    { return nil, nil }
func (c *Context) IndentedJSON(code int, obj any)                                 {}
func (c *Context) JSON(code int, obj any)                                         {}
func (c *Context) String(code int, format string, values ...any)                  {}
func (c *Context) Redirect(code int, location string)                             {}
func (c *Context) Data(code int, contentType string, data []byte)                 {}

// Context implements context.Context.
func (c *Context) Deadline() (deadline time.Time, ok bool) { return time.Time{}, false }
func (c *Context) Done() <-chan struct{}                   { return nil }
func (c *Context) Err() error                              { return nil }
func (c *Context) Value(key any) any                       { return nil }
