package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/google/uuid: New/NewString/NewV7 … mint a value per run; the
// name-based NewSHA1/NewMD5 and parsing are transforms of their input.
const pkgUUID = "github.com/google/uuid"

func init() { model.Register("uuid", uuidLib) }

func uuidLib(b *model.Builder) {
	b.Packages(pkgUUID)
	b.Transform(pkgUUID+".UUID.String", pkgUUID+".Must", pkgUUID+".NewSHA1", pkgUUID+".NewMD5", pkgUUID+".NewHash",
		pkgUUID+".Parse", pkgUUID+".MustParse", pkgUUID+".ParseBytes", pkgUUID+".FromBytes")
	b.Mint(pkgUUID+".New", pkgUUID+".NewString", pkgUUID+".NewRandom", pkgUUID+".NewV7", pkgUUID+".NewUUID",
		pkgUUID+".NewV6", pkgUUID+".NewRandomFromReader")
}
