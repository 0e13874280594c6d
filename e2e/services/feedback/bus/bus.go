// Package bus is the service's own command bus keyed by message type
// (fider's shape): handlers are registered by the type of their message
// parameter and called by reflection.
package bus

import (
	"context"
	"fmt"
	"reflect"
)

// HandlerFunc is a func(context.Context, *T) error.
type HandlerFunc any

// Msg is a pointer to a message.
type Msg any

var handlers = make(map[string]HandlerFunc)
var listeners = make(map[string][]HandlerFunc)

// AddHandler registers the handler of messages of its parameter's type.
func AddHandler(handler HandlerFunc) {
	elem := reflect.TypeOf(handler).In(1).Elem()
	handlers[keyForElement(elem)] = handler
}

// AddListener adds a listener of messages of its parameter's type.
func AddListener(handler HandlerFunc) {
	elem := reflect.TypeOf(handler).In(1).Elem()
	key := keyForElement(elem)
	listeners[key] = append(listeners[key], handler)
}

// Dispatch runs the handler of each message.
func Dispatch(ctx context.Context, msgs ...Msg) error {
	for _, msg := range msgs {
		key := keyForElement(reflect.TypeOf(msg).Elem())
		handler := handlers[key]
		if handler == nil {
			return fmt.Errorf("could not find handler for '%s'", key)
		}
		ret := reflect.ValueOf(handler).Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(msg)})
		if err := ret[0].Interface(); err != nil {
			return err.(error)
		}
	}
	return nil
}

// Publish runs the listeners of each message.
func Publish(ctx context.Context, msgs ...Msg) {
	for _, msg := range msgs {
		for _, l := range listeners[keyForElement(reflect.TypeOf(msg).Elem())] {
			reflect.ValueOf(l).Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(msg)})
		}
	}
}

func keyForElement(t reflect.Type) string { return t.PkgPath() + "." + t.Name() }
