// Package mint holds key-minting helpers in another package: the analyzers
// see them through facts.
package mint

import (
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/lithammer/shortuuid/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
)

// NewKey mints a random key.
func NewKey() string { return "k-" + uuid.NewString() }

// Stamp mints a time-based key.
func Stamp() string { return strconv.FormatInt(time.Now().UnixNano(), 36) }

// Prefixed is no mint: it only decorates the key it is given.
func Prefixed(key string) string { return "orders:" + key }

// Node is a sequence generator: a node id and a counter.
type Node struct {
	mu     sync.Mutex
	id     int
	seq    uint64
	prefix string
}

// NewNode returns a generator for node id.
func NewNode(id int) *Node { return &Node{id: id, prefix: "n" + strconv.Itoa(id)} }

// NewID mints the next id of the node's counter.
func (n *Node) NewID() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.seq++
	return fmt.Sprintf("%d-%d", n.id, n.seq)
}

// Scoped is no mint: it reads the node's fields, none of them incremented.
func (n *Node) Scoped(key string) string { return n.prefix + ":" + key }

var defaultNode = NewNode(1)

// Next mints an id from the package-level node.
func Next() string { return defaultNode.NewID() }

var hits, serial int

// Serial mints the next value of a package-level counter.
func Serial() string {
	serial += 1
	return "s" + strconv.Itoa(serial)
}

// Counted is no mint: it counts its calls and returns its argument's key.
func Counted(key string) string {
	hits++
	return "orders:" + key
}

// Short mints a shortuuid.
func Short() string { return shortuuid.New() }

// Named is no mint: a name-based shortuuid of its argument.
func Named(key string) string { return shortuuid.NewWithNamespace(key) }

// Retry runs op until it succeeds, at most n times (a user's retry helper).
func Retry(n int, op func() error) (err error) {
	for range n {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// ChargeWith charges with the caller's key, retrying (a service layer).
func ChargeWith(cents int64, key string) error {
	return Retry(3, func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(cents)}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	})
}
