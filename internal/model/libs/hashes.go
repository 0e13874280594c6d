package libs

import "github.com/idemlint/idemlint/internal/model"

// Third-party content hashes (xxhash, blake2b, blake3): a key hashed from
// the payload is still payload.
func init() { model.Register("hashes", hashes) }

func hashes(b *model.Builder) {
	b.Hash(
		"github.com/cespare/xxhash/v2.Sum64", "github.com/cespare/xxhash/v2.Sum64String",
		"golang.org/x/crypto/blake2b.Sum256", "golang.org/x/crypto/blake2b.Sum512",
		"lukechampine.com/blake3.Sum256", "github.com/zeebo/blake3.Sum256",
	)
}
