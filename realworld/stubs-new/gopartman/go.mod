module github.com/jirevwe/gopartman

go 1.21

require github.com/jackc/pgx/v5 v5.7.0
