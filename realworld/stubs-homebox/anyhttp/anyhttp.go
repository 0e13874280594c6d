// Package anyhttp stands in for go.balki.me/anyhttp v0.5.2 (the Go module proxy refuses it, 403).
package anyhttp

import (
	"errors"
	"net"
	"time"
)

type AddressType string

const (
	UnixSocket AddressType = "UnixSocket"
	SystemdFD  AddressType = "SystemdFD"
	TCP        AddressType = "TCP"
)

type SysdConfig struct {
	FDIndex     *int
	FDName      *string
	CheckPID    bool
	UnsetEnv    bool
	IdleTimeout *time.Duration
}

func GetListener(addr string) (net.Listener, AddressType, interface{}, error) {
	return nil, TCP, nil, errors.New("anyhttp stub")
}
