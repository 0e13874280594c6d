package model

// The built-in library model: plain data. To add a library, add its entries
// here (and its stub under analysistest/testdata/src; see analysistest/STUBS.md).

const (
	pkgKafka     = "github.com/segmentio/kafka-go"
	pkgSarama    = "github.com/IBM/sarama"
	pkgAMQP      = "github.com/rabbitmq/amqp091-go"
	pkgNATS      = "github.com/nats-io/nats.go"
	pkgJetStream = "github.com/nats-io/nats.go/jetstream"
	pkgSQS       = "github.com/aws/aws-sdk-go-v2/service/sqs"
	pkgSQSTypes  = "github.com/aws/aws-sdk-go-v2/service/sqs/types"
	pkgAWS       = "github.com/aws/aws-sdk-go-v2/aws"
	pkgPubSub    = "cloud.google.com/go/pubsub"
	pkgPubSubV2  = "cloud.google.com/go/pubsub/v2"
	pkgPubSubMsg = "cloud.google.com/go/internal/pubsub"
	pkgAsynq     = "github.com/hibiken/asynq"
	pkgRiver     = "github.com/riverqueue/river"
	pkgRiverType = "github.com/riverqueue/river/rivertype"
	pkgWatermill = "github.com/ThreeDotsLabs/watermill"
	pkgWMMessage = "github.com/ThreeDotsLabs/watermill/message"
	pkgWMMiddle  = "github.com/ThreeDotsLabs/watermill/message/router/middleware"
	pkgBabel     = "github.com/babelqueue/babelqueue-go"
	pkgBabelIdem = "github.com/babelqueue/babelqueue-go/idempotency"
	pkgGin       = "github.com/gin-gonic/gin"
	pkgEcho      = "github.com/labstack/echo/v4"
	pkgChi       = "github.com/go-chi/chi/v5"
	pkgPgx       = "github.com/jackc/pgx/v5"
	pkgPgxPool   = "github.com/jackc/pgx/v5/pgxpool"
	pkgPgconn    = "github.com/jackc/pgx/v5/pgconn"
	pkgPq        = "github.com/lib/pq"
	pkgGorm      = "gorm.io/gorm"
	pkgRedis     = "github.com/redis/go-redis/v9"
	pkgStripe    = "github.com/stripe/stripe-go/v82"
	pkgUUID      = "github.com/google/uuid"
	pkgULID      = "github.com/oklog/ulid/v2"
	pkgKSUID     = "github.com/segmentio/ksuid"
	pkgXID       = "github.com/rs/xid"
	pkgBackoff4  = "github.com/cenkalti/backoff/v4"
	pkgBackoff5  = "github.com/cenkalti/backoff/v5"
	pkgRetryGo   = "github.com/avast/retry-go/v4"
	pkgSQL       = "database/sql"
	pkgHTTP      = "net/http"
	pkgSMTP      = "net/smtp"
	receiverArg  = -2
	noArg        = -1
)

// Default returns a fresh copy of the built-in model.
func Default() *Model {
	m := &Model{
		Calls:            map[string]*Call{},
		Fields:           map[string]*Field{},
		HandlerFuncTypes: map[string]int{},
		Libs:             map[string]*Lib{},
		SenderFields:     map[string]bool{},
		Disabled:         map[string]bool{},
	}
	for _, f := range []string{"message_id", "messageid", "event_id", "eventid", "idempotency_key", "idempotencykey", "dedup_id", "deduplication_id"} {
		m.SenderFields[f] = true
	}
	m.Packages = []string{
		pkgKafka, pkgSarama, pkgAMQP, pkgNATS + "/", pkgNATS, pkgSQS + "/", pkgSQS, pkgAWS,
		pkgPubSub, pkgPubSubV2, pkgAsynq, pkgRiver + "/", pkgRiver, pkgWatermill + "/", pkgWatermill,
		pkgBabel + "/", pkgBabel, pkgGin, pkgEcho, pkgChi, pkgPgx + "/", pkgPgx, pkgPq, pkgGorm + "/", pkgGorm,
		pkgRedis, pkgStripe + "/", pkgStripe, pkgUUID, pkgULID, pkgKSUID, pkgXID, pkgBackoff4, pkgBackoff5,
		pkgRetryGo, pkgSQL, pkgHTTP, pkgSMTP,
	}

	// --- libraries: where the sender's id lives (used in messages) ---
	libs := []Lib{
		{pkgKafka, `a producer-set header (e.g. "idempotency-key") in m.Headers`},
		{pkgSarama, `a producer-set header (e.g. "idempotency-key") in msg.Headers`},
		{pkgAMQP, `d.MessageId`},
		{pkgNATS, `msg.Header.Get(nats.MsgIdHdr)`},
		{pkgJetStream, `msg.Headers().Get(jetstream.MsgIDHeader)`},
		{pkgSQS, `aws.ToString(msg.MessageId)`},
		{pkgPubSub, `m.ID`},
		{pkgPubSubV2, `m.ID`},
		{pkgAsynq, `asynq.GetTaskID(ctx)`},
		{pkgRiver, `job.ID`},
		{pkgWatermill, `msg.UUID`},
		{pkgBabel, `env.Meta.ID`},
		{pkgHTTP, `r.Header.Get("Idempotency-Key")`},
		{pkgGin, `c.GetHeader("Idempotency-Key")`},
		{pkgEcho, `c.Request().Header.Get("Idempotency-Key")`},
		{pkgChi, `r.Header.Get("Idempotency-Key")`},
	}
	for i := range libs {
		l := libs[i]
		m.Libs[l.Name] = &l
	}

	call := func(key string, c Call) {
		if c.Lib == "" {
			c.Lib = libOf(key)
		}
		cc := c
		m.Calls[key] = &cc
	}
	// base returns a Call with all index fields "unset".
	base := func() Call {
		return Call{SQLArg: noArg, KeyArg: noArg, Into: noArg, HeaderArg: noArg, Register: noArg, WrapArg: noArg, ParamsArg: noArg, HTTPMethodArg: noArg, DoArg: noArg}
	}
	with := func(f func(*Call)) Call { c := base(); f(&c); return c }
	field := func(key string, f Field) {
		if f.Lib == "" {
			f.Lib = libOf(key)
		}
		ff := f
		m.Fields[key] = &ff
	}

	// --- handler entry points ---
	m.Handlers = []HandlerIface{
		{Lib: pkgSarama, Method: "ConsumeClaim", Params: []string{pkgSarama + ".ConsumerGroupSession", pkgSarama + ".ConsumerGroupClaim"}, MessageArg: 1},
		{Lib: pkgAsynq, Method: "ProcessTask", Params: []string{"context.Context", "*" + pkgAsynq + ".Task"}, MessageArg: 1},
		{Lib: pkgRiver, Method: "Work", Params: []string{"context.Context", "*" + pkgRiver + ".Job"}, MessageArg: 1},
		{Lib: pkgHTTP, Method: "ServeHTTP", Params: []string{pkgHTTP + ".ResponseWriter", "*" + pkgHTTP + ".Request"}, MessageArg: 1},
	}
	m.HandlerFuncTypes[pkgAsynq+".HandlerFunc"] = 1
	m.HandlerFuncTypes[pkgWMMessage+".HandlerFunc"] = 0
	m.HandlerFuncTypes[pkgWMMessage+".NoPublishHandlerFunc"] = 0
	m.HandlerFuncTypes[pkgBabel+".Handler"] = 1

	reg := func(key string, arg int) { call(key, with(func(c *Call) { c.Register = arg })) }
	reg(pkgNATS+".Conn.Subscribe", 1)
	reg(pkgNATS+".Conn.QueueSubscribe", 2)
	reg(pkgNATS+".JetStream.Subscribe", 1)
	reg(pkgNATS+".JetStream.QueueSubscribe", 2)
	reg(pkgJetStream+".Consumer.Consume", 0)
	reg(pkgPubSub+".Subscription.Receive", 1)
	reg(pkgPubSubV2+".Subscriber.Receive", 1)
	reg(pkgAsynq+".ServeMux.HandleFunc", 1)
	reg(pkgAsynq+".ServeMux.Handle", 1)
	reg(pkgWMMessage+".Router.AddHandler", 5)
	reg(pkgWMMessage+".Router.AddNoPublisherHandler", 3)
	reg(pkgWMMessage+".Router.AddConsumerHandler", 3)
	reg(pkgBabel+".App.Handle", 1)
	reg(pkgBabel+"/asynq.Register", 2)
	reg(pkgBabel+"/asynq.Bind", 0)
	reg(pkgBabel+"/machinery.Register", 2)
	reg(pkgBabel+"/machinery.Bind", 0)
	// HTTP registrations are handlers only for write methods: see HTTPRoutes.

	// Deliveries: results that deliver messages (loops over them are handlers).
	deliv := func(key string) { call(key, with(func(c *Call) { c.Deliveries = true })) }
	deliv(pkgKafka + ".Reader.FetchMessage")
	deliv(pkgKafka + ".Reader.ReadMessage")
	deliv(pkgSarama + ".ConsumerGroupClaim.Messages")
	deliv(pkgAMQP + ".Channel.Consume")
	deliv(pkgAMQP + ".Channel.ConsumeWithContext")
	deliv(pkgSQS + ".Client.ReceiveMessage")
	deliv(pkgJetStream + ".MessagesContext.Next")
	deliv(pkgJetStream + ".Consumer.Next")
	deliv(pkgJetStream + ".Consumer.Fetch")
	deliv(pkgNATS + ".Subscription.NextMsg")

	// --- sender-side key sources, payload and trace ---
	field(pkgAMQP+".Delivery.MessageId", Field{Source: Sender})
	field(pkgAMQP+".Delivery.CorrelationId", Field{Source: Trace})
	field(pkgAMQP+".Delivery.Body", Field{Source: Payload})
	field(pkgAMQP+".Delivery.Headers", Field{HeaderTable: true})
	field(pkgAMQP+".Delivery.RoutingKey", Field{Source: Payload})
	field(pkgAMQP+".Publishing.MessageId", Field{Sink: true})
	field(pkgKafka+".Message.Value", Field{Source: Payload})
	field(pkgKafka+".Message.Key", Field{Source: Payload})
	field(pkgKafka+"/protocol.Header.Value", Field{Source: Sender})
	field(pkgKafka+".Message.Offset", Field{Source: Trace})
	field(pkgSarama+".ConsumerMessage.Value", Field{Source: Payload})
	field(pkgSarama+".ConsumerMessage.Key", Field{Source: Payload})
	field(pkgSarama+".ConsumerMessage.Offset", Field{Source: Trace})
	field(pkgSarama+".RecordHeader.Value", Field{Source: Sender})
	field(pkgNATS+".Msg.Data", Field{Source: Payload})
	field(pkgNATS+".Msg.Header", Field{HeaderTable: true})
	field(pkgSQSTypes+".Message.MessageId", Field{Source: Sender})
	field(pkgSQSTypes+".Message.Body", Field{Source: Payload})
	field(pkgSQSTypes+".Message.ReceiptHandle", Field{Source: Trace})
	field(pkgSQSTypes+".Message.MessageAttributes", Field{HeaderTable: true})
	field(pkgSQSTypes+".Message.Attributes", Field{HeaderTable: true})
	field(pkgSQSTypes+".MessageAttributeValue.StringValue", Field{Source: 0}) // transparent
	field(pkgSQS+".SendMessageInput.MessageDeduplicationId", Field{Sink: true})
	field(pkgSQSTypes+".SendMessageBatchRequestEntry.MessageDeduplicationId", Field{Sink: true})
	field(pkgPubSubMsg+".Message.ID", Field{Source: Sender})
	field(pkgPubSubMsg+".Message.Data", Field{Source: Payload})
	field(pkgPubSubMsg+".Message.Attributes", Field{HeaderTable: true})
	field(pkgPubSubMsg+".Message.OrderingKey", Field{Source: Payload})
	field(pkgRiverType+".JobRow.ID", Field{Source: Sender})
	field(pkgRiverType+".JobRow.Attempt", Field{Source: Trace})
	field(pkgRiverType+".JobRow.EncodedArgs", Field{Source: Payload})
	field(pkgRiver+".Job.Args", Field{Source: Payload})
	field(pkgWMMessage+".Message.UUID", Field{Source: Sender})
	field(pkgWMMessage+".Message.Payload", Field{Source: Payload})
	field(pkgWMMessage+".Message.Metadata", Field{HeaderTable: true})
	field(pkgBabel+".Meta.ID", Field{Source: Sender})
	field(pkgBabel+".Envelope.TraceID", Field{Source: Trace})
	field(pkgBabel+".Envelope.Data", Field{Source: Payload})
	field(pkgBabel+".Envelope.Job", Field{Source: Payload})
	field(pkgHTTP+".Request.Body", Field{Source: Payload})
	field(pkgHTTP+".Request.Header", Field{HeaderTable: true})
	field(pkgHTTP+".Request.Form", Field{Source: Payload})
	field(pkgHTTP+".Request.PostForm", Field{Source: Payload})
	field(pkgStripe+".Params.IdempotencyKey", Field{Sink: true})

	src := func(key string, o Origin) { call(key, with(func(c *Call) { c.Source = o })) }
	src(pkgAsynq+".GetTaskID", Sender)
	src(pkgAsynq+".ResultWriter.TaskID", Sender)
	src(pkgAsynq+".Task.Payload", Payload)
	src(pkgAsynq+".GetRetryCount", Trace)
	src(pkgJetStream+".Msg.Data", Payload)
	src(pkgHTTP+".Request.FormValue", Payload)
	src(pkgHTTP+".Request.PostFormValue", Payload)
	src(pkgHTTP+".Request.PathValue", Payload)
	src(pkgGin+".Context.Param", Payload)
	src(pkgGin+".Context.Query", Payload)
	src(pkgGin+".Context.PostForm", Payload)
	src(pkgGin+".Context.GetRawData", Payload)
	src(pkgEcho+".Context.Param", Payload)
	src(pkgEcho+".Context.QueryParam", Payload)
	src(pkgEcho+".Context.FormValue", Payload)
	src(pkgChi+".URLParam", Payload)
	src(pkgWMMessage+".Message.Context", Unknown)

	hdr := func(key string, arg int) { call(key, with(func(c *Call) { c.HeaderArg = arg })) }
	hdr(pkgHTTP+".Header.Get", 0)
	hdr(pkgHTTP+".Header.Values", 0)
	hdr(pkgNATS+".Header.Get", 0)
	hdr(pkgNATS+".Header.Values", 0)
	hdr(pkgGin+".Context.GetHeader", 0)
	hdr(pkgWMMessage+".Metadata.Get", 0)
	hdrSet := func(key string) {
		call(key, with(func(c *Call) { c.HeaderArg = 0; c.HeaderSet = true }))
	}
	hdrSet(pkgHTTP + ".Header.Set")
	hdrSet(pkgHTTP + ".Header.Add")
	hdrSet(pkgNATS + ".Header.Set")
	hdrSet(pkgNATS + ".Header.Add")
	hdrSet(pkgWMMessage + ".Metadata.Set")
	call(pkgJetStream+".WithMsgID", with(func(c *Call) { c.KeyArg = 0; c.Sink = true }))
	call(pkgAsynq+".TaskID", with(func(c *Call) { c.KeyArg = 0; c.Sink = true }))

	// Into: decoders that fill their argument from their input.
	into := func(key string, target int, o Origin) {
		call(key, with(func(c *Call) { c.Into = target; c.IntoSource = o; c.Transform = true }))
	}
	into("encoding/json.Unmarshal", 1, 0)
	into("encoding/json.Decoder.Decode", 0, 0)
	into("encoding/xml.Unmarshal", 1, 0)
	into("google.golang.org/protobuf/proto.Unmarshal", 1, 0)
	into(pkgGin+".Context.ShouldBindJSON", 0, Payload)
	into(pkgGin+".Context.BindJSON", 0, Payload)
	into(pkgGin+".Context.ShouldBind", 0, Payload)
	into(pkgGin+".Context.Bind", 0, Payload)
	into(pkgEcho+".Context.Bind", 0, Payload)
	into(pkgEcho+".DefaultBinder.Bind", 1, Payload)
	into("crypto/rand.Read", 0, Minted)
	into("math/rand.Read", 0, Minted)
	into("io.ReadFull", 1, 0)
	into("fmt.Fprintf", 0, 0)
	into("fmt.Fprint", 0, 0)
	into("io.WriteString", 0, 0)
	into("io.Writer.Write", receiverArg, 0)
	into("hash.Hash.Write", receiverArg, 0)
	into("hash.Hash64.Write", receiverArg, 0)
	into("hash.Hash32.Write", receiverArg, 0)
	into("strings.Builder.WriteString", receiverArg, 0)
	into("strings.Builder.Write", receiverArg, 0)
	into("strings.Builder.WriteByte", receiverArg, 0)
	into("bytes.Buffer.WriteString", receiverArg, 0)
	into("bytes.Buffer.Write", receiverArg, 0)
	into("crypto/sha256.digest.Write", receiverArg, 0)
	for _, o := range []string{"bigEndian", "littleEndian"} {
		for _, n := range []string{"PutUint16", "PutUint32", "PutUint64"} {
			into("encoding/binary."+o+"."+n, 0, 0)
		}
	}

	// Transforms: the result is derived from the arguments.
	for _, k := range []string{
		"fmt.Sprintf", "fmt.Sprint", "fmt.Sprintln", "fmt.Errorf",
		"strings.Join", "strings.ToLower", "strings.ToUpper", "strings.TrimSpace", "strings.Trim", "strings.TrimPrefix",
		"strings.TrimSuffix", "strings.Replace", "strings.ReplaceAll", "strings.Repeat", "strings.Clone", "strings.Split",
		"strings.Fields", "strings.Builder.String", "bytes.Buffer.String", "bytes.Buffer.Bytes", "bytes.Join", "bytes.TrimSpace",
		"strconv.Itoa", "strconv.FormatInt", "strconv.FormatUint", "strconv.Quote", "strconv.Atoi", "strconv.ParseInt",
		"encoding/hex.EncodeToString", "encoding/base64.Encoding.EncodeToString", "encoding/base32.Encoding.EncodeToString",
		"encoding/json.Marshal", "encoding/json.MarshalIndent", "encoding/json.NewDecoder", "encoding/xml.Marshal",
		"google.golang.org/protobuf/proto.Marshal",
		"io.ReadAll", "io/ioutil.ReadAll", "bufio.NewReader", "io.LimitReader", "net/http.MaxBytesReader",
		"path.Join", "path/filepath.Join", "net/url.QueryEscape", "net/url.PathEscape",
		pkgAWS + ".ToString", pkgAWS + ".String", pkgStripe + ".String",
		pkgUUID + ".UUID.String", pkgUUID + ".Must",
		pkgUUID + ".NewSHA1", pkgUUID + ".NewMD5", pkgUUID + ".NewHash", pkgUUID + ".Parse", pkgUUID + ".MustParse",
		pkgUUID + ".ParseBytes", pkgUUID + ".FromBytes", pkgULID + ".ULID.String", pkgKSUID + ".KSUID.String", pkgXID + ".ID.String",
		"time.Time.Unix", "time.Time.UnixNano", "time.Time.UnixMilli", "time.Time.UnixMicro", "time.Time.Format", "time.Time.String",
		"time.Time.UTC", "time.Time.Truncate", "time.Time.Round", "time.Time.Add", "time.Time.AddDate",
		pkgNATS + ".Msg.Header", pkgJetStream + ".Msg.Headers",
	} {
		call(k, with(func(c *Call) { c.Transform = true }))
	}
	// Hashes: transforms that also mark the value as hashed (for messages).
	for _, k := range []string{
		"crypto/sha256.Sum256", "crypto/sha256.Sum224", "crypto/sha1.Sum", "crypto/md5.Sum", "crypto/sha512.Sum512",
		"hash/crc32.ChecksumIEEE", "hash/crc32.Checksum", "hash/adler32.Checksum", "hash/crc64.Checksum",
		"github.com/cespare/xxhash/v2.Sum64", "github.com/cespare/xxhash/v2.Sum64String",
		"golang.org/x/crypto/blake2b.Sum256", "golang.org/x/crypto/blake2b.Sum512", "lukechampine.com/blake3.Sum256",
		"github.com/zeebo/blake3.Sum256",
		"crypto/sha256.New", "crypto/sha1.New", "crypto/md5.New", "crypto/sha512.New", "hash/fnv.New32a", "hash/fnv.New64a",
		"hash/fnv.New32", "hash/fnv.New64", "hash/fnv.New128a", "hash/crc32.NewIEEE", "hash/adler32.New",
		"hash.Hash.Sum", "hash.Hash64.Sum64", "hash.Hash32.Sum32", "hash.Hash64.Sum", "hash.Hash32.Sum",
	} {
		call(k, with(func(c *Call) { c.Transform = true; c.Hash = true }))
	}

	// Minted values.
	for _, k := range []string{
		pkgUUID + ".New", pkgUUID + ".NewString", pkgUUID + ".NewRandom", pkgUUID + ".NewV7", pkgUUID + ".NewUUID",
		pkgUUID + ".NewV6", pkgUUID + ".NewRandomFromReader",
		pkgULID + ".Make", pkgULID + ".New", pkgULID + ".MustNew", pkgULID + ".MustNewDefault",
		pkgKSUID + ".New", pkgKSUID + ".NewRandom", pkgXID + ".New", pkgXID + ".NewWithTime",
		"time.Now", "time.Since",
		"math/rand.Int", "math/rand.Int63", "math/rand.Int31", "math/rand.Intn", "math/rand.Int63n", "math/rand.Uint64",
		"math/rand.Uint32", "math/rand.Float64", "math/rand.Rand.Int", "math/rand.Rand.Int63", "math/rand.Rand.Intn",
		"math/rand/v2.Int", "math/rand/v2.IntN", "math/rand/v2.Int64", "math/rand/v2.Uint64", "math/rand/v2.Uint32",
		"math/rand/v2.Int64N", "math/rand/v2.N", "math/rand/v2.Float64",
		"crypto/rand.Text", "crypto/rand.Int",
		"sync/atomic.AddInt64", "sync/atomic.AddUint64", "sync/atomic.AddInt32", "sync/atomic.Int64.Add", "sync/atomic.Uint64.Add",
		pkgWatermill + ".NewUUID", pkgWatermill + ".NewShortUUID", pkgWatermill + ".NewULID",
		pkgStripe + ".NewIdempotencyKey",
	} {
		call(k, with(func(c *Call) { c.Source = Minted; c.Mint = true }))
	}

	// --- effects ---
	sqlCall := func(key string, arg int) {
		call(key, with(func(c *Call) { c.Effect = SQL; c.SQLArg = arg }))
	}
	for _, recv := range []string{"DB", "Tx", "Conn"} {
		p := pkgSQL + "." + recv + "."
		sqlCall(p+"Exec", 0)
		sqlCall(p+"ExecContext", 1)
		sqlCall(p+"Query", 0)
		sqlCall(p+"QueryContext", 1)
		sqlCall(p+"QueryRow", 0)
		sqlCall(p+"QueryRowContext", 1)
	}
	sqlCall(pkgPgconn+".PgConn.Exec", 1)
	for _, recv := range []string{pkgPgx + ".Conn", pkgPgx + ".Tx", pkgPgxPool + ".Pool", pkgPgxPool + ".Conn", pkgPgxPool + ".Tx"} {
		sqlCall(recv+".Exec", 1)
		sqlCall(recv+".Query", 1)
		sqlCall(recv+".QueryRow", 1)
	}
	sqlCall(pkgGorm+".DB.Exec", 0)
	sqlCall(pkgGorm+".DB.Raw", 0)
	call(pkgGorm+".DB.Create", with(func(c *Call) { c.Effect = Append; c.Store = Write; c.KeyArg = 0 }))
	call(pkgGorm+".DB.CreateInBatches", with(func(c *Call) { c.Effect = Append }))
	for _, k := range []string{"Save", "Updates", "Delete", "UpdateColumns"} {
		call(pkgGorm+".DB."+k, with(func(c *Call) { c.Effect = Idempotent }))
	}
	// Update/UpdateColumn: an increment when the value is gorm.Expr("x + ?") (see engine).
	call(pkgGorm+".DB.Update", with(func(c *Call) { c.Effect = Idempotent }))
	call(pkgGorm+".DB.UpdateColumn", with(func(c *Call) { c.Effect = Idempotent }))
	for _, k := range []string{"First", "Take", "Find", "Last"} {
		call(pkgGorm+".DB."+k, with(func(c *Call) { c.Store = Check; c.KeyArg = 1 }))
	}
	call(pkgGorm+".Expr", with(func(c *Call) { c.Transform = true; c.SQLArg = 0 }))

	redis := func(name string, f func(*Call)) {
		call(pkgRedis+".*."+name, with(func(c *Call) { c.Lib = "go-redis"; f(c) }))
	}
	for _, n := range []string{"Incr", "IncrBy", "IncrByFloat", "Decr", "DecrBy", "HIncrBy", "HIncrByFloat", "ZIncrBy"} {
		redis(n, func(c *Call) { c.Effect = Increment })
	}
	for _, n := range []string{"LPush", "RPush", "LPushX", "RPushX", "XAdd", "ZAdd"} {
		redis(n, func(c *Call) { c.Effect = Append })
	}
	m.Calls[pkgRedis+".*.ZAdd"].Effect = Idempotent // ZADD member score: a set, naturally idempotent
	redis("Publish", func(c *Call) { c.Effect = Publish })
	redis("SPublish", func(c *Call) { c.Effect = Publish })
	redis("Set", func(c *Call) { c.Effect = Idempotent; c.Store = Write; c.KeyArg = 1 })
	redis("SetEx", func(c *Call) { c.Effect = Idempotent; c.Store = Write; c.KeyArg = 1 })
	redis("SetXX", func(c *Call) { c.Effect = Idempotent; c.Store = Write; c.KeyArg = 1 })
	redis("SetArgs", func(c *Call) { c.Effect = Idempotent; c.Store = Write; c.KeyArg = 1 }) // NX via SetArgs.Mode: see engine
	redis("SetNX", func(c *Call) { c.Effect = Idempotent; c.Store = Claim; c.KeyArg = 1; c.Sink = true })
	redis("HSetNX", func(c *Call) { c.Effect = Idempotent; c.Store = Claim; c.KeyArg = 2; c.Sink = true })
	redis("SAdd", func(c *Call) { c.Effect = Idempotent; c.Store = ResultClaim; c.KeyArg = 2; c.Sink = true })
	redis("HSet", func(c *Call) { c.Effect = Idempotent; c.Store = ResultClaim; c.KeyArg = 2 })
	redis("Get", func(c *Call) { c.Store = Check; c.KeyArg = 1 })
	redis("Exists", func(c *Call) { c.Store = Check; c.KeyArg = 1 })
	redis("SIsMember", func(c *Call) { c.Store = Check; c.KeyArg = 2 })
	redis("HGet", func(c *Call) { c.Store = Check; c.KeyArg = 2 })
	redis("HExists", func(c *Call) { c.Store = Check; c.KeyArg = 2 })
	for _, n := range []string{"Del", "Unlink", "HDel", "SRem", "Expire", "ZRem", "LRem"} {
		redis(n, func(c *Call) { c.Effect = Idempotent })
	}

	call(pkgSMTP+".SendMail", with(func(c *Call) { c.Effect = Send }))
	call(pkgSMTP+".Client.Data", with(func(c *Call) { c.Effect = Send }))
	call(pkgHTTP+".Post", with(func(c *Call) { c.Effect = Send }))
	call(pkgHTTP+".PostForm", with(func(c *Call) { c.Effect = Send }))
	call(pkgHTTP+".Client.Post", with(func(c *Call) { c.Effect = Send }))
	call(pkgHTTP+".Client.PostForm", with(func(c *Call) { c.Effect = Send }))
	call(pkgHTTP+".Client.Do", with(func(c *Call) { c.Do = true; c.DoArg = 0 }))
	call(pkgHTTP+".NewRequest", with(func(c *Call) { c.HTTPMethodArg = 0 }))
	call(pkgHTTP+".NewRequestWithContext", with(func(c *Call) { c.HTTPMethodArg = 1 }))

	charge := func(key string, params int) {
		call(key, with(func(c *Call) { c.Effect = Charge; c.ParamsArg = params; c.Lib = "stripe-go" }))
	}
	for _, p := range []string{"paymentintent", "charge", "refund", "transfer", "payout", "invoice", "subscription", "customer", "checkout/session"} {
		charge(pkgStripe+"/"+p+".New", 0)
	}
	charge(pkgStripe+"/paymentintent.Confirm", 1)
	charge(pkgStripe+"/paymentintent.Capture", 1)
	charge(pkgStripe+"/charge.Capture", 1)
	// stripe.Client services (sc.V1PaymentIntents.Create(ctx, params)), any service of the package.
	charge(pkgStripe+".*.Create", 1)
	charge(pkgStripe+".*.Confirm", 2)
	charge(pkgStripe+".*.Capture", 2)
	for _, p := range []string{"paymentintent", "charge", "refund", "transfer", "customer"} {
		charge(pkgStripe+"/"+p+".Client.New", 0)
	}
	call(pkgStripe+".Params.SetIdempotencyKey", with(func(c *Call) { c.KeyArg = 0; c.Sink = true }))

	pub := func(key string) { call(key, with(func(c *Call) { c.Effect = Publish })) }
	pub(pkgKafka + ".Writer.WriteMessages")
	pub(pkgSarama + ".SyncProducer.SendMessage")
	pub(pkgSarama + ".SyncProducer.SendMessages")
	pub(pkgAMQP + ".Channel.Publish")
	pub(pkgAMQP + ".Channel.PublishWithContext")
	pub(pkgAMQP + ".Channel.PublishWithDeferredConfirm")
	pub(pkgAMQP + ".Channel.PublishWithDeferredConfirmWithContext")
	pub(pkgNATS + ".Conn.Publish")
	pub(pkgNATS + ".Conn.PublishMsg")
	pub(pkgNATS + ".Conn.Request")
	pub(pkgNATS + ".JetStream.Publish")
	pub(pkgNATS + ".JetStream.PublishMsg")
	pub(pkgJetStream + ".Publisher.Publish")
	pub(pkgJetStream + ".Publisher.PublishMsg")
	pub(pkgSQS + ".Client.SendMessage")
	pub(pkgSQS + ".Client.SendMessageBatch")
	pub(pkgPubSub + ".Topic.Publish")
	pub(pkgPubSubV2 + ".Publisher.Publish")
	pub(pkgWMMessage + ".Publisher.Publish")
	pub(pkgAsynq + ".Client.Enqueue")
	pub(pkgAsynq + ".Client.EnqueueContext")
	pub(pkgRiver + ".Client.Insert")
	pub(pkgRiver + ".Client.InsertTx")
	pub(pkgRiver + ".Client.InsertMany")
	pub(pkgRiver + ".Client.InsertManyTx")
	pub(pkgBabel + ".App.Publish")
	pub(pkgBabel + ".App.PublishWithHeaders")

	// --- dedupe guards ---
	call("sync.Map.LoadOrStore", with(func(c *Call) { c.Store = Claim; c.KeyArg = 0; c.Sink = true }))
	call("sync.Map.Load", with(func(c *Call) { c.Store = Check; c.KeyArg = 0 }))
	call("sync.Map.Store", with(func(c *Call) { c.Store = Write; c.KeyArg = 0 }))
	call("sync.Map.Swap", with(func(c *Call) { c.Store = ResultClaim; c.KeyArg = 0 }))
	call("sync.Mutex.Lock", with(func(c *Call) { c.Lock = true }))
	call("sync.RWMutex.Lock", with(func(c *Call) { c.Lock = true }))
	call("sync.Mutex.Unlock", with(func(c *Call) { c.Unlock = true }))
	call("sync.RWMutex.Unlock", with(func(c *Call) { c.Unlock = true }))
	call("errors.As", with(func(c *Call) { c.UniqueCheck = true }))
	call("errors.Is", with(func(c *Call) { c.UniqueCheck = true }))
	// idempotency.Wrap(store, h) checks Seen, runs h, then Remembers: a non-atomic seen-set
	// unless the store is one of the claim-first ones (see ClaimFirstStores).
	call(pkgBabelIdem+".Wrap", with(func(c *Call) { c.Wrap = true; c.WrapArg = 1 }))
	call(pkgBabelIdem+".Store.Seen", with(func(c *Call) { c.Store = Check; c.KeyArg = 1; c.Sink = true }))
	call(pkgBabelIdem+".Store.Remember", with(func(c *Call) { c.Store = Write; c.KeyArg = 1; c.Sink = true }))
	for _, k := range []string{pkgBabel + "/idempotency-postgres.Store.Claim", pkgBabel + "/idempotency-redis.Store.Claim"} {
		call(k, with(func(c *Call) { c.Store = Claim; c.KeyArg = 1; c.Sink = true }))
	}
	call(pkgWMMiddle+".Deduplicator.Middleware", with(func(c *Call) { c.Dedup = true }))
	return m
}

// ClaimFirstStores are babelqueue stores whose Remember claims atomically:
// idempotency.Wrap over them is not reported as a non-atomic seen-set.
var ClaimFirstStores = map[string]bool{
	pkgBabel + "/idempotency-postgres.Store": true,
	pkgBabel + "/idempotency-redis.Store":    true,
}

// HTTPWriteMethods are the HTTP methods whose handlers must be idempotent-safe.
var HTTPWriteMethods = map[string]bool{"POST": true, "PUT": true, "PATCH": true, "DELETE": true}

// HTTPRegister describes an HTTP route registration: the handler argument and,
// when fixed by the call, the method. Method "" means "from the pattern" (Go 1.22
// "POST /path" patterns).
type HTTPRegister struct {
	Method     string
	PatternArg int
	HandlerArg int // first handler argument; later variadic ones are handlers too
}

// HTTPRoutes maps model keys of route registrations to their shape.
var HTTPRoutes = map[string]HTTPRegister{
	pkgHTTP + ".HandleFunc":          {"", 0, 1},
	pkgHTTP + ".Handle":              {"", 0, 1},
	pkgHTTP + ".ServeMux.HandleFunc": {"", 0, 1},
	pkgHTTP + ".ServeMux.Handle":     {"", 0, 1},
	pkgGin + ".RouterGroup.POST":     {"POST", 0, 1},
	pkgGin + ".RouterGroup.PUT":      {"PUT", 0, 1},
	pkgGin + ".RouterGroup.PATCH":    {"PATCH", 0, 1},
	pkgGin + ".RouterGroup.DELETE":   {"DELETE", 0, 1},
	pkgGin + ".IRoutes.POST":         {"POST", 0, 1},
	pkgGin + ".IRoutes.PUT":          {"PUT", 0, 1},
	pkgGin + ".IRoutes.PATCH":        {"PATCH", 0, 1},
	pkgEcho + ".Echo.POST":           {"POST", 0, 1},
	pkgEcho + ".Echo.PUT":            {"PUT", 0, 1},
	pkgEcho + ".Echo.PATCH":          {"PATCH", 0, 1},
	pkgEcho + ".Echo.DELETE":         {"DELETE", 0, 1},
	pkgEcho + ".Group.POST":          {"POST", 0, 1},
	pkgEcho + ".Group.PUT":           {"PUT", 0, 1},
	pkgEcho + ".Group.PATCH":         {"PATCH", 0, 1},
	pkgChi + ".Router.Post":          {"POST", 0, 1},
	pkgChi + ".Router.Put":           {"PUT", 0, 1},
	pkgChi + ".Router.Patch":         {"PATCH", 0, 1},
	pkgChi + ".Router.Delete":        {"DELETE", 0, 1},
	pkgChi + ".Mux.Post":             {"POST", 0, 1},
	pkgChi + ".Mux.Put":              {"PUT", 0, 1},
	pkgChi + ".Mux.Patch":            {"PATCH", 0, 1},
	pkgChi + ".Mux.Delete":           {"DELETE", 0, 1},
}

func libOf(key string) string {
	// key is "pkg/path.Name" or "pkg/path.Type.Name": the library is the path.
	slash := 0
	for i := 0; i < len(key); i++ {
		if key[i] == '/' {
			slash = i
		}
	}
	for i := slash; i < len(key); i++ {
		if key[i] == '.' {
			return key[:i]
		}
	}
	return key
}
