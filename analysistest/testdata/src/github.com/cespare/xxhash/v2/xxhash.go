// Package xxhash is an analysistest stub of github.com/cespare/xxhash/v2 (github.com/cespare/xxhash/v2@v2.3.0).
// Subset: the one-shot hash functions. Bodies are trivial.
package xxhash

func Sum64(b []byte) uint64 { return 0 }

func Sum64String(s string) uint64 { return 0 }
