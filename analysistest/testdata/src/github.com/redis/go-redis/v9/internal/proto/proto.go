// Package proto is an analysistest stub of github.com/redis/go-redis/v9/internal/proto (github.com/redis/go-redis/v9@v9.23.0).
// Declarations mirror the real API surface; bodies are trivial.
package proto

const Nil RedisError = "redis: nil"

type RedisError string

func (e RedisError) Error() string { return "" }

func (RedisError) RedisError() {}
