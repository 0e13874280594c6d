module go.vallahaye.net/batcher

go 1.21
