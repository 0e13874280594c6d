// Package sends: email and HTTP sends, and their safe look-alikes.
package sends

import (
	"context"
	"fmt"
	"net/http"
	"net/smtp"
	"net/url"
	"strings"

	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river"
)

type MailArgs struct{ To, Body string }

func (MailArgs) Kind() string { return "mail" }

type MailWorker struct {
	river.WorkerDefaults[MailArgs]
}

func (w *MailWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	c, err := smtp.Dial("mail:25")
	if err != nil {
		return err
	}
	defer c.Close()
	wc, err := c.Data() // want `handler \(\*MailWorker\)\.Work: a redelivery messages a person again \(external send Client\.Data\); dedupe on job\.ID and forward it as the Idempotency-Key`
	if err != nil {
		return err
	}
	wc.Write([]byte(job.Args.Body))
	return wc.Close()
}

type MailOnceWorker struct {
	river.WorkerDefaults[MailArgs]
	rdb *redis.Client
}

func (w *MailOnceWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	ok, err := w.rdb.SetNX(ctx, "mail:"+string(rune(job.ID)), 1, 0).Result()
	if err != nil {
		return err
	}
	if !ok {
		return nil
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{job.Args.To}, []byte(job.Args.Body)); err != nil {
		w.rdb.Del(ctx, "mail:"+string(rune(job.ID))) // the retry mails
		return err
	}
	return nil
}

type MailClaimedWorker struct {
	river.WorkerDefaults[MailArgs]
	rdb *redis.Client
}

// Work claims, then mails, and keeps the claim when mailing fails: the
// retry is skipped.
func (w *MailClaimedWorker) Work(ctx context.Context, job *river.Job[MailArgs]) error {
	ok, err := w.rdb.SetNX(ctx, "mail:"+string(rune(job.ID)), 1, 0).Result() // want `handler \(\*MailClaimedWorker\)\.Work claims the key before external se.* and never releases it: if that fails, a redelivery is skipped; release it on failure`
	if err != nil || !ok {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{job.Args.To}, []byte(job.Args.Body))
}

type HookArgs struct{ URL, Body string }

func (HookArgs) Kind() string { return "hook" }

type HookWorker struct {
	river.WorkerDefaults[HookArgs]
}

func (w *HookWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	http.Post(job.Args.URL, "application/json", strings.NewReader(job.Args.Body)) // want `handler \(\*HookWorker\)\.Work: a redelivery repeats an external call \(external send http\.Post\); dedupe on job\.ID and forward it as the Idempotency-Key`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPatch, job.Args.URL, strings.NewReader(job.Args.Body))
	_, err := http.DefaultClient.Do(req) // want `handler \(\*HookWorker\)\.Work: a redelivery repeats an external call \(external PATCH \(http\.Client\.Do\)\); dedupe on job\.ID and forward it as the Idempotency-Key`
	return err
}

type FetchWorker struct {
	river.WorkerDefaults[HookArgs]
}

// Work only reads: GET requests and a PUT of the full state.
func (w *FetchWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	http.Get(job.Args.URL)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, job.Args.URL, nil)
	http.DefaultClient.Do(req)
	put, _ := http.NewRequestWithContext(ctx, http.MethodPut, job.Args.URL, strings.NewReader(job.Args.Body))
	_, err := http.DefaultClient.Do(put)
	return err
}

func addWorkers(ws *river.Workers, rdb *redis.Client) {
	river.AddWorker[MailArgs](ws, &MailWorker{})
	river.AddWorker[MailArgs](ws, &MailOnceWorker{rdb: rdb})
	river.AddWorker[HookArgs](ws, &HookWorker{})
	river.AddWorker[HookArgs](ws, &FetchWorker{})
}

type TokenWorker struct {
	river.WorkerDefaults[HookArgs]
}

// Work exchanges credentials for tokens (reads: a form with a grant_type,
// a POST to a token endpoint, in a helper or inline) before its one send
// of the job's data, which alone is reported.
func (w *TokenWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	if _, err := fetchToken("id", "secret"); err != nil {
		return err
	}
	form := url.Values{}
	form.Set("grant_type", "refresh_token")
	form.Set("refresh_token", "r")
	http.PostForm("https://idp.example.com/api/session", form)
	http.Post("https://login.example.com/oauth2/v1/token", "application/x-www-form-urlencoded", strings.NewReader("grant=x"))
	// verifications: a CAPTCHA's siteverify, a token's introspection
	http.PostForm("https://hcaptcha.com/siteverify", url.Values{"response": {job.Args.Body}})
	http.Post("https://idp.example.com/oauth2/introspect", "application/x-www-form-urlencoded", strings.NewReader("token="+job.Args.Body))
	// a one-time code's check (Twilio Verify) reads; starting a verification
	// texts the person, a send
	check, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/v2/Services/%s/VerificationCheck", "https://verify.twilio.com", job.Args.URL), strings.NewReader(job.Args.Body))
	http.DefaultClient.Do(check)
	start, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/v2/Services/%s/Verifications", "https://verify.twilio.com", job.Args.URL), strings.NewReader(job.Args.Body))
	http.DefaultClient.Do(start) // want `handler \(\*TokenWorker\)\.Work: a redelivery repeats an external call \(external POST`
	// a login: a form with a password, encoded into the body (a read)
	login := url.Values{}
	login.Set("username", "svc")
	login.Set("password", "secret")
	http.Post("https://pve.example.com/api2/json/access/ticket", "application/x-www-form-urlencoded", strings.NewReader(login.Encode()))
	// a form of the job's data, encoded the same way, is a send
	note := url.Values{}
	note.Set("text", job.Args.Body)
	http.Post("https://chat.example.com/api/post", "application/x-www-form-urlencoded", strings.NewReader(note.Encode())) // want `handler \(\*TokenWorker\)\.Work: a redelivery repeats an external call \(external send http\.Post\)`
	// a verification path deeper in a business API is still a send
	http.Post("https://api.example.com/siteverify/records", "application/json", strings.NewReader(job.Args.Body)) // want `handler \(\*TokenWorker\)\.Work: a redelivery repeats an external call \(external send http\.Post\); dedupe on job\.ID and forward it as the Idempotency-Key`
	http.PostForm(job.Args.URL, url.Values{"body": {job.Args.Body}})                                              // want `handler \(\*TokenWorker\)\.Work: a redelivery repeats an external call \(external send http\.PostForm\); dedupe on job\.ID and forward it as the Idempotency-Key`
	return nil
}

func fetchToken(id, secret string) (*http.Response, error) {
	return http.PostForm("https://auth.example.com/connect", map[string][]string{
		"grant_type":    {"client_credentials"},
		"client_id":     {id},
		"client_secret": {secret},
	})
}

type CaptureWorker struct {
	river.WorkerDefaults[HookArgs]
}

// Work gets a token from a configured base joined to a token path, with a
// grant as its body (a read), then POSTs the capture (reported).
func (w *CaptureWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	base := job.Args.URL
	tok, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/oauth2/token", strings.NewReader("grant_type=client_credentials"))
	http.DefaultClient.Do(tok)
	grant, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/session", strings.NewReader("grant_type=refresh_token"))
	http.DefaultClient.Do(grant)
	capture, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v2/checkout/orders/capture", strings.NewReader(job.Args.Body))
	_, err := http.DefaultClient.Do(capture) // want `handler \(\*CaptureWorker\)\.Work: a redelivery repeats an external call \(external POST \(http\.Client\.Do\)\); dedupe on job\.ID and forward it as the Idempotency-Key`
	return err
}

// TransitionWorker moves remote resources one way by their id: capturing an
// order, confirming or cancelling an intent. The provider refuses a
// second transition, as UPDATE … SET status = 'captured' would change
// nothing: not reported. A POST that creates under the id is.
type TransitionWorker struct {
	river.WorkerDefaults[HookArgs]
	c    *http.Client
	base string
}

func (w *TransitionWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v2/checkout/orders/"+job.Args.Body+"/capture", nil)
	if _, err := w.c.Do(req); err != nil {
		return err
	}
	http.Post("https://api.example.com/v1/payment_intents/"+job.Args.Body+"/cancel", "application/json", nil)
	req2, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v2/checkout/orders/"+job.Args.Body+"/refunds", nil)
	_, err := w.c.Do(req2)                                                                             // want `handler \(\*TransitionWorker\)\.Work: a redelivery repeats an external call`
	http.Post("https://api.example.com/capture", "application/json", strings.NewReader(job.Args.Body)) // want `handler \(\*TransitionWorker\)\.Work: a redelivery repeats an external call`
	// creating a hosted checkout (a payment page the payer approves) moves
	// nothing; a payout under the same API does
	page, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v2/checkout/orders", strings.NewReader(job.Args.Body))
	w.c.Do(page)
	http.Post("https://api.example.com/v1/checkout/sessions", "application/json", strings.NewReader(job.Args.Body))
	payout, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v1/payments/payouts", strings.NewReader(job.Args.Body))
	w.c.Do(payout) // want `handler \(\*TransitionWorker\)\.Work: a redelivery repeats an external call`
	return err
}

// CapturedWorker pays out only after the provider accepted the capture
// (201 Created): a second capture of the order is refused (422), so what
// follows runs once per order. Not reported.
type CapturedWorker struct {
	river.WorkerDefaults[HookArgs]
	c    *http.Client
	base string
}

func (w *CapturedWorker) Work(ctx context.Context, job *river.Job[HookArgs]) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v2/checkout/orders/"+job.Args.Body+"/capture", nil)
	resp, err := w.c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("capture: %s", resp.Status)
	}
	payout, _ := http.NewRequestWithContext(ctx, http.MethodPost, w.base+"/v1/payments/payouts", strings.NewReader(job.Args.Body))
	_, err = w.c.Do(payout)
	return err
}
