package libs

import "github.com/idemlint/idemlint/internal/model"

// google.golang.org/protobuf: Unmarshal fills its message from the bytes.
const pkgProto = "google.golang.org/protobuf/proto"

func init() { model.Register("protobuf", protobuf) }

func protobuf(b *model.Builder) {
	b.Into(pkgProto+".Unmarshal", 1, 0)
	b.Transform(pkgProto + ".Marshal")
}
