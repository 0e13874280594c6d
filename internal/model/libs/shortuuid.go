package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/lithammer/shortuuid/v4: New, NewWithEncoder and NewWithAlphabet
// mint a random UUIDv4 per call; NewWithNamespace(name) is a name-based
// UUIDv5 of name (random only when name is empty), a transform.
const pkgShortUUID = "github.com/lithammer/shortuuid/v4"

func init() { model.Register("shortuuid", shortUUID) }

func shortUUID(b *model.Builder) {
	b.Packages(pkgShortUUID)
	b.Mint(pkgShortUUID+".New", pkgShortUUID+".NewWithEncoder", pkgShortUUID+".NewWithAlphabet")
	b.Transform(pkgShortUUID + ".NewWithNamespace")
}
