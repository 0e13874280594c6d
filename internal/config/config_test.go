package config

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

func intp(i int) *int { return &i }

const fullConfig = `# idemlint configuration
version: 1
handlers:
  - func: "(*example.com/app.Worker).Handle"
    message: 1
  - register: "(*example.com/bus.Bus).On"
    arg: 1
  - func: example.com/app.HandleOrder
sender_ids:
  - field: "example.com/events.Envelope.EventID"
  - func: "example.com/bus.MessageID"
effects:
  - func: "(*example.com/ledger.Client).Post"
    kind: charge
  - func: "(example.com/mail.Sender).Send"
    kind: send
  - func: "gopkg.in/yaml.v3.Marshal"
    kind: idempotent
guards:
  - func: "(*example.com/dedupe.Store).Claim"
    key: 1
key_sinks:
  - func: "(*example.com/dedupe.Store).Seen"
    key: 0
  - func: "(*example.com/dedupe.Set[K]).Add"
    key: 0
disable:
  - wrap-not-claim-first
  - nodedupe
sender_id_fields: [message_id, event_id, idempotency_key]
`

func fullWant() *Config {
	return &Config{
		Version: 1,
		Handlers: []Handler{
			{Func: "(*example.com/app.Worker).Handle", Message: intp(1)},
			{Register: "(*example.com/bus.Bus).On", Arg: intp(1)},
			{Func: "example.com/app.HandleOrder"},
		},
		SenderIDs: []SenderID{
			{Field: "example.com/events.Envelope.EventID"},
			{Func: "example.com/bus.MessageID"},
		},
		Effects: []Effect{
			{Func: "(*example.com/ledger.Client).Post", Kind: "charge"},
			{Func: "(example.com/mail.Sender).Send", Kind: "send"},
			{Func: "gopkg.in/yaml.v3.Marshal", Kind: "idempotent"},
		},
		Guards:         []Guard{{Func: "(*example.com/dedupe.Store).Claim", Key: intp(1)}},
		KeySinks:       []KeySink{{Func: "(*example.com/dedupe.Store).Seen", Key: intp(0)}, {Func: "(*example.com/dedupe.Set[K]).Add", Key: intp(0)}},
		Disable:        []string{"wrap-not-claim-first", "nodedupe"},
		SenderIDFields: []string{"message_id", "event_id", "idempotency_key"},
		Path:           ".idemlint.yml",
	}
}

func TestParseFull(t *testing.T) {
	cfg, err := Parse(".idemlint.yml", []byte(fullConfig))
	require.NoError(t, err)
	want := fullWant()
	assert.Equal(t, want, cfg)
	require.NoError(t, cfg.Validate())
	assert.True(t, cfg.Disabled("nodedupe"))
	assert.False(t, cfg.Disabled("payloadkey"))

	// YAML round trip.
	out, err := yaml.Marshal(cfg)
	require.NoError(t, err)
	again, err := Parse(".idemlint.yml", out)
	require.NoError(t, err, "%s", out)
	assert.Equal(t, want, again)

	// JSON round trip, as golangci-lint module plugin settings arrive.
	js, err := json.Marshal(cfg)
	require.NoError(t, err)
	assert.NotContains(t, string(js), "Path")
	var fromJSON Config
	require.NoError(t, json.Unmarshal(js, &fromJSON))
	fromJSON.Path = ".idemlint.yml"
	assert.Equal(t, want, &fromJSON)
	require.NoError(t, fromJSON.Validate())
}

func TestTagsMatch(t *testing.T) {
	for _, typ := range []any{Config{}, Handler{}, SenderID{}, Effect{}, Guard{}, KeySink{}} {
		rt := reflectType(typ)
		for i := 0; i < rt.NumField(); i++ {
			f := rt.Field(i)
			assert.Equal(t, f.Tag.Get("yaml"), f.Tag.Get("json"), "%s.%s", rt.Name(), f.Name)
		}
	}
}

func TestParseMinimal(t *testing.T) {
	cfg, err := Parse("x.yml", []byte("version: 1\n"))
	require.NoError(t, err)
	assert.Equal(t, &Config{Version: 1, Path: "x.yml"}, cfg)

	// Anchors, aliases and merge keys are plain YAML and work.
	cfg, err = Parse("x.yml", []byte(`version: 1
guards:
  - &claim
    func: "(*example.com/dedupe.Store).Claim"
    key: 1
key_sinks:
  - <<: *claim
    func: "(*example.com/dedupe.Store).Seen"
`))
	require.NoError(t, err)
	assert.Equal(t, []KeySink{{Func: "(*example.com/dedupe.Store).Seen", Key: intp(1)}}, cfg.KeySinks)
}

// TestParseErrors checks the exact text, and so the file, line, column
// and field, of the errors for malformed configs.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{
			name: "empty file",
			in:   "",
			want: []string{"f.yml: empty config"},
		},
		{
			name: "only comments",
			in:   "# nothing here\n\n",
			want: []string{"f.yml: empty config"},
		},
		{
			name: "null document",
			in:   "~\n",
			want: []string{"f.yml: empty config"},
		},
		{
			name: "version missing",
			in:   "disable: [nodedupe]\n",
			want: []string{"f.yml:1:1: version: required: set version: 1"},
		},
		{
			name: "version 2",
			in:   "# cfg\nversion: 2\n",
			want: []string{"f.yml:2:10: version: unsupported version 2 (the only version is 1)"},
		},
		{
			name: "version is a string",
			in:   "version: \"1\"\n",
			want: []string{`f.yml:1:10: version: expected an integer, got string "1"`},
		},
		{
			name: "top level is a list",
			in:   "- version: 1\n",
			want: []string{"f.yml:1:1: expected a mapping, got a list"},
		},
		{
			name: "yaml syntax: bad indentation",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n   message: 1\n",
			want: []string{"f.yml:4:4: invalid YAML: did not find expected '-' indicator"},
		},
		{
			name: "yaml syntax: on line 1",
			in:   "version: 1: 2\n",
			want: []string{"f.yml:1:11: invalid YAML: mapping values are not allowed in this context"},
		},
		{
			name: "yaml syntax: tab",
			in:   "version: 1\n\thandlers: []\n",
			want: []string{"f.yml:2:1: invalid YAML: found a tab character that violates indentation"},
		},
		{
			name: "yaml syntax: unterminated quote",
			in:   "version: 1\nhandlers:\n  - func: \"example.com/a.F\n",
			want: []string{"f.yml:3:11: invalid YAML: found unexpected end of stream"},
		},
		{
			name: "unknown anchor",
			in:   "version: 1\n\nguards: *g\n",
			want: []string{"f.yml:3:9: invalid YAML: unknown anchor 'g' referenced"},
		},
		{
			name: "two documents",
			in:   "version: 1\n---\nversion: 1\n",
			want: []string{"f.yml:2:1: a config file holds a single YAML document; remove the '---' separator"},
		},
		{
			name: "unknown top-level key",
			in:   "version: 1\nhandler:\n  - func: example.com/a.F\n",
			want: []string{`f.yml:2:1: handler: unknown field "handler" (valid fields: version, handlers, sender_ids, effects, guards, key_sinks, disable, enable, sender_id_fields)`},
		},
		{
			name: "unknown handler key",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n    msg: 1\n",
			want: []string{`f.yml:4:5: handlers[0].msg: unknown field "msg" (valid fields: func, message, register, arg)`},
		},
		{
			name: "arg is a string",
			in:   "version: 1\nhandlers:\n  - register: \"(*example.com/bus.Bus).On\"\n    arg: \"one\"\n",
			want: []string{`f.yml:4:10: handlers[0].arg: expected an integer, got string "one"`},
		},
		{
			name: "arg is a float",
			in:   "version: 1\nhandlers:\n  - register: \"(*example.com/bus.Bus).On\"\n    arg: 1.5\n",
			want: []string{`f.yml:4:10: handlers[0].arg: expected an integer, got number "1.5"`},
		},
		{
			name: "register without arg",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n  - register: \"(*example.com/bus.Bus).On\"\n",
			want: []string{"f.yml:4:5: handlers[1].arg: required with register: the index of the callback argument"},
		},
		{
			name: "func and register",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n    register: example.com/a.On\n    arg: 0\n",
			want: []string{"f.yml:4:15: handlers[0].register: cannot be combined with func: an entry is either a handler (func) or a registration function (register)"},
		},
		{
			name: "neither func nor register",
			in:   "version: 1\nhandlers:\n  - message: 0\n",
			want: []string{"f.yml:3:5: handlers[0]: one of func or register is required"},
		},
		{
			name: "arg with func",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n    arg: 0\n",
			want: []string{"f.yml:4:10: handlers[0].arg: only valid with register"},
		},
		{
			name: "negative message",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n    message: -1\n",
			want: []string{"f.yml:4:14: handlers[0].message: must be >= 0, got -1"},
		},
		{
			name: "method without parentheses",
			in:   "version: 1\neffects:\n  - func: example.com/ledger.Client.Post\n    kind: charge\n",
			want: []string{`f.yml:3:11: effects[0].func: invalid function name: "example.com/ledger.Client.Post": looks like a method of Client; write (example.com/ledger.Client).Post or (*example.com/ledger.Client).Post`},
		},
		{
			name: "unbalanced parentheses",
			in:   "version: 1\nguards:\n  - func: \"(*example.com/dedupe.Store.Claim\"\n    key: 1\n",
			want: []string{`f.yml:3:11: guards[0].func: invalid function name: "(*example.com/dedupe.Store.Claim": unbalanced parentheses: missing ')'`},
		},
		{
			name: "unknown kind",
			in:   "version: 1\neffects:\n  - func: example.com/ledger.Post\n    kind: charged\n",
			want: []string{`f.yml:4:11: effects[0].kind: unknown kind "charged": want one of charge, send, increment, append, publish, idempotent`},
		},
		{
			name: "missing kind",
			in:   "version: 1\neffects:\n  - func: example.com/ledger.Post\n",
			want: []string{"f.yml:3:5: effects[0].kind: required: one of charge, send, increment, append, publish, idempotent"},
		},
		{
			name: "guard without key",
			in:   "version: 1\nguards:\n  - func: \"(*example.com/dedupe.Store).Claim\"\n",
			want: []string{"f.yml:3:5: guards[0].key: required: the index of the key argument"},
		},
		{
			name: "key sink without func",
			in:   "version: 1\nkey_sinks:\n  - key: 0\n",
			want: []string{"f.yml:3:5: key_sinks[0].func: required"},
		},
		{
			name: "bad sender id field",
			in:   "version: 1\nsender_ids:\n  - field: example.com/events.EventID\n",
			want: []string{`f.yml:3:12: sender_ids[0].field: invalid field name: "example.com/events.EventID": want pkgpath.Type.Field`},
		},
		{
			name: "sender id with both",
			in:   "version: 1\nsender_ids:\n  - field: example.com/events.Envelope.ID\n    func: example.com/bus.ID\n",
			want: []string{"f.yml:4:11: sender_ids[0].func: cannot be combined with field"},
		},
		{
			name: "unknown category",
			in:   "version: 1\ndisable:\n  - nodedupe\n  - no-dedupe\n",
			want: []string{`f.yml:4:5: disable[1]: unknown category "no-dedupe": want one of checkthenwrite, payloadkey, keysource, nodedupe, wrap-not-claim-first, state-check, receiver-fallback, per-attempt-key, seenset-store, key-before-effect, directives, unused-suppression, directive, duplicate-create, resend-flow`},
		},
		{
			name: "enable a category on by default",
			in:   "version: 1\nenable:\n  - duplicate-create\n  - nodedupe\n",
			want: []string{`f.yml:4:5: enable[1]: "nodedupe" is not an off-by-default category: enable takes duplicate-create, resend-flow (the others are on unless disabled)`},
		},
		{
			name: "disable is a string",
			in:   "version: 1\ndisable: nodedupe\n",
			want: []string{`f.yml:2:10: disable: expected a list of strings, got string "nodedupe"`},
		},
		{
			name: "duplicate effect",
			in:   "version: 1\neffects:\n  - func: example.com/ledger.Post\n    kind: charge\n  - func: example.com/ledger.Post\n    kind: send\n",
			want: []string{`f.yml:5:11: effects[1].func: duplicate effect "example.com/ledger.Post": already declared at effects[0].func (line 3)`},
		},
		{
			name: "duplicate sender id field name",
			in:   "version: 1\nsender_id_fields: [event_id, EventID, Event_ID]\n",
			want: []string{`f.yml:2:39: sender_id_fields[2]: duplicate sender id field name "event_id": already declared at sender_id_fields[0] (line 2)`},
		},
		{
			name: "duplicate key",
			in:   "version: 1\nguards:\n  - func: example.com/d.Claim\n    key: 1\n    func: example.com/d.Claim2\n  - func: example.com/d.Bad(\n",
			want: []string{
				`f.yml:5:5: guards[0].func: duplicate key "func" (first set at line 3)`,
				"f.yml:6:5: guards[1].key: required: the index of the key argument",
				`f.yml:6:11: guards[1].func: invalid function name: "example.com/d.Bad(": unbalanced parentheses: a method is written (pkgpath.Type).Method`,
			},
		},
		{
			name: "item of the wrong type keeps later indices",
			in:   "version: 1\nhandlers:\n  - example.com/a.F\n  - func: example.com/a.G\n    arg: 1\n",
			want: []string{
				`f.yml:3:5: handlers[0]: expected a mapping, got string "example.com/a.F"`,
				"f.yml:5:10: handlers[1].arg: only valid with register",
			},
		},
		{
			name: "empty list item",
			in:   "version: 1\nhandlers:\n  - func: example.com/a.F\n  -\n  - func: example.com/a.G\n    arg: 1\n",
			want: []string{
				"f.yml:4:4: handlers[1]: empty list item",
				"f.yml:6:10: handlers[2].arg: only valid with register",
			},
		},
		{
			name: "null key",
			in:   "version: 1\n~: 3\n",
			want: []string{"f.yml:2:1: empty key"},
		},
		{
			name: "list as key",
			in:   "version: 1\nguards:\n  - [func]: example.com/d.Claim\n    key: 1\n",
			want: []string{"f.yml:3:5: guards[0]: a key must be a string, got a list"},
		},
		{
			name: "key three times",
			in:   "version: 1\nguards:\n- {func: a.B, key: 1, func: a.C, func: a.D}\n",
			want: []string{
				`f.yml:3:23: guards[0].func: duplicate key "func" (first set at line 3)`,
				`f.yml:3:34: guards[0].func: duplicate key "func" (first set at line 3)`,
			},
		},
		{
			name: "bad merge",
			in:   "version: 1\nhandlers:\n  - <<: 3\n",
			want: []string{"f.yml:3:7: invalid YAML: map merge requires map or sequence of maps as the value"},
		},
		{
			name: "several problems",
			in: `version: 1
handlers:
  - register: "(*example.com/bus.Bus).On"
    arg: -2
effects:
  - func: "(*example.com/ledger.Client).Post"
    kind: refund
guards:
  - func: "*example.com/dedupe.Claim"
    key: 1
`,
			want: []string{
				"f.yml:4:10: handlers[0].arg: must be >= 0, got -2",
				`f.yml:7:11: effects[0].kind: unknown kind "refund": want one of charge, send, increment, append, publish, idempotent`,
				`f.yml:9:11: guards[0].func: invalid function name: "*example.com/dedupe.Claim": '*' is only allowed inside the receiver parentheses, as in (*pkgpath.Type).Method`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse("f.yml", []byte(tt.in))
			require.Error(t, err)
			assert.Nil(t, cfg)
			var got []string
			for _, e := range Errors(err) {
				assert.Equal(t, "f.yml", e.File)
				got = append(got, e.Error())
			}
			assert.Equal(t, tt.want, got)
			assert.Equal(t, strings.Join(tt.want, "\n"), err.Error())
			if len(tt.want) == 1 {
				var e *Error
				require.ErrorAs(t, err, &e)
			}
		})
	}
}

func TestValidateWithoutFile(t *testing.T) {
	c := &Config{
		Handlers: []Handler{{Register: "(*example.com/bus.Bus).On"}},
		Guards:   []Guard{{Func: "example.com/d.Claim", Key: intp(0)}, {Func: "example.com/d.Claim", Key: intp(1)}},
		Disable:  []string{"everything"},
	}
	err := c.Validate()
	require.Error(t, err)
	var got []string
	for _, e := range Errors(err) {
		assert.Zero(t, e.Line)
		got = append(got, e.Error())
	}
	assert.Equal(t, []string{
		"version: required: set version: 1",
		"handlers[0].arg: required with register: the index of the callback argument",
		`guards[1].func: duplicate guard "example.com/d.Claim": already declared at guards[0].func`,
		`disable[0]: unknown category "everything": want one of ` + strings.Join(Categories, ", "),
	}, got)

	c = &Config{Version: 1, Path: "settings", Effects: []Effect{{Func: "example.com/a.F", Kind: "x"}}}
	assert.EqualError(t, c.Validate(), `settings: effects[0].kind: unknown kind "x": want one of charge, send, increment, append, publish, idempotent`)

	var nilCfg *Config
	assert.Error(t, nilCfg.Validate())
	assert.False(t, nilCfg.Disabled("nodedupe"))
}

func TestErrorFormat(t *testing.T) {
	assert.Equal(t, "a.yml:3:7: handlers[1].arg: bad", (&Error{File: "a.yml", Line: 3, Col: 7, Field: "handlers[1].arg", Msg: "bad"}).Error())
	assert.Equal(t, "a.yml:3: bad", (&Error{File: "a.yml", Line: 3, Msg: "bad"}).Error())
	assert.Equal(t, "a.yml: bad", (&Error{File: "a.yml", Msg: "bad"}).Error())
	assert.Equal(t, "version: bad", (&Error{Field: "version", Msg: "bad"}).Error())
	assert.Equal(t, "2:1: bad", (&Error{Line: 2, Col: 1, Msg: "bad"}).Error())
	assert.Nil(t, Errors(nil))
	assert.Nil(t, Errors(errors.New("other")))
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, FileName)
	require.NoError(t, os.WriteFile(p, []byte(fullConfig), 0o644))
	cfg, err := Load(p)
	require.NoError(t, err)
	want := fullWant()
	want.Path = p
	assert.Equal(t, want, cfg)

	bad := filepath.Join(dir, "bad.yml")
	require.NoError(t, os.WriteFile(bad, []byte("version: 1\nguards:\n  - func: example.com/d.Claim\n"), 0o644))
	_, err = Load(bad)
	assert.EqualError(t, err, bad+":3:5: guards[0].key: required: the index of the key argument")

	_, err = Load(filepath.Join(dir, "missing.yml"))
	assert.ErrorIs(t, err, fs.ErrNotExist)
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	if p, ok := Find(root); ok {
		t.Skipf("a config above the temporary directory gets in the way: %s", p)
	}
	deep := filepath.Join(root, "a", "b", "c")
	require.NoError(t, os.MkdirAll(deep, 0o755))

	_, ok := Find(deep)
	assert.False(t, ok)

	// Nearest in a parent.
	top := filepath.Join(root, "a", FileName)
	require.NoError(t, os.WriteFile(top, []byte("version: 1\n"), 0o644))
	p, ok := Find(deep)
	assert.True(t, ok)
	assert.Equal(t, top, p)

	// A nearer .yaml wins over a farther .yml.
	mid := filepath.Join(root, "a", "b", AltFileName)
	require.NoError(t, os.WriteFile(mid, []byte("version: 1\n"), 0o644))
	p, ok = Find(deep)
	assert.True(t, ok)
	assert.Equal(t, mid, p)

	// In the same directory, .yml wins.
	both := filepath.Join(root, "a", "b", FileName)
	require.NoError(t, os.WriteFile(both, []byte("version: 1\n"), 0o644))
	p, ok = Find(filepath.Join(root, "a", "b"))
	assert.True(t, ok)
	assert.Equal(t, both, p)

	// A directory with the name is not a config.
	require.NoError(t, os.Mkdir(filepath.Join(deep, FileName), 0o755))
	p, ok = Find(deep)
	assert.True(t, ok)
	assert.Equal(t, both, p)

	// Relative paths work too.
	t.Chdir(deep)
	p, ok = Find(".")
	assert.True(t, ok)
	assert.Equal(t, both, p)
}

func TestMerge(t *testing.T) {
	assert.Nil(t, Merge(nil, nil))

	a := &Config{
		Version:  1,
		Path:     "settings",
		Handlers: []Handler{{Func: "example.com/a.F", Message: intp(0)}},
		Effects:  []Effect{{Func: "example.com/a.Charge", Kind: "charge"}},
		Disable:  []string{"nodedupe"},
	}
	b := &Config{
		Version:        1,
		Path:           ".idemlint.yml",
		Handlers:       []Handler{{Func: "example.com/a.F", Message: intp(0)}, {Register: "example.com/a.On", Arg: intp(1)}},
		Effects:        []Effect{{Func: "example.com/a.Charge", Kind: "send"}},
		Guards:         []Guard{{Func: "example.com/a.Claim", Key: intp(0)}},
		KeySinks:       []KeySink{{Func: "example.com/a.Seen", Key: intp(0)}},
		SenderIDs:      []SenderID{{Func: "example.com/a.ID"}},
		Disable:        []string{"nodedupe", "payloadkey"},
		SenderIDFields: []string{"event_id"},
	}
	m := Merge(a, b)
	assert.Equal(t, &Config{
		Version:  1,
		Path:     ".idemlint.yml",
		Handlers: []Handler{{Func: "example.com/a.F", Message: intp(0)}, {Register: "example.com/a.On", Arg: intp(1)}},
		// Conflicting entries are kept, for Validate to report.
		Effects:        []Effect{{Func: "example.com/a.Charge", Kind: "charge"}, {Func: "example.com/a.Charge", Kind: "send"}},
		Guards:         []Guard{{Func: "example.com/a.Claim", Key: intp(0)}},
		KeySinks:       []KeySink{{Func: "example.com/a.Seen", Key: intp(0)}},
		SenderIDs:      []SenderID{{Func: "example.com/a.ID"}},
		Disable:        []string{"nodedupe", "payloadkey"},
		SenderIDFields: []string{"event_id"},
	}, m)
	assert.EqualError(t, m.Validate(), `.idemlint.yml: effects[1].func: duplicate effect "example.com/a.Charge": already declared at effects[0].func`)

	// The result shares nothing with its inputs.
	*m.Handlers[0].Message = 5
	m.Disable[0] = "x"
	assert.Equal(t, 0, *a.Handlers[0].Message)
	assert.Equal(t, 0, *b.Handlers[0].Message)
	assert.Equal(t, "nodedupe", a.Disable[0])

	// nil on either side.
	assert.Equal(t, a.Handlers, Merge(a, nil).Handlers)
	assert.Equal(t, b.Handlers, Merge(nil, b).Handlers)
	assert.Equal(t, "settings", Merge(a, &Config{}).Path)
	assert.Equal(t, 1, Merge(a, &Config{}).Version)
	assert.True(t, Merge(nil, b).Disabled("payloadkey"))
}

func TestParseFuncName(t *testing.T) {
	type parsed struct {
		pkg, recv string
		ptr       bool
		name      string
	}
	valid := map[string]parsed{
		"example.com/pkg.Func":                   {"example.com/pkg", "", false, "Func"},
		"(*example.com/pkg.Type).Method":         {"example.com/pkg", "Type", true, "Method"},
		"(example.com/pkg.Type).Method":          {"example.com/pkg", "Type", false, "Method"},
		"(example.com/pkg.Iface).Do":             {"example.com/pkg", "Iface", false, "Do"},
		"net/http.ListenAndServe":                {"net/http", "", false, "ListenAndServe"},
		"(*net/http.Client).Do":                  {"net/http", "Client", true, "Do"},
		"main.handle":                            {"main", "", false, "handle"},
		"(main.t).m":                             {"main", "t", false, "m"},
		"gopkg.in/yaml.v3.Unmarshal":             {"gopkg.in/yaml.v3", "", false, "Unmarshal"},
		"(*gopkg.in/yaml.v3.Decoder).Decode":     {"gopkg.in/yaml.v3", "Decoder", true, "Decode"},
		"github.com/IBM/sarama.NewConsumerGroup": {"github.com/IBM/sarama", "", false, "NewConsumerGroup"},
		"(*example.com/pkg.List[T]).Push":        {"example.com/pkg", "List", true, "Push"},
		"(example.com/pkg.Map[K, V]).Get":        {"example.com/pkg", "Map", false, "Get"},
		"example.com/my-pkg/v2.Über":             {"example.com/my-pkg/v2", "", false, "Über"},
		"command-line-arguments.F":               {"command-line-arguments", "", false, "F"},
	}
	for in, want := range valid {
		t.Run(in, func(t *testing.T) {
			pkg, recv, ptr, name, err := ParseFuncName(in)
			require.NoError(t, err)
			assert.Equal(t, want, parsed{pkg, recv, ptr, name})
		})
	}
	invalid := map[string]string{
		"":                                 "empty function name",
		"Func":                             "must be qualified by its package path",
		".Func":                            "missing package path",
		"example.com/pkg.":                 "missing function name",
		"example.com/pkg.func":             `function name "func" is not a valid Go identifier`,
		"example.com/pkg.1st":              "not a valid Go identifier",
		"example.com/pkg._":                "cannot be referred to",
		"example.com/pkg.Type.Method":      "looks like a method of Type",
		"*example.com/pkg.Func":            "'*' is only allowed inside the receiver parentheses",
		"example.com/pkg.(*T).M":           "unbalanced parentheses",
		"(*example.com/pkg.Type.Method":    "missing ')'",
		"(*example.com/pkg.Type)":          `want ".Method" after the receiver`,
		"(*example.com/pkg.Type)Method":    `want ".Method" after the receiver`,
		"(*example.com/pkg.Type).":         "missing method name",
		"(*example.com/pkg.Type).M)":       "unbalanced parentheses",
		"(**example.com/pkg.Type).M":       "receiver must be",
		"(*(example.com/pkg.Type)).M":      "receiver must be",
		"(Type).Method":                    "receiver type must be qualified",
		"(*.Type).Method":                  "missing package path",
		"(*example.com/pkg.).Method":       "missing receiver type name",
		"(example.com/pkg.List[T).M":       "unbalanced brackets",
		"(example.com/pkg.List[]).M":       "missing type parameter name",
		"example.com//pkg.F":               "empty element",
		"/example.com/pkg.F":               "empty element",
		"example.com/../pkg.F":             `has a ".." element`,
		"example.com/p kg.F":               "invalid character ' '",
		" example.com/pkg.F":               "invalid character ' '",
		"example.com/pkg.F ":               "not a valid Go identifier",
		"example.com/pkg.F\xff":            "not valid UTF-8",
		"(*example.com/pkg.Type).Method.X": "not a valid Go identifier",
	}
	for in, want := range invalid {
		t.Run("invalid/"+in, func(t *testing.T) {
			_, _, _, _, err := ParseFuncName(in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), want)
		})
	}
}

func TestParseFieldName(t *testing.T) {
	pkg, typ, field, err := parseFieldName("example.com/events.Envelope.EventID")
	require.NoError(t, err)
	assert.Equal(t, []string{"example.com/events", "Envelope", "EventID"}, []string{pkg, typ, field})
	pkg, typ, field, err = parseFieldName("gopkg.in/yaml.v3.Node.Line")
	require.NoError(t, err)
	assert.Equal(t, []string{"gopkg.in/yaml.v3", "Node", "Line"}, []string{pkg, typ, field})

	for _, in := range []string{"", "EventID", "Envelope.EventID", "example.com/events.EventID", "example.com/events.Envelope.", "(example.com/events.Envelope).ID", "*example.com/events.Envelope.ID", "example.com/events..ID", "example.com/ev ents.E.ID"} {
		_, _, _, err := parseFieldName(in)
		assert.Error(t, err, "%q", in)
	}
}
