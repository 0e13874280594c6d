// Package proto is an analysistest stub of google.golang.org/protobuf/proto (google.golang.org/protobuf@v1.36.10).
// Subset: Message, Marshal, Unmarshal. Bodies are trivial.
package proto

import "google.golang.org/protobuf/reflect/protoreflect"

type Message = protoreflect.ProtoMessage

func Marshal(m Message) ([]byte, error) { return nil, nil }

func Unmarshal(b []byte, m Message) error { return nil }
