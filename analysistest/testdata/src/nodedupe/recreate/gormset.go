package recreate

import (
	"github.com/nats-io/nats.go"
	"gorm.io/gorm"
)

// Grant is a client's access to an API.
type Grant struct {
	ID       uint
	APIID    string
	ClientID string
}

// Draft is a client's draft, deleted when its grants change.
type Draft struct {
	ID       uint
	ClientID string
}

// SetGrants replaces the API's grants: the DELETE of the set, then the
// new ones created; a repeat leaves the same set.
func SetGrants(db *gorm.DB, api string, clients []string) error {
	if err := db.Where("api_id = ?", api).Delete(&Grant{}).Error; err != nil {
		return err
	}
	for _, c := range clients {
		if err := db.Create(&Grant{APIID: api, ClientID: c}).Error; err != nil {
			return err
		}
	}
	return nil
}

// AddGrant deletes the client's drafts (another model) and creates a
// grant: a repeat adds a second grant.
func AddGrant(db *gorm.DB, api, client string) error {
	if err := db.Where("client_id = ?", client).Delete(&Draft{}).Error; err != nil {
		return err
	}
	return db.Create(&Grant{APIID: api, ClientID: client}).Error
}

func SubscribeGrants(nc *nats.Conn, db *gorm.DB) {
	nc.Subscribe("grants.set", func(m *nats.Msg) {
		_ = SetGrants(db, m.Subject, []string{string(m.Data)})
	})
	nc.Subscribe("grants.add", func(m *nats.Msg) {
		_ = AddGrant(db, m.Subject, string(m.Data)) // want `handler func literal in SubscribeGrants: a redelivery inserts a duplicate row`
	})
}
