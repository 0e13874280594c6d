// Package errchainfactories is a controller whose methods return errchain
// handlers that a router of another package registers
// (r.Get(path, chain.ToHandlerFunc(ctrl.HandleX()))): the literals they
// return, and the functions they hand to an adapter, are the routes.
package errchainfactories
