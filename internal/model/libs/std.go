package libs

import "github.com/idemlint/idemlint/internal/model"

// The standard library's value plumbing: decoders that fill their argument,
// string/bytes/encoding/time transforms, hashes, accumulators (hash.Hash,
// strings.Builder) and minted values (time.Now, math/rand, atomic counters).
// Its effects and guards are in their own files (nethttp.go, netsmtp.go,
// databasesql.go, sync.go, errors.go, os.go).
func init() { model.Register("std", std) }

func std(b *model.Builder) {
	b.Into("encoding/json.Unmarshal", 1, 0)
	b.Into("encoding/json.Decoder.Decode", 0, 0)
	b.Into("encoding/xml.Unmarshal", 1, 0)
	b.Into("crypto/rand.Read", 0, model.Minted)
	b.Into("math/rand.Read", 0, model.Minted)
	b.GlobalSource("crypto/rand.Reader", model.Minted) // io.ReadFull(rand.Reader, b)
	b.Into("io.ReadFull", 1, 0)
	b.Into("fmt.Fprintf", 0, 0)
	b.Into("fmt.Fprint", 0, 0)
	b.Into("io.WriteString", 0, 0)
	for _, k := range []string{
		// h.Write on a hash.Hash* is io.Writer's Write (the method a model key names is the declaring type's)
		"io.Writer.Write",
		"strings.Builder.WriteString", "strings.Builder.Write", "strings.Builder.WriteByte",
		"bytes.Buffer.WriteString", "bytes.Buffer.Write",
	} {
		b.Into(k, receiverArg, 0)
	}
	for _, o := range []string{"bigEndian", "littleEndian"} {
		for _, n := range []string{"PutUint16", "PutUint32", "PutUint64"} {
			b.Into("encoding/binary."+o+"."+n, 0, 0)
		}
	}
	b.Accumulator("hash.Hash", "hash.Hash32", "hash.Hash64", "strings.Builder", "bytes.Buffer")

	b.Call("fmt.Sprintf", func(c *model.Call) { c.Transform = true; c.Format = true })
	b.Transform(
		"fmt.Sprint", "fmt.Sprintln", "fmt.Errorf",
		"strings.Join", "strings.ToLower", "strings.ToUpper", "strings.TrimSpace", "strings.Trim", "strings.TrimPrefix",
		"strings.TrimSuffix", "strings.Replace", "strings.ReplaceAll", "strings.Repeat", "strings.Clone", "strings.Split",
		"strings.Fields", "strings.Builder.String", "bytes.Buffer.String", "bytes.Buffer.Bytes", "bytes.Join", "bytes.TrimSpace",
		"strconv.Itoa", "strconv.FormatInt", "strconv.FormatUint", "strconv.Quote", "strconv.Atoi", "strconv.ParseInt",
		"encoding/hex.EncodeToString", "encoding/base64.Encoding.EncodeToString", "encoding/base32.Encoding.EncodeToString",
		// decoding a delivered id keeps it the delivery's (a GUID's hex, a base64 cursor)
		"encoding/hex.DecodeString", "encoding/base64.Encoding.DecodeString", "encoding/base32.Encoding.DecodeString",
		"strconv.ParseUint", "strconv.ParseFloat", "strconv.Unquote", "strconv.FormatFloat",
		"strings.SplitN", "strings.ToTitle", "bytes.ToLower", "bytes.ToUpper",
		"math/big.Int.SetBytes", "math/big.Int.SetString", "math/big.Int.Text", "math/big.Int.String", "math/big.Int.Bytes",
		"encoding/json.Marshal", "encoding/json.MarshalIndent", "encoding/json.NewDecoder", "encoding/xml.Marshal",
		"io.ReadAll", "io/ioutil.ReadAll", "bufio.NewReader", "io.LimitReader",
		"path.Join", "path/filepath.Join", "net/url.QueryEscape", "net/url.PathEscape",
		"time.Time.Unix", "time.Time.UnixNano", "time.Time.UnixMilli", "time.Time.UnixMicro", "time.Time.Format", "time.Time.String",
		"time.Time.UTC", "time.Time.Truncate", "time.Time.Round", "time.Time.Add", "time.Time.AddDate",
	)
	b.Hash(
		"crypto/sha256.Sum256", "crypto/sha256.Sum224", "crypto/sha1.Sum", "crypto/md5.Sum", "crypto/sha512.Sum512",
		"hash/crc32.ChecksumIEEE", "hash/crc32.Checksum", "hash/adler32.Checksum", "hash/crc64.Checksum",
		"crypto/sha256.New", "crypto/sha1.New", "crypto/md5.New", "crypto/sha512.New", "hash/fnv.New32a", "hash/fnv.New64a",
		"hash/fnv.New32", "hash/fnv.New64", "hash/fnv.New128a", "hash/crc32.NewIEEE", "hash/adler32.New",
		"hash.Hash.Sum", "hash.Hash64.Sum64", "hash.Hash32.Sum32",
	)
	b.Mint(
		"time.Now", "time.Since",
		"math/rand.Int", "math/rand.Int63", "math/rand.Int31", "math/rand.Intn", "math/rand.Int63n", "math/rand.Uint64",
		"math/rand.Uint32", "math/rand.Float64", "math/rand.Rand.Int", "math/rand.Rand.Int63", "math/rand.Rand.Intn",
		"math/rand/v2.Int", "math/rand/v2.IntN", "math/rand/v2.Int64", "math/rand/v2.Uint64", "math/rand/v2.Uint32",
		"math/rand/v2.Int64N", "math/rand/v2.N", "math/rand/v2.Float64",
		"crypto/rand.Text", "crypto/rand.Int",
		"sync/atomic.AddInt64", "sync/atomic.AddUint64", "sync/atomic.AddInt32", "sync/atomic.Int64.Add", "sync/atomic.Uint64.Add",
	)
}
