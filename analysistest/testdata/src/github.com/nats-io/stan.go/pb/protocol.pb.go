// Package pb is an analysistest stub of github.com/nats-io/stan.go/pb.
package pb

// MsgProto is the message as delivered to a subscriber.
type MsgProto struct {
	Sequence        uint64 `protobuf:"varint,1,opt,name=sequence,proto3" json:"sequence,omitempty"`
	Subject         string `protobuf:"bytes,2,opt,name=subject,proto3" json:"subject,omitempty"`
	Reply           string `protobuf:"bytes,3,opt,name=reply,proto3" json:"reply,omitempty"`
	Data            []byte `protobuf:"bytes,4,opt,name=data,proto3" json:"data,omitempty"`
	Timestamp       int64  `protobuf:"varint,5,opt,name=timestamp,proto3" json:"timestamp,omitempty"`
	Redelivered     bool   `protobuf:"varint,6,opt,name=redelivered,proto3" json:"redelivered,omitempty"`
	RedeliveryCount uint32 `protobuf:"varint,7,opt,name=redeliveryCount,proto3" json:"redeliveryCount,omitempty"`
	CRC32           uint32 `protobuf:"varint,10,opt,name=CRC32,proto3" json:"CRC32,omitempty"`
}
