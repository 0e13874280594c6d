// Package stripe is an analysistest stub of github.com/stripe/stripe-go/v82 (github.com/stripe/stripe-go/v82@v82.5.1).
// Declarations mirror the real API surface; bodies are trivial.
package stripe

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
)

var Key string

const APIVersion string = "2025-08-27.basil"

func String[T ~string](v T) *string { return nil }

func StringValue(v *string) string { return "" }

func StringSlice(v []string) []*string { return nil }

func Int64(v int64) *int64 { return nil }

func Int64Value(v *int64) int64 { return 0 }

func Int64Slice(v []int64) []*int64 { return nil }

func Bool(v bool) *bool { return nil }

func BoolValue(v *bool) bool { return false }

func Float64(v float64) *float64 { return nil }

func Float64Value(v *float64) float64 { return 0 }

type Params struct {
	Context        context.Context   `form:"-" json:"-"`
	Expand         []*string         `form:"expand" json:"-"`
	Extra          *ExtraValues      `form:"*"  json:"-"`
	Headers        http.Header       `form:"-" json:"-"`
	IdempotencyKey *string           `form:"-" json:"-"`
	Metadata       map[string]string `form:"metadata" json:"-"`
	StripeAccount  *string           `form:"-" json:"-"`
	StripeContext  *string           `form:"-" json:"-"`
}

func (p *Params) AddExpand(f string) {}

func (p *Params) InternalSetUsage(usage []string) {}

func (p *Params) AddExtra(key, value string) {}

func (p *Params) AddMetadata(key, value string) {}

func (p *Params) GetParams() *Params { return nil }

func (p *Params) SetIdempotencyKey(val string) {}

func (p *Params) SetStripeAccount(val string) {}

func (p *Params) SetStripeContext(val string) {}

type ExtraValues struct {
	url.Values `form:"-" json:"-"`
}

type ParamsContainer interface {
	GetParams() *Params
}

type ListParams struct {
	Context       context.Context `form:"-"`
	EndingBefore  *string         `form:"ending_before"`
	Expand        []*string       `form:"expand"`
	Limit         *int64          `form:"limit"`
	Single        bool            `form:"-"`
	StartingAfter *string         `form:"starting_after"`
	StripeAccount *string         `form:"-"`
}

func (p *ListParams) AddExpand(f string) {}

func (p *ListParams) GetListParams() *ListParams { return nil }

func (p *ListParams) GetParams() *Params { return nil }

func (p *ListParams) SetStripeAccount(val string) {}

func (p *ListParams) ToParams() *Params { return nil }

type ListParamsContainer interface {
	GetListParams() *ListParams
}

type ListMeta struct {
	HasMore    bool   `json:"has_more"`
	URL        string `json:"url"`
	TotalCount uint32 `json:"total_count"`
}

type APIResource struct {
	LastResponse *APIResponse `json:"-"`
}

func (r *APIResource) SetLastResponse(response *APIResponse) {}

type APIResponse struct {
	Header         http.Header
	IdempotencyKey string
	RawJSON        []byte
	RequestID      string
	Status         string
	StatusCode     int
}

type LastResponseSetter interface {
	SetLastResponse(response *APIResponse)
}

type Backend interface {
	Call(method, path, key string, params ParamsContainer, v LastResponseSetter) error
	CallRaw(method, path, key string, body []byte, params *Params, v LastResponseSetter) error
}

type Seq2[K, V any] func(yield func(K, V) bool)

type SupportedBackend string

const APIBackend SupportedBackend = "api"

func GetBackend(backendType SupportedBackend) Backend { return nil }

func SetBackend(backend SupportedBackend, b Backend) {}

type Error struct {
	APIResource
	ChargeID              string            `json:"charge,omitempty"`
	Code                  ErrorCode         `json:"code,omitempty"`
	DeclineCode           DeclineCode       `json:"decline_code,omitempty"`
	DocURL                string            `json:"doc_url,omitempty"`
	Err                   error             `json:"-"`
	HTTPStatusCode        int               `json:"status,omitempty"`
	Msg                   string            `json:"message"`
	DeveloperMsg          string            `json:"developer_message,omitempty"`
	Param                 string            `json:"param,omitempty"`
	PaymentIntent         *PaymentIntent    `json:"payment_intent,omitempty"`
	PaymentMethod         *PaymentMethod    `json:"payment_method,omitempty"`
	PaymentMethodType     PaymentMethodType `json:"payment_method_type,omitempty"`
	RequestID             string            `json:"request_id,omitempty"`
	RequestLogURL         string            `json:"request_log_url,omitempty"`
	SetupIntent           *SetupIntent      `json:"setup_intent,omitempty"`
	Source                *PaymentSource    `json:"source,omitempty"`
	Type                  ErrorType         `json:"type"`
	OAuthError            string            `json:"error,omitempty"`
	OAuthErrorDescription string            `json:"error_description,omitempty"`
}

func (e *Error) Error() string { return "" }

func (e *Error) Unwrap() error { return nil }

type ErrorCode string

type ErrorType string

type DeclineCode string

const ErrorTypeAPI ErrorType = "api_error"

const ErrorTypeCard ErrorType = "card_error"

const ErrorTypeIdempotency ErrorType = "idempotency_error"

const ErrorTypeInvalidRequest ErrorType = "invalid_request_error"

type Currency string

const CurrencyUSD Currency = "usd"

const CurrencyEUR Currency = "eur"

const CurrencyGBP Currency = "gbp"

const CurrencyJPY Currency = "jpy"

const CurrencyCAD Currency = "cad"

const CurrencyAUD Currency = "aud"

type Client struct {
	V1Charges        *v1ChargeService
	V1Customers      *v1CustomerService
	V1Invoices       *v1InvoiceService
	V1PaymentIntents *v1PaymentIntentService
	V1Refunds        *v1RefundService
	V1Transfers      *v1TransferService
}

func NewClient(key string, opts ...ClientOption) *Client { return nil }

type ClientOption func(*clientConfig)

type clientConfig struct {
}

type PaymentMethod struct {
	APIResource
	Created  int64             `json:"created"`
	Customer *Customer         `json:"customer"`
	ID       string            `json:"id"`
	Livemode bool              `json:"livemode"`
	Metadata map[string]string `json:"metadata"`
	Object   string            `json:"object"`
	Type     PaymentMethodType `json:"type"`
}

type PaymentMethodType string

type PaymentSource struct {
	APIResource
	Deleted bool   `json:"deleted"`
	ID      string `json:"id"`
}

type SetupIntent struct {
	APIResource
	ID     string `json:"id"`
	Object string `json:"object"`
}

type Account struct {
	APIResource
	Created  int64             `json:"created"`
	Email    string            `json:"email"`
	ID       string            `json:"id"`
	Metadata map[string]string `json:"metadata"`
	Object   string            `json:"object"`
}

const ErrorCodeAmountTooSmall ErrorCode = "amount_too_small"

const ErrorCodeCardDeclined ErrorCode = "card_declined"

const ErrorCodeChargeAlreadyCaptured ErrorCode = "charge_already_captured"

const ErrorCodeChargeAlreadyRefunded ErrorCode = "charge_already_refunded"

const ErrorCodeExpiredCard ErrorCode = "expired_card"

const ErrorCodeIdempotencyKeyInUse ErrorCode = "idempotency_key_in_use"

const ErrorCodeIncorrectCVC ErrorCode = "incorrect_cvc"

const ErrorCodeInsufficientFunds ErrorCode = "insufficient_funds"

const ErrorCodeLockTimeout ErrorCode = "lock_timeout"

const ErrorCodeParameterInvalidInteger ErrorCode = "parameter_invalid_integer"

const ErrorCodeParameterMissing ErrorCode = "parameter_missing"

const ErrorCodePaymentIntentUnexpectedState ErrorCode = "payment_intent_unexpected_state"

const ErrorCodeRateLimit ErrorCode = "rate_limit"

const ErrorCodeResourceAlreadyExists ErrorCode = "resource_already_exists"

const ErrorCodeResourceMissing ErrorCode = "resource_missing"

type PaymentIntentCaptureMethod string

const PaymentIntentCaptureMethodAutomatic PaymentIntentCaptureMethod = "automatic"

const PaymentIntentCaptureMethodAutomaticAsync PaymentIntentCaptureMethod = "automatic_async"

const PaymentIntentCaptureMethodManual PaymentIntentCaptureMethod = "manual"

type PaymentIntentStatus string

const PaymentIntentStatusCanceled PaymentIntentStatus = "canceled"

const PaymentIntentStatusProcessing PaymentIntentStatus = "processing"

const PaymentIntentStatusRequiresAction PaymentIntentStatus = "requires_action"

const PaymentIntentStatusRequiresCapture PaymentIntentStatus = "requires_capture"

const PaymentIntentStatusRequiresConfirmation PaymentIntentStatus = "requires_confirmation"

const PaymentIntentStatusRequiresPaymentMethod PaymentIntentStatus = "requires_payment_method"

const PaymentIntentStatusSucceeded PaymentIntentStatus = "succeeded"

type ChargeStatus string

const ChargeStatusFailed ChargeStatus = "failed"

const ChargeStatusPending ChargeStatus = "pending"

const ChargeStatusSucceeded ChargeStatus = "succeeded"

type RefundReason string

const RefundReasonDuplicate RefundReason = "duplicate"

const RefundReasonExpiredUncapturedCharge RefundReason = "expired_uncaptured_charge"

const RefundReasonFraudulent RefundReason = "fraudulent"

const RefundReasonRequestedByCustomer RefundReason = "requested_by_customer"

type RefundStatus string

const RefundStatusCanceled RefundStatus = "canceled"

const RefundStatusFailed RefundStatus = "failed"

const RefundStatusPending RefundStatus = "pending"

const RefundStatusSucceeded RefundStatus = "succeeded"

const RefundStatusRequiresAction RefundStatus = "requires_action"

type PaymentIntent struct {
	APIResource
	Amount                    int64                      `json:"amount"`
	AmountCapturable          int64                      `json:"amount_capturable"`
	AmountReceived            int64                      `json:"amount_received"`
	ApplicationFeeAmount      int64                      `json:"application_fee_amount"`
	CanceledAt                int64                      `json:"canceled_at"`
	CaptureMethod             PaymentIntentCaptureMethod `json:"capture_method"`
	ClientSecret              string                     `json:"client_secret"`
	Created                   int64                      `json:"created"`
	Currency                  Currency                   `json:"currency"`
	Customer                  *Customer                  `json:"customer"`
	Description               string                     `json:"description"`
	ID                        string                     `json:"id"`
	LastPaymentError          *Error                     `json:"last_payment_error"`
	LatestCharge              *Charge                    `json:"latest_charge"`
	Livemode                  bool                       `json:"livemode"`
	Metadata                  map[string]string          `json:"metadata"`
	Object                    string                     `json:"object"`
	OnBehalfOf                *Account                   `json:"on_behalf_of"`
	PaymentMethod             *PaymentMethod             `json:"payment_method"`
	PaymentMethodTypes        []string                   `json:"payment_method_types"`
	ReceiptEmail              string                     `json:"receipt_email"`
	Source                    *PaymentSource             `json:"source"`
	StatementDescriptor       string                     `json:"statement_descriptor"`
	StatementDescriptorSuffix string                     `json:"statement_descriptor_suffix"`
	Status                    PaymentIntentStatus        `json:"status"`
	TransferGroup             string                     `json:"transfer_group"`
}

func (p *PaymentIntent) UnmarshalJSON(data []byte) error { return nil }

type Charge struct {
	APIResource
	Amount                        int64             `json:"amount"`
	AmountCaptured                int64             `json:"amount_captured"`
	AmountRefunded                int64             `json:"amount_refunded"`
	ApplicationFeeAmount          int64             `json:"application_fee_amount"`
	AuthorizationCode             string            `json:"authorization_code"`
	CalculatedStatementDescriptor string            `json:"calculated_statement_descriptor"`
	Captured                      bool              `json:"captured"`
	Created                       int64             `json:"created"`
	Currency                      Currency          `json:"currency"`
	Customer                      *Customer         `json:"customer"`
	Description                   string            `json:"description"`
	Disputed                      bool              `json:"disputed"`
	FailureCode                   string            `json:"failure_code"`
	FailureMessage                string            `json:"failure_message"`
	ID                            string            `json:"id"`
	Livemode                      bool              `json:"livemode"`
	Metadata                      map[string]string `json:"metadata"`
	Object                        string            `json:"object"`
	OnBehalfOf                    *Account          `json:"on_behalf_of"`
	Paid                          bool              `json:"paid"`
	PaymentIntent                 *PaymentIntent    `json:"payment_intent"`
	PaymentMethod                 string            `json:"payment_method"`
	ReceiptEmail                  string            `json:"receipt_email"`
	ReceiptNumber                 string            `json:"receipt_number"`
	ReceiptURL                    string            `json:"receipt_url"`
	Refunded                      bool              `json:"refunded"`
	Source                        *PaymentSource    `json:"source"`
	SourceTransfer                *Transfer         `json:"source_transfer"`
	StatementDescriptor           string            `json:"statement_descriptor"`
	StatementDescriptorSuffix     string            `json:"statement_descriptor_suffix"`
	Status                        ChargeStatus      `json:"status"`
	Transfer                      *Transfer         `json:"transfer"`
	TransferGroup                 string            `json:"transfer_group"`
}

func (c *Charge) UnmarshalJSON(data []byte) error { return nil }

type Refund struct {
	APIResource
	Amount            int64             `json:"amount"`
	Charge            *Charge           `json:"charge"`
	Created           int64             `json:"created"`
	Currency          Currency          `json:"currency"`
	Description       string            `json:"description"`
	ID                string            `json:"id"`
	InstructionsEmail string            `json:"instructions_email"`
	Metadata          map[string]string `json:"metadata"`
	Object            string            `json:"object"`
	PaymentIntent     *PaymentIntent    `json:"payment_intent"`
	Reason            RefundReason      `json:"reason"`
	ReceiptNumber     string            `json:"receipt_number"`
	Status            RefundStatus      `json:"status"`
}

func (r *Refund) UnmarshalJSON(data []byte) error { return nil }

type Transfer struct {
	APIResource
	Amount             int64             `json:"amount"`
	AmountReversed     int64             `json:"amount_reversed"`
	Created            int64             `json:"created"`
	Currency           Currency          `json:"currency"`
	Description        string            `json:"description"`
	Destination        *Account          `json:"destination"`
	DestinationPayment *Charge           `json:"destination_payment"`
	ID                 string            `json:"id"`
	Livemode           bool              `json:"livemode"`
	Metadata           map[string]string `json:"metadata"`
	Object             string            `json:"object"`
	Reversed           bool              `json:"reversed"`
	SourceTransaction  *Charge           `json:"source_transaction"`
	TransferGroup      string            `json:"transfer_group"`
}

func (t *Transfer) UnmarshalJSON(data []byte) error { return nil }

type Customer struct {
	APIResource
	Balance              int64             `json:"balance"`
	Created              int64             `json:"created"`
	Currency             Currency          `json:"currency"`
	DefaultSource        *PaymentSource    `json:"default_source"`
	Deleted              bool              `json:"deleted"`
	Delinquent           bool              `json:"delinquent"`
	Description          string            `json:"description"`
	Email                string            `json:"email"`
	ID                   string            `json:"id"`
	InvoiceCreditBalance map[string]int64  `json:"invoice_credit_balance"`
	InvoicePrefix        string            `json:"invoice_prefix"`
	Livemode             bool              `json:"livemode"`
	Metadata             map[string]string `json:"metadata"`
	Name                 string            `json:"name"`
	NextInvoiceSequence  int64             `json:"next_invoice_sequence"`
	Object               string            `json:"object"`
	Phone                string            `json:"phone"`
	PreferredLocales     []string          `json:"preferred_locales"`
}

func (c *Customer) UnmarshalJSON(data []byte) error { return nil }

type PaymentIntentParams struct {
	Params                     `form:"*"`
	Amount                     *int64            `form:"amount"`
	ApplicationFeeAmount       *int64            `form:"application_fee_amount"`
	CaptureMethod              *string           `form:"capture_method"`
	ClientSecret               *string           `form:"client_secret"`
	Confirm                    *bool             `form:"confirm"`
	ConfirmationMethod         *string           `form:"confirmation_method"`
	ConfirmationToken          *string           `form:"confirmation_token"`
	Currency                   *string           `form:"currency"`
	Customer                   *string           `form:"customer"`
	Description                *string           `form:"description"`
	ExcludedPaymentMethodTypes []*string         `form:"excluded_payment_method_types"`
	Expand                     []*string         `form:"expand"`
	Mandate                    *string           `form:"mandate"`
	Metadata                   map[string]string `form:"metadata"`
	OnBehalfOf                 *string           `form:"on_behalf_of"`
	PaymentMethod              *string           `form:"payment_method"`
	PaymentMethodConfiguration *string           `form:"payment_method_configuration"`
	PaymentMethodTypes         []*string         `form:"payment_method_types"`
	ReceiptEmail               *string           `form:"receipt_email"`
	ReturnURL                  *string           `form:"return_url"`
	SetupFutureUsage           *string           `form:"setup_future_usage"`
	StatementDescriptor        *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix  *string           `form:"statement_descriptor_suffix"`
	TransferGroup              *string           `form:"transfer_group"`
	ErrorOnRequiresAction      *bool             `form:"error_on_requires_action"`
	OffSession                 *bool             `form:"off_session"`
	UseStripeSDK               *bool             `form:"use_stripe_sdk"`
}

func (p *PaymentIntentParams) AddExpand(f string) {}

func (p *PaymentIntentParams) AddMetadata(key string, value string) {}

type PaymentIntentCreateParams struct {
	Params                     `form:"*"`
	Amount                     *int64            `form:"amount"`
	ApplicationFeeAmount       *int64            `form:"application_fee_amount"`
	CaptureMethod              *string           `form:"capture_method"`
	Confirm                    *bool             `form:"confirm"`
	ConfirmationMethod         *string           `form:"confirmation_method"`
	ConfirmationToken          *string           `form:"confirmation_token"`
	Currency                   *string           `form:"currency"`
	Customer                   *string           `form:"customer"`
	Description                *string           `form:"description"`
	ErrorOnRequiresAction      *bool             `form:"error_on_requires_action"`
	ExcludedPaymentMethodTypes []*string         `form:"excluded_payment_method_types"`
	Expand                     []*string         `form:"expand"`
	Mandate                    *string           `form:"mandate"`
	Metadata                   map[string]string `form:"metadata"`
	OffSession                 *bool             `form:"off_session"`
	OnBehalfOf                 *string           `form:"on_behalf_of"`
	PaymentMethod              *string           `form:"payment_method"`
	PaymentMethodConfiguration *string           `form:"payment_method_configuration"`
	PaymentMethodTypes         []*string         `form:"payment_method_types"`
	ReceiptEmail               *string           `form:"receipt_email"`
	ReturnURL                  *string           `form:"return_url"`
	SetupFutureUsage           *string           `form:"setup_future_usage"`
	StatementDescriptor        *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix  *string           `form:"statement_descriptor_suffix"`
	TransferGroup              *string           `form:"transfer_group"`
	UseStripeSDK               *bool             `form:"use_stripe_sdk"`
}

func (p *PaymentIntentCreateParams) AddExpand(f string) {}

func (p *PaymentIntentCreateParams) AddMetadata(key string, value string) {}

type PaymentIntentRetrieveParams struct {
	Params       `form:"*"`
	ClientSecret *string   `form:"client_secret"`
	Expand       []*string `form:"expand"`
}

func (p *PaymentIntentRetrieveParams) AddExpand(f string) {}

type PaymentIntentUpdateParams struct {
	Params                     `form:"*"`
	Amount                     *int64            `form:"amount"`
	ApplicationFeeAmount       *int64            `form:"application_fee_amount"`
	CaptureMethod              *string           `form:"capture_method"`
	Currency                   *string           `form:"currency"`
	Customer                   *string           `form:"customer"`
	Description                *string           `form:"description"`
	Expand                     []*string         `form:"expand"`
	Metadata                   map[string]string `form:"metadata"`
	PaymentMethod              *string           `form:"payment_method"`
	PaymentMethodConfiguration *string           `form:"payment_method_configuration"`
	PaymentMethodTypes         []*string         `form:"payment_method_types"`
	ReceiptEmail               *string           `form:"receipt_email"`
	SetupFutureUsage           *string           `form:"setup_future_usage"`
	StatementDescriptor        *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix  *string           `form:"statement_descriptor_suffix"`
	TransferGroup              *string           `form:"transfer_group"`
}

func (p *PaymentIntentUpdateParams) AddExpand(f string) {}

func (p *PaymentIntentUpdateParams) AddMetadata(key string, value string) {}

type PaymentIntentCancelParams struct {
	Params             `form:"*"`
	CancellationReason *string   `form:"cancellation_reason"`
	Expand             []*string `form:"expand"`
}

func (p *PaymentIntentCancelParams) AddExpand(f string) {}

type PaymentIntentCaptureParams struct {
	Params                    `form:"*"`
	AmountToCapture           *int64            `form:"amount_to_capture"`
	ApplicationFeeAmount      *int64            `form:"application_fee_amount"`
	Expand                    []*string         `form:"expand"`
	FinalCapture              *bool             `form:"final_capture"`
	Metadata                  map[string]string `form:"metadata"`
	StatementDescriptor       *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix *string           `form:"statement_descriptor_suffix"`
}

func (p *PaymentIntentCaptureParams) AddExpand(f string) {}

func (p *PaymentIntentCaptureParams) AddMetadata(key string, value string) {}

type PaymentIntentConfirmParams struct {
	Params                `form:"*"`
	CaptureMethod         *string   `form:"capture_method"`
	ConfirmationToken     *string   `form:"confirmation_token"`
	ErrorOnRequiresAction *bool     `form:"error_on_requires_action"`
	Expand                []*string `form:"expand"`
	Mandate               *string   `form:"mandate"`
	OffSession            *bool     `form:"off_session"`
	PaymentMethod         *string   `form:"payment_method"`
	PaymentMethodTypes    []*string `form:"payment_method_types"`
	ReceiptEmail          *string   `form:"receipt_email"`
	ReturnURL             *string   `form:"return_url"`
	SetupFutureUsage      *string   `form:"setup_future_usage"`
	UseStripeSDK          *bool     `form:"use_stripe_sdk"`
}

func (p *PaymentIntentConfirmParams) AddExpand(f string) {}

type PaymentIntentListParams struct {
	ListParams `form:"*"`
	Created    *int64    `form:"created"`
	Customer   *string   `form:"customer"`
	Expand     []*string `form:"expand"`
}

func (p *PaymentIntentListParams) AddExpand(f string) {}

type v1PaymentIntentService struct {
	B   Backend
	Key string
}

func (c v1PaymentIntentService) Create(ctx context.Context, params *PaymentIntentCreateParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Retrieve(ctx context.Context, id string, params *PaymentIntentRetrieveParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Update(ctx context.Context, id string, params *PaymentIntentUpdateParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Cancel(ctx context.Context, id string, params *PaymentIntentCancelParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Capture(ctx context.Context, id string, params *PaymentIntentCaptureParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) Confirm(ctx context.Context, id string, params *PaymentIntentConfirmParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) IncrementAuthorization(ctx context.Context, id string, params *PaymentIntentIncrementAuthorizationParams) (*PaymentIntent, error) {
	return nil, nil
}

func (c v1PaymentIntentService) List(ctx context.Context, listParams *PaymentIntentListParams) Seq2[*PaymentIntent, error] {
	return nil
}

type ChargeParams struct {
	Params                    `form:"*"`
	Amount                    *int64            `form:"amount"`
	ApplicationFee            *int64            `form:"application_fee"`
	ApplicationFeeAmount      *int64            `form:"application_fee_amount"`
	Capture                   *bool             `form:"capture"`
	Currency                  *string           `form:"currency"`
	Customer                  *string           `form:"customer"`
	Description               *string           `form:"description"`
	ExchangeRate              *float64          `form:"exchange_rate"`
	Expand                    []*string         `form:"expand"`
	Metadata                  map[string]string `form:"metadata"`
	OnBehalfOf                *string           `form:"on_behalf_of"`
	ReceiptEmail              *string           `form:"receipt_email"`
	StatementDescriptor       *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix *string           `form:"statement_descriptor_suffix"`
	TransferGroup             *string           `form:"transfer_group"`
}

func (p *ChargeParams) SetSource(sp interface{}) error { return nil }

func (p *ChargeParams) AddExpand(f string) {}

func (p *ChargeParams) AddMetadata(key string, value string) {}

type ChargeCreateParams struct {
	Params                    `form:"*"`
	Amount                    *int64            `form:"amount"`
	ApplicationFee            *int64            `form:"application_fee"`
	ApplicationFeeAmount      *int64            `form:"application_fee_amount"`
	Capture                   *bool             `form:"capture"`
	Currency                  *string           `form:"currency"`
	Customer                  *string           `form:"customer"`
	Description               *string           `form:"description"`
	ExchangeRate              *float64          `form:"exchange_rate"`
	Expand                    []*string         `form:"expand"`
	Metadata                  map[string]string `form:"metadata"`
	OnBehalfOf                *string           `form:"on_behalf_of"`
	ReceiptEmail              *string           `form:"receipt_email"`
	StatementDescriptor       *string           `form:"statement_descriptor"`
	StatementDescriptorSuffix *string           `form:"statement_descriptor_suffix"`
	TransferGroup             *string           `form:"transfer_group"`
}

func (p *ChargeCreateParams) SetSource(sp interface{}) error { return nil }

func (p *ChargeCreateParams) AddExpand(f string) {}

func (p *ChargeCreateParams) AddMetadata(key string, value string) {}

type ChargeRetrieveParams struct {
	Params `form:"*"`
	Expand []*string `form:"expand"`
}

func (p *ChargeRetrieveParams) AddExpand(f string) {}

type ChargeUpdateParams struct {
	Params        `form:"*"`
	Customer      *string           `form:"customer"`
	Description   *string           `form:"description"`
	Expand        []*string         `form:"expand"`
	Metadata      map[string]string `form:"metadata"`
	ReceiptEmail  *string           `form:"receipt_email"`
	TransferGroup *string           `form:"transfer_group"`
}

func (p *ChargeUpdateParams) AddExpand(f string) {}

func (p *ChargeUpdateParams) AddMetadata(key string, value string) {}

type ChargeCaptureParams struct {
	Params                    `form:"*"`
	Amount                    *int64    `form:"amount"`
	ApplicationFee            *int64    `form:"application_fee"`
	ApplicationFeeAmount      *int64    `form:"application_fee_amount"`
	ExchangeRate              *float64  `form:"exchange_rate"`
	Expand                    []*string `form:"expand"`
	ReceiptEmail              *string   `form:"receipt_email"`
	StatementDescriptor       *string   `form:"statement_descriptor"`
	StatementDescriptorSuffix *string   `form:"statement_descriptor_suffix"`
	TransferGroup             *string   `form:"transfer_group"`
}

func (p *ChargeCaptureParams) AddExpand(f string) {}

type ChargeListParams struct {
	ListParams    `form:"*"`
	Created       *int64    `form:"created"`
	Customer      *string   `form:"customer"`
	Expand        []*string `form:"expand"`
	PaymentIntent *string   `form:"payment_intent"`
	TransferGroup *string   `form:"transfer_group"`
}

func (p *ChargeListParams) AddExpand(f string) {}

type v1ChargeService struct {
	B   Backend
	Key string
}

func (c v1ChargeService) Create(ctx context.Context, params *ChargeCreateParams) (*Charge, error) {
	return nil, nil
}

func (c v1ChargeService) Retrieve(ctx context.Context, id string, params *ChargeRetrieveParams) (*Charge, error) {
	return nil, nil
}

func (c v1ChargeService) Update(ctx context.Context, id string, params *ChargeUpdateParams) (*Charge, error) {
	return nil, nil
}

func (c v1ChargeService) Capture(ctx context.Context, id string, params *ChargeCaptureParams) (*Charge, error) {
	return nil, nil
}

func (c v1ChargeService) List(ctx context.Context, listParams *ChargeListParams) Seq2[*Charge, error] {
	return nil
}

type RefundParams struct {
	Params               `form:"*"`
	Amount               *int64            `form:"amount"`
	Charge               *string           `form:"charge"`
	Currency             *string           `form:"currency"`
	Customer             *string           `form:"customer"`
	Expand               []*string         `form:"expand"`
	InstructionsEmail    *string           `form:"instructions_email"`
	Metadata             map[string]string `form:"metadata"`
	Origin               *string           `form:"origin"`
	PaymentIntent        *string           `form:"payment_intent"`
	Reason               *string           `form:"reason"`
	RefundApplicationFee *bool             `form:"refund_application_fee"`
	ReverseTransfer      *bool             `form:"reverse_transfer"`
}

func (p *RefundParams) AddExpand(f string) {}

func (p *RefundParams) AddMetadata(key string, value string) {}

type RefundCreateParams struct {
	Params               `form:"*"`
	Amount               *int64            `form:"amount"`
	Charge               *string           `form:"charge"`
	Currency             *string           `form:"currency"`
	Customer             *string           `form:"customer"`
	Expand               []*string         `form:"expand"`
	InstructionsEmail    *string           `form:"instructions_email"`
	Metadata             map[string]string `form:"metadata"`
	Origin               *string           `form:"origin"`
	PaymentIntent        *string           `form:"payment_intent"`
	Reason               *string           `form:"reason"`
	RefundApplicationFee *bool             `form:"refund_application_fee"`
	ReverseTransfer      *bool             `form:"reverse_transfer"`
}

func (p *RefundCreateParams) AddExpand(f string) {}

func (p *RefundCreateParams) AddMetadata(key string, value string) {}

type RefundRetrieveParams struct {
	Params `form:"*"`
	Expand []*string `form:"expand"`
}

func (p *RefundRetrieveParams) AddExpand(f string) {}

type RefundUpdateParams struct {
	Params   `form:"*"`
	Expand   []*string         `form:"expand"`
	Metadata map[string]string `form:"metadata"`
}

func (p *RefundUpdateParams) AddExpand(f string) {}

func (p *RefundUpdateParams) AddMetadata(key string, value string) {}

type RefundCancelParams struct {
	Params `form:"*"`
	Expand []*string `form:"expand"`
}

func (p *RefundCancelParams) AddExpand(f string) {}

type RefundListParams struct {
	ListParams    `form:"*"`
	Charge        *string   `form:"charge"`
	Created       *int64    `form:"created"`
	Expand        []*string `form:"expand"`
	PaymentIntent *string   `form:"payment_intent"`
}

func (p *RefundListParams) AddExpand(f string) {}

type v1RefundService struct {
	B   Backend
	Key string
}

func (c v1RefundService) Create(ctx context.Context, params *RefundCreateParams) (*Refund, error) {
	return nil, nil
}

func (c v1RefundService) Retrieve(ctx context.Context, id string, params *RefundRetrieveParams) (*Refund, error) {
	return nil, nil
}

func (c v1RefundService) Update(ctx context.Context, id string, params *RefundUpdateParams) (*Refund, error) {
	return nil, nil
}

func (c v1RefundService) Cancel(ctx context.Context, id string, params *RefundCancelParams) (*Refund, error) {
	return nil, nil
}

func (c v1RefundService) List(ctx context.Context, listParams *RefundListParams) Seq2[*Refund, error] {
	return nil
}

type TransferParams struct {
	Params            `form:"*"`
	Amount            *int64            `form:"amount"`
	Currency          *string           `form:"currency"`
	Description       *string           `form:"description"`
	Destination       *string           `form:"destination"`
	Expand            []*string         `form:"expand"`
	Metadata          map[string]string `form:"metadata"`
	SourceTransaction *string           `form:"source_transaction"`
	SourceType        *string           `form:"source_type"`
	TransferGroup     *string           `form:"transfer_group"`
}

func (p *TransferParams) AddExpand(f string) {}

func (p *TransferParams) AddMetadata(key string, value string) {}

type TransferCreateParams struct {
	Params            `form:"*"`
	Amount            *int64            `form:"amount"`
	Currency          *string           `form:"currency"`
	Description       *string           `form:"description"`
	Destination       *string           `form:"destination"`
	Expand            []*string         `form:"expand"`
	Metadata          map[string]string `form:"metadata"`
	SourceTransaction *string           `form:"source_transaction"`
	SourceType        *string           `form:"source_type"`
	TransferGroup     *string           `form:"transfer_group"`
}

func (p *TransferCreateParams) AddExpand(f string) {}

func (p *TransferCreateParams) AddMetadata(key string, value string) {}

type TransferRetrieveParams struct {
	Params `form:"*"`
	Expand []*string `form:"expand"`
}

func (p *TransferRetrieveParams) AddExpand(f string) {}

type TransferUpdateParams struct {
	Params      `form:"*"`
	Description *string           `form:"description"`
	Expand      []*string         `form:"expand"`
	Metadata    map[string]string `form:"metadata"`
}

func (p *TransferUpdateParams) AddExpand(f string) {}

func (p *TransferUpdateParams) AddMetadata(key string, value string) {}

type TransferListParams struct {
	ListParams    `form:"*"`
	Created       *int64    `form:"created"`
	Destination   *string   `form:"destination"`
	Expand        []*string `form:"expand"`
	TransferGroup *string   `form:"transfer_group"`
}

func (p *TransferListParams) AddExpand(f string) {}

type v1TransferService struct {
	B   Backend
	Key string
}

func (c v1TransferService) Create(ctx context.Context, params *TransferCreateParams) (*Transfer, error) {
	return nil, nil
}

func (c v1TransferService) Retrieve(ctx context.Context, id string, params *TransferRetrieveParams) (*Transfer, error) {
	return nil, nil
}

func (c v1TransferService) Update(ctx context.Context, id string, params *TransferUpdateParams) (*Transfer, error) {
	return nil, nil
}

func (c v1TransferService) List(ctx context.Context, listParams *TransferListParams) Seq2[*Transfer, error] {
	return nil
}

type CustomerParams struct {
	Params              `form:"*"`
	Balance             *int64            `form:"balance"`
	DefaultSource       *string           `form:"default_source"`
	Description         *string           `form:"description"`
	Email               *string           `form:"email"`
	Expand              []*string         `form:"expand"`
	InvoicePrefix       *string           `form:"invoice_prefix"`
	Metadata            map[string]string `form:"metadata"`
	Name                *string           `form:"name"`
	NextInvoiceSequence *int64            `form:"next_invoice_sequence"`
	PaymentMethod       *string           `form:"payment_method"`
	Phone               *string           `form:"phone"`
	PreferredLocales    []*string         `form:"preferred_locales"`
	Source              *string           `form:"source"`
	TaxExempt           *string           `form:"tax_exempt"`
	TestClock           *string           `form:"test_clock"`
	Validate            *bool             `form:"validate"`
}

func (p *CustomerParams) AddExpand(f string) {}

func (p *CustomerParams) AddMetadata(key string, value string) {}

type CustomerCreateParams struct {
	Params              `form:"*"`
	Balance             *int64            `form:"balance"`
	Description         *string           `form:"description"`
	Email               *string           `form:"email"`
	Expand              []*string         `form:"expand"`
	InvoicePrefix       *string           `form:"invoice_prefix"`
	Metadata            map[string]string `form:"metadata"`
	Name                *string           `form:"name"`
	NextInvoiceSequence *int64            `form:"next_invoice_sequence"`
	PaymentMethod       *string           `form:"payment_method"`
	Phone               *string           `form:"phone"`
	PreferredLocales    []*string         `form:"preferred_locales"`
	Source              *string           `form:"source"`
	TaxExempt           *string           `form:"tax_exempt"`
	TestClock           *string           `form:"test_clock"`
	Validate            *bool             `form:"validate"`
}

func (p *CustomerCreateParams) AddExpand(f string) {}

func (p *CustomerCreateParams) AddMetadata(key string, value string) {}

type CustomerRetrieveParams struct {
	Params `form:"*"`
	Expand []*string `form:"expand"`
}

func (p *CustomerRetrieveParams) AddExpand(f string) {}

type CustomerUpdateParams struct {
	Params              `form:"*"`
	Balance             *int64            `form:"balance"`
	DefaultSource       *string           `form:"default_source"`
	Description         *string           `form:"description"`
	Email               *string           `form:"email"`
	Expand              []*string         `form:"expand"`
	InvoicePrefix       *string           `form:"invoice_prefix"`
	Metadata            map[string]string `form:"metadata"`
	Name                *string           `form:"name"`
	NextInvoiceSequence *int64            `form:"next_invoice_sequence"`
	Phone               *string           `form:"phone"`
	PreferredLocales    []*string         `form:"preferred_locales"`
	Source              *string           `form:"source"`
	TaxExempt           *string           `form:"tax_exempt"`
	Validate            *bool             `form:"validate"`
}

func (p *CustomerUpdateParams) AddExpand(f string) {}

func (p *CustomerUpdateParams) AddMetadata(key string, value string) {}

type CustomerDeleteParams struct {
	Params `form:"*"`
}

type CustomerListParams struct {
	ListParams `form:"*"`
	Created    *int64    `form:"created"`
	Email      *string   `form:"email"`
	Expand     []*string `form:"expand"`
	TestClock  *string   `form:"test_clock"`
}

func (p *CustomerListParams) AddExpand(f string) {}

type v1CustomerService struct {
	B   Backend
	Key string
}

func (c v1CustomerService) Create(ctx context.Context, params *CustomerCreateParams) (*Customer, error) {
	return nil, nil
}

func (c v1CustomerService) Retrieve(ctx context.Context, id string, params *CustomerRetrieveParams) (*Customer, error) {
	return nil, nil
}

func (c v1CustomerService) Update(ctx context.Context, id string, params *CustomerUpdateParams) (*Customer, error) {
	return nil, nil
}

func (c v1CustomerService) Delete(ctx context.Context, id string, params *CustomerDeleteParams) (*Customer, error) {
	return nil, nil
}

func (c v1CustomerService) List(ctx context.Context, listParams *CustomerListParams) Seq2[*Customer, error] {
	return nil
}

// NewIdempotencyKey generates a new idempotency key that
// can be used on a request. (real declaration: stripe-go v82.5.1 params.go)
func NewIdempotencyKey() string { return "" }

// Payouts, invoices, subscriptions and Checkout sessions (field subsets).

type PayoutParams struct {
	Params      `form:"*"`
	Amount      *int64            `form:"amount"`
	Currency    *string           `form:"currency"`
	Description *string           `form:"description"`
	Destination *string           `form:"destination"`
	Metadata    map[string]string `form:"metadata"`
}

type Payout struct {
	APIResource
	Amount      int64             `json:"amount"`
	Created     int64             `json:"created"`
	Currency    Currency          `json:"currency"`
	Description string            `json:"description"`
	ID          string            `json:"id"`
	Livemode    bool              `json:"livemode"`
	Metadata    map[string]string `json:"metadata"`
	Object      string            `json:"object"`
}

type InvoiceParams struct {
	Params      `form:"*"`
	Currency    *string           `form:"currency"`
	Customer    *string           `form:"customer"`
	Description *string           `form:"description"`
	Metadata    map[string]string `form:"metadata"`
}

type Invoice struct {
	APIResource
	AmountDue   int64             `json:"amount_due"`
	Created     int64             `json:"created"`
	Currency    Currency          `json:"currency"`
	Customer    *Customer         `json:"customer"`
	Description string            `json:"description"`
	ID          string            `json:"id"`
	Livemode    bool              `json:"livemode"`
	Metadata    map[string]string `json:"metadata"`
	Object      string            `json:"object"`
}

type SubscriptionParams struct {
	Params      `form:"*"`
	Currency    *string           `form:"currency"`
	Customer    *string           `form:"customer"`
	Description *string           `form:"description"`
	Metadata    map[string]string `form:"metadata"`
}

type Subscription struct {
	APIResource
	Created     int64             `json:"created"`
	Currency    Currency          `json:"currency"`
	Customer    *Customer         `json:"customer"`
	Description string            `json:"description"`
	ID          string            `json:"id"`
	Livemode    bool              `json:"livemode"`
	Metadata    map[string]string `json:"metadata"`
	Object      string            `json:"object"`
}

type CheckoutSessionParams struct {
	Params     `form:"*"`
	Currency   *string           `form:"currency"`
	Customer   *string           `form:"customer"`
	Metadata   map[string]string `form:"metadata"`
	Mode       *string           `form:"mode"`
	SuccessURL *string           `form:"success_url"`
}

type CheckoutSession struct {
	APIResource
	Created    int64             `json:"created"`
	Currency   Currency          `json:"currency"`
	Customer   *Customer         `json:"customer"`
	ID         string            `json:"id"`
	Livemode   bool              `json:"livemode"`
	Metadata   map[string]string `json:"metadata"`
	Object     string            `json:"object"`
	SuccessURL string            `json:"success_url"`
	URL        string            `json:"url"`
}

// Issue 20: the other billable objects (field subsets).

type v1InvoiceService struct {
	B   Backend
	Key string
}

func (c v1InvoiceService) Create(ctx context.Context, params *InvoiceCreateParams) (*Invoice, error) {
	return nil, nil
}

func (c v1InvoiceService) Pay(ctx context.Context, id string, params *InvoicePayParams) (*Invoice, error) {
	return nil, nil
}

type InvoiceCreateParams struct {
	Params   `form:"*"`
	Currency *string `form:"currency"`
	Customer *string `form:"customer"`
}

type InvoicePayParams struct {
	Params        `form:"*"`
	Expand        []*string `form:"expand"`
	Forgive       *bool     `form:"forgive"`
	Mandate       *string   `form:"mandate"`
	OffSession    *bool     `form:"off_session"`
	PaidOutOfBand *bool     `form:"paid_out_of_band"`
	PaymentMethod *string   `form:"payment_method"`
}

type PaymentIntentIncrementAuthorizationParams struct {
	Params               `form:"*"`
	Amount               *int64            `form:"amount"`
	ApplicationFeeAmount *int64            `form:"application_fee_amount"`
	Description          *string           `form:"description"`
	Expand               []*string         `form:"expand"`
	Metadata             map[string]string `form:"metadata"`
	StatementDescriptor  *string           `form:"statement_descriptor"`
}

type InvoiceItemParams struct {
	Params      `form:"*"`
	Amount      *int64  `form:"amount"`
	Currency    *string `form:"currency"`
	Customer    *string `form:"customer"`
	Description *string `form:"description"`
}

type InvoiceItem struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type SubscriptionItemParams struct {
	Params     `form:"*"`
	ClearUsage *bool             `form:"clear_usage"`
	Expand     []*string         `form:"expand"`
	Metadata   map[string]string `form:"metadata"`
	OffSession *bool             `form:"off_session"`
}

type SubscriptionItem struct {
	APIResource
	ID string `json:"id"`
}

type TopupParams struct {
	Params      `form:"*"`
	Amount      *int64            `form:"amount"`
	Currency    *string           `form:"currency"`
	Description *string           `form:"description"`
	Expand      []*string         `form:"expand"`
	Metadata    map[string]string `form:"metadata"`
	Source      *string           `form:"source"`
}

type Topup struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type CreditNoteParams struct {
	Params       `form:"*"`
	Amount       *int64    `form:"amount"`
	CreditAmount *int64    `form:"credit_amount"`
	EffectiveAt  *int64    `form:"effective_at"`
	EmailType    *string   `form:"email_type"`
	Expand       []*string `form:"expand"`
	Invoice      *string   `form:"invoice"`
}

type CreditNote struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type FeeRefundParams struct {
	Params   `form:"*"`
	ID       *string           `form:"-"` // Included in URL
	Fee      *string           `form:"-"` // Included in URL
	Amount   *int64            `form:"amount"`
	Expand   []*string         `form:"expand"`
	Metadata map[string]string `form:"metadata"`
}

type FeeRefund struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type TransferReversalParams struct {
	Params               `form:"*"`
	ID                   *string           `form:"-"` // Included in URL
	Amount               *int64            `form:"amount"`
	Description          *string           `form:"description"`
	Expand               []*string         `form:"expand"`
	Metadata             map[string]string `form:"metadata"`
	RefundApplicationFee *bool             `form:"refund_application_fee"`
}

type TransferReversal struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

type BillingMeterEventParams struct {
	Params     `form:"*"`
	EventName  *string           `form:"event_name"`
	Expand     []*string         `form:"expand"`
	Identifier *string           `form:"identifier"`
	Payload    map[string]string `form:"payload"`
	Timestamp  *int64            `form:"timestamp"`
}

type BillingMeterEvent struct {
	APIResource
	Created    int64             `json:"created"`
	EventName  string            `json:"event_name"`
	Identifier string            `json:"identifier"`
	Livemode   bool              `json:"livemode"`
	Object     string            `json:"object"`
	Payload    map[string]string `json:"payload"`
	Timestamp  int64             `json:"timestamp"`
}

// EventType is the list of allowed values for the event's type.
type EventType string

// EventData holds the API resource an event is about.
type EventData struct {
	Object             map[string]interface{} `json:"-"`
	PreviousAttributes map[string]interface{} `json:"previous_attributes"`
	Raw                json.RawMessage        `json:"object"`
}

// EventRequest is the API request that triggered an event.
type EventRequest struct {
	ID             string `json:"id"`
	IdempotencyKey string `json:"idempotency_key"`
}

// Event is a Stripe event (a webhook's body).
type Event struct {
	APIResource
	Account         string        `json:"account"`
	APIVersion      string        `json:"api_version"`
	Context         string        `json:"context"`
	Created         int64         `json:"created"`
	Data            *EventData    `json:"data"`
	ID              string        `json:"id"`
	Livemode        bool          `json:"livemode"`
	Object          string        `json:"object"`
	PendingWebhooks int64         `json:"pending_webhooks"`
	Request         *EventRequest `json:"request"`
	Type            EventType     `json:"type"`
}
