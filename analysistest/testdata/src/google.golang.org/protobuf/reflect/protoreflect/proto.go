// Package protoreflect is an analysistest stub of google.golang.org/protobuf/reflect/protoreflect
// (google.golang.org/protobuf@v1.36.10). Subset: ProtoMessage, and Message with two of its methods.
package protoreflect

type ProtoMessage interface{ ProtoReflect() Message }

// Message is a subset of the real interface (Interface and IsValid only).
type Message interface {
	Interface() ProtoMessage
	IsValid() bool
}
