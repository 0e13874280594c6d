package buscrowd // want package:`wiring: \(\*API\)\.Credit → wiring/cmd\.CreditAccount, \(\*API\)\.Receipt → wiring/cmd\.SendReceipt, \(\*API\)\.ReceiptForm → wiring/cmd\.SendReceipt, \(\*API\)\.ReceiptWhole → wiring/cmd\.SendReceipt`

// Package buscrowd's handler first runs a validation through an interface
// of many methods that nothing here implements (more opaque calls than a
// function keeps), then dispatches its own command: the command is not
// crowded out by what the validation brought.

import (
	"context"
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

type API struct {
	Checks Checks
	Worker *Worker
}

func (a *API) Routes(mux *http.ServeMux) {
	mux.HandleFunc("/credit2", a.Credit)
	mux.HandleFunc("/receipt", a.Receipt)
}

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

// Task is a job for the service's own background worker, built by a
// helper (a tasks package's SendReceiptTask) and queued by the handler.
type Task struct {
	Name string
	Job  func(ctx context.Context) error
}

// Worker queues tasks; they run after the response.
type Worker struct{ tasks []Task }

func (w *Worker) Enqueue(t Task) { w.tasks = append(w.tasks, t) }

// receiptTask: a task whose job mails the receipt through the bus; the
// message is built from what the job captures.
func receiptTask(name, email string) Task {
	return Task{Name: name, Job: func(ctx context.Context) error {
		bus.Publish(ctx, &cmd.SendReceipt{Email: email})
		return nil
	}}
}

// Receipt validates, then queues the receipt email: the validation's many
// opaque calls do not crowd out the one the queued task brings, reached
// through the helper (a retried POST mails the receipt twice).
func (a *API) Receipt(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*API\)\.Receipt: a client retry messages a person again .*through cmd\.SendReceipt`
	if err := validate(a.Checks); err != nil {
		return
	}
	a.Worker.Enqueue(receiptTask("receipt", r.FormValue("email")))
}

// Form is what the service's bind helper fills (fider's Actionable).
type Form interface{ Valid() bool }

type receiptForm struct{ Email string }

func (f *receiptForm) Valid() bool { return f.Email != "" }

func newReceiptForm() *receiptForm { return &receiptForm{} }

// bindTo decodes the body into the form through the service's own helper.
func bindTo(r *http.Request, f Form) error { return decode(r, f) }

func decode(r *http.Request, v any) error { return json.NewDecoder(r.Body).Decode(v) }

// ReceiptForm builds its form with a constructor and binds the request
// into it: the address the queued task mails is the request's (a retried
// POST mails the receipt twice).
func (a *API) ReceiptForm(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*API\)\.ReceiptForm: a client retry messages a person again .*through cmd\.SendReceipt`
	f := newReceiptForm()
	if err := bindTo(r, f); err != nil || !f.Valid() {
		return
	}
	a.Worker.Enqueue(receiptTask("receipt", f.Email))
}

// formReceiptTask: the job reads the address from the form it captures.
func formReceiptTask(f *receiptForm) Task {
	return Task{Name: "receipt", Job: func(ctx context.Context) error {
		bus.Publish(ctx, &cmd.SendReceipt{Email: f.Email})
		return nil
	}}
}

// ReceiptWhole hands the whole bound form to the task helper (fider's
// tasks.SendChangeEmailConfirmation(action)): a retried POST mails twice.
func (a *API) ReceiptWhole(w http.ResponseWriter, r *http.Request) { // wired: `handler \(\*API\)\.ReceiptWhole: a client retry messages a person again .*through cmd\.SendReceipt`
	f := newReceiptForm()
	if err := bindTo(r, f); err != nil {
		return
	}
	a.Worker.Enqueue(formReceiptTask(f))
}
