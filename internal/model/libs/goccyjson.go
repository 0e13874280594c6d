package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/goccy/go-json: a drop-in encoding/json; its decoders fill
// their argument from the bytes (a delivery's body decoded with it is the
// payload), its encoders transform.
const pkgGoccyJSON = "github.com/goccy/go-json"

func init() { model.Register("goccy-json", goccyJSON) }

func goccyJSON(b *model.Builder) {
	b.Packages(pkgGoccyJSON)
	b.Into(pkgGoccyJSON+".Unmarshal", 1, 0)
	b.Into(pkgGoccyJSON+".Decoder.Decode", 0, 0)
	b.Into(pkgGoccyJSON+".Decoder.DecodeContext", 1, 0)
	b.Transform(pkgGoccyJSON+".Marshal", pkgGoccyJSON+".MarshalNoEscape", pkgGoccyJSON+".MarshalIndent", pkgGoccyJSON+".NewDecoder")
}
