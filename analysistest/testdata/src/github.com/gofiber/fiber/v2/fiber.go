// Package fiber is an analysistest stub of github.com/gofiber/fiber/v2 (github.com/gofiber/fiber/v2@v2.52.15).
// Subset: App and Group (every Router method), the Router interface (complete), Handler, Map,
// New/Config (no fields), Static (no fields), and the Ctx methods that read a request or answer it;
// Ctx's fields (all unexported) are omitted. Declarations mirror the real API surface; bodies are trivial.
package fiber

type Handler = func(*Ctx) error

type Map map[string]interface{}

type Config struct{}

type Static struct{}

type Router interface {
	Use(args ...interface{}) Router

	Get(path string, handlers ...Handler) Router
	Head(path string, handlers ...Handler) Router
	Post(path string, handlers ...Handler) Router
	Put(path string, handlers ...Handler) Router
	Delete(path string, handlers ...Handler) Router
	Connect(path string, handlers ...Handler) Router
	Options(path string, handlers ...Handler) Router
	Trace(path string, handlers ...Handler) Router
	Patch(path string, handlers ...Handler) Router

	Add(method, path string, handlers ...Handler) Router
	Static(prefix, root string, config ...Static) Router
	All(path string, handlers ...Handler) Router

	Group(prefix string, handlers ...Handler) Router

	Route(prefix string, fn func(router Router), name ...string) Router

	Mount(prefix string, fiber *App) Router

	Name(name string) Router
}

type App struct{}

func New(config ...Config) *App { return nil }

func (app *App) Listen(addr string) error { return nil }

func (app *App) Use(args ...interface{}) Router { return nil }

func (app *App) Get(path string, handlers ...Handler) Router { return nil }

func (app *App) Head(path string, handlers ...Handler) Router { return nil }

func (app *App) Post(path string, handlers ...Handler) Router { return nil }

func (app *App) Put(path string, handlers ...Handler) Router { return nil }

func (app *App) Delete(path string, handlers ...Handler) Router { return nil }

func (app *App) Connect(path string, handlers ...Handler) Router { return nil }

func (app *App) Options(path string, handlers ...Handler) Router { return nil }

func (app *App) Trace(path string, handlers ...Handler) Router { return nil }

func (app *App) Patch(path string, handlers ...Handler) Router { return nil }

func (app *App) All(path string, handlers ...Handler) Router { return nil }

func (app *App) Add(method, path string, handlers ...Handler) Router { return nil }

func (app *App) Static(prefix, root string, config ...Static) Router { return nil }

func (app *App) Group(prefix string, handlers ...Handler) Router { return nil }

func (app *App) Route(prefix string, fn func(router Router), name ...string) Router { return nil }

func (app *App) Name(name string) Router { return nil }

type Group struct{}

func (grp *Group) Use(args ...interface{}) Router { return nil }

func (grp *Group) Get(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Head(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Post(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Put(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Delete(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Connect(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Options(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Trace(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Patch(path string, handlers ...Handler) Router { return nil }

func (grp *Group) All(path string, handlers ...Handler) Router { return nil }

func (grp *Group) Add(method, path string, handlers ...Handler) Router { return nil }

func (grp *Group) Static(prefix, root string, config ...Static) Router { return nil }

func (grp *Group) Group(prefix string, handlers ...Handler) Router { return nil }

func (grp *Group) Route(prefix string, fn func(router Router), name ...string) Router { return nil }

func (grp *Group) Name(name string) Router { return nil }

func (app *App) Mount(prefix string, subApp *App) Router { return nil }

func (grp *Group) Mount(prefix string, subApp *App) Router { return nil }

type Ctx struct{}

func (c *Ctx) BodyRaw() []byte { return nil }

func (c *Ctx) Body() []byte { return nil }

func (c *Ctx) BodyParser(out interface{}) error { return nil }

func (c *Ctx) FormValue(key string, defaultValue ...string) string { return "" }

func (c *Ctx) Get(key string, defaultValue ...string) string { return "" }

func (c *Ctx) JSON(data interface{}, ctype ...string) error { return nil }

func (c *Ctx) Method(override ...string) string { return "" }

func (c *Ctx) Params(key string, defaultValue ...string) string { return "" }

func (c *Ctx) ParamsInt(key string, defaultValue ...int) (int, error) { return 0, nil }

func (c *Ctx) Query(key string, defaultValue ...string) string { return "" }

func (c *Ctx) QueryParser(out interface{}) error { return nil }

func (c *Ctx) ReqHeaderParser(out interface{}) error { return nil }

func (c *Ctx) SendStatus(status int) error { return nil }

func (c *Ctx) SendString(body string) error { return nil }

func (c *Ctx) Status(status int) *Ctx { return nil }
