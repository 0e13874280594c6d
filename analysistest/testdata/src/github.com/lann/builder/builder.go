// Package builder is an analysistest stub of
// github.com/lann/builder@v0.0.0-20180802200727-47ae307949d0 (subset: Builder,
// the type squirrel's builders are defined as, and EmptyBuilder; Builder has
// no exported fields).
package builder

type Builder struct {
}

var EmptyBuilder = Builder{}
