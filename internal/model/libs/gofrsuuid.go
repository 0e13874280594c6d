package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/gofrs/uuid (every major version): NewV1/NewV4/NewV6/NewV7 mint
// a value per run; parsing, the name-based NewV3/NewV5 and String are
// transforms of their input.
const modGofrsUUID = "github.com/gofrs/uuid"

func init() {
	model.AnyMajorVersion(modGofrsUUID)
	model.Register("gofrs-uuid", gofrsUUID)
}

func gofrsUUID(b *model.Builder) {
	// v4 and before (no major-version suffix) and v5 alike
	p := modGofrsUUID + "/v*"
	b.Packages(p)
	b.Transform(p+".UUID.String", p+".Must", p+".NewV3", p+".NewV5",
		p+".FromString", p+".FromStringOrNil", p+".FromBytes", p+".FromBytesOrNil")
	b.Mint(p+".NewV1", p+".NewV4", p+".NewV6", p+".NewV7")
}
