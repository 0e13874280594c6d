package dbtx

import (
	"context"
	"log"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

var formatter = strings.NewReplacer("\n", " ", "\t", " ")

// Logged is fider's executor: with debug logging on, the text is
// flattened for the log, and a deferred line prints it with the time it
// took. The statement run is still the caller's.
type Logged struct {
	pool  *pgxpool.Pool
	debug bool
}

func (l *Logged) Execute(ctx context.Context, command string, args ...any) (int64, error) {
	if l.debug {
		command = formatter.Replace(command)
		start := time.Now()
		defer func() {
			log.Printf("%s %v executed in %s", command, args, time.Since(start))
		}()
	}
	tag, err := l.pool.Exec(ctx, command, args...)
	if err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}
