// Package api: gin routes over the users service. The registration mail
// goes out only after the insert that a repeat fails on (its UNIQUE
// username, bound from the body with ShouldBindBodyWith); the invitation
// mail after an insert that a repeat does not fail on.
package api

import (
	"net/http"
	"net/smtp"

	"github.com/gin-gonic/gin"
	"github.com/gin-gonic/gin/binding"

	"nodedupe/datalayers/xormsignup/users"
)

type registerReq struct {
	Username string `json:"username"`
	Email    string `json:"email"`
	Nickname string `json:"nickname"`
}

type API struct{ users *users.Service }

func (a *API) Routes(r *gin.Engine) {
	r.POST("/register", a.Register)
	r.POST("/invite", a.Invite)
	r.POST("/invites", a.InviteMany)
	r.POST("/invites/missing", a.InviteMissing)
	r.POST("/groups/:gid/members/:uid", a.Join)
	r.POST("/devices", a.Enroll)
	r.POST("/devices/register", a.RegisterDevice)
	r.POST("/groups/join", a.JoinGroup)
}

func mail(to, body string) error {
	return smtp.SendMail("smtp.example:25", nil, "noreply@example.com", []string{to}, []byte(body))
}

// --- clean look-alike ---

// Register: a retried registration fails on the unique username before
// any second mail.
func (a *API) Register(c *gin.Context) {
	var req registerReq
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	user := &users.User{Username: req.Username, Email: req.Email, Nickname: req.Nickname}
	if err := a.users.CreateUser(user); err != nil {
		c.JSON(http.StatusConflict, nil)
		return
	}
	go func() {
		_ = mail(user.Email, "verify your address")
	}()
	c.JSON(http.StatusOK, user)
}

// Join: the membership's key is the (group, user) pair the request
// names; a retry fails on it before the second mail.
func (a *API) Join(c *gin.Context) {
	var req struct {
		Group int64  `json:"group"`
		User  int64  `json:"user"`
		Email string `json:"email"`
	}
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	if err := a.users.AddMember(&users.Member{GroupId: req.Group, Uid: req.User}); err != nil {
		c.JSON(http.StatusConflict, nil)
		return
	}
	_ = mail(req.Email, "welcome to the group")
	c.JSON(http.StatusOK, nil)
}

// JoinGroup: as Join, the pair built in the service and inserted by
// another of its functions.
func (a *API) JoinGroup(c *gin.Context) {
	var req struct {
		Group int64  `json:"group"`
		User  int64  `json:"user"`
		Email string `json:"email"`
	}
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	if err := a.users.JoinGroup(req.Group, req.User); err != nil {
		c.JSON(http.StatusConflict, nil)
		return
	}
	_ = mail(req.Email, "welcome to the group")
	c.JSON(http.StatusOK, nil)
}

// --- bug ---

// RegisterDevice: as Enroll, the minted id given by the function that
// builds the row, another inserting it.
func (a *API) RegisterDevice(c *gin.Context) {
	var req struct {
		User  int64  `json:"user"`
		Email string `json:"email"`
	}
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	d, err := a.users.RegisterDevice(req.User, req.Email) // want `handler \(\*API\)\.RegisterDevice: a client retry inserts a duplicate row \(INSERT INTO device\)`
	if err != nil {
		c.JSON(http.StatusInternalServerError, nil)
		return
	}
	_ = mail(d.Email, "new device enrolled") // want `handler \(\*API\)\.RegisterDevice: a client retry messages a person again`
	c.JSON(http.StatusOK, d)
}

// Enroll: the device's key pairs the user with an id the service mints;
// one minted column is enough for a retry's row never to collide, so it
// inserts another and mails again.
func (a *API) Enroll(c *gin.Context) {
	var req struct {
		User  int64  `json:"user"`
		Email string `json:"email"`
	}
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	d := &users.Device{Uid: req.User, Email: req.Email}
	if err := a.users.AddDevice(d); err != nil { // want `handler \(\*API\)\.Enroll: a client retry inserts a duplicate row \(INSERT INTO device\)`
		c.JSON(http.StatusInternalServerError, nil)
		return
	}
	_ = mail(d.Email, "new device enrolled") // want `handler \(\*API\)\.Enroll: a client retry messages a person again`
	c.JSON(http.StatusOK, d)
}

// Invite: the invite row's only key is generated, so a retried request
// inserts another and mails again.
func (a *API) Invite(c *gin.Context) {
	var req registerReq
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	inv := &users.Invite{Email: req.Email}
	if err := a.users.CreateInvite(inv); err != nil { // want `handler \(\*API\)\.Invite: a client retry inserts a duplicate row \(INSERT INTO invite\)`
		c.JSON(http.StatusInternalServerError, nil)
		return
	}
	go func() {
		_ = mail(inv.Email, "you are invited") // want `handler \(\*API\)\.Invite: a client retry messages a person again`
	}()
	c.JSON(http.StatusOK, inv)
}

// InviteMany: a batch of invite rows under generated ids; a retried
// request inserts the batch again and mails again.
func (a *API) InviteMany(c *gin.Context) {
	var req []registerReq
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	var invs []*users.Invite
	for _, r := range req {
		invs = append(invs, &users.Invite{Email: r.Email})
	}
	if err := a.users.CreateInvites(invs); err != nil { // want `handler \(\*API\)\.InviteMany: a client retry inserts a duplicate row \(INSERT INTO invite\)`
		c.JSON(http.StatusInternalServerError, nil)
		return
	}
	for _, inv := range invs {
		_ = mail(inv.Email, "you are invited") // want `handler \(\*API\)\.InviteMany: a client retry messages a person again`
	}
	c.JSON(http.StatusOK, invs)
}

// InviteMissing: the service inserts only the invites not there yet, so a
// retried request inserts none (the mails are another matter).
func (a *API) InviteMissing(c *gin.Context) {
	var req []registerReq
	if err := c.ShouldBindBodyWith(&req, binding.JSON); err != nil {
		c.JSON(http.StatusBadRequest, nil)
		return
	}
	var invs []*users.Invite
	for _, r := range req {
		invs = append(invs, &users.Invite{Email: r.Email})
	}
	if err := a.users.CreateMissingInvites(invs); err != nil {
		c.JSON(http.StatusInternalServerError, nil)
		return
	}
	for _, inv := range invs {
		_ = mail(inv.Email, "you are invited") // want `handler \(\*API\)\.InviteMissing: a client retry messages a person again`
	}
	c.JSON(http.StatusOK, invs)
}
