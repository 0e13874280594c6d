// Package echo is an analysistest stub of github.com/labstack/echo/v4
// v4.16.5. Declarations mirror the real API; bodies are trivial. Echo's
// exported fields are a subset.
package echo

import (
	"bufio"
	stdContext "context"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"

	"github.com/labstack/gommon/log"
)

// Echo is the top-level framework instance.
type Echo struct {
	Server           *http.Server
	HTTPErrorHandler HTTPErrorHandler
	Binder           Binder
	Validator        Validator
	Renderer         Renderer
	Logger           Logger
	Debug            bool
	HideBanner       bool
	HidePort         bool
}

// Route contains a handler and information for matching against requests.
type Route struct {
	Method string `json:"method"`
	Path   string `json:"path"`
	Name   string `json:"name"`
}

// HTTPError represents an error that occurred while handling a request.
type HTTPError struct {
	Internal error       `json:"-"` // Stores the error returned by an external dependency
	Message  interface{} `json:"message"`
	Code     int         `json:"-"`
}

func NewHTTPError(code int, message ...interface{}) *HTTPError { return &HTTPError{Code: code} }

func (he *HTTPError) Error() string                     { return "" }
func (he *HTTPError) SetInternal(err error) *HTTPError  { return he }
func (he *HTTPError) WithInternal(err error) *HTTPError { return he }
func (he *HTTPError) Unwrap() error                     { return he.Internal }

// MiddlewareFunc defines a function to process middleware.
type MiddlewareFunc func(next HandlerFunc) HandlerFunc

// HandlerFunc defines a function to serve HTTP requests.
type HandlerFunc func(c Context) error

// HTTPErrorHandler is a centralized HTTP error handler.
type HTTPErrorHandler func(err error, c Context)

// Validator is the interface that wraps the Validate function.
type Validator interface {
	Validate(i interface{}) error
}

// Map defines a generic map of type `map[string]interface{}`.
type Map map[string]interface{}

// Binder is the interface that wraps the Bind method.
type Binder interface {
	Bind(i interface{}, c Context) error
}

// Renderer is the interface that wraps the Render function.
type Renderer interface {
	Render(io.Writer, string, interface{}, Context) error
}

// Logger defines the logging interface.
type Logger interface {
	Output() io.Writer
	SetOutput(w io.Writer)
	Prefix() string
	SetPrefix(p string)
	Level() log.Lvl
	SetLevel(v log.Lvl)
	SetHeader(h string)
	Print(i ...interface{})
	Printf(format string, args ...interface{})
	Printj(j log.JSON)
	Debug(i ...interface{})
	Debugf(format string, args ...interface{})
	Debugj(j log.JSON)
	Info(i ...interface{})
	Infof(format string, args ...interface{})
	Infoj(j log.JSON)
	Warn(i ...interface{})
	Warnf(format string, args ...interface{})
	Warnj(j log.JSON)
	Error(i ...interface{})
	Errorf(format string, args ...interface{})
	Errorj(j log.JSON)
	Fatal(i ...interface{})
	Fatalj(j log.JSON)
	Fatalf(format string, args ...interface{})
	Panic(i ...interface{})
	Panicj(j log.JSON)
	Panicf(format string, args ...interface{})
}

// New creates an instance of Echo.
func New() (e *Echo) { return &Echo{} }

func (e *Echo) Pre(middleware ...MiddlewareFunc)                               {}
func (e *Echo) Use(middleware ...MiddlewareFunc)                               {}
func (e *Echo) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route  { return &Route{} }
func (e *Echo) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route     { return &Route{} }
func (e *Echo) HEAD(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return &Route{} }
func (e *Echo) OPTIONS(path string, h HandlerFunc, m ...MiddlewareFunc) *Route { return &Route{} }
func (e *Echo) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) *Route   { return &Route{} }
func (e *Echo) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return &Route{} }
func (e *Echo) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route     { return &Route{} }
func (e *Echo) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (e *Echo) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (e *Echo) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return &Route{}
}
func (e *Echo) Group(prefix string, m ...MiddlewareFunc) (g *Group) { return &Group{echo: e} }
func (e *Echo) ServeHTTP(w http.ResponseWriter, r *http.Request)    {}
func (e *Echo) Start(address string) error                          { return nil }
func (e *Echo) Close() error                                        { return nil }
func (e *Echo) Shutdown(ctx stdContext.Context) error               { return nil }

// Group is a set of sub-routes for a specified route.
type Group struct {
	prefix     string
	echo       *Echo
	middleware []MiddlewareFunc
}

func (g *Group) Use(middleware ...MiddlewareFunc)                              {}
func (g *Group) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) *Route { return &Route{} }
func (g *Group) GET(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return &Route{} }
func (g *Group) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) *Route  { return &Route{} }
func (g *Group) POST(path string, h HandlerFunc, m ...MiddlewareFunc) *Route   { return &Route{} }
func (g *Group) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return &Route{} }
func (g *Group) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
func (g *Group) Group(prefix string, middleware ...MiddlewareFunc) (sg *Group) { return &Group{} }
func (g *Group) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) *Route {
	return &Route{}
}

// Response wraps an http.ResponseWriter and implements its interface.
type Response struct {
	Writer    http.ResponseWriter
	echo      *Echo
	Status    int
	Size      int64
	Committed bool
}

func (r *Response) Header() http.Header                          { return nil }
func (r *Response) Before(fn func())                             {}
func (r *Response) After(fn func())                              {}
func (r *Response) WriteHeader(code int)                         {}
func (r *Response) Write(b []byte) (n int, err error)            { return len(b), nil }
func (r *Response) Flush()                                       {}
func (r *Response) Hijack() (net.Conn, *bufio.ReadWriter, error) { return nil, nil, nil }
func (r *Response) Unwrap() http.ResponseWriter                  { return r.Writer }

// Context represents the context of the current HTTP request.
type Context interface {
	Request() *http.Request
	SetRequest(r *http.Request)
	SetResponse(r *Response)
	Response() *Response
	IsTLS() bool
	IsWebSocket() bool
	Scheme() string
	RealIP() string
	Path() string
	SetPath(p string)
	Param(name string) string
	ParamNames() []string
	SetParamNames(names ...string)
	ParamValues() []string
	SetParamValues(values ...string)
	QueryParam(name string) string
	QueryParams() url.Values
	QueryString() string
	FormValue(name string) string
	FormParams() (url.Values, error)
	FormFile(name string) (*multipart.FileHeader, error)
	MultipartForm() (*multipart.Form, error)
	Cookie(name string) (*http.Cookie, error)
	SetCookie(cookie *http.Cookie)
	Cookies() []*http.Cookie
	Get(key string) any
	Set(key string, val any)
	Bind(i any) error
	Validate(i any) error
	Render(code int, name string, data any) error
	HTML(code int, html string) error
	HTMLBlob(code int, b []byte) error
	String(code int, s string) error
	JSON(code int, i any) error
	JSONPretty(code int, i any, indent string) error
	JSONBlob(code int, b []byte) error
	JSONP(code int, callback string, i any) error
	JSONPBlob(code int, callback string, b []byte) error
	XML(code int, i any) error
	XMLPretty(code int, i any, indent string) error
	XMLBlob(code int, b []byte) error
	Blob(code int, contentType string, b []byte) error
	Stream(code int, contentType string, r io.Reader) error
	File(file string) error
	Attachment(file string, name string) error
	Inline(file string, name string) error
	NoContent(code int) error
	Redirect(code int, url string) error
	Error(err error)
	Handler() HandlerFunc
	SetHandler(h HandlerFunc)
	Logger() Logger
	SetLogger(l Logger)
	Echo() *Echo
	Reset(r *http.Request, w http.ResponseWriter)
}

func (g *Group) HEAD(path string, h HandlerFunc, m ...MiddlewareFunc) *Route    { return &Route{} }
func (g *Group) OPTIONS(path string, h HandlerFunc, m ...MiddlewareFunc) *Route { return &Route{} }
func (g *Group) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) []*Route {
	return nil
}
