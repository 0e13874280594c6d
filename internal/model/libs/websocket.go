package libs

import (
	"go/constant"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/gorilla/websocket: a data frame written to a connected
// client (WriteJSON, WritePreparedMessage, WriteMessage of a text or
// binary message) is a push a person sees again: a second copy of the
// chat line or notification. Control frames (ping, pong, close) are not.
const pkgWebsocket = "github.com/gorilla/websocket"

func init() { model.Register("gorilla/websocket", websocket) }

func websocket(b *model.Builder) {
	b.Packages(pkgWebsocket)
	b.Effect(model.Send, pkgWebsocket+".Conn.WriteJSON", pkgWebsocket+".Conn.WritePreparedMessage")
	b.Call(pkgWebsocket+".Conn.WriteMessage", func(c *model.Call) { c.Effect = model.Send; c.Hook = websocketWrite })
}

// websocketWrite: WriteMessage(messageType, data) sends a data frame
// unless messageType is a constant control frame (8 close, 9 ping, 10 pong).
func websocketWrite(s *model.Site) model.Classification {
	if c, ok := model.Strip(s.Arg(0)).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Int {
		if n, exact := constant.Int64Val(c.Value); exact && n >= 8 && n <= 10 {
			return model.Classification{}
		}
	}
	return model.Classification{Table: s.Rule}
}
