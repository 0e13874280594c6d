// Package json is an analysistest stub of github.com/goccy/go-json (github.com/goccy/go-json@v0.10.6).
// Declarations mirror the real API surface idemlint models; bodies are trivial.
package json

import (
	"context"
	"encoding/json"
	"io"
)

type RawMessage = json.RawMessage

type Decoder struct{ r io.Reader }

func NewDecoder(r io.Reader) *Decoder { return &Decoder{r: r} }

func (d *Decoder) Decode(v any) error { return nil }

func (d *Decoder) DecodeContext(ctx context.Context, v any) error { return nil }

type Encoder struct{ w io.Writer }

func NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w} }

func (e *Encoder) Encode(v any) error { return nil }

func Marshal(v any) ([]byte, error) { return nil, nil }

func MarshalNoEscape(v any) ([]byte, error) { return nil, nil }

func MarshalIndent(v any, prefix, indent string) ([]byte, error) { return nil, nil }

func Unmarshal(data []byte, v any) error { return nil }
