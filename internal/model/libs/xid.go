package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/rs/xid: New/NewWithTime mint a value per run.
const pkgXID = "github.com/rs/xid"

func init() { model.Register("xid", xidLib) }

func xidLib(b *model.Builder) {
	b.Packages(pkgXID)
	b.Transform(pkgXID + ".ID.String")
	b.Mint(pkgXID+".New", pkgXID+".NewWithTime")
}
