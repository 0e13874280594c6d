package consumer

import (
	"context"
	"time"
)

// SetNXIgnored checks, works, then SETNXes with the result ignored: the
// SETNX is a plain write here, so two concurrent deliveries both pass the
// check. checkthenwrite bug.
func (c *Consumer) SetNXIgnored(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		key := "seen:" + eventID(m)
		if n, _ := c.RDB.Exists(ctx, key).Result(); n == 0 {
			c.RDB.HSet(ctx, "last-login", string(m.Key), m.Time.Unix())
			// KNOWN LIMITATION: a SETNX whose result is ignored is taken for a claim.
			c.RDB.SetNX(ctx, key, 1, 24*time.Hour) // known-miss: checkthenwrite "check-then-write race" (issue 14)
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}

// HSetNXIgnored is the same with HEXISTS and HSETNX.
func (c *Consumer) HSetNXIgnored(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		id := eventID(m)
		if seen, _ := c.RDB.HExists(ctx, "seen", id).Result(); !seen {
			c.RDB.HSet(ctx, "last-login", string(m.Key), m.Time.Unix())
			// KNOWN LIMITATION: an HSETNX whose result is ignored is taken for a claim.
			c.RDB.HSetNX(ctx, "seen", id, 1) // known-miss: checkthenwrite "check-then-write race" (issue 14)
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}

// SAddIgnored is the same with SISMEMBER and SADD.
func (c *Consumer) SAddIgnored(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		id := eventID(m)
		if seen, _ := c.RDB.SIsMember(ctx, "seen", id).Result(); !seen {
			c.RDB.HSet(ctx, "last-login", string(m.Key), m.Time.Unix())
			c.RDB.SAdd(ctx, "seen", id) // expect: checkthenwrite "check-then-write race"
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}

// InsertIgnored SELECTs the id, works, then INSERTs ON CONFLICT DO NOTHING
// without looking at the rows affected.
func (c *Consumer) InsertIgnored(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		id := eventID(m)
		var one int
		if err := c.DB.QueryRowContext(ctx, `SELECT 1 FROM processed_messages WHERE id = $1`, id).Scan(&one); err == nil {
			_ = c.R.CommitMessages(ctx, m)
			continue
		}
		c.RDB.HSet(ctx, "last-login", string(m.Key), m.Time.Unix())
		c.DB.ExecContext(ctx, `INSERT INTO processed_messages (id) VALUES ($1) ON CONFLICT DO NOTHING`, id) // expect: checkthenwrite "check-then-write race"
		_ = c.R.CommitMessages(ctx, m)
	}
}

// SetNXClaim is the clean look-alike: the SETNX result is the guard.
func (c *Consumer) SetNXClaim(ctx context.Context) error {
	for {
		m, err := c.R.FetchMessage(ctx)
		if err != nil {
			return err
		}
		ok, err := c.RDB.SetNX(ctx, "seen:"+eventID(m), 1, 24*time.Hour).Result()
		if err == nil && ok {
			c.RDB.HSet(ctx, "last-login", string(m.Key), m.Time.Unix())
		}
		_ = c.R.CommitMessages(ctx, m)
	}
}
