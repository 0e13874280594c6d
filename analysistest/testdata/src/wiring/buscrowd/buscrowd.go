package buscrowd // want package:`wiring: \(\*API\)\.Credit → wiring/cmd\.CreditAccount`

// Package buscrowd's handler first runs a validation through an interface
// of many methods that nothing here implements (more opaque calls than a
// function keeps), then dispatches its own command: the command is not
// crowded out by what the validation brought.

import (
	"encoding/json"
	"net/http"

	"wiring/bus"
	"wiring/cmd"
)

type Checks interface {
	Check1() error
	Check2() error
	Check3() error
	Check4() error
	Check5() error
	Check6() error
	Check7() error
	Check8() error
	Check9() error
	Check10() error
	Check11() error
	Check12() error
	Check13() error
	Check14() error
	Check15() error
	Check16() error
	Check17() error
	Check18() error
	Check19() error
	Check20() error
	Check21() error
	Check22() error
	Check23() error
	Check24() error
	Check25() error
	Check26() error
}

type API struct{ Checks Checks }

func (a *API) Routes(mux *http.ServeMux) { mux.HandleFunc("/credit2", a.Credit) }

func validate(p Checks) error {
	if err := p.Check1(); err != nil {
		return err
	}
	if err := p.Check2(); err != nil {
		return err
	}
	if err := p.Check3(); err != nil {
		return err
	}
	if err := p.Check4(); err != nil {
		return err
	}
	if err := p.Check5(); err != nil {
		return err
	}
	if err := p.Check6(); err != nil {
		return err
	}
	if err := p.Check7(); err != nil {
		return err
	}
	if err := p.Check8(); err != nil {
		return err
	}
	if err := p.Check9(); err != nil {
		return err
	}
	if err := p.Check10(); err != nil {
		return err
	}
	if err := p.Check11(); err != nil {
		return err
	}
	if err := p.Check12(); err != nil {
		return err
	}
	if err := p.Check13(); err != nil {
		return err
	}
	if err := p.Check14(); err != nil {
		return err
	}
	if err := p.Check15(); err != nil {
		return err
	}
	if err := p.Check16(); err != nil {
		return err
	}
	if err := p.Check17(); err != nil {
		return err
	}
	if err := p.Check18(); err != nil {
		return err
	}
	if err := p.Check19(); err != nil {
		return err
	}
	if err := p.Check20(); err != nil {
		return err
	}
	if err := p.Check21(); err != nil {
		return err
	}
	if err := p.Check22(); err != nil {
		return err
	}
	if err := p.Check23(); err != nil {
		return err
	}
	if err := p.Check24(); err != nil {
		return err
	}
	if err := p.Check25(); err != nil {
		return err
	}
	if err := p.Check26(); err != nil {
		return err
	}
	return nil
}

// Credit credits the account the body names after the validation: a
// retried POST credits twice.
func (a *API) Credit(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*API\)\.Credit: a client retry .*through cmd\.CreditAccount`
	var req struct {
		Account string
		Amount  int64
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		return
	}
	if err := validate(a.Checks); err != nil {
		return
	}
	_ = bus.Dispatch(r.Context(), &cmd.CreditAccount{Account: req.Account, Amount: req.Amount})
}
