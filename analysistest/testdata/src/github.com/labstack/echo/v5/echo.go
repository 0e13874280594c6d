// Package echo is an analysistest stub of github.com/labstack/echo/v5 (github.com/labstack/echo/v5@v5.4.6).
// Subset: Echo and Group routes, HandlerFunc/MiddlewareFunc, the Context struct's request, param and
// binding methods, DefaultBinder/BindBody, RouteInfo/Routes. Echo's and Context's fields are omitted
// (Context's are all unexported). Declarations mirror the real API surface; bodies are trivial.
package echo

import "net/http"

type HandlerFunc func(c *Context) error

type MiddlewareFunc func(next HandlerFunc) HandlerFunc

type RouteInfo struct {
	Name       string
	Method     string
	Path       string
	Parameters []string
}

type Routes []RouteInfo

type Context struct {
	request *http.Request
}

func (c *Context) Request() *http.Request { return nil }

func (c *Context) Param(name string) string { return "" }

func (c *Context) QueryParam(name string) string { return "" }

func (c *Context) FormValue(name string) string { return "" }

func (c *Context) Bind(i any) error { return nil }

func (c *Context) String(code int, s string) (err error) { return nil }

func (c *Context) JSON(code int, i any) (err error) { return nil }

func (c *Context) NoContent(code int) error { return nil }

type DefaultBinder struct{}

func (b *DefaultBinder) Bind(c *Context, target any) error { return nil }

func BindBody(c *Context, target any) (err error) { return nil }

type Echo struct{}

func New() *Echo { return nil }

func (e *Echo) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) GET(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) HEAD(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) OPTIONS(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) POST(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (e *Echo) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) RouteInfo {
	return RouteInfo{}
}

func (e *Echo) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) Routes {
	return nil
}

func (e *Echo) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) RouteInfo {
	return RouteInfo{}
}

func (e *Echo) Group(prefix string, m ...MiddlewareFunc) (g *Group) { return nil }

func (e *Echo) ServeHTTP(w http.ResponseWriter, r *http.Request) {}

func (e *Echo) Start(address string) error { return nil }

type Group struct{}

func (g *Group) DELETE(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) GET(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) HEAD(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) OPTIONS(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo {
	return RouteInfo{}
}

func (g *Group) PATCH(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) POST(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) PUT(path string, h HandlerFunc, m ...MiddlewareFunc) RouteInfo { return RouteInfo{} }

func (g *Group) Any(path string, handler HandlerFunc, middleware ...MiddlewareFunc) RouteInfo {
	return RouteInfo{}
}

func (g *Group) Match(methods []string, path string, handler HandlerFunc, middleware ...MiddlewareFunc) Routes {
	return nil
}

func (g *Group) Group(prefix string, middleware ...MiddlewareFunc) (sg *Group) { return nil }

func (g *Group) Add(method, path string, handler HandlerFunc, middleware ...MiddlewareFunc) RouteInfo {
	return RouteInfo{}
}
