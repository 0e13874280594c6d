package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/satori/go.uuid: NewV1/NewV4 mint a value per run; parsing,
// the name-based NewV3/NewV5 and String are transforms of their input (an
// id parsed from a message's field is that field: uuid.FromString(msg.ID)).
const pkgSatoriUUID = "github.com/satori/go.uuid"

func init() { model.Register("satori-uuid", satoriUUID) }

func satoriUUID(b *model.Builder) {
	b.Packages(pkgSatoriUUID)
	b.Transform(pkgSatoriUUID+".UUID.String", pkgSatoriUUID+".Must", pkgSatoriUUID+".NewV3", pkgSatoriUUID+".NewV5",
		pkgSatoriUUID+".FromString", pkgSatoriUUID+".FromStringOrNil", pkgSatoriUUID+".FromBytes", pkgSatoriUUID+".FromBytesOrNil")
	b.Mint(pkgSatoriUUID+".NewV1", pkgSatoriUUID+".NewV2", pkgSatoriUUID+".NewV4")
}
