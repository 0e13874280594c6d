package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/oklog/ulid/v2: Make/New mint a value per run.
const pkgULID = "github.com/oklog/ulid/v2"

func init() { model.Register("ulid", ulidLib) }

func ulidLib(b *model.Builder) {
	b.Packages(pkgULID)
	b.Transform(pkgULID + ".ULID.String")
	b.Mint(pkgULID+".Make", pkgULID+".New", pkgULID+".MustNew", pkgULID+".MustNewDefault")
}
