module github.com/italypaleale/go-kit

go 1.22
