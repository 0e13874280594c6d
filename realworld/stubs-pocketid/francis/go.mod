module github.com/italypaleale/francis

go 1.22

require github.com/jackc/pgx/v5 v5.10.0
