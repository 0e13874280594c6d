package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/segmentio/ksuid: New/NewRandom mint a value per run.
const pkgKSUID = "github.com/segmentio/ksuid"

func init() { model.Register("ksuid", ksuidLib) }

func ksuidLib(b *model.Builder) {
	b.Packages(pkgKSUID)
	b.Transform(pkgKSUID + ".KSUID.String")
	b.Mint(pkgKSUID+".New", pkgKSUID+".NewRandom")
}
