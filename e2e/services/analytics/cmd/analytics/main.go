// Command analytics wires the analytics service's stores (bun, pgx v4,
// ClickHouse) into its Kafka consumer.
package main

import (
	"context"
	"database/sql"
	"log"
	"os"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/jackc/pgx/v4/pgxpool"
	"github.com/segmentio/kafka-go"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"xorm.io/xorm"

	"github.com/idemlint/idemlint/e2e/services/analytics/consumer"
	"github.com/idemlint/idemlint/e2e/services/analytics/store"
)

func main() {
	ctx := context.Background()
	sqldb, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	pool, err := pgxpool.Connect(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	engine, err := xorm.NewEngine("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	ch, err := clickhouse.Open(&clickhouse.Options{Addr: []string{os.Getenv("CLICKHOUSE_ADDR")}})
	if err != nil {
		log.Fatal(err)
	}
	c := &consumer.Consumer{
		Reader: kafka.NewReader(kafka.ReaderConfig{Brokers: []string{os.Getenv("KAFKA_ADDR")}, GroupID: "analytics", Topic: "page-views"}),
		Events: &store.Events{DB: bun.NewDB(sqldb, pgdialect.New())},
		Ledger: &store.Ledger{Pool: pool},
		Clicks: &store.Clicks{Conn: ch},
		Tags:   &store.Tags{DB: sqldb},
		Alerts: &store.Alerts{Engine: engine},
	}
	if err := c.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
