package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Key prefixes of the auth store.
const (
	PrefixVerifyFail = "auth:verify-fail:"
	PrefixLogin      = "auth:login:"
	PrefixCoupon     = "auth:coupon:"
)

// Auth keeps attempt counters in redis. Its methods take the email (or
// code) and derive the key themselves.
type Auth struct{ RDB *redis.Client }

func hashEmail(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(email)))
	return hex.EncodeToString(sum[:])
}

// VerifyFails reads the lockout counter: PrefixVerifyFail + sha256(email).
func (s *Auth) VerifyFails(ctx context.Context, email string) (int, error) {
	n, err := s.RDB.Get(ctx, PrefixVerifyFail+hashEmail(email)).Int()
	if err == redis.Nil {
		return 0, nil
	}
	return n, err
}

// RecordLogin writes the last-login marker: PrefixLogin + email.
func (s *Auth) RecordLogin(ctx context.Context, email string) error {
	return s.RDB.Set(ctx, PrefixLogin+email, time.Now().Unix(), 30*24*time.Hour).Err()
}

// CouponRedeemed reads the coupon marker: PrefixCoupon + code.
func (s *Auth) CouponRedeemed(ctx context.Context, code string) (bool, error) {
	n, err := s.RDB.Exists(ctx, PrefixCoupon+code).Result()
	return n > 0, err
}

// MarkCouponRedeemed writes the coupon marker: PrefixCoupon + code.
func (s *Auth) MarkCouponRedeemed(ctx context.Context, code string) error {
	return s.RDB.Set(ctx, PrefixCoupon+code, 1, 0).Err()
}
