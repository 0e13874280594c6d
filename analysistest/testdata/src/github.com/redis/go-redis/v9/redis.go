// Package redis is an analysistest stub of github.com/redis/go-redis/v9 (github.com/redis/go-redis/v9@v9.23.0).
// Declarations mirror the real API surface; bodies are trivial.
package redis

import (
	"context"
	"crypto/tls"
	"net"
	"time"

	"github.com/redis/go-redis/v9/internal/proto"
)

const Nil proto.RedisError = "redis: nil"

type Client struct {
	*baseClient
	cmdable
}

type baseClient struct {
	hooksMixin
}

func (c *baseClient) String() string { return "" }

func (c *baseClient) Close() error { return nil }

type hooksMixin struct {
}

func (hs *hooksMixin) AddHook(hook Hook) {}

func NewClient(opt *Options) *Client { return nil }

func ParseURL(redisURL string) (*Options, error) { return nil, nil }

func (c *Client) WithTimeout(timeout time.Duration) *Client { return nil }

func (c *Client) Close() error { return nil }

func (c *Client) Conn() *Conn { return nil }

func (c *Client) Process(ctx context.Context, cmd Cmder) error { return nil }

func (c *Client) Options() *Options { return nil }

func (c *Client) NodeAddress() string { return "" }

func (c *Client) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Client) Pipeline() Pipeliner { return nil }

func (c *Client) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Client) TxPipeline() Pipeliner { return nil }

func (c *Client) Subscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *Client) PSubscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *Client) SSubscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *Client) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error { return nil }

func (c *ClusterClient) Options() *ClusterOptions { return nil }

func (c *ClusterClient) ReloadState(ctx context.Context) {}

func (c *ClusterClient) Close() error { return nil }

func (c *ClusterClient) Process(ctx context.Context, cmd Cmder) error { return nil }

func (c *ClusterClient) ForEachMaster(
	ctx context.Context,
	fn func(ctx context.Context, client *Client) error,
) error {
	return nil
}

func (c *ClusterClient) ForEachSlave(
	ctx context.Context,
	fn func(ctx context.Context, client *Client) error,
) error {
	return nil
}

func (c *ClusterClient) ForEachShard(
	ctx context.Context,
	fn func(ctx context.Context, client *Client) error,
) error {
	return nil
}

func (c *ClusterClient) Pipeline() Pipeliner { return nil }

func (c *ClusterClient) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *ClusterClient) TxPipeline() Pipeliner { return nil }

func (c *ClusterClient) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *ClusterClient) Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error {
	return nil
}

func (c *ClusterClient) Subscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *ClusterClient) PSubscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *ClusterClient) SSubscribe(ctx context.Context, channels ...string) *PubSub { return nil }

func (c *ClusterClient) SlaveForKey(ctx context.Context, key string) (*Client, error) {
	return nil, nil
}

func (c *ClusterClient) MasterForKey(ctx context.Context, key string) (*Client, error) {
	return nil, nil
}

type ClusterClient struct {
	cmdable
	hooksMixin
}

func NewClusterClient(opt *ClusterOptions) *ClusterClient { return nil }

func ParseClusterURL(redisURL string) (*ClusterOptions, error) { return nil, nil }

type UniversalOptions struct {
	Addrs                 []string
	ClientName            string
	DB                    int
	Protocol              int
	Username              string
	Password              string
	SentinelUsername      string
	SentinelPassword      string
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	ContextTimeoutEnabled bool
	PoolFIFO              bool
	PoolSize              int
	PoolTimeout           time.Duration
	MinIdleConns          int
	MaxIdleConns          int
	MaxActiveConns        int
	ConnMaxIdleTime       time.Duration
	ConnMaxLifetime       time.Duration
	TLSConfig             *tls.Config
	ReadOnly              bool
	RouteByLatency        bool
	RouteRandomly         bool
	MasterName            string
	IsClusterMode         bool
}

func NewUniversalClient(opts *UniversalOptions) UniversalClient { return nil }

type Options struct {
	Network               string
	Addr                  string
	ClientName            string
	Dialer                func(ctx context.Context, network, addr string) (net.Conn, error)
	OnConnect             func(ctx context.Context, cn *Conn) error
	Protocol              int
	Username              string
	Password              string
	CredentialsProvider   func() (username string, password string)
	DB                    int
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	ContextTimeoutEnabled bool
	PoolFIFO              bool
	PoolSize              int
	PoolTimeout           time.Duration
	MinIdleConns          int
	MaxIdleConns          int
	MaxActiveConns        int
	ConnMaxIdleTime       time.Duration
	ConnMaxLifetime       time.Duration
	TLSConfig             *tls.Config
	DisableIndentity      bool
	DisableIdentity       bool
	IdentitySuffix        string
	UnstableResp3         bool
}

type ClusterOptions struct {
	Addrs                 []string
	ClientName            string
	NewClient             func(opt *Options) *Client
	MaxRedirects          int
	ReadOnly              bool
	RouteByLatency        bool
	RouteRandomly         bool
	Dialer                func(ctx context.Context, network, addr string) (net.Conn, error)
	OnConnect             func(ctx context.Context, cn *Conn) error
	Protocol              int
	Username              string
	Password              string
	MaxRetries            int
	MinRetryBackoff       time.Duration
	MaxRetryBackoff       time.Duration
	DialTimeout           time.Duration
	ReadTimeout           time.Duration
	WriteTimeout          time.Duration
	ContextTimeoutEnabled bool
	PoolFIFO              bool
	PoolSize              int
	PoolTimeout           time.Duration
	MinIdleConns          int
	MaxIdleConns          int
	MaxActiveConns        int
	ConnMaxIdleTime       time.Duration
	ConnMaxLifetime       time.Duration
	TLSConfig             *tls.Config
}

type Conn struct {
	baseClient
	cmdable
	statefulCmdable
}

func (c *Conn) Process(ctx context.Context, cmd Cmder) error { return nil }

func (c *Conn) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Conn) Pipeline() Pipeliner { return nil }

func (c *Conn) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Conn) TxPipeline() Pipeliner { return nil }

type Tx struct {
	baseClient
	cmdable
	statefulCmdable
}

func (c *Tx) Process(ctx context.Context, cmd Cmder) error { return nil }

func (c *Tx) Close(ctx context.Context) error { return nil }

func (c *Tx) Watch(ctx context.Context, keys ...string) *StatusCmd { return nil }

func (c *Tx) Unwatch(ctx context.Context, keys ...string) *StatusCmd { return nil }

func (c *Tx) Pipeline() Pipeliner { return nil }

func (c *Tx) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Tx) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Tx) TxPipeline() Pipeliner { return nil }

type Pipeline struct {
	cmdable
	statefulCmdable
}

func (c *Pipeline) Len() int { return 0 }

func (c *Pipeline) Do(ctx context.Context, args ...interface{}) *Cmd { return nil }

func (c *Pipeline) Process(ctx context.Context, cmd Cmder) error { return nil }

func (c *Pipeline) BatchProcess(ctx context.Context, cmd ...Cmder) error { return nil }

func (c *Pipeline) Discard() {}

func (c *Pipeline) Exec(ctx context.Context) ([]Cmder, error) { return nil, nil }

func (c *Pipeline) Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Pipeline) Pipeline() Pipeliner { return nil }

func (c *Pipeline) TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error) {
	return nil, nil
}

func (c *Pipeline) TxPipeline() Pipeliner { return nil }

func (c *Pipeline) Cmds() []Cmder { return nil }

type cmdable func(ctx context.Context, cmd Cmder) error

type statefulCmdable func(ctx context.Context, cmd Cmder) error

type Hook interface {
	DialHook(next DialHook) DialHook
	ProcessHook(next ProcessHook) ProcessHook
	ProcessPipelineHook(next ProcessPipelineHook) ProcessPipelineHook
}

type DialHook func(ctx context.Context, network, addr string) (net.Conn, error)

type ProcessHook func(ctx context.Context, cmd Cmder) error

type ProcessPipelineHook func(ctx context.Context, cmds []Cmder) error

type PubSub struct {
}

func (c *PubSub) String() string { return "" }

func (c *PubSub) Close() error { return nil }

func (c *PubSub) Subscribe(ctx context.Context, channels ...string) error { return nil }

func (c *PubSub) PSubscribe(ctx context.Context, patterns ...string) error { return nil }

func (c *PubSub) SSubscribe(ctx context.Context, channels ...string) error { return nil }

func (c *PubSub) Unsubscribe(ctx context.Context, channels ...string) error { return nil }

func (c *PubSub) PUnsubscribe(ctx context.Context, patterns ...string) error { return nil }

func (c *PubSub) SUnsubscribe(ctx context.Context, channels ...string) error { return nil }

func (c *PubSub) Ping(ctx context.Context, payload ...string) error { return nil }

func (c *PubSub) ReceiveTimeout(ctx context.Context, timeout time.Duration) (interface{}, error) {
	return nil, nil
}

func (c *PubSub) Receive(ctx context.Context) (interface{}, error) { return nil, nil }

func (c *PubSub) ReceiveMessage(ctx context.Context) (*Message, error) { return nil, nil }

func (c *PubSub) Channel(opts ...ChannelOption) <-chan *Message { return nil }

func (c *PubSub) ChannelSize(size int) <-chan *Message { return nil }

type Message struct {
	Channel      string
	Pattern      string
	Payload      string
	PayloadSlice []string
}

type ChannelOption func(c *channel)

type channel struct {
}

func WithChannelSize(size int) ChannelOption { return nil }

func WithChannelHealthCheckInterval(d time.Duration) ChannelOption { return nil }

func WithChannelSendTimeout(d time.Duration) ChannelOption { return nil }

type Scripter interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
}

type Script struct {
}

func NewScript(src string) *Script { return nil }

func (s *Script) Hash() string { return "" }

func (s *Script) Load(ctx context.Context, c Scripter) *StringCmd { return nil }

func (s *Script) Exists(ctx context.Context, c Scripter) *BoolSliceCmd { return nil }

func (s *Script) Eval(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (s *Script) EvalRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (s *Script) EvalSha(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (s *Script) EvalShaRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (s *Script) Run(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (s *Script) RunRO(ctx context.Context, c Scripter, keys []string, args ...interface{}) *Cmd {
	return nil
}

type Cmder interface {
	Name() string
	FullName() string
	Args() []interface{}
	String() string
	Clone() Cmder
	SetErr(error)
	Err() error
}

type baseCmd struct {
}

func (cmd *baseCmd) Name() string { return "" }

func (cmd *baseCmd) FullName() string { return "" }

func (cmd *baseCmd) Args() []interface{} { return nil }

func (cmd *baseCmd) SetFirstKeyPos(keyPos int8) {}

func (cmd *baseCmd) SetStepCount(stepCount int8) {}

func (cmd *baseCmd) SetErr(e error) {}

func (cmd *baseCmd) Err() error { return nil }

func (cmd *baseCmd) NoRetry() bool { return false }

type Cmd struct {
	baseCmd
}

func (cmd *Cmd) String() string { return "" }

func (cmd *Cmd) SetVal(val interface{}) {}

func (cmd *Cmd) Val() interface{} { return nil }

func (cmd *Cmd) Result() (interface{}, error) { return nil, nil }

func (cmd *Cmd) Text() (string, error) { return "", nil }

func (cmd *Cmd) Int() (int, error) { return 0, nil }

func (cmd *Cmd) Int64() (int64, error) { return 0, nil }

func (cmd *Cmd) Uint64() (uint64, error) { return 0, nil }

func (cmd *Cmd) Float32() (float32, error) { return 0, nil }

func (cmd *Cmd) Float64() (float64, error) { return 0, nil }

func (cmd *Cmd) Bool() (bool, error) { return false, nil }

func (cmd *Cmd) Slice() ([]interface{}, error) { return nil, nil }

func (cmd *Cmd) StringSlice() ([]string, error) { return nil, nil }

func (cmd *Cmd) Int64Slice() ([]int64, error) { return nil, nil }

func (cmd *Cmd) Uint64Slice() ([]uint64, error) { return nil, nil }

func (cmd *Cmd) Float32Slice() ([]float32, error) { return nil, nil }

func (cmd *Cmd) Float64Slice() ([]float64, error) { return nil, nil }

func (cmd *Cmd) BoolSlice() ([]bool, error) { return nil, nil }

func (cmd *Cmd) Clone() Cmder { return nil }

func NewCmd(ctx context.Context, args ...interface{}) *Cmd { return nil }

type StringCmd struct {
	baseCmd
}

func (cmd *StringCmd) SetVal(val string) {}

func (cmd *StringCmd) Val() string { return "" }

func (cmd *StringCmd) Result() (string, error) { return "", nil }

func (cmd *StringCmd) Bytes() ([]byte, error) { return nil, nil }

func (cmd *StringCmd) Bool() (bool, error) { return false, nil }

func (cmd *StringCmd) Int() (int, error) { return 0, nil }

func (cmd *StringCmd) Int64() (int64, error) { return 0, nil }

func (cmd *StringCmd) Uint64() (uint64, error) { return 0, nil }

func (cmd *StringCmd) Float32() (float32, error) { return 0, nil }

func (cmd *StringCmd) Float64() (float64, error) { return 0, nil }

func (cmd *StringCmd) Time() (time.Time, error) { return time.Time{}, nil }

func (cmd *StringCmd) Scan(val interface{}) error { return nil }

func (cmd *StringCmd) String() string { return "" }

func (cmd *StringCmd) Clone() Cmder { return nil }

func NewStringCmd(ctx context.Context, args ...interface{}) *StringCmd { return nil }

type StatusCmd struct {
	baseCmd
}

func (cmd *StatusCmd) SetVal(val string) {}

func (cmd *StatusCmd) Val() string { return "" }

func (cmd *StatusCmd) Result() (string, error) { return "", nil }

func (cmd *StatusCmd) Bytes() ([]byte, error) { return nil, nil }

func (cmd *StatusCmd) String() string { return "" }

func (cmd *StatusCmd) Clone() Cmder { return nil }

func NewStatusCmd(ctx context.Context, args ...interface{}) *StatusCmd { return nil }

type BoolCmd struct {
	baseCmd
}

func (cmd *BoolCmd) SetVal(val bool) {}

func (cmd *BoolCmd) Val() bool { return false }

func (cmd *BoolCmd) Result() (bool, error) { return false, nil }

func (cmd *BoolCmd) String() string { return "" }

func (cmd *BoolCmd) Clone() Cmder { return nil }

func NewBoolCmd(ctx context.Context, args ...interface{}) *BoolCmd { return nil }

type IntCmd struct {
	baseCmd
}

func (cmd *IntCmd) SetVal(val int64) {}

func (cmd *IntCmd) Val() int64 { return 0 }

func (cmd *IntCmd) Result() (int64, error) { return 0, nil }

func (cmd *IntCmd) Uint64() (uint64, error) { return 0, nil }

func (cmd *IntCmd) String() string { return "" }

func (cmd *IntCmd) Clone() Cmder { return nil }

func NewIntCmd(ctx context.Context, args ...interface{}) *IntCmd { return nil }

type FloatCmd struct {
	baseCmd
}

func (cmd *FloatCmd) SetVal(val float64) {}

func (cmd *FloatCmd) Val() float64 { return 0 }

func (cmd *FloatCmd) Result() (float64, error) { return 0, nil }

func (cmd *FloatCmd) String() string { return "" }

func (cmd *FloatCmd) Clone() Cmder { return nil }

func NewFloatCmd(ctx context.Context, args ...interface{}) *FloatCmd { return nil }

type SliceCmd struct {
	baseCmd
}

func (cmd *SliceCmd) SetVal(val []interface{}) {}

func (cmd *SliceCmd) Val() []interface{} { return nil }

func (cmd *SliceCmd) Result() ([]interface{}, error) { return nil, nil }

func (cmd *SliceCmd) String() string { return "" }

func (cmd *SliceCmd) Scan(dst interface{}) error { return nil }

func (cmd *SliceCmd) Clone() Cmder { return nil }

func NewSliceCmd(ctx context.Context, args ...interface{}) *SliceCmd { return nil }

type StringSliceCmd struct {
	baseCmd
}

func (cmd *StringSliceCmd) SetVal(val []string) {}

func (cmd *StringSliceCmd) Val() []string { return nil }

func (cmd *StringSliceCmd) Result() ([]string, error) { return nil, nil }

func (cmd *StringSliceCmd) String() string { return "" }

func (cmd *StringSliceCmd) ScanSlice(container interface{}) error { return nil }

func (cmd *StringSliceCmd) Clone() Cmder { return nil }

func NewStringSliceCmd(ctx context.Context, args ...interface{}) *StringSliceCmd { return nil }

type IntSliceCmd struct {
	baseCmd
}

func (cmd *IntSliceCmd) SetVal(val []int64) {}

func (cmd *IntSliceCmd) Val() []int64 { return nil }

func (cmd *IntSliceCmd) Result() ([]int64, error) { return nil, nil }

func (cmd *IntSliceCmd) String() string { return "" }

func (cmd *IntSliceCmd) Clone() Cmder { return nil }

func NewIntSliceCmd(ctx context.Context, args ...interface{}) *IntSliceCmd { return nil }

type BoolSliceCmd struct {
	baseCmd
}

func (cmd *BoolSliceCmd) SetVal(val []bool) {}

func (cmd *BoolSliceCmd) Val() []bool { return nil }

func (cmd *BoolSliceCmd) Result() ([]bool, error) { return nil, nil }

func (cmd *BoolSliceCmd) String() string { return "" }

func (cmd *BoolSliceCmd) Clone() Cmder { return nil }

func NewBoolSliceCmd(ctx context.Context, args ...interface{}) *BoolSliceCmd { return nil }

type FloatSliceCmd struct {
	baseCmd
}

func (cmd *FloatSliceCmd) SetVal(val []float64) {}

func (cmd *FloatSliceCmd) Val() []float64 { return nil }

func (cmd *FloatSliceCmd) Result() ([]float64, error) { return nil, nil }

func (cmd *FloatSliceCmd) String() string { return "" }

func (cmd *FloatSliceCmd) Clone() Cmder { return nil }

func NewFloatSliceCmd(ctx context.Context, args ...interface{}) *FloatSliceCmd { return nil }

type DurationCmd struct {
	baseCmd
}

func (cmd *DurationCmd) SetVal(val time.Duration) {}

func (cmd *DurationCmd) Val() time.Duration { return 0 }

func (cmd *DurationCmd) Result() (time.Duration, error) { return 0, nil }

func (cmd *DurationCmd) String() string { return "" }

func (cmd *DurationCmd) Clone() Cmder { return nil }

func NewDurationCmd(ctx context.Context, precision time.Duration, args ...interface{}) *DurationCmd {
	return nil
}

type MapStringStringCmd struct {
	baseCmd
}

func (cmd *MapStringStringCmd) Val() map[string]string { return nil }

func (cmd *MapStringStringCmd) SetVal(val map[string]string) {}

func (cmd *MapStringStringCmd) Result() (map[string]string, error) { return nil, nil }

func (cmd *MapStringStringCmd) String() string { return "" }

func (cmd *MapStringStringCmd) Scan(dest interface{}) error { return nil }

func (cmd *MapStringStringCmd) Clone() Cmder { return nil }

func NewMapStringStringCmd(ctx context.Context, args ...interface{}) *MapStringStringCmd { return nil }

type MapStringIntCmd struct {
	baseCmd
}

func (cmd *MapStringIntCmd) SetVal(val map[string]int64) {}

func (cmd *MapStringIntCmd) Val() map[string]int64 { return nil }

func (cmd *MapStringIntCmd) Result() (map[string]int64, error) { return nil, nil }

func (cmd *MapStringIntCmd) String() string { return "" }

func (cmd *MapStringIntCmd) Clone() Cmder { return nil }

func NewMapStringIntCmd(ctx context.Context, args ...interface{}) *MapStringIntCmd { return nil }

type ScanCmd struct {
	baseCmd
}

func (cmd *ScanCmd) SetVal(page []string, cursor uint64) {}

func (cmd *ScanCmd) Val() (keys []string, cursor uint64) { return }

func (cmd *ScanCmd) Result() (keys []string, cursor uint64, err error) { return }

func (cmd *ScanCmd) String() string { return "" }

func (cmd *ScanCmd) Clone() Cmder { return nil }

func (cmd *ScanCmd) Iterator() *ScanIterator { return nil }

func NewScanCmd(ctx context.Context, process cmdable, args ...interface{}) *ScanCmd { return nil }

type ZSliceCmd struct {
	baseCmd
}

func (cmd *ZSliceCmd) SetVal(val []Z) {}

func (cmd *ZSliceCmd) Val() []Z { return nil }

func (cmd *ZSliceCmd) Result() ([]Z, error) { return nil, nil }

func (cmd *ZSliceCmd) String() string { return "" }

func (cmd *ZSliceCmd) Clone() Cmder { return nil }

func NewZSliceCmd(ctx context.Context, args ...interface{}) *ZSliceCmd { return nil }

type XMessageSliceCmd struct {
	baseCmd
}

func (cmd *XMessageSliceCmd) SetVal(val []XMessage) {}

func (cmd *XMessageSliceCmd) Val() []XMessage { return nil }

func (cmd *XMessageSliceCmd) Result() ([]XMessage, error) { return nil, nil }

func (cmd *XMessageSliceCmd) String() string { return "" }

func (cmd *XMessageSliceCmd) Clone() Cmder { return nil }

func NewXMessageSliceCmd(ctx context.Context, args ...interface{}) *XMessageSliceCmd { return nil }

type XStreamSliceCmd struct {
	baseCmd
}

func (cmd *XStreamSliceCmd) SetVal(val []XStream) {}

func (cmd *XStreamSliceCmd) Val() []XStream { return nil }

func (cmd *XStreamSliceCmd) Result() ([]XStream, error) { return nil, nil }

func (cmd *XStreamSliceCmd) String() string { return "" }

func (cmd *XStreamSliceCmd) Clone() Cmder { return nil }

func NewXStreamSliceCmd(ctx context.Context, args ...interface{}) *XStreamSliceCmd { return nil }

type StringStructMapCmd struct {
	baseCmd
}

func (cmd *StringStructMapCmd) SetVal(val map[string]struct{}) {}

func (cmd *StringStructMapCmd) Val() map[string]struct{} { return nil }

func (cmd *StringStructMapCmd) Result() (map[string]struct{}, error) { return nil, nil }

func (cmd *StringStructMapCmd) String() string { return "" }

func (cmd *StringStructMapCmd) Clone() Cmder { return nil }

func NewStringStructMapCmd(ctx context.Context, args ...interface{}) *StringStructMapCmd { return nil }

type TimeCmd struct {
	baseCmd
}

func (cmd *TimeCmd) SetVal(val time.Time) {}

func (cmd *TimeCmd) Val() time.Time { return time.Time{} }

func (cmd *TimeCmd) Result() (time.Time, error) { return time.Time{}, nil }

func (cmd *TimeCmd) String() string { return "" }

func (cmd *TimeCmd) Clone() Cmder { return nil }

func NewTimeCmd(ctx context.Context, args ...interface{}) *TimeCmd { return nil }

type XPendingCmd struct {
	baseCmd
}

func (cmd *XPendingCmd) SetVal(val *XPending) {}

func (cmd *XPendingCmd) Val() *XPending { return nil }

func (cmd *XPendingCmd) Result() (*XPending, error) { return nil, nil }

func (cmd *XPendingCmd) String() string { return "" }

func (cmd *XPendingCmd) Clone() Cmder { return nil }

func NewXPendingCmd(ctx context.Context, args ...interface{}) *XPendingCmd { return nil }

type XPendingExtCmd struct {
	baseCmd
}

func (cmd *XPendingExtCmd) SetVal(val []XPendingExt) {}

func (cmd *XPendingExtCmd) Val() []XPendingExt { return nil }

func (cmd *XPendingExtCmd) Result() ([]XPendingExt, error) { return nil, nil }

func (cmd *XPendingExtCmd) String() string { return "" }

func (cmd *XPendingExtCmd) Clone() Cmder { return nil }

func NewXPendingExtCmd(ctx context.Context, args ...interface{}) *XPendingExtCmd { return nil }

type KeyValueSliceCmd struct {
	baseCmd
}

func (cmd *KeyValueSliceCmd) SetVal(val []KeyValue) {}

func (cmd *KeyValueSliceCmd) Val() []KeyValue { return nil }

func (cmd *KeyValueSliceCmd) Result() ([]KeyValue, error) { return nil, nil }

func (cmd *KeyValueSliceCmd) String() string { return "" }

func (cmd *KeyValueSliceCmd) Clone() Cmder { return nil }

func NewKeyValueSliceCmd(ctx context.Context, args ...interface{}) *KeyValueSliceCmd { return nil }

func NewCmdResult(val interface{}, err error) *Cmd { return nil }

func NewSliceResult(val []interface{}, err error) *SliceCmd { return nil }

func NewStatusResult(val string, err error) *StatusCmd { return nil }

func NewIntResult(val int64, err error) *IntCmd { return nil }

func NewDurationResult(val time.Duration, err error) *DurationCmd { return nil }

func NewBoolResult(val bool, err error) *BoolCmd { return nil }

func NewStringResult(val string, err error) *StringCmd { return nil }

func NewFloatResult(val float64, err error) *FloatCmd { return nil }

func NewStringSliceResult(val []string, err error) *StringSliceCmd { return nil }

func NewBoolSliceResult(val []bool, err error) *BoolSliceCmd { return nil }

func NewFloatSliceResult(val []float64, err error) *FloatSliceCmd { return nil }

func NewMapStringStringResult(val map[string]string, err error) *MapStringStringCmd { return nil }

func NewMapStringIntCmdResult(val map[string]int64, err error) *MapStringIntCmd { return nil }

func NewTimeCmdResult(val time.Time, err error) *TimeCmd { return nil }

func NewZSliceCmdResult(val []Z, err error) *ZSliceCmd { return nil }

func NewScanCmdResult(keys []string, cursor uint64, err error) *ScanCmd { return nil }

func NewXMessageSliceCmdResult(val []XMessage, err error) *XMessageSliceCmd { return nil }

func NewXStreamSliceCmdResult(val []XStream, err error) *XStreamSliceCmd { return nil }

func NewXPendingResult(val *XPending, err error) *XPendingCmd { return nil }

type SetArgs struct {
	Mode        string
	MatchValue  interface{}
	MatchDigest uint64
	TTL         time.Duration
	ExpireAt    time.Time
	Get         bool
	KeepTTL     bool
}

type Z struct {
	Score  float64
	Member interface{}
}

type ZAddArgs struct {
	NX      bool
	XX      bool
	LT      bool
	GT      bool
	Ch      bool
	Members []Z
}

type ZRangeBy struct {
	Min, Max      string
	Offset, Count int64
}

type ZStore struct {
	Keys      []string
	Weights   []float64
	Aggregate string
}

type ZRangeArgs struct {
	Key     string
	Start   interface{}
	Stop    interface{}
	ByScore bool
	ByLex   bool
	Rev     bool
	Offset  int64
	Count   int64
}

type XAddArgs struct {
	Stream         string
	NoMkStream     bool
	MaxLen         int64
	MinID          string
	Approx         bool
	Limit          int64
	Mode           string
	ID             string
	Values         interface{}
	ProducerID     string
	IdempotentID   string
	IdempotentAuto bool
}

type XReadArgs struct {
	Streams  []string
	Count    int64
	MaxCount int64
	MaxSize  int64
	Block    time.Duration
	ID       string
}

type XReadGroupArgs struct {
	Group    string
	Consumer string
	Streams  []string
	Count    int64
	MaxCount int64
	MaxSize  int64
	Block    time.Duration
	NoAck    bool
	Claim    time.Duration
}

type LPosArgs struct {
	Rank, MaxLen int64
}

type Sort struct {
	By            string
	Offset, Count int64
	Get           []string
	Order         string
	Alpha         bool
}

type XPendingExtArgs struct {
	Stream   string
	Group    string
	Idle     time.Duration
	Start    string
	End      string
	Count    int64
	Consumer string
}

type XClaimArgs struct {
	Stream   string
	Group    string
	Consumer string
	MinIdle  time.Duration
	Messages []string
}

type XMessage struct {
	ID                        string
	Values                    map[string]interface{}
	MillisElapsedFromDelivery int64
	DeliveredCount            int64
}

type XStream struct {
	Stream   string
	Messages []XMessage
}

type XPending struct {
	Count     int64
	Lower     string
	Higher    string
	Consumers map[string]int64
}

type XPendingExt struct {
	ID         string
	Consumer   string
	Idle       time.Duration
	RetryCount int64
}

type KeyValue struct {
	Key   string
	Value string
}

const KeepTTL = -1

func (c cmdable) BgRewriteAOF(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) BgSave(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ClientGetName(ctx context.Context) *StringCmd { return nil }

func (c cmdable) ClientID(ctx context.Context) *IntCmd { return nil }

func (c cmdable) ClientKill(ctx context.Context, ipPort string) *StatusCmd { return nil }

func (c cmdable) ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd { return nil }

func (c cmdable) ClientList(ctx context.Context) *StringCmd { return nil }

func (c cmdable) ClientMaintNotifications(ctx context.Context, enabled bool, endpointType string) *StatusCmd {
	return nil
}

func (c cmdable) ClientPause(ctx context.Context, dur time.Duration) *BoolCmd { return nil }

func (c cmdable) ClientTrackingOff(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ClientUnblock(ctx context.Context, id int64) *IntCmd { return nil }

func (c cmdable) ClientUnblockWithError(ctx context.Context, id int64) *IntCmd { return nil }

func (c cmdable) ClientUnpause(ctx context.Context) *BoolCmd { return nil }

func (c cmdable) CommandGetKeys(ctx context.Context, commands ...interface{}) *StringSliceCmd {
	return nil
}

func (c cmdable) ConfigGet(ctx context.Context, parameter string) *MapStringStringCmd { return nil }

func (c cmdable) ConfigResetStat(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ConfigRewrite(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ConfigSet(ctx context.Context, parameter, value string) *StatusCmd { return nil }

func (c cmdable) DBSize(ctx context.Context) *IntCmd { return nil }

func (c cmdable) DebugObject(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) Echo(ctx context.Context, message interface{}) *StringCmd { return nil }

func (c cmdable) FlushAll(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) FlushAllAsync(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) FlushDB(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) FlushDBAsync(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) Info(ctx context.Context, sections ...string) *StringCmd { return nil }

func (c cmdable) LastSave(ctx context.Context) *IntCmd { return nil }

func (c cmdable) LatencyReset(ctx context.Context, events ...interface{}) *StatusCmd { return nil }

func (c cmdable) MemoryUsage(ctx context.Context, key string, samples ...int) *IntCmd { return nil }

func (c cmdable) Ping(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) Quit(_ context.Context) *StatusCmd { return nil }

func (c cmdable) ReplicaOf(ctx context.Context, host, port string) *StatusCmd { return nil }

func (c cmdable) Save(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) Shutdown(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ShutdownNoSave(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ShutdownSave(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) SlaveOf(ctx context.Context, host, port string) *StatusCmd { return nil }

func (c cmdable) SlowLogLen(ctx context.Context) *IntCmd { return nil }

func (c cmdable) SlowLogReset(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) Time(ctx context.Context) *TimeCmd { return nil }

func (c cmdable) Unlink(ctx context.Context, keys ...string) *IntCmd { return nil }

func (c cmdable) Append(ctx context.Context, key, value string) *IntCmd { return nil }

func (c cmdable) Decr(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) DecrBy(ctx context.Context, key string, decrement int64) *IntCmd { return nil }

func (c cmdable) Get(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) GetDel(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd {
	return nil
}

func (c cmdable) GetRange(ctx context.Context, key string, start, end int64) *StringCmd { return nil }

func (c cmdable) GetSet(ctx context.Context, key string, value interface{}) *StringCmd { return nil }

func (c cmdable) Incr(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) IncrBy(ctx context.Context, key string, value int64) *IntCmd { return nil }

func (c cmdable) IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd { return nil }

func (c cmdable) MGet(ctx context.Context, keys ...string) *SliceCmd { return nil }

func (c cmdable) MSet(ctx context.Context, values ...interface{}) *StatusCmd { return nil }

func (c cmdable) MSetNX(ctx context.Context, values ...interface{}) *BoolCmd { return nil }

func (c cmdable) Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd {
	return nil
}

func (c cmdable) SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetFromBuffer(ctx context.Context, key string, buf []byte) *StatusCmd { return nil }

func (c cmdable) SetIFDEQ(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetIFDEQGet(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StringCmd {
	return nil
}

func (c cmdable) SetIFDNE(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetIFDNEGet(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StringCmd {
	return nil
}

func (c cmdable) SetIFEQ(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetIFEQGet(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StringCmd {
	return nil
}

func (c cmdable) SetIFNE(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) SetIFNEGet(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StringCmd {
	return nil
}

func (c cmdable) SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) SetRange(ctx context.Context, key string, offset int64, value string) *IntCmd {
	return nil
}

func (c cmdable) SetXX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) StrLen(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) Copy(ctx context.Context, sourceKey, destKey string, db int, replace bool) *IntCmd {
	return nil
}

func (c cmdable) Del(ctx context.Context, keys ...string) *IntCmd { return nil }

func (c cmdable) Dump(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) Exists(ctx context.Context, keys ...string) *IntCmd { return nil }

func (c cmdable) Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) ExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd { return nil }

func (c cmdable) ExpireGT(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) ExpireLT(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) ExpireNX(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) ExpireTime(ctx context.Context, key string) *DurationCmd { return nil }

func (c cmdable) ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) Keys(ctx context.Context, pattern string) *StringSliceCmd { return nil }

func (c cmdable) Migrate(ctx context.Context, host, port, key string, db int, timeout time.Duration) *StatusCmd {
	return nil
}

func (c cmdable) Move(ctx context.Context, key string, db int) *BoolCmd { return nil }

func (c cmdable) ObjectEncoding(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) ObjectFreq(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) ObjectIdleTime(ctx context.Context, key string) *DurationCmd { return nil }

func (c cmdable) ObjectRefCount(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd {
	return nil
}

func (c cmdable) PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd { return nil }

func (c cmdable) PExpireTime(ctx context.Context, key string) *DurationCmd { return nil }

func (c cmdable) PTTL(ctx context.Context, key string) *DurationCmd { return nil }

func (c cmdable) Persist(ctx context.Context, key string) *BoolCmd { return nil }

func (c cmdable) RandomKey(ctx context.Context) *StringCmd { return nil }

func (c cmdable) Rename(ctx context.Context, key, newkey string) *StatusCmd { return nil }

func (c cmdable) RenameNX(ctx context.Context, key, newkey string) *BoolCmd { return nil }

func (c cmdable) Restore(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd {
	return nil
}

func (c cmdable) RestoreReplace(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd {
	return nil
}

func (c cmdable) Scan(ctx context.Context, cursor uint64, match string, count int64) *ScanCmd {
	return nil
}

func (c cmdable) ScanType(ctx context.Context, cursor uint64, match string, count int64, keyType string) *ScanCmd {
	return nil
}

func (c cmdable) Sort(ctx context.Context, key string, sort *Sort) *StringSliceCmd { return nil }

func (c cmdable) SortInterfaces(ctx context.Context, key string, sort *Sort) *SliceCmd { return nil }

func (c cmdable) SortRO(ctx context.Context, key string, sort *Sort) *StringSliceCmd { return nil }

func (c cmdable) SortStore(ctx context.Context, key, store string, sort *Sort) *IntCmd { return nil }

func (c cmdable) TTL(ctx context.Context, key string) *DurationCmd { return nil }

func (c cmdable) Touch(ctx context.Context, keys ...string) *IntCmd { return nil }

func (c cmdable) Type(ctx context.Context, key string) *StatusCmd { return nil }

func (c cmdable) HDel(ctx context.Context, key string, fields ...string) *IntCmd { return nil }

func (c cmdable) HExists(ctx context.Context, key, field string) *BoolCmd { return nil }

func (c cmdable) HExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HGet(ctx context.Context, key, field string) *StringCmd { return nil }

func (c cmdable) HGetAll(ctx context.Context, key string) *MapStringStringCmd { return nil }

func (c cmdable) HGetDel(ctx context.Context, key string, fields ...string) *StringSliceCmd {
	return nil
}

func (c cmdable) HGetEX(ctx context.Context, key string, fields ...string) *StringSliceCmd {
	return nil
}

func (c cmdable) HImportDiscard(ctx context.Context, fieldsetName string) *IntCmd { return nil }

func (c cmdable) HImportDiscardAll(ctx context.Context) *IntCmd { return nil }

func (c cmdable) HImportPrepare(ctx context.Context, fieldsetName string, fields ...string) *StatusCmd {
	return nil
}

func (c cmdable) HImportSet(ctx context.Context, key, fieldsetName string, values ...interface{}) *StatusCmd {
	return nil
}

func (c cmdable) HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd { return nil }

func (c cmdable) HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd {
	return nil
}

func (c cmdable) HKeys(ctx context.Context, key string) *StringSliceCmd { return nil }

func (c cmdable) HLen(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) HMGet(ctx context.Context, key string, fields ...string) *SliceCmd { return nil }

func (c cmdable) HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd { return nil }

func (c cmdable) HPExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HPExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HPExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd {
	return nil
}

func (c cmdable) HPTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd { return nil }

func (c cmdable) HPersist(ctx context.Context, key string, fields ...string) *IntSliceCmd { return nil }

func (c cmdable) HRandField(ctx context.Context, key string, count int) *StringSliceCmd { return nil }

func (c cmdable) HRandFieldWithValues(ctx context.Context, key string, count int) *KeyValueSliceCmd {
	return nil
}

func (c cmdable) HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	return nil
}

func (c cmdable) HScanNoValues(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	return nil
}

func (c cmdable) HSet(ctx context.Context, key string, values ...interface{}) *IntCmd { return nil }

func (c cmdable) HSetEX(ctx context.Context, key string, fieldsAndValues ...string) *IntCmd {
	return nil
}

func (c cmdable) HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd {
	return nil
}

func (c cmdable) HStrLen(ctx context.Context, key, field string) *IntCmd { return nil }

func (c cmdable) HTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd { return nil }

func (c cmdable) HVals(ctx context.Context, key string) *StringSliceCmd { return nil }

func (c cmdable) BLMove(
	ctx context.Context, source, destination, srcpos, destpos string, timeout time.Duration,
) *StringCmd {
	return nil
}

func (c cmdable) BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	return nil
}

func (c cmdable) BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd {
	return nil
}

func (c cmdable) BRPopLPush(ctx context.Context, source, destination string, timeout time.Duration) *StringCmd {
	return nil
}

func (c cmdable) LIndex(ctx context.Context, key string, index int64) *StringCmd { return nil }

func (c cmdable) LInsert(ctx context.Context, key, op string, pivot, value interface{}) *IntCmd {
	return nil
}

func (c cmdable) LInsertAfter(ctx context.Context, key string, pivot, value interface{}) *IntCmd {
	return nil
}

func (c cmdable) LInsertBefore(ctx context.Context, key string, pivot, value interface{}) *IntCmd {
	return nil
}

func (c cmdable) LLen(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) LMove(ctx context.Context, source, destination, srcpos, destpos string) *StringCmd {
	return nil
}

func (c cmdable) LPop(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) LPopCount(ctx context.Context, key string, count int) *StringSliceCmd { return nil }

func (c cmdable) LPos(ctx context.Context, key string, value string, a LPosArgs) *IntCmd { return nil }

func (c cmdable) LPosCount(ctx context.Context, key string, value string, count int64, a LPosArgs) *IntSliceCmd {
	return nil
}

func (c cmdable) LPush(ctx context.Context, key string, values ...interface{}) *IntCmd { return nil }

func (c cmdable) LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd { return nil }

func (c cmdable) LRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd {
	return nil
}

func (c cmdable) LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd {
	return nil
}

func (c cmdable) LSet(ctx context.Context, key string, index int64, value interface{}) *StatusCmd {
	return nil
}

func (c cmdable) LTrim(ctx context.Context, key string, start, stop int64) *StatusCmd { return nil }

func (c cmdable) RPop(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) RPopCount(ctx context.Context, key string, count int) *StringSliceCmd { return nil }

func (c cmdable) RPopLPush(ctx context.Context, source, destination string) *StringCmd { return nil }

func (c cmdable) RPush(ctx context.Context, key string, values ...interface{}) *IntCmd { return nil }

func (c cmdable) RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd { return nil }

func (c cmdable) SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd { return nil }

func (c cmdable) SCard(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) SDiff(ctx context.Context, keys ...string) *StringSliceCmd { return nil }

func (c cmdable) SDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	return nil
}

func (c cmdable) SInter(ctx context.Context, keys ...string) *StringSliceCmd { return nil }

func (c cmdable) SInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd { return nil }

func (c cmdable) SInterStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	return nil
}

func (c cmdable) SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd { return nil }

func (c cmdable) SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd {
	return nil
}

func (c cmdable) SMembers(ctx context.Context, key string) *StringSliceCmd { return nil }

func (c cmdable) SMembersMap(ctx context.Context, key string) *StringStructMapCmd { return nil }

func (c cmdable) SMove(ctx context.Context, source, destination string, member interface{}) *BoolCmd {
	return nil
}

func (c cmdable) SPop(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) SPopN(ctx context.Context, key string, count int64) *StringSliceCmd { return nil }

func (c cmdable) SRandMember(ctx context.Context, key string) *StringCmd { return nil }

func (c cmdable) SRandMemberN(ctx context.Context, key string, count int64) *StringSliceCmd {
	return nil
}

func (c cmdable) SRem(ctx context.Context, key string, members ...interface{}) *IntCmd { return nil }

func (c cmdable) SScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	return nil
}

func (c cmdable) SUnion(ctx context.Context, keys ...string) *StringSliceCmd { return nil }

func (c cmdable) SUnionStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	return nil
}

func (c cmdable) ZAdd(ctx context.Context, key string, members ...Z) *IntCmd { return nil }

func (c cmdable) ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd { return nil }

func (c cmdable) ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd { return nil }

func (c cmdable) ZAddGT(ctx context.Context, key string, members ...Z) *IntCmd { return nil }

func (c cmdable) ZAddLT(ctx context.Context, key string, members ...Z) *IntCmd { return nil }

func (c cmdable) ZAddNX(ctx context.Context, key string, members ...Z) *IntCmd { return nil }

func (c cmdable) ZAddXX(ctx context.Context, key string, members ...Z) *IntCmd { return nil }

func (c cmdable) ZCard(ctx context.Context, key string) *IntCmd { return nil }

func (c cmdable) ZCount(ctx context.Context, key, min, max string) *IntCmd { return nil }

func (c cmdable) ZDiff(ctx context.Context, keys ...string) *StringSliceCmd { return nil }

func (c cmdable) ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd {
	return nil
}

func (c cmdable) ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd { return nil }

func (c cmdable) ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd {
	return nil
}

func (c cmdable) ZInter(ctx context.Context, store *ZStore) *StringSliceCmd { return nil }

func (c cmdable) ZInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd { return nil }

func (c cmdable) ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd {
	return nil
}

func (c cmdable) ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd { return nil }

func (c cmdable) ZLexCount(ctx context.Context, key, min, max string) *IntCmd { return nil }

func (c cmdable) ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd {
	return nil
}

func (c cmdable) ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd { return nil }

func (c cmdable) ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd { return nil }

func (c cmdable) ZRandMember(ctx context.Context, key string, count int) *StringSliceCmd { return nil }

func (c cmdable) ZRandMemberWithScores(ctx context.Context, key string, count int) *ZSliceCmd {
	return nil
}

func (c cmdable) ZRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRangeArgs(ctx context.Context, z ZRangeArgs) *StringSliceCmd { return nil }

func (c cmdable) ZRangeArgsWithScores(ctx context.Context, z ZRangeArgs) *ZSliceCmd { return nil }

func (c cmdable) ZRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd {
	return nil
}

func (c cmdable) ZRangeStore(ctx context.Context, dst string, z ZRangeArgs) *IntCmd { return nil }

func (c cmdable) ZRangeWithScores(ctx context.Context, key string, start, stop int64) *ZSliceCmd {
	return nil
}

func (c cmdable) ZRank(ctx context.Context, key, member string) *IntCmd { return nil }

func (c cmdable) ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd { return nil }

func (c cmdable) ZRemRangeByLex(ctx context.Context, key, min, max string) *IntCmd { return nil }

func (c cmdable) ZRemRangeByRank(ctx context.Context, key string, start, stop int64) *IntCmd {
	return nil
}

func (c cmdable) ZRemRangeByScore(ctx context.Context, key, min, max string) *IntCmd { return nil }

func (c cmdable) ZRevRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRevRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRevRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd {
	return nil
}

func (c cmdable) ZRevRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd {
	return nil
}

func (c cmdable) ZRevRangeWithScores(ctx context.Context, key string, start, stop int64) *ZSliceCmd {
	return nil
}

func (c cmdable) ZRevRank(ctx context.Context, key, member string) *IntCmd { return nil }

func (c cmdable) ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd {
	return nil
}

func (c cmdable) ZScore(ctx context.Context, key, member string) *FloatCmd { return nil }

func (c cmdable) ZUnion(ctx context.Context, store ZStore) *StringSliceCmd { return nil }

func (c cmdable) ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd { return nil }

func (c cmdable) ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd { return nil }

func (c cmdable) XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd { return nil }

func (c cmdable) XAckDel(ctx context.Context, stream string, group string, mode string, ids ...string) *SliceCmd {
	return nil
}

func (c cmdable) XAdd(ctx context.Context, a *XAddArgs) *StringCmd { return nil }

func (c cmdable) XClaim(ctx context.Context, a *XClaimArgs) *XMessageSliceCmd { return nil }

func (c cmdable) XClaimJustID(ctx context.Context, a *XClaimArgs) *StringSliceCmd { return nil }

func (c cmdable) XDel(ctx context.Context, stream string, ids ...string) *IntCmd { return nil }

func (c cmdable) XDelEx(ctx context.Context, stream string, mode string, ids ...string) *SliceCmd {
	return nil
}

func (c cmdable) XGroupCreate(ctx context.Context, stream, group, start string) *StatusCmd {
	return nil
}

func (c cmdable) XGroupCreateConsumer(ctx context.Context, stream, group, consumer string) *IntCmd {
	return nil
}

func (c cmdable) XGroupCreateMkStream(ctx context.Context, stream, group, start string) *StatusCmd {
	return nil
}

func (c cmdable) XGroupDelConsumer(ctx context.Context, stream, group, consumer string) *IntCmd {
	return nil
}

func (c cmdable) XGroupDestroy(ctx context.Context, stream, group string) *IntCmd { return nil }

func (c cmdable) XGroupSetID(ctx context.Context, stream, group, start string) *StatusCmd { return nil }

func (c cmdable) XLen(ctx context.Context, stream string) *IntCmd { return nil }

func (c cmdable) XPending(ctx context.Context, stream, group string) *XPendingCmd { return nil }

func (c cmdable) XPendingExt(ctx context.Context, a *XPendingExtArgs) *XPendingExtCmd { return nil }

func (c cmdable) XRange(ctx context.Context, stream, start, stop string) *XMessageSliceCmd {
	return nil
}

func (c cmdable) XRangeN(ctx context.Context, stream, start, stop string, count int64) *XMessageSliceCmd {
	return nil
}

func (c cmdable) XRead(ctx context.Context, a *XReadArgs) *XStreamSliceCmd { return nil }

func (c cmdable) XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd { return nil }

func (c cmdable) XReadStreams(ctx context.Context, streams ...string) *XStreamSliceCmd { return nil }

func (c cmdable) XRevRange(ctx context.Context, stream, start, stop string) *XMessageSliceCmd {
	return nil
}

func (c cmdable) XRevRangeN(ctx context.Context, stream, start, stop string, count int64) *XMessageSliceCmd {
	return nil
}

func (c cmdable) XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd { return nil }

func (c cmdable) XTrimMaxLenApprox(ctx context.Context, key string, maxLen, limit int64) *IntCmd {
	return nil
}

func (c cmdable) XTrimMaxLenApproxMode(ctx context.Context, key string, maxLen, limit int64, mode string) *IntCmd {
	return nil
}

func (c cmdable) XTrimMaxLenMode(ctx context.Context, key string, maxLen int64, mode string) *IntCmd {
	return nil
}

func (c cmdable) XTrimMinID(ctx context.Context, key string, minID string) *IntCmd { return nil }

func (c cmdable) XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd {
	return nil
}

func (c cmdable) XTrimMinIDApproxMode(ctx context.Context, key string, minID string, limit int64, mode string) *IntCmd {
	return nil
}

func (c cmdable) XTrimMinIDMode(ctx context.Context, key string, minID string, mode string) *IntCmd {
	return nil
}

func (c cmdable) PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd { return nil }

func (c cmdable) PubSubNumPat(ctx context.Context) *IntCmd { return nil }

func (c cmdable) PubSubNumSub(ctx context.Context, channels ...string) *MapStringIntCmd { return nil }

func (c cmdable) PubSubShardChannels(ctx context.Context, pattern string) *StringSliceCmd { return nil }

func (c cmdable) PubSubShardNumSub(ctx context.Context, channels ...string) *MapStringIntCmd {
	return nil
}

func (c cmdable) Publish(ctx context.Context, channel string, message interface{}) *IntCmd {
	return nil
}

func (c cmdable) SPublish(ctx context.Context, channel string, message interface{}) *IntCmd {
	return nil
}

func (c cmdable) Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) FCall(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) FCallRO(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) FCallRo(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd {
	return nil
}

func (c cmdable) FunctionDelete(ctx context.Context, libName string) *StringCmd { return nil }

func (c cmdable) FunctionDump(ctx context.Context) *StringCmd { return nil }

func (c cmdable) FunctionFlush(ctx context.Context) *StringCmd { return nil }

func (c cmdable) FunctionFlushAsync(ctx context.Context) *StringCmd { return nil }

func (c cmdable) FunctionKill(ctx context.Context) *StringCmd { return nil }

func (c cmdable) FunctionLoad(ctx context.Context, code string) *StringCmd { return nil }

func (c cmdable) FunctionLoadReplace(ctx context.Context, code string) *StringCmd { return nil }

func (c cmdable) FunctionRestore(ctx context.Context, libDump string) *StringCmd { return nil }

func (c cmdable) ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd { return nil }

func (c cmdable) ScriptFlush(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ScriptKill(ctx context.Context) *StatusCmd { return nil }

func (c cmdable) ScriptLoad(ctx context.Context, script string) *StringCmd { return nil }

func (c statefulCmdable) Auth(ctx context.Context, password string) *StatusCmd { return nil }

func (c statefulCmdable) AuthACL(ctx context.Context, username, password string) *StatusCmd {
	return nil
}

func (c statefulCmdable) ClientSetName(ctx context.Context, name string) *BoolCmd { return nil }

func (c statefulCmdable) Select(ctx context.Context, index int) *StatusCmd { return nil }

func (c statefulCmdable) SwapDB(ctx context.Context, index1, index2 int) *StatusCmd { return nil }

func (c cmdable) Do(ctx context.Context, args ...interface{}) *Cmd { return nil }

type Cmdable interface {
	Pipeline() Pipeliner
	Pipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	TxPipelined(ctx context.Context, fn func(Pipeliner) error) ([]Cmder, error)
	TxPipeline() Pipeliner
	CommandGetKeys(ctx context.Context, commands ...interface{}) *StringSliceCmd
	ClientGetName(ctx context.Context) *StringCmd
	Echo(ctx context.Context, message interface{}) *StringCmd
	Ping(ctx context.Context) *StatusCmd
	Quit(ctx context.Context) *StatusCmd
	Unlink(ctx context.Context, keys ...string) *IntCmd
	BgRewriteAOF(ctx context.Context) *StatusCmd
	BgSave(ctx context.Context) *StatusCmd
	ClientKill(ctx context.Context, ipPort string) *StatusCmd
	ClientKillByFilter(ctx context.Context, keys ...string) *IntCmd
	ClientList(ctx context.Context) *StringCmd
	ClientPause(ctx context.Context, dur time.Duration) *BoolCmd
	ClientUnpause(ctx context.Context) *BoolCmd
	ClientID(ctx context.Context) *IntCmd
	ClientUnblock(ctx context.Context, id int64) *IntCmd
	ClientUnblockWithError(ctx context.Context, id int64) *IntCmd
	ClientMaintNotifications(ctx context.Context, enabled bool, endpointType string) *StatusCmd
	ClientTrackingOff(ctx context.Context) *StatusCmd
	ConfigGet(ctx context.Context, parameter string) *MapStringStringCmd
	ConfigResetStat(ctx context.Context) *StatusCmd
	ConfigSet(ctx context.Context, parameter, value string) *StatusCmd
	ConfigRewrite(ctx context.Context) *StatusCmd
	DBSize(ctx context.Context) *IntCmd
	FlushAll(ctx context.Context) *StatusCmd
	FlushAllAsync(ctx context.Context) *StatusCmd
	FlushDB(ctx context.Context) *StatusCmd
	FlushDBAsync(ctx context.Context) *StatusCmd
	Info(ctx context.Context, section ...string) *StringCmd
	LastSave(ctx context.Context) *IntCmd
	Save(ctx context.Context) *StatusCmd
	Shutdown(ctx context.Context) *StatusCmd
	ShutdownSave(ctx context.Context) *StatusCmd
	ShutdownNoSave(ctx context.Context) *StatusCmd
	SlaveOf(ctx context.Context, host, port string) *StatusCmd
	ReplicaOf(ctx context.Context, host, port string) *StatusCmd
	SlowLogLen(ctx context.Context) *IntCmd
	SlowLogReset(ctx context.Context) *StatusCmd
	Time(ctx context.Context) *TimeCmd
	DebugObject(ctx context.Context, key string) *StringCmd
	MemoryUsage(ctx context.Context, key string, samples ...int) *IntCmd
	LatencyReset(ctx context.Context, events ...interface{}) *StatusCmd
	GenericCmdable
	HashCmdable
	ListCmdable
	PubSubCmdable
	ScriptingFunctionsCmdable
	SetCmdable
	SortedSetCmdable
	StringCmdable
	StreamCmdable
}

type StringCmdable interface {
	Append(ctx context.Context, key, value string) *IntCmd
	Decr(ctx context.Context, key string) *IntCmd
	DecrBy(ctx context.Context, key string, decrement int64) *IntCmd
	Get(ctx context.Context, key string) *StringCmd
	GetRange(ctx context.Context, key string, start, end int64) *StringCmd
	GetSet(ctx context.Context, key string, value interface{}) *StringCmd
	GetEx(ctx context.Context, key string, expiration time.Duration) *StringCmd
	GetDel(ctx context.Context, key string) *StringCmd
	Incr(ctx context.Context, key string) *IntCmd
	IncrBy(ctx context.Context, key string, value int64) *IntCmd
	IncrByFloat(ctx context.Context, key string, value float64) *FloatCmd
	MGet(ctx context.Context, keys ...string) *SliceCmd
	MSet(ctx context.Context, values ...interface{}) *StatusCmd
	MSetNX(ctx context.Context, values ...interface{}) *BoolCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetArgs(ctx context.Context, key string, value interface{}, a SetArgs) *StatusCmd
	SetEx(ctx context.Context, key string, value interface{}, expiration time.Duration) *StatusCmd
	SetFromBuffer(ctx context.Context, key string, buf []byte) *StatusCmd
	SetIFEQ(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StatusCmd
	SetIFEQGet(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StringCmd
	SetIFNE(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StatusCmd
	SetIFNEGet(ctx context.Context, key string, value interface{}, matchValue interface{}, expiration time.Duration) *StringCmd
	SetIFDEQ(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StatusCmd
	SetIFDEQGet(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StringCmd
	SetIFDNE(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StatusCmd
	SetIFDNEGet(ctx context.Context, key string, value interface{}, matchDigest uint64, expiration time.Duration) *StringCmd
	SetNX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	SetXX(ctx context.Context, key string, value interface{}, expiration time.Duration) *BoolCmd
	SetRange(ctx context.Context, key string, offset int64, value string) *IntCmd
	StrLen(ctx context.Context, key string) *IntCmd
}

type GenericCmdable interface {
	Del(ctx context.Context, keys ...string) *IntCmd
	Dump(ctx context.Context, key string) *StringCmd
	Exists(ctx context.Context, keys ...string) *IntCmd
	Expire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	ExpireTime(ctx context.Context, key string) *DurationCmd
	ExpireNX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireXX(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireGT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	ExpireLT(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	Keys(ctx context.Context, pattern string) *StringSliceCmd
	Migrate(ctx context.Context, host, port, key string, db int, timeout time.Duration) *StatusCmd
	Move(ctx context.Context, key string, db int) *BoolCmd
	ObjectFreq(ctx context.Context, key string) *IntCmd
	ObjectRefCount(ctx context.Context, key string) *IntCmd
	ObjectEncoding(ctx context.Context, key string) *StringCmd
	ObjectIdleTime(ctx context.Context, key string) *DurationCmd
	Persist(ctx context.Context, key string) *BoolCmd
	PExpire(ctx context.Context, key string, expiration time.Duration) *BoolCmd
	PExpireAt(ctx context.Context, key string, tm time.Time) *BoolCmd
	PExpireTime(ctx context.Context, key string) *DurationCmd
	PTTL(ctx context.Context, key string) *DurationCmd
	RandomKey(ctx context.Context) *StringCmd
	Rename(ctx context.Context, key, newkey string) *StatusCmd
	RenameNX(ctx context.Context, key, newkey string) *BoolCmd
	Restore(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	RestoreReplace(ctx context.Context, key string, ttl time.Duration, value string) *StatusCmd
	Sort(ctx context.Context, key string, sort *Sort) *StringSliceCmd
	SortRO(ctx context.Context, key string, sort *Sort) *StringSliceCmd
	SortStore(ctx context.Context, key, store string, sort *Sort) *IntCmd
	SortInterfaces(ctx context.Context, key string, sort *Sort) *SliceCmd
	Touch(ctx context.Context, keys ...string) *IntCmd
	TTL(ctx context.Context, key string) *DurationCmd
	Type(ctx context.Context, key string) *StatusCmd
	Copy(ctx context.Context, sourceKey string, destKey string, db int, replace bool) *IntCmd
	Scan(ctx context.Context, cursor uint64, match string, count int64) *ScanCmd
	ScanType(ctx context.Context, cursor uint64, match string, count int64, keyType string) *ScanCmd
}

type HashCmdable interface {
	HDel(ctx context.Context, key string, fields ...string) *IntCmd
	HExists(ctx context.Context, key, field string) *BoolCmd
	HGet(ctx context.Context, key, field string) *StringCmd
	HGetAll(ctx context.Context, key string) *MapStringStringCmd
	HGetDel(ctx context.Context, key string, fields ...string) *StringSliceCmd
	HGetEX(ctx context.Context, key string, fields ...string) *StringSliceCmd
	HIncrBy(ctx context.Context, key, field string, incr int64) *IntCmd
	HIncrByFloat(ctx context.Context, key, field string, incr float64) *FloatCmd
	HKeys(ctx context.Context, key string) *StringSliceCmd
	HLen(ctx context.Context, key string) *IntCmd
	HMGet(ctx context.Context, key string, fields ...string) *SliceCmd
	HSet(ctx context.Context, key string, values ...interface{}) *IntCmd
	HMSet(ctx context.Context, key string, values ...interface{}) *BoolCmd
	HSetEX(ctx context.Context, key string, fieldsAndValues ...string) *IntCmd
	HSetNX(ctx context.Context, key, field string, value interface{}) *BoolCmd
	HScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	HScanNoValues(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	HVals(ctx context.Context, key string) *StringSliceCmd
	HRandField(ctx context.Context, key string, count int) *StringSliceCmd
	HRandFieldWithValues(ctx context.Context, key string, count int) *KeyValueSliceCmd
	HStrLen(ctx context.Context, key, field string) *IntCmd
	HExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd
	HPExpire(ctx context.Context, key string, expiration time.Duration, fields ...string) *IntSliceCmd
	HExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd
	HPExpireAt(ctx context.Context, key string, tm time.Time, fields ...string) *IntSliceCmd
	HPersist(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HPExpireTime(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HPTTL(ctx context.Context, key string, fields ...string) *IntSliceCmd
	HImportPrepare(ctx context.Context, fieldsetName string, fields ...string) *StatusCmd
	HImportSet(ctx context.Context, key, fieldsetName string, values ...interface{}) *StatusCmd
	HImportDiscard(ctx context.Context, fieldsetName string) *IntCmd
	HImportDiscardAll(ctx context.Context) *IntCmd
}

type ListCmdable interface {
	BLPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPop(ctx context.Context, timeout time.Duration, keys ...string) *StringSliceCmd
	BRPopLPush(ctx context.Context, source, destination string, timeout time.Duration) *StringCmd
	LIndex(ctx context.Context, key string, index int64) *StringCmd
	LInsert(ctx context.Context, key, op string, pivot, value interface{}) *IntCmd
	LInsertBefore(ctx context.Context, key string, pivot, value interface{}) *IntCmd
	LInsertAfter(ctx context.Context, key string, pivot, value interface{}) *IntCmd
	LLen(ctx context.Context, key string) *IntCmd
	LPop(ctx context.Context, key string) *StringCmd
	LPopCount(ctx context.Context, key string, count int) *StringSliceCmd
	LPos(ctx context.Context, key string, value string, args LPosArgs) *IntCmd
	LPosCount(ctx context.Context, key string, value string, count int64, args LPosArgs) *IntSliceCmd
	LPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	LPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
	LRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd
	LRem(ctx context.Context, key string, count int64, value interface{}) *IntCmd
	LSet(ctx context.Context, key string, index int64, value interface{}) *StatusCmd
	LTrim(ctx context.Context, key string, start, stop int64) *StatusCmd
	RPop(ctx context.Context, key string) *StringCmd
	RPopCount(ctx context.Context, key string, count int) *StringSliceCmd
	RPopLPush(ctx context.Context, source, destination string) *StringCmd
	RPush(ctx context.Context, key string, values ...interface{}) *IntCmd
	RPushX(ctx context.Context, key string, values ...interface{}) *IntCmd
	LMove(ctx context.Context, source, destination, srcpos, destpos string) *StringCmd
	BLMove(ctx context.Context, source, destination, srcpos, destpos string, timeout time.Duration) *StringCmd
}

type SetCmdable interface {
	SAdd(ctx context.Context, key string, members ...interface{}) *IntCmd
	SCard(ctx context.Context, key string) *IntCmd
	SDiff(ctx context.Context, keys ...string) *StringSliceCmd
	SDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	SInter(ctx context.Context, keys ...string) *StringSliceCmd
	SInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd
	SInterStore(ctx context.Context, destination string, keys ...string) *IntCmd
	SIsMember(ctx context.Context, key string, member interface{}) *BoolCmd
	SMIsMember(ctx context.Context, key string, members ...interface{}) *BoolSliceCmd
	SMembers(ctx context.Context, key string) *StringSliceCmd
	SMembersMap(ctx context.Context, key string) *StringStructMapCmd
	SMove(ctx context.Context, source, destination string, member interface{}) *BoolCmd
	SPop(ctx context.Context, key string) *StringCmd
	SPopN(ctx context.Context, key string, count int64) *StringSliceCmd
	SRandMember(ctx context.Context, key string) *StringCmd
	SRandMemberN(ctx context.Context, key string, count int64) *StringSliceCmd
	SRem(ctx context.Context, key string, members ...interface{}) *IntCmd
	SScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
	SUnion(ctx context.Context, keys ...string) *StringSliceCmd
	SUnionStore(ctx context.Context, destination string, keys ...string) *IntCmd
}

type SortedSetCmdable interface {
	ZAdd(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddLT(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddGT(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddNX(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddXX(ctx context.Context, key string, members ...Z) *IntCmd
	ZAddArgs(ctx context.Context, key string, args ZAddArgs) *IntCmd
	ZAddArgsIncr(ctx context.Context, key string, args ZAddArgs) *FloatCmd
	ZCard(ctx context.Context, key string) *IntCmd
	ZCount(ctx context.Context, key, min, max string) *IntCmd
	ZLexCount(ctx context.Context, key, min, max string) *IntCmd
	ZIncrBy(ctx context.Context, key string, increment float64, member string) *FloatCmd
	ZInter(ctx context.Context, store *ZStore) *StringSliceCmd
	ZInterWithScores(ctx context.Context, store *ZStore) *ZSliceCmd
	ZInterCard(ctx context.Context, limit int64, keys ...string) *IntCmd
	ZInterStore(ctx context.Context, destination string, store *ZStore) *IntCmd
	ZMScore(ctx context.Context, key string, members ...string) *FloatSliceCmd
	ZPopMax(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZPopMin(ctx context.Context, key string, count ...int64) *ZSliceCmd
	ZRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd
	ZRangeWithScores(ctx context.Context, key string, start, stop int64) *ZSliceCmd
	ZRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd
	ZRangeArgs(ctx context.Context, z ZRangeArgs) *StringSliceCmd
	ZRangeArgsWithScores(ctx context.Context, z ZRangeArgs) *ZSliceCmd
	ZRangeStore(ctx context.Context, dst string, z ZRangeArgs) *IntCmd
	ZRank(ctx context.Context, key, member string) *IntCmd
	ZRem(ctx context.Context, key string, members ...interface{}) *IntCmd
	ZRemRangeByRank(ctx context.Context, key string, start, stop int64) *IntCmd
	ZRemRangeByScore(ctx context.Context, key, min, max string) *IntCmd
	ZRemRangeByLex(ctx context.Context, key, min, max string) *IntCmd
	ZRevRange(ctx context.Context, key string, start, stop int64) *StringSliceCmd
	ZRevRangeWithScores(ctx context.Context, key string, start, stop int64) *ZSliceCmd
	ZRevRangeByScore(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByLex(ctx context.Context, key string, opt *ZRangeBy) *StringSliceCmd
	ZRevRangeByScoreWithScores(ctx context.Context, key string, opt *ZRangeBy) *ZSliceCmd
	ZRevRank(ctx context.Context, key, member string) *IntCmd
	ZScore(ctx context.Context, key, member string) *FloatCmd
	ZUnionStore(ctx context.Context, dest string, store *ZStore) *IntCmd
	ZRandMember(ctx context.Context, key string, count int) *StringSliceCmd
	ZRandMemberWithScores(ctx context.Context, key string, count int) *ZSliceCmd
	ZUnion(ctx context.Context, store ZStore) *StringSliceCmd
	ZUnionWithScores(ctx context.Context, store ZStore) *ZSliceCmd
	ZDiff(ctx context.Context, keys ...string) *StringSliceCmd
	ZDiffWithScores(ctx context.Context, keys ...string) *ZSliceCmd
	ZDiffStore(ctx context.Context, destination string, keys ...string) *IntCmd
	ZScan(ctx context.Context, key string, cursor uint64, match string, count int64) *ScanCmd
}

type StreamCmdable interface {
	XAdd(ctx context.Context, a *XAddArgs) *StringCmd
	XAckDel(ctx context.Context, stream string, group string, mode string, ids ...string) *SliceCmd
	XDel(ctx context.Context, stream string, ids ...string) *IntCmd
	XDelEx(ctx context.Context, stream string, mode string, ids ...string) *SliceCmd
	XLen(ctx context.Context, stream string) *IntCmd
	XRange(ctx context.Context, stream, start, stop string) *XMessageSliceCmd
	XRangeN(ctx context.Context, stream, start, stop string, count int64) *XMessageSliceCmd
	XRevRange(ctx context.Context, stream string, start, stop string) *XMessageSliceCmd
	XRevRangeN(ctx context.Context, stream string, start, stop string, count int64) *XMessageSliceCmd
	XRead(ctx context.Context, a *XReadArgs) *XStreamSliceCmd
	XReadStreams(ctx context.Context, streams ...string) *XStreamSliceCmd
	XGroupCreate(ctx context.Context, stream, group, start string) *StatusCmd
	XGroupCreateMkStream(ctx context.Context, stream, group, start string) *StatusCmd
	XGroupSetID(ctx context.Context, stream, group, start string) *StatusCmd
	XGroupDestroy(ctx context.Context, stream, group string) *IntCmd
	XGroupCreateConsumer(ctx context.Context, stream, group, consumer string) *IntCmd
	XGroupDelConsumer(ctx context.Context, stream, group, consumer string) *IntCmd
	XReadGroup(ctx context.Context, a *XReadGroupArgs) *XStreamSliceCmd
	XAck(ctx context.Context, stream, group string, ids ...string) *IntCmd
	XPending(ctx context.Context, stream, group string) *XPendingCmd
	XPendingExt(ctx context.Context, a *XPendingExtArgs) *XPendingExtCmd
	XClaim(ctx context.Context, a *XClaimArgs) *XMessageSliceCmd
	XClaimJustID(ctx context.Context, a *XClaimArgs) *StringSliceCmd
	XTrimMaxLen(ctx context.Context, key string, maxLen int64) *IntCmd
	XTrimMaxLenApprox(ctx context.Context, key string, maxLen, limit int64) *IntCmd
	XTrimMaxLenMode(ctx context.Context, key string, maxLen int64, mode string) *IntCmd
	XTrimMaxLenApproxMode(ctx context.Context, key string, maxLen, limit int64, mode string) *IntCmd
	XTrimMinID(ctx context.Context, key string, minID string) *IntCmd
	XTrimMinIDApprox(ctx context.Context, key string, minID string, limit int64) *IntCmd
	XTrimMinIDMode(ctx context.Context, key string, minID string, mode string) *IntCmd
	XTrimMinIDApproxMode(ctx context.Context, key string, minID string, limit int64, mode string) *IntCmd
}

type PubSubCmdable interface {
	Publish(ctx context.Context, channel string, message interface{}) *IntCmd
	SPublish(ctx context.Context, channel string, message interface{}) *IntCmd
	PubSubChannels(ctx context.Context, pattern string) *StringSliceCmd
	PubSubNumSub(ctx context.Context, channels ...string) *MapStringIntCmd
	PubSubNumPat(ctx context.Context) *IntCmd
	PubSubShardChannels(ctx context.Context, pattern string) *StringSliceCmd
	PubSubShardNumSub(ctx context.Context, channels ...string) *MapStringIntCmd
}

type ScriptingFunctionsCmdable interface {
	Eval(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalSha(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	EvalRO(ctx context.Context, script string, keys []string, args ...interface{}) *Cmd
	EvalShaRO(ctx context.Context, sha1 string, keys []string, args ...interface{}) *Cmd
	ScriptExists(ctx context.Context, hashes ...string) *BoolSliceCmd
	ScriptFlush(ctx context.Context) *StatusCmd
	ScriptKill(ctx context.Context) *StatusCmd
	ScriptLoad(ctx context.Context, script string) *StringCmd
	FunctionLoad(ctx context.Context, code string) *StringCmd
	FunctionLoadReplace(ctx context.Context, code string) *StringCmd
	FunctionDelete(ctx context.Context, libName string) *StringCmd
	FunctionFlush(ctx context.Context) *StringCmd
	FunctionKill(ctx context.Context) *StringCmd
	FunctionFlushAsync(ctx context.Context) *StringCmd
	FunctionDump(ctx context.Context) *StringCmd
	FunctionRestore(ctx context.Context, libDump string) *StringCmd
	FCall(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
	FCallRo(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
	FCallRO(ctx context.Context, function string, keys []string, args ...interface{}) *Cmd
}

type StatefulCmdable interface {
	Cmdable
	Auth(ctx context.Context, password string) *StatusCmd
	AuthACL(ctx context.Context, username, password string) *StatusCmd
	Select(ctx context.Context, index int) *StatusCmd
	SwapDB(ctx context.Context, index1, index2 int) *StatusCmd
	ClientSetName(ctx context.Context, name string) *BoolCmd
}

type UniversalClient interface {
	Cmdable
	AddHook(Hook)
	Watch(ctx context.Context, fn func(*Tx) error, keys ...string) error
	Do(ctx context.Context, args ...interface{}) *Cmd
	Process(ctx context.Context, cmd Cmder) error
	Subscribe(ctx context.Context, channels ...string) *PubSub
	PSubscribe(ctx context.Context, channels ...string) *PubSub
	SSubscribe(ctx context.Context, channels ...string) *PubSub
	Close() error
}

type Pipeliner interface {
	StatefulCmdable
	Len() int
	Do(ctx context.Context, args ...interface{}) *Cmd
	Process(ctx context.Context, cmd Cmder) error
	BatchProcess(ctx context.Context, cmd ...Cmder) error
	Discard()
	Exec(ctx context.Context) ([]Cmder, error)
	Cmds() []Cmder
}

type ScanIterator struct {
}

func (it *ScanIterator) Err() error { return nil }

func (it *ScanIterator) Next(ctx context.Context) bool { return false }

func (it *ScanIterator) Val() string { return "" }
