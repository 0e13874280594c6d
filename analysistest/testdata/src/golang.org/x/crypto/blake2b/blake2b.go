// Package blake2b is an analysistest stub of golang.org/x/crypto/blake2b (golang.org/x/crypto@v0.43.0).
// Subset: the sizes and the one-shot Sum functions. Bodies are trivial.
package blake2b

const (
	BlockSize = 128
	Size      = 64
	Size384   = 48
	Size256   = 32
)

func Sum512(data []byte) [Size]byte { return [Size]byte{} }

func Sum384(data []byte) [Size384]byte { return [Size384]byte{} }

func Sum256(data []byte) [Size256]byte { return [Size256]byte{} }
