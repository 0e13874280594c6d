package store

import (
	"xorm.io/xorm"
)

// Alert is a raised alert: no natural key.
type Alert struct {
	ID      int64  `xorm:"pk autoincr"`
	Message string `xorm:"text 'message'"`
}

// Threshold is a page's alert threshold, unique by page.
type Threshold struct {
	ID    int64  `xorm:"pk autoincr"`
	Page  string `xorm:"varchar(255) notnull unique 'page'"`
	Limit int64  `xorm:"'view_limit'"`
}

// Alerts stores alerts and thresholds with xorm.
type Alerts struct{ Engine *xorm.Engine }

// Raise inserts an alert.
func (a *Alerts) Raise(message string) error {
	_, err := a.Engine.Insert(&Alert{Message: message})
	return err
}

// SetThreshold inserts a page's threshold: a second one for the page fails
// on its unique key.
func (a *Alerts) SetThreshold(page string, limit int64) error {
	_, err := a.Engine.Insert(&Threshold{Page: page, Limit: limit})
	return err
}
