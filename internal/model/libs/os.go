package libs

import (
	"go/constant"
	"go/types"
	"os"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
)

// os: os.OpenFile with O_APPEND appends a line per run.
func init() { model.Register("os", osLib) }

func osLib(b *model.Builder) {
	b.Call("os.OpenFile", func(c *model.Call) { c.Hook = openFile })
}

func openFile(s *model.Site) model.Classification {
	if flag, ok := s.Arg(1).(*ssa.Const); ok && flag.Int64()&oAppend(s.Fn) != 0 {
		return model.Classification{Effects: []model.EffectSpec{s.Effect(model.Append, "file append (os.O_APPEND)")}}
	}
	return model.Classification{}
}

// oAppend is os.O_APPEND as the analysed program's os package declares it
// (its value differs between platforms), else this build's.
func oAppend(openFile *types.Func) int64 {
	if openFile != nil && openFile.Pkg() != nil {
		if c, ok := openFile.Pkg().Scope().Lookup("O_APPEND").(*types.Const); ok {
			if v, ok := constant.Int64Val(c.Val()); ok {
				return v
			}
		}
	}
	return int64(os.O_APPEND)
}
