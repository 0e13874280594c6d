// Package appends: rows appended with a generated key, and rows keyed by a stable id.
package appends

import (
	"context"
	"database/sql"
	"errors"
	"os"

	"cloud.google.com/go/pubsub"
	"github.com/google/uuid"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Event struct {
	ID      string
	Payload []byte
}

func receive(ctx context.Context, sub *pubsub.Subscription, db *sql.DB, gdb *gorm.DB) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		db.ExecContext(ctx, `INSERT INTO events (id, payload) VALUES ($1, $2)`, uuid.NewString(), m.Data) // want `handler func literal in receive: a redelivery inserts a duplicate row \(INSERT INTO events \(id, payload\) VALUES \(\$1, \$2\)\); dedupe on m\.ID`
		db.ExecContext(ctx, `INSERT INTO audit_log (payload) VALUES ($1)`, m.Data)                        // want `handler func literal in receive: a redelivery inserts a duplicate row \(INSERT INTO audit_log \(payload\) VALUES \(\$1\)\); dedupe on m\.ID`
		gdb.Create(&Event{ID: uuid.NewString(), Payload: m.Data})                                         // want `handler func literal in receive: a redelivery inserts a duplicate row \(gorm Create of a new row\); dedupe on m\.ID`
		f, _ := os.OpenFile("/var/log/events", os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)                // want `handler func literal in receive: a redelivery appends a duplicate entry \(file append \(os\.O_APPEND\)\); dedupe on m\.ID`
		f.Write(m.Data)
		f.Close()
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		// keyed by the sender's message id: a redelivery hits the same row
		db.ExecContext(ctx, `INSERT INTO events (id, payload) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, m.ID, m.Data)
		db.ExecContext(ctx, `INSERT INTO events (id, payload) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET payload = EXCLUDED.payload`, m.ID, m.Data)
		db.ExecContext(ctx, `INSERT INTO events (id, payload) VALUES ($1, $2)`, m.ID, m.Data)
		gdb.Clauses(clause.OnConflict{UpdateAll: true}).Create(&Event{ID: m.ID, Payload: m.Data})
		f, _ := os.OpenFile("/var/state/"+m.ID, os.O_WRONLY|os.O_TRUNC|os.O_CREATE, 0o600)
		f.Write(m.Data)
		f.Close()
	})
}

// repo is a generic repository: the row is interface-typed, its unique keys
// (gorm:"uniqueIndex") are not known here, so its Create is judged where
// the row's type is: a Coupon's code refuses a repeat, a Note has no
// unique key.
type repo struct{ db *gorm.DB }

func (r *repo) Create(value any) error { return r.db.Create(value).Error }

type Coupon struct {
	ID   string
	Code string `gorm:"uniqueIndex"`
}

type Note struct {
	ID   uint
	Text string
}

// save is a wrapper that hands the row on, still as an interface.
func save(r *repo, v any) error { return r.Create(v) }

func receiveRepo(ctx context.Context, sub *pubsub.Subscription, r *repo) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = r.Create(&Coupon{ID: uuid.NewString(), Code: string(m.Data)})
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = r.Create(&Note{Text: string(m.Data)}) // want `handler func literal in receiveRepo: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = save(r, &Note{Text: string(m.Data)}) // want `handler func literal in receiveRepo: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = save(r, &Coupon{ID: uuid.NewString(), Code: string(m.Data)})
	})
}

// Subscription's email is unique: a redelivery's second Create fails on it.
type Subscription struct {
	ID    string
	Email string `gorm:"uniqueIndex"`
}

// Invite's unique column is a token minted per insert: a redelivery adds a
// second invite with a new token.
type Invite struct {
	ID    uint
	Token string `gorm:"uniqueIndex;size:64"`
	Email string
}

func receiveUnique(ctx context.Context, sub *pubsub.Subscription, gdb *gorm.DB) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		gdb.Create(&Subscription{ID: uuid.NewString(), Email: string(m.Data)})
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		gdb.Create(&Invite{Token: uuid.NewString(), Email: string(m.Data)}) // want `handler func literal in receiveUnique: a redelivery inserts a duplicate row \(gorm Create of a new row\); dedupe on m\.ID`
	})
}

// App's token is unique, but its store takes the row from its caller:
// the caller's literal decides.
type App struct {
	ID    uint
	Token string `gorm:"uniqueIndex"`
	Name  string
}

type appStore struct{ db *gorm.DB }

func (a *appStore) CreateApp(app *App) error { return a.db.Create(app).Error }

func receiveApps(ctx context.Context, sub *pubsub.Subscription, apps *appStore) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		_ = apps.CreateApp(&App{Token: uuid.NewString(), Name: string(m.Data)}) // want `handler func literal in receiveApps: a redelivery inserts a duplicate row \(gorm Create of a new row\); dedupe on m\.ID`
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		// the token is the sender's: a redelivery fails on it
		_ = apps.CreateApp(&App{Token: m.ID, Name: string(m.Data)})
	})
}

// Account's primary key is a string the caller gives (a user name): a
// second insert of the same one fails on it. A minted one does not.
type Account struct {
	Name  string `gorm:"primaryKey"`
	Email string
}

func receiveAccounts(ctx context.Context, sub *pubsub.Subscription, gdb *gorm.DB) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		gdb.Create(&Account{Name: string(m.Data)})
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		gdb.Create(&Account{Name: uuid.NewString(), Email: string(m.Data)}) // want `handler func literal in receiveAccounts: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
}

// ApiKey's only unique column holds the hash of a token minted here: a
// handled unique violation refuses no repeat (the retry's token differs).
type ApiKey struct {
	ID   string `gorm:"primaryKey"`
	Name string
	Key  string `gorm:"uniqueIndex"`
}

// Handle is a unique handle the sender names: its violation refuses the repeat.
type Handle struct {
	ID     string `gorm:"primaryKey"`
	Handle string `gorm:"uniqueIndex"`
}

func receiveKeys(ctx context.Context, sub *pubsub.Subscription, gdb *gorm.DB) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		token := uuid.NewString()
		k := ApiKey{Name: string(m.Data), Key: hashOf(token)}
		if err := gdb.Create(&k).Error; err != nil { // want `handler func literal in receiveKeys: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return
			}
		}
		h := Handle{ID: m.ID + "-h", Handle: string(m.Data)}
		if err := gdb.Create(&h).Error; err != nil {
			if errors.Is(err, gorm.ErrDuplicatedKey) {
				return
			}
		}
		m.Ack()
	})
}

func hashOf(s string) string { return s + "#" }

// Address's only unique column is its id, which the database (or a
// BeforeCreate hook) gives: a repository taking the concrete row hands the
// judgement to its caller, whose literal leaves the id unset (a second
// address per redelivery) or copies it from the message (refused).
type Address struct {
	ID     string `gorm:"unique;not null;primary_key"`
	UserID string
	Street string
}

type addressRepo struct{ r *repo }

func (a *addressRepo) Create(addr *Address) error { return a.r.Create(addr) }

type addressReq struct{ Street string }

type addressImport struct {
	ID     string
	Street string
}

func copyInto(dst, src any) {}

func receiveAddresses(ctx context.Context, sub *pubsub.Subscription, a *addressRepo) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		var addr Address
		copyInto(&addr, &addressReq{Street: string(m.Data)})
		addr.UserID = m.Attributes["user"]
		_ = a.Create(&addr) // want `handler func literal in receiveAddresses: a redelivery inserts a duplicate row \(gorm Create of a new row\)`
	})
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		var addr Address
		copyInto(&addr, &addressImport{ID: m.ID, Street: string(m.Data)})
		_ = a.Create(&addr)
	})
}

// Member's id is the database's, but its email is unique too and comes
// from the message: the retry's row fails on it.
type Member struct {
	ID    string `gorm:"unique;not null;primary_key"`
	Email string `gorm:"uniqueIndex"`
}

type memberRepo struct{ r *repo }

func (mr *memberRepo) Create(mem *Member) error { return mr.r.Create(mem) }

func receiveMembers(ctx context.Context, sub *pubsub.Subscription, mr *memberRepo) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		var mem Member
		mem.Email = string(m.Data)
		_ = mr.Create(&mem)
	})
}

// sqlNow is the dialect's current-time expression, computed at run time.
func sqlNow() string { return "NOW()" }

// Statements concatenated around a value computed at run time in the
// place of an expression read as their constant text: the INSERT with a
// minted id is an append, the one keyed by the message's id is not; a
// statement whose table is computed is not read.
func receiveConcat(ctx context.Context, sub *pubsub.Subscription, db *sql.DB, table string) {
	sub.Receive(ctx, func(ctx context.Context, m *pubsub.Message) {
		db.ExecContext(ctx, "INSERT INTO invites (id, created, body) VALUES ($1, "+sqlNow()+", $2)", uuid.NewString(), m.Data) // want `handler func literal in receiveConcat: a redelivery inserts a duplicate row \(INSERT INTO invites`
		db.ExecContext(ctx, "INSERT INTO events (id, created, payload) VALUES ($1, "+sqlNow()+", $2)", m.ID, m.Data)
		db.ExecContext(ctx, "UPDATE events SET seen = "+sqlNow()+" WHERE id = $1", m.ID)
		db.ExecContext(ctx, "INSERT INTO "+table+" (id, body) VALUES ($1, $2)", uuid.NewString(), m.Data)
	})
}
