package libs

import "github.com/idemlint/idemlint/internal/model"

// github.com/deluan/rest: rest.Post(constructor), Put, Delete, Get and
// GetAll register HTTP handlers that call the repository the constructor
// returns: Save on a POST, Update on a PUT, Delete on a DELETE (the
// Persistable interface), Read, ReadAll and Count on a GET (Repository).
// The methods of the service's types implementing those interfaces serve
// the routes.
const pkgDeluanRest = "github.com/deluan/rest"

func init() { model.Register("deluanrest", deluanRest) }

func deluanRest(b *model.Builder) {
	b.Packages(pkgDeluanRest)
	b.SenderHint(pkgDeluanRest, "the client's Idempotency-Key")
	b.ImplHandler(pkgDeluanRest, pkgDeluanRest+".Persistable", map[string]string{"Save": "POST", "Update": "PUT", "Delete": "DELETE"})
	b.ImplHandler(pkgDeluanRest, pkgDeluanRest+".Repository", map[string]string{"Read": "GET", "ReadAll": "GET", "Count": "GET"})
}
