package libs

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// github.com/ClickHouse/clickhouse-go/v2: a batch prepared with an INSERT
// (PrepareBatch) and sent (Batch.Send) inserts its rows: the INSERT's
// classification (an append of fresh rows) at the Send; Exec and
// AsyncInsert run their SQL text, Select/Query/QueryRow read. ClickHouse
// enforces no unique keys, but a row keyed by a stable id is still read as
// the INSERT of that id (a ReplacingMergeTree collapses it), so only rows
// of fresh or unkeyed values are appends.
const (
	pkgClickhouse       = "github.com/ClickHouse/clickhouse-go/v2"
	pkgClickhouseDriver = pkgClickhouse + "/lib/driver"
)

func init() { model.Register("clickhouse", clickhouse) }

func clickhouse(b *model.Builder) {
	b.Packages(pkgClickhouse+"/", pkgClickhouse)
	conn := pkgClickhouseDriver + ".Conn."
	b.SQL(conn+"Exec", 1)
	b.SQL(conn+"AsyncInsert", 1)
	b.SQL(conn+"Query", 1)
	b.SQL(conn+"QueryRow", 1)
	b.SQL(conn+"Select", 2)
	b.Call(pkgClickhouseDriver+".Batch.Send", func(c *model.Call) { c.Effect = model.Append; c.Hook = clickhouseSend })
}

// clickhouseSend: batch.Send() runs the INSERT its batch was prepared with
// (conn.PrepareBatch(ctx, "INSERT INTO events")), with the rows appended.
func clickhouseSend(s *model.Site) model.Classification {
	prep, ok := model.Strip(s.Recv).(*ssa.Extract)
	if !ok {
		return model.Classification{Table: s.Rule}
	}
	call, ok := prep.Tuple.(*ssa.Call)
	if !ok {
		return model.Classification{Table: s.Rule}
	}
	fn := model.Callee(call.Common())
	if fn == nil || model.FuncKey(fn) != pkgClickhouseDriver+".Conn.PrepareBatch" {
		return model.Classification{Table: s.Rule}
	}
	params, _ := model.SplitArgs(call.Common())
	if len(params) < 2 {
		return model.Classification{Table: s.Rule}
	}
	text, ok := model.ConstString(params[1])
	if !ok {
		return model.Classification{Table: s.Rule}
	}
	// the values are the batch's Append calls' arguments: bind them to the columns
	var args []ssa.Value
	for _, r := range *prep.Referrers() {
		if c, ok := r.(*ssa.Call); ok {
			if f := model.Callee(c.Common()); f != nil && f.Name() == "Append" && f.Pkg() != nil && f.Pkg().Path() == pkgClickhouseDriver {
				if ps, _ := model.SplitArgs(c.Common()); len(ps) > 0 {
					args = append(args, model.VariadicElems(ps[0])...)
				}
			}
		}
	}
	return model.Classification{SQL: []model.SQLStmt{{Text: text, Args: args}}}
}
