module github.com/ory/fosite

go 1.22

require github.com/go-jose/go-jose/v4 v4.1.4
