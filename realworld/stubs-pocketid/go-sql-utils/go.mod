module github.com/italypaleale/go-sql-utils

go 1.22

require github.com/jackc/pgx/v5 v5.10.0
