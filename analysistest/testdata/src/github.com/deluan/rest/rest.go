// Package rest is a stub of github.com/deluan/rest@v0.0.0-20211102003136-6260bc399cbf
// for idemlint's analysistest fixtures: declarations only (see analysistest/STUBS.md).
package rest

import (
	"context"
	"errors"
	"net/http"
)

// QueryOptions are optional query parameters received by Count and ReadAll.
type QueryOptions struct {
	Sort    string
	Order   string
	Max     int
	Offset  int
	Filters map[string]interface{}
}

// RepositoryConstructor returns a fully initialized repository, on every HTTP request.
type RepositoryConstructor func(ctx context.Context) Repository

// Repository is the interface that must be created for your data.
type Repository interface {
	Count(options ...QueryOptions) (int64, error)
	Read(id string) (interface{}, error)
	ReadAll(options ...QueryOptions) (interface{}, error)
	EntityName() string
	NewInstance() interface{}
}

// Persistable must be implemented by repositories to allow the POST, PUT and DELETE methods.
type Persistable interface {
	Save(entity interface{}) (string, error)
	Update(id string, entity interface{}, cols ...string) error
	Delete(id string) error
}

// Logger can be passed to the handlers provided by this package.
type Logger interface {
	Warnf(format string, args ...interface{})
	Errorf(format string, args ...interface{})
}

var (
	// ErrNotFound will make the controller return a 404 error
	ErrNotFound = errors.New("data not found")
	// ErrPermissionDenied will make the controller return a 403 error
	ErrPermissionDenied = errors.New("permission denied")
)

// ValidationError will make the controller return a 400 error.
type ValidationError struct {
	Errors map[string]string `json:"errors"`
}

func (m ValidationError) Error() string { return "" }

// Get handles the GET verb for individual items.
func Get(newRepository RepositoryConstructor, logger ...Logger) http.HandlerFunc { return nil }

// GetAll handles the GET verb for the full collection.
func GetAll(newRepository RepositoryConstructor, logger ...Logger) http.HandlerFunc { return nil }

// Post handles the POST verb.
func Post(newRepository RepositoryConstructor, logger ...Logger) http.HandlerFunc { return nil }

// Put handles the PUT verb.
func Put(newRepository RepositoryConstructor, logger ...Logger) http.HandlerFunc { return nil }

// Delete handles the DELETE verb.
func Delete(newRepository RepositoryConstructor, logger ...Logger) http.HandlerFunc { return nil }

// RespondWithError writes an error response.
func RespondWithError(w http.ResponseWriter, code int, message string) error { return nil }

// RespondWithJSON writes a JSON response.
func RespondWithJSON(w http.ResponseWriter, code int, payload interface{}) error { return nil }
