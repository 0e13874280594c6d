package config

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
)

// FuzzParse checks that Parse never panics, that every error it returns
// is an *Error or an errors.Join of them, and that a config it accepts
// is valid and survives a YAML round trip. The seed corpus is in
// testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add([]byte(fullConfig))
	f.Add([]byte("version: 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// A hang is a failure too: crash the worker so that the fuzzer
		// keeps the input.
		timer := time.AfterFunc(10*time.Second, func() { panic(fmt.Sprintf("Parse took over 10s on %q", data)) })
		defer timer.Stop()
		cfg, err := Parse("f.yml", data)
		if err == nil {
			if cfg == nil {
				t.Fatal("nil config without error")
			}
			if cfg.Path != "f.yml" {
				t.Fatalf("Path = %q", cfg.Path)
			}
			if verr := cfg.Validate(); verr != nil {
				t.Fatalf("Parse accepted a config that Validate rejects: %v", verr)
			}
			out, merr := yaml.Marshal(cfg)
			if merr != nil {
				t.Fatalf("Marshal: %v", merr)
			}
			again, perr := Parse("f.yml", out)
			if perr != nil {
				t.Fatalf("re-parsing the marshaled config: %v\n%s", perr, out)
			}
			out2, _ := yaml.Marshal(again)
			if !bytes.Equal(out, out2) {
				t.Fatalf("round trip changed the config:\n%s\n---\n%s", out, out2)
			}
			return
		}
		if cfg != nil {
			t.Fatal("config returned with an error")
		}
		checkErr(t, err, len(splitLines(data))+1)
		_ = err.Error()
	})
}

func checkErr(t *testing.T, err error, lines int) {
	t.Helper()
	switch e := err.(type) {
	case *Error:
		if e.File != "f.yml" {
			t.Fatalf("File = %q in %v", e.File, e)
		}
		if e.Msg == "" {
			t.Fatalf("empty message: %#v", e)
		}
		if e.Line < 0 || e.Col < 0 || e.Line > lines {
			t.Fatalf("bad position %d:%d (file has %d lines): %v", e.Line, e.Col, lines, e)
		}
		if e.Line > 0 && e.Line < lines && e.Col == 0 {
			t.Fatalf("a line without a column: %v", e)
		}
	case interface{ Unwrap() []error }:
		errs := e.Unwrap()
		if len(errs) < 2 {
			t.Fatalf("join of %d errors", len(errs))
		}
		for _, e := range errs {
			if _, ok := e.(*Error); !ok {
				t.Fatalf("joined error of type %T: %v", e, e)
			}
			checkErr(t, e, lines)
		}
	default:
		t.Fatalf("error of type %T: %v", err, err)
	}
}
