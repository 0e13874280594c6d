// Package users: a registration service over xorm: the user row's
// username and email are UNIQUE, its id the service generates, and the
// insert runs in a transaction callback.
package users

import (
	"errors"
	"math/rand"

	"xorm.io/xorm"
)

type User struct {
	Uid      int64  `xorm:"PK"`
	Username string `xorm:"VARCHAR(32) UNIQUE NOT NULL"`
	Email    string `xorm:"VARCHAR(100) UNIQUE NOT NULL"`
	Nickname string `xorm:"VARCHAR(64) NOT NULL"`
}

// Invite has no key but the id the service generates.
type Invite struct {
	Id    int64 `xorm:"PK"`
	Email string
}

// Member's key is the pair of the group and the user the caller names:
// a repeat's row collides with the first.
type Member struct {
	GroupId int64 `xorm:"PK"`
	Uid     int64 `xorm:"PK"`
}

// Device's key pairs the user with an id the service mints: no two rows
// ever collide, whoever the user.
type Device struct {
	Uid      int64 `xorm:"PK"`
	DeviceId int64 `xorm:"PK"`
	Email    string
}

type Service struct{ engine *xorm.Engine }

var ErrExists = errors.New("username exists")

// CreateUser refuses a known username, generates the id and inserts the
// row: a second registration fails on the unique username.
func (s *Service) CreateUser(user *User) error {
	exists, err := s.engine.Where("username = ?", user.Username).Exist(&User{})
	if err != nil {
		return err
	} else if exists {
		return ErrExists
	}
	user.Uid = rand.Int63()
	_, err = s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(user)
		return nil, err
	})
	return err
}

// CreateInvite inserts an invite under a generated id: a repeat inserts
// another.
func (s *Service) CreateInvite(inv *Invite) error {
	inv.Id = rand.Int63()
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(inv)
		return nil, err
	})
	return err
}

// CreateInvites inserts a batch of invites, each under an id generated
// while the batch is prepared: a repeat inserts the batch again.
func (s *Service) CreateInvites(invs []*Invite) error {
	for i := 0; i < len(invs); i++ {
		inv := invs[i]
		inv.Id = rand.Int63()
	}
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		for i := 0; i < len(invs); i++ {
			if _, err := sess.Insert(invs[i]); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	return err
}

// CreateMissingInvites inserts only the invites whose email has none yet:
// a sequential repeat finds them all and inserts nothing.
func (s *Service) CreateMissingInvites(invs []*Invite) error {
	var existing []*Invite
	if err := s.engine.Find(&existing); err != nil {
		return err
	}
	known := map[string]bool{}
	for _, e := range existing {
		known[e.Email] = true
	}
	var missing []*Invite
	for _, inv := range invs {
		if _, ok := known[inv.Email]; ok {
			continue
		}
		inv.Id = rand.Int63()
		missing = append(missing, inv)
	}
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		for i := 0; i < len(missing); i++ {
			if _, err := sess.Insert(missing[i]); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	return err
}

// AddMember inserts the membership under the caller's pair: a repeat
// fails on it.
func (s *Service) AddMember(m *Member) error {
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(m)
		return nil, err
	})
	return err
}

// AddDevice inserts the device under the user and a minted id: a repeat
// inserts another.
func (s *Service) AddDevice(d *Device) error {
	d.DeviceId = rand.Int63()
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(d)
		return nil, err
	})
	return err
}

// insertDevice inserts the row it is given; which key the row gets is
// its caller's.
func (s *Service) insertDevice(d *Device) error {
	if d.Uid <= 0 {
		return errors.New("no user")
	}
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(d)
		return nil, err
	})
	return err
}

func (s *Service) insertMember(m *Member) error {
	if m.Uid <= 0 {
		return errors.New("no user")
	}
	_, err := s.engine.Transaction(func(sess *xorm.Session) (any, error) {
		_, err := sess.Insert(m)
		return nil, err
	})
	return err
}

func newDeviceID() int64 { return rand.Int63() }

// RegisterDevice builds the row with a minted device id and has another
// function insert it (ezbookkeeping's createToken, createTokenRecord): a
// repeat inserts another.
func (s *Service) RegisterDevice(uid int64, email string) (*Device, error) {
	d := &Device{Uid: uid, DeviceId: newDeviceID(), Email: email}
	if err := s.insertDevice(d); err != nil {
		return nil, err
	}
	return d, nil
}

// JoinGroup builds the membership from the caller's pair and has another
// function insert it: a repeat fails on the pair.
func (s *Service) JoinGroup(gid, uid int64) error {
	return s.insertMember(&Member{GroupId: gid, Uid: uid})
}
