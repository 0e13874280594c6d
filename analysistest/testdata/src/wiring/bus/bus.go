// Package bus is a service's own command bus keyed by message type (the
// shape of fider's and of Grafana's former bus): handlers are registered
// by the type of their message parameter and called by reflection.
package bus

import (
	"context"
	"fmt"
	"reflect"
)

type HandlerFunc any
type Msg any

var handlers = map[string]HandlerFunc{}
var listeners = map[string][]HandlerFunc{}

// AddHandler registers h (a func(context.Context, *T) error) as the
// handler of messages of type T.
func AddHandler(h HandlerFunc) {
	elem := reflect.TypeOf(h).In(1).Elem()
	handlers[keyFor(elem)] = h
}

// AddListener adds h to the listeners of messages of type T.
func AddListener(h HandlerFunc) {
	elem := reflect.TypeOf(h).In(1).Elem()
	k := keyFor(elem)
	listeners[k] = append(listeners[k], h)
}

// Dispatch runs the handler of each message.
func Dispatch(ctx context.Context, msgs ...Msg) error {
	for _, msg := range msgs {
		h := handlers[keyFor(reflect.TypeOf(msg).Elem())]
		if h == nil {
			return fmt.Errorf("no handler for %T", msg)
		}
		ret := reflect.ValueOf(h).Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(msg)})
		if err, ok := ret[0].Interface().(error); ok && err != nil {
			return err
		}
	}
	return nil
}

// MustDispatch is Dispatch, panicking on an error.
func MustDispatch(ctx context.Context, msgs ...Msg) {
	if err := Dispatch(ctx, msgs...); err != nil {
		panic(err)
	}
}

// Publish runs every listener of each message.
func Publish(ctx context.Context, msgs ...Msg) {
	for _, msg := range msgs {
		for _, l := range listeners[keyFor(reflect.TypeOf(msg).Elem())] {
			reflect.ValueOf(l).Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(msg)})
		}
	}
}

func keyFor(t reflect.Type) string { return t.PkgPath() + "." + t.Name() }
