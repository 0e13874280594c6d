// Package model declares the music service's data and its ports: the
// repositories the core uses, implemented in package persistence and
// wired in cmd/music.
package model

// Track is a song.
type Track struct {
	ID    string
	Title string
}

// TrackRepository reads tracks.
type TrackRepository interface {
	Get(id string) (*Track, error)
}

// AnnotationRepository keeps per-user play counts and ratings.
type AnnotationRepository interface {
	IncPlayCount(itemID string) error
	SetRating(itemID string, rating int) error
}

// DataStore hands out repositories, and runs a callback in a transaction.
type DataStore interface {
	Track() TrackRepository
	Annotation() AnnotationRepository
	WithTx(fn func(tx DataStore) error) error
}
