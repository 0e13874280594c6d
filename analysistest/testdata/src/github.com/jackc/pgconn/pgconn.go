package pgconn

// Stub subset of github.com/jackc/pgconn@v1.14.3's pgconn.go: CommandTag,
// StatementDescription (without Fields) and PgConn (opaque), the types pgx
// v4's signatures use.

type CommandTag []byte

func (ct CommandTag) RowsAffected() int64 { var z0 int64; return z0 }

func (ct CommandTag) String() string { var z0 string; return z0 }

func (ct CommandTag) Insert() bool { var z0 bool; return z0 }

func (ct CommandTag) Update() bool { var z0 bool; return z0 }

func (ct CommandTag) Delete() bool { var z0 bool; return z0 }

func (ct CommandTag) Select() bool { var z0 bool; return z0 }

type StatementDescription struct {
	Name      string
	SQL       string
	ParamOIDs []uint32
}

type PgConn struct {
}
