#!/usr/bin/env bash
# End-to-end test of idemlint as a golangci-lint v2 module plugin.
#
# Needs only Go and the module proxy (no git, no network beyond GOPROXY):
#   1-2. scripts/build-custom-gcl.sh builds custom-gcl from the repository's
#      .custom-gcl.yml, with the plugin from this working tree (the documented
#      way to build it where only the module proxy is reachable; this script
#      is its test);
#   3. custom-gcl run on examples/payments: the nodedupe finding appears
#      under linter idemlint; //nolint:idemlint on a temp copy suppresses it;
#      a golangci-lint-langserver-style invocation yields it; invalid plugin
#      settings fail the run.
#
# Caches live in ${XDG_CACHE_HOME:-$HOME/.cache}/idemlint-e2e (override with
# IDEMLINT_E2E_CACHE); the custom binary is rebuilt only when the working
# tree changes (IDEMLINT_E2E_REBUILD=1 forces it); Go's build cache is kept.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${IDEMLINT_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/idemlint-e2e}
BIN=$CACHE/bin
TMP=$(mktemp -d "${TMPDIR:-/tmp}/idemlint-e2e.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$BIN"
start=$SECONDS

fail() { echo "e2e-golangci: FAIL: $*" >&2; exit 1; }
step() { echo "e2e-golangci: [$((SECONDS - start))s] $*"; }

# 1-2. golangci-lint and the custom binary, as a user builds them.
step "scripts/build-custom-gcl.sh (golangci-lint custom with the plugin)"
force=()
[[ -z ${IDEMLINT_E2E_REBUILD:-} ]] || force=(-f)
CUSTOM=$(IDEMLINT_GCL_CACHE=$CACHE "$ROOT/scripts/build-custom-gcl.sh" -C "$ROOT" -o "$BIN" -n custom-gcl "${force[@]}") ||
	fail "scripts/build-custom-gcl.sh"
[[ $CUSTOM == "$BIN/custom-gcl" && -x $CUSTOM ]] || fail "build-custom-gcl.sh printed $CUSTOM, want $BIN/custom-gcl"
stamp=$(cat "$CUSTOM.stamp")
(cd "$ROOT" && "$CUSTOM" linters) >"$TMP/linters.txt" 2>&1 || true
grep -q '^idemlint' "$TMP/linters.txt" || { cat "$TMP/linters.txt" >&2; fail "custom-gcl does not list the idemlint linter"; }
built=$((SECONDS - start))
step "custom-gcl ready"
# A second call with nothing changed reuses the binary.
again=$(IDEMLINT_GCL_CACHE=$CACHE "$ROOT/scripts/build-custom-gcl.sh" -C "$ROOT" -o "$BIN" -n custom-gcl 2>"$TMP/again.log") || fail "build-custom-gcl.sh (second call)"
grep -q "is up to date" "$TMP/again.log" && [[ $again == "$CUSTOM" ]] || { cat "$TMP/again.log" >&2; fail "build-custom-gcl.sh rebuilt an up-to-date binary"; }

# Results are cached per build of the plugin.
export GOLANGCI_LINT_CACHE=$CACHE/lint-cache/$stamp
find "$CACHE/lint-cache" -mindepth 1 -maxdepth 1 ! -name "$stamp" -exec rm -rf {} + 2>/dev/null || true

# lint DIR ARGS...: runs custom-gcl in DIR with JSON on $TMP/out.json; sets rc.
lint() {
	local dir=$1
	shift
	rc=0
	(cd "$dir" && "$CUSTOM" run --output.json.path="$TMP/out.json" --output.text.path=stdout --show-stats=false "$@") >"$TMP/out.txt" 2>"$TMP/err.txt" || rc=$?
}
show() { cat "$TMP/out.txt" "$TMP/err.txt" >&2; }

# 3a. The finding appears, by analyzer name, under the idemlint linter.
# examples/ is a module of its own: golangci-lint runs in it, and finds the
# repository's .golangci.yml above it (paths stay relative to that file).
step "custom-gcl run ./payments/... in examples/"
lint "$ROOT/examples" ./payments/...
[[ $rc == 1 ]] || { show; fail "want exit 1 (issues found), got $rc"; }
finding='"FromLinter":"idemlint","Text":"nodedupe: handler (\*Consumer).Run: '
grep -q "$finding" "$TMP/out.json" || { show; fail "no idemlint nodedupe issue in the JSON output"; }
grep -q '"Filename":"examples/payments/consumer/consumer.go","Offset":[0-9]*,"Line":35,' "$TMP/out.json" ||
	{ show; fail "the nodedupe issue is not at examples/payments/consumer/consumer.go:35"; }
[[ $(grep -o '"FromLinter":"idemlint"' "$TMP/out.json" | wc -l) == 1 ]] || { show; fail "want exactly 1 idemlint issue"; }
grep -q '^examples/payments/consumer/consumer.go:35:[0-9]*: nodedupe: handler (\*Consumer).Run: .* (idemlint)$' "$TMP/out.txt" ||
	{ show; fail "text output lacks the nodedupe line"; }
grep -q '"Filename":"examples/payments/fixed/' "$TMP/out.json" && { show; fail "examples/payments/fixed is reported"; }

# 3a'. --fast-only (and linters.default: fast) leaves idemlint out: a module
# plugin with LoadModeTypesInfo is a slow linter (docs/editors.md says so).
step "--fast-only drops idemlint"
(cd "$ROOT" && "$CUSTOM" linters --json) >"$TMP/linters.json" 2>/dev/null || true
grep -q '{"name":"idemlint",[^}]*"fast":false' "$TMP/linters.json" || { cat "$TMP/linters.json" >&2; fail "custom-gcl linters --json: want idemlint with \"fast\":false"; }
# (with a fast linter enabled too: with idemlint alone, --fast-only leaves
# no linter and golangci-lint fails with "no linters enabled")
rm -f "$TMP/out.json"
lint "$ROOT/examples" --fast-only --enable=ineffassign ./payments/...
[[ $rc == 0 && -f $TMP/out.json ]] || { show; fail "--fast-only: want exit 0 (no issues), got $rc"; }
grep -q '"FromLinter":"idemlint"' "$TMP/out.json" && { show; fail "--fast-only ran idemlint"; }

# 3b. What golangci-lint-langserver runs: the command from its
# initializationOptions, in the directory of the saved file, and it keeps
# issues whose Pos.Filename is that file.
step "langserver-style run in examples/payments/consumer"
rc=0
(cd "$ROOT/examples/payments/consumer" && "$CUSTOM" run --output.json.path=stdout --show-stats=false --issues-exit-code=1) >"$TMP/ls.json" 2>"$TMP/err.txt" || rc=$?
[[ $rc == 1 ]] || { cat "$TMP/ls.json" "$TMP/err.txt" >&2; fail "langserver-style run: want exit 1, got $rc"; }
# golangci-lint v2 reports Pos.Filename relative to the .golangci.yml
# directory by default (run.relative-path-mode: cfg).
grep -q '"FromLinter":"idemlint","Text":"nodedupe: ' "$TMP/ls.json" &&
	grep -q '"Filename":"examples/payments/consumer/consumer.go","Offset":[0-9]*,"Line":35,' "$TMP/ls.json" ||
	{ cat "$TMP/ls.json" >&2; fail "langserver-style run lacks the finding on consumer.go:35"; }

# 3c. //nolint:idemlint suppresses it (temp copy of the example).
step "//nolint:idemlint on a temp copy"
COPY=$TMP/copy
mkdir -p "$COPY/examples"
cp "$ROOT/.golangci.yml" "$COPY/"
cp "$ROOT/examples/go.mod" "$ROOT/examples/go.sum" "$COPY/examples/"
cp -R "$ROOT/examples/payments" "$COPY/examples/"
f=$COPY/examples/payments/consumer/consumer.go
sed -n 35p "$f" | grep -q '//' && fail "consumer.go:35 already has a comment"
sed -i.bak '35s|$| //nolint:idemlint // e2e: suppressed|' "$f" && rm -f "$f.bak"
lint "$COPY/examples" ./payments/...
[[ $rc == 0 ]] || { show; fail "with //nolint:idemlint: want exit 0, got $rc"; }
grep -q '"FromLinter":"idemlint"' "$TMP/out.json" && { show; fail "//nolint:idemlint did not suppress the finding"; }
# Control: the same copy without the directive reports it.
cp "$ROOT/examples/payments/consumer/consumer.go" "$f"
lint "$COPY/examples" ./payments/...
[[ $rc == 1 ]] && grep -q "$finding" "$TMP/out.json" || { show; fail "control: the temp copy without //nolint does not report the finding"; }

# 3c'. With run.relative-path-mode: wd, Pos.Filename is relative to the
# saved file's directory: the bare name golangci-lint-langserver compares.
step "langserver-style run with relative-path-mode: wd"
printf 'run:\n  relative-path-mode: wd\n' >>"$COPY/.golangci.yml"
rc=0
(cd "$COPY/examples/payments/consumer" && "$CUSTOM" run --output.json.path=stdout --show-stats=false --issues-exit-code=1) >"$TMP/ls.json" 2>"$TMP/err.txt" || rc=$?
[[ $rc == 1 ]] && grep -q '"Filename":"consumer.go","Offset":[0-9]*,"Line":35,' "$TMP/ls.json" ||
	{ cat "$TMP/ls.json" "$TMP/err.txt" >&2; fail "relative-path-mode: wd: want the finding on consumer.go:35"; }

# 3d. Plugin settings reach the engine; invalid settings fail the run.
step "plugin settings"
cat >"$COPY/.golangci.yml" <<'YML'
version: "2"
linters:
  default: none
  enable: [idemlint]
  settings:
    custom:
      idemlint:
        type: module
        settings:
          disable: [nodedupe]
YML
lint "$COPY/examples" ./payments/...
[[ $rc == 0 ]] || { show; fail "settings disable: [nodedupe]: want exit 0, got $rc"; }
sed -i.bak 's|disable: \[nodedupe\]|effects: [{func: "example.com/l.Post", kind: teleport}]|' "$COPY/.golangci.yml" && rm -f "$COPY/.golangci.yml.bak"
lint "$COPY/examples" ./payments/...
[[ $rc != 0 && $rc != 1 ]] || { show; fail "invalid settings: want a failure exit, got $rc"; }
grep -q 'effects\[0\].kind' "$TMP/err.txt" "$TMP/out.txt" || { show; fail "invalid settings: error does not name effects[0].kind"; }

# 3e. A malformed .idemlint.yml fails the run with its file, line, column
# and field, once per message, without internal analyzer names: at the
# root (checked when the plugin builds its analyzers) and nearer a
# package (checked by that package's analysis).
step "malformed .idemlint.yml"
printf 'version: "2"\nlinters:\n  default: none\n  enable: [idemlint]\n  settings:\n    custom:\n      idemlint:\n        type: module\n' >"$COPY/.golangci.yml"
bad='version: 1\neffects:\n  - func: "example.com/l.Post"\n    kind: teleport\n'
for where in . examples/payments/consumer; do
	rm -f "$COPY/.idemlint.yml" "$COPY/examples/payments/consumer/.idemlint.yml"
	printf "$bad" >"$COPY/$where/.idemlint.yml"
	lint "$COPY/examples" ./payments/...
	[[ $rc != 0 && $rc != 1 ]] || { show; fail "malformed $where/.idemlint.yml: want a failure exit, got $rc"; }
	grep -q '\.idemlint\.yml:4:11: effects\[0\]\.kind: unknown kind' "$TMP/err.txt" "$TMP/out.txt" ||
		{ show; fail "malformed $where/.idemlint.yml: the error lacks file:line:col and field"; }
	if grep -qE 'idemcore|prerequisite' "$TMP/err.txt" "$TMP/out.txt"; then show; fail "malformed $where/.idemlint.yml: internal analyzer names in the output"; fi
done
rm -f "$COPY/.idemlint.yml" "$COPY/examples/payments/consumer/.idemlint.yml"

step "PASS (custom binary ready after ${built}s, total $((SECONDS - start))s)"
