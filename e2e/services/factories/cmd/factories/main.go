// Command factories wires the factories service: task handlers built by
// factories and registered through the service's own worker, and HTTP
// handlers behind its own middleware.
package main

import (
	"database/sql"
	"log"
	"log/slog"
	"net/http"
	"os"

	"github.com/redis/go-redis/v9"

	"github.com/idemlint/idemlint/e2e/services/factories/api"
	"github.com/idemlint/idemlint/e2e/services/factories/tasks"
	"github.com/idemlint/idemlint/e2e/services/factories/worker"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: os.Getenv("REDIS_ADDR")})
	deps := tasks.Deps{DB: db, RDB: rdb}

	w := worker.New()
	w.Register("receipts:send", tasks.SendReceipts(deps))
	w.Register("receipts:send-once", tasks.SendReceiptsOnce(deps))
	w.Register("opens:count", tasks.CountOpens(rdb))
	w.Register("opens:remember", tasks.RememberOpen(rdb))
	go func() { log.Fatal(w.Run(os.Getenv("REDIS_ADDR"))) }()

	mux := http.NewServeMux()
	(&api.Handlers{DB: db}).Routes(mux, slog.Default())
	log.Fatal(http.ListenAndServe(":8080", mux))
}
