#!/usr/bin/env bash
# Robustness: run idemlint over the whole Go standard library and commands
# (`idemlint std cmd`, from a directory outside any module) and over the e2e
# corpus, and fail on any panic, runtime fatal error or analyzer error.
# Prints the wall time of each run.
#
#   scripts/robustness.sh            # std cmd + e2e
#   scripts/robustness.sh -quick     # std only (no cmd)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin="$tmp/idemlint"
(cd "$root" && go build -o "$bin" ./cmd/idemlint)

patterns="std cmd"
[ "${1:-}" = "-quick" ] && patterns="std"

fail=0
# check NAME DIR ARGS...: run idemlint -json, inspect stderr and the JSON tree.
check() {
	local name=$1 dir=$2
	shift 2
	local out="$tmp/$name.json" errf="$tmp/$name.stderr" rc=0 t0 t1
	t0=$(date +%s.%N)
	(cd "$dir" && "$bin" -json "$@") >"$out" 2>"$errf" || rc=$?
	t1=$(date +%s.%N)
	local secs
	secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
	local findings errors
	findings=$(grep -c '"category"' "$out" || true)
	errors=$(grep -c '"error"' "$out" || true)
	echo "idemlint $*  (in $dir): exit $rc, ${secs}s, $findings findings, $errors analyzer errors"
	if grep -qE 'panic:|^goroutine [0-9]+|fatal error:' "$errf"; then
		echo "FAIL: idemlint crashed on $*:"; head -50 "$errf"; fail=1
	fi
	if [ "$errors" != 0 ]; then
		echo "FAIL: analyzer errors on $*:"; grep -o '"error": *"[^"]*"' "$out" | sort | uniq -c | head -20; fail=1
	fi
	if [ "$rc" != 0 ] && [ "$rc" != 3 ]; then
		echo "FAIL: idemlint exited $rc on $*:"; head -30 "$errf"; fail=1
	fi
}

# std and cmd: outside any module, with no go.work in the way.
mkdir -p "$tmp/outside"
GOWORK=off GOFLAGS=${GOFLAGS:-} check std "$tmp/outside" $patterns

# the e2e corpus (needs the module proxy or a warm module cache)
if (cd "$root/e2e" && go mod download) >/dev/null 2>&1; then
	check e2e "$root/e2e" ./...
else
	echo "skipping e2e/: go mod download failed (module proxy unreachable?)"
fi

if [ "$fail" != 0 ]; then
	echo "robustness: FAIL"
	exit 1
fi
echo "robustness: OK"
