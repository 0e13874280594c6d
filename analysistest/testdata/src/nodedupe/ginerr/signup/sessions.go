package signup

import (
	"errors"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"nodedupe/ginerr/httpserver"
)

// Session is a single-use sign-in session.
type Session struct {
	ID     string
	UserID string
}

type accounts struct {
	h   *handler
	gdb *gorm.DB
}

var errSessionGone = errors.New("session used or expired")

// RegisterAccounts adds routes through the adapter that recovers panics
// (its deferred closure captures the context): their methods are the
// routes', as with Handle.
func RegisterAccounts(g *gin.RouterGroup, a *accounts) {
	g.POST("/credits", httpserver.Recovering(a.addCredit))
	g.GET("/pages/:id", httpserver.Recovering(a.viewPage))
	g.POST("/sessions/finish", httpserver.Handle(a.finish))
	g.POST("/sessions/finish-unchecked", httpserver.Handle(a.finishUnchecked))
}

// addCredit serves a POST: a retry credits the account again.
func (a *accounts) addCredit(c *gin.Context) error {
	_, err := a.h.db.Exec(`UPDATE accounts SET balance = balance + 10 WHERE id = $1`, c.PostForm("account")) // want `handler \(\*accounts\)\.addCredit: a client retry bumps a counter again`
	return err
}

// viewPage serves a GET: a view counter there is not reported.
func (a *accounts) viewPage(c *gin.Context) error {
	_, err := a.h.db.Exec(`UPDATE pages SET views = views + 1 WHERE id = $1`, c.Param("id"))
	return err
}

// finish consumes the session the cookie names (DELETE, refused when no
// row went): a retry deletes nothing and is refused before the credit.
func (a *accounts) finish(c *gin.Context) error {
	sid, err := c.Cookie("session")
	if err != nil {
		return err
	}
	var s Session
	res := a.gdb.Delete(&s, "id = ?", sid)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return errSessionGone
	}
	_, err = a.h.db.Exec(`UPDATE accounts SET balance = balance + 10 WHERE id = $1`, s.UserID)
	return err
}

// finishUnchecked deletes the session but never asks whether a row went:
// a retry credits again.
func (a *accounts) finishUnchecked(c *gin.Context) error {
	sid, err := c.Cookie("session")
	if err != nil {
		return err
	}
	var s Session
	if err := a.gdb.Delete(&s, "id = ?", sid).Error; err != nil {
		return err
	}
	_, err = a.h.db.Exec(`UPDATE accounts SET balance = balance + 10 WHERE id = $1`, s.UserID) // want `handler \(\*accounts\)\.finishUnchecked: a client retry bumps a counter again`
	return err
}
