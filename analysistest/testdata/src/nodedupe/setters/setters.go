// Package setters: handlers that update an entity's data and announce its
// new data. A repeat sets the same data and announces it again, which the
// consumers that apply it as an overwrite do not notice: not reported. A
// status transition's event, a value's, or a notice that is not the
// entity's data stays reported.
package setters

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/segmentio/kafka-go"
)

type Service struct {
	db *sql.DB
	w  *kafka.Writer
}

type profile struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// UpdateProfile sets the fields and announces the profile: quiet.
func (s *Service) UpdateProfile(ctx context.Context, p profile) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE profiles SET name = $1 WHERE id = $2`, p.Name, p.ID); err != nil {
		return err
	}
	b, _ := json.Marshal(p)
	return s.w.WriteMessages(ctx, kafka.Message{Key: []byte(p.ID), Value: b})
}

// ChangeStatus announces a status transition, which starts work
// downstream: reported.
func (s *Service) ChangeStatus(ctx context.Context, p profile) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE profiles SET status = $1 WHERE id = $2`, p.Name, p.ID); err != nil {
		return err
	}
	return s.w.WriteMessages(ctx, kafka.Message{Key: []byte(p.ID), Value: []byte("status changed")})
}

// UpdateOrderTotal announces a value: reported.
func (s *Service) UpdateOrderTotal(ctx context.Context, p profile) error {
	return s.w.WriteMessages(ctx, kafka.Message{Key: []byte(p.ID), Value: []byte(p.Name)})
}

// Welcome is no setter: reported.
func (s *Service) Welcome(ctx context.Context, p profile) error {
	return s.w.WriteMessages(ctx, kafka.Message{Key: []byte(p.ID), Value: []byte("welcome " + p.Name)})
}

func consume(ctx context.Context, r *kafka.Reader, s *Service, kind string) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		var p profile
		if json.Unmarshal(m.Value, &p) != nil {
			continue
		}
		switch kind {
		case "profile":
			s.UpdateProfile(ctx, p)
		case "status":
			s.ChangeStatus(ctx, p) // want `handler consume: a redelivery publishes a duplicate message`
		case "total":
			s.UpdateOrderTotal(ctx, p) // want `handler consume: a redelivery publishes a duplicate message`
		default:
			s.Welcome(ctx, p) // want `handler consume: a redelivery publishes a duplicate message`
		}
		r.CommitMessages(ctx, m)
	}
}

// editProfile: the handler itself is the setter (a repeat re-announces
// the same data): quiet.
func editProfile(ctx context.Context, r *kafka.Reader, w *kafka.Writer) {
	for {
		m, err := r.FetchMessage(ctx)
		if err != nil {
			return
		}
		w.WriteMessages(ctx, kafka.Message{Key: m.Key, Value: m.Value})
		r.CommitMessages(ctx, m)
	}
}
