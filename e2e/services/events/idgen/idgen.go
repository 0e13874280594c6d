// Package idgen mints ids: a counter node (n.seq++), a package-level default
// node, and a shortuuid generator, behind the Generator interface.
package idgen

import (
	"fmt"
	"sync"

	"github.com/lithammer/shortuuid/v4"
)

// Generator mints a new id on every call.
type Generator interface {
	NewID() string
}

// Node is a sequence generator: node id and a counter.
type Node struct {
	mu  sync.Mutex
	id  int
	seq uint64
}

// NewNode returns a generator for node id.
func NewNode(id int) *Node { return &Node{id: id} }

// NewID mints the next id.
func (n *Node) NewID() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.seq++
	return fmt.Sprintf("%d-%d", n.id, n.seq)
}

var defaultNode = NewNode(1)

// Next mints an id from the package-level node.
func Next() string { return defaultNode.NewID() }

// Short mints shortuuids.
type Short struct{}

// NewID mints a shortuuid.
func (Short) NewID() string { return shortuuid.New() }
