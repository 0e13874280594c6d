// Package httpapi: HTTP handlers whose routes are not visible here (a user
// router, gorilla/mux, main). A function of an HTTP handler shape is a write
// handler when it reads the request body or checks for a write method; one
// that reads only the path or query may serve a GET, and is reported only
// for harm that leaves the system or moves value; one that reads nothing is
// not a handler, and neither is a visible GET route.
package httpapi

import (
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/gin-gonic/gin/binding"
	"github.com/labstack/echo/v4"
)

type API struct{ db *sql.DB }

type review struct {
	Product string `json:"product"`
	Text    string `json:"text"`
}

// decodes the body: a write handler.
func (a *API) AddReview(w http.ResponseWriter, r *http.Request) {
	var rv review
	if err := json.NewDecoder(r.Body).Decode(&rv); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	a.db.ExecContext(r.Context(), `INSERT INTO reviews (product, body) VALUES ($1, $2)`, rv.Product, rv.Text) // want `handler \(\*API\)\.AddReview: a client retry inserts a duplicate row \(INSERT INTO reviews \(produc.*\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// reads the body through a helper of the package.
func (a *API) Import(w http.ResponseWriter, r *http.Request) {
	body, err := readAll(r)
	if err != nil {
		return
	}
	a.db.ExecContext(r.Context(), `INSERT INTO imports (body) VALUES ($1)`, body) // want `handler \(\*API\)\.Import: a client retry inserts a duplicate row \(INSERT INTO imports \(body\) VALUES \(\$1\)\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

func readAll(r *http.Request) ([]byte, error) { return io.ReadAll(r.Body) }

// checks for a write method.
func (a *API) Like(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	a.db.ExecContext(r.Context(), `UPDATE products SET likes = likes + 1 WHERE id = $1`, r.URL.Query().Get("id")) // want `handler \(\*API\)\.Like: a client retry bumps a counter again \(UPDATE products SET likes = likes \+ 1 WHERE id = \$1\); dedupe on r\.Header\.Get\("Idempotency-Key"\)`
}

// a GET-shaped read handler (no body, no method check): not a handler.
func (a *API) List(w http.ResponseWriter, r *http.Request) {
	a.db.ExecContext(r.Context(), `UPDATE stats SET views = views + 1`)
}

// reads a body but is registered on a GET route here: not a write handler.
func (a *API) Search(c *gin.Context) {
	var q review
	_ = c.ShouldBindJSON(&q)
	a.db.ExecContext(c, `UPDATE stats SET searches = searches + 1`)
}

func (a *API) Routes(r *gin.Engine) {
	r.GET("/search", a.Search)
	r.Handle(http.MethodDelete, "/reviews", a.DeleteReview)
	r.Handle(http.MethodGet, "/reviews/count", a.CountReviews)
}

// gin, bound body, route not visible.
func (a *API) CreateOrder(c *gin.Context) {
	var o review
	if err := c.ShouldBindJSON(&o); err != nil {
		return
	}
	a.db.ExecContext(c, `INSERT INTO orders (product) VALUES ($1)`, o.Product) // want `handler \(\*API\)\.CreateOrder: a client retry inserts a duplicate row \(INSERT INTO orders \(product\) VALUES \(\$1\)\); dedupe on c\.GetHeader\("Idempotency-Key"\)`
}

// gin, path parameter only, route not visible (a router package registers
// it): a handler that may serve a GET, so a view counter is not reported.
func (a *API) Show(c *gin.Context) {
	a.db.ExecContext(c, `UPDATE stats SET shows = shows + 1 WHERE id = $1`, c.Param("id"))
}

// path parameter only, route not visible, but it mails a person: reported.
func (a *API) Notify(c *gin.Context) {
	smtp.SendMail("mail:25", nil, "shop@example.com", []string{c.Param("email")}, []byte("your order shipped")) // want `handler \(\*API\)\.Notify: a client retry messages a person again`
}

// path parameter only, route not visible: a remote computation whose
// answer is returned is not reported for a handler that may serve a GET.
func (a *API) Quote(c *gin.Context) {
	http.Post("https://rates.example.com/quote", "text/plain", strings.NewReader(c.Param("id")))
}

// the query bound through a helper of the package: a handler, but a row
// is not reported for one that may serve a GET.
func (a *API) Reorder(c *gin.Context) {
	withPaging(c, func(p *paging) {
		a.db.ExecContext(c, `INSERT INTO orders (page) VALUES ($1)`, p.Page)
	})
}

// the query bound through a helper, and a mail leaves: reported.
func (a *API) Remind(c *gin.Context) {
	withPaging(c, func(p *paging) {
		smtp.SendMail("mail:25", nil, "shop@example.com", []string{c.Query("to")}, []byte("reminder")) // want `handler \(\*API\)\.Remind: a client retry messages a person again`
	})
}

type paging struct{ Page int }

func withPaging(c *gin.Context, f func(*paging)) {
	p := &paging{}
	if err := c.MustBindWith(p, binding.Query); err == nil {
		f(p)
	}
}

// a middleware of the handler's shape: it reads the path and passes the
// request on (c.Next()): not a handler.
func (a *API) Audit(c *gin.Context) {
	a.db.ExecContext(c, `INSERT INTO refunds_audit (order_id) VALUES ($1)`, c.Param("id"))
	c.Next()
}

// gin RouterGroup.Handle with a constant write method.
func (a *API) DeleteReview(c *gin.Context) {
	a.db.ExecContext(c, `UPDATE products SET reviews = reviews - 1 WHERE id = $1`, c.Param("id")) // want `handler \(\*API\)\.DeleteReview: a client retry bumps a counter again \(UPDATE products SET reviews.*\); dedupe on c\.GetHeader\("Idempotency-Key"\)`
}

// gin RouterGroup.Handle with GET.
func (a *API) CountReviews(c *gin.Context) {
	var q review
	_ = c.ShouldBindJSON(&q)
	a.db.ExecContext(c, `UPDATE stats SET counts = counts + 1`)
}

// echo, bound body, route not visible.
func (a *API) Subscribe(c echo.Context) error {
	var s review
	if err := c.Bind(&s); err != nil {
		return err
	}
	_, err := a.db.ExecContext(c.Request().Context(), `INSERT INTO subscribers (email) VALUES ($1)`, s.Text) // want `handler \(\*API\)\.Subscribe: a client retry inserts a duplicate row \(INSERT INTO subscribers \(em.*\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
	return err
}

// echo, no body: not a handler.
func (a *API) Health(c echo.Context) error {
	_, err := a.db.ExecContext(c.Request().Context(), `UPDATE stats SET pings = pings + 1`)
	return err
}

// --- middleware wrappers and constructors at a visible registration ---

func perm(next echo.HandlerFunc, perms ...string) echo.HandlerFunc {
	return func(c echo.Context) error {
		if len(perms) == 0 {
			return echo.NewHTTPError(403)
		}
		return next(c)
	}
}

func (a *API) Wire(e *echo.Echo, g *echo.Group) {
	g.POST("/api/tx", perm(a.SendTx, "tx:send"))
	g.DELETE("/api/lists", a.DeleteLists)
	g.GET("/api/tx/preview", perm(a.PreviewTx, "tx:get"))
	e.POST("/api/products", a.CreateProduct())
}

// registered through perm(...): no body read, found through the wrapper.
func (a *API) SendTx(c echo.Context) error {
	_, err := a.db.ExecContext(c.Request().Context(), `UPDATE stats SET sent = sent + 1 WHERE id = $1`, c.Param("id")) // want `handler \(\*API\)\.SendTx: a client retry bumps a counter again \(UPDATE stats SET sent = sen.*\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
	return err
}

// echo Group.DELETE.
func (a *API) DeleteLists(c echo.Context) error {
	_, err := a.db.ExecContext(c.Request().Context(), `UPDATE stats SET deleted = deleted + 1`) // want `handler \(\*API\)\.DeleteLists: a client retry bumps a counter again \(UPDATE stats SET deleted = deleted \+ 1\); dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
	return err
}

// a GET route through the wrapper, though it binds: not a handler.
func (a *API) PreviewTx(c echo.Context) error {
	var s review
	_ = c.Bind(&s)
	_, err := a.db.ExecContext(c.Request().Context(), `UPDATE stats SET previews = previews + 1`)
	return err
}

// a constructor returning the handler closure.
func (a *API) CreateProduct() echo.HandlerFunc {
	return func(c echo.Context) error {
		_, err := a.db.ExecContext(c.Request().Context(), `INSERT INTO products (name) VALUES ($1)`, c.Param("name")) // want `handler func literal in \(\*API\)\.CreateProduct: a client retry inserts a duplicate row; dedupe on c\.Request\(\)\.Header\.Get\("Idempotency-Key"\)`
		return err
	}
}

// --- a route table registered in a loop ---

type RouteDefinition struct {
	Method  string
	Path    string
	Handler gin.HandlerFunc
}

func registerRoutes(r *gin.RouterGroup, routes []RouteDefinition) {
	for _, route := range routes {
		r.Handle(route.Method, route.Path, route.Handler)
	}
}

func (a *API) Table(r *gin.Engine) {
	registerRoutes(r.Group("/api"), []RouteDefinition{
		{Method: http.MethodPost, Path: "/publish", Handler: a.Publish},
		{Method: http.MethodGet, Path: "/events", Handler: a.Events},
	})
}

// POST in the table: a handler, though it reads no body.
func (a *API) Publish(c *gin.Context) {
	a.db.ExecContext(c, `UPDATE stats SET published = published + 1`) // want `handler \(\*API\)\.Publish: a client retry bumps a counter again \(UPDATE stats SET published = published \+ 1\); dedupe on c\.GetHeader\("Idempotency-Key"\)`
}

// GET in the table: not a handler, though it binds.
func (a *API) Events(c *gin.Context) {
	var q review
	_ = c.ShouldBindJSON(&q)
	a.db.ExecContext(c, `UPDATE stats SET listed = listed + 1`)
}
