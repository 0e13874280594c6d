// Package sessions is the service layer over gorm: single-use sign-in
// sessions, account credits and page views.
package sessions

import (
	"context"
	"errors"

	"gorm.io/gorm"
)

// Session is a single-use sign-in session.
type Session struct {
	ID     string `gorm:"primaryKey"`
	UserID string
}

// Account holds a balance of credits.
type Account struct {
	ID      string `gorm:"primaryKey"`
	Balance int64
}

// Page counts its views.
type Page struct {
	ID    string `gorm:"primaryKey"`
	Views int64
}

// ErrSessionGone: the session was used (or never existed).
var ErrSessionGone = errors.New("session used or expired")

// Service runs the use cases.
type Service struct{ DB *gorm.DB }

// Credit adds n credits to an account.
func (s *Service) Credit(ctx context.Context, account string, n int64) error {
	return s.DB.WithContext(ctx).Model(&Account{}).Where("id = ?", account).
		Update("balance", gorm.Expr("balance + ?", n)).Error
}

// View counts a view of a page.
func (s *Service) View(ctx context.Context, page string) error {
	return s.DB.WithContext(ctx).Model(&Page{}).Where("id = ?", page).
		Update("views", gorm.Expr("views + ?", 1)).Error
}

// Finish consumes the session (a DELETE refused when no row went), then
// credits its user: a retry deletes nothing and stops before the credit.
func (s *Service) Finish(ctx context.Context, sessionID string) error {
	var sess Session
	res := s.DB.WithContext(ctx).Delete(&sess, "id = ?", sessionID)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return ErrSessionGone
	}
	return s.Credit(ctx, sess.UserID, 10)
}

// FinishUnchecked deletes the session without asking whether a row went:
// a retry credits again.
func (s *Service) FinishUnchecked(ctx context.Context, sessionID string) error {
	var sess Session
	if err := s.DB.WithContext(ctx).Delete(&sess, "id = ?", sessionID).Error; err != nil {
		return err
	}
	return s.Credit(ctx, sess.UserID, 10)
}

// PageViews reads a page's view count.
func (s *Service) PageViews(ctx context.Context, page string) (int64, error) {
	var p Page
	if err := s.DB.WithContext(ctx).First(&p, "id = ?", page).Error; err != nil {
		return 0, err
	}
	return p.Views, nil
}
