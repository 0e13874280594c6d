#!/usr/bin/env bash
# Robustness: idemlint must finish on any valid Go (issue 19). With
# IDEMLINT_ANALYZE_ALL=1 every package is analysed — the standard library
# and the modelled libraries included, which normal runs skip — so these
# runs put the whole engine over large amounts of real code:
#
#   1. std and cmd (from a directory outside any module);
#   2. e2e/ ./... — and so every package of every module the e2e corpus
#      imports (kafka-go, sarama, amqp, nats, the AWS and Google clients,
#      gRPC, gorm, pgx, …): go vet analyses each dependency for its facts;
#   3. scripts/robustness/infra, a module that imports the etcd client v3,
#      the Kubernetes client-go and gRPC, and so all they import;
#   4. determinism: e2e/ analysed twice (the second run not from go vet's
#      cache) prints byte-identical JSON.
#
# Each run fails on a panic, a runtime fatal error (a stack overflow), an
# internal error (idemcore.Failure, printed even for dependencies), an
# analysis error, or an exit status other than 0 or 3. Prints each run's
# wall time.
#
#   scripts/robustness.sh            # all of the above
#   scripts/robustness.sh -quick     # std only (no cmd, no modules)
#   scripts/robustness.sh DIR...     # also each module DIR (./...), e.g. a large checkout
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin="$tmp/idemlint"
(cd "$root" && go build -o "$bin" ./cmd/idemlint)

quick=0
extra=()
for a in "$@"; do
	case $a in
	-quick) quick=1 ;;
	*) extra+=("$(cd "$a" && pwd)") ;;
	esac
done

fail=0
# check NAME DIR ARGS...: run idemlint -json with every package analysed;
# inspect the exit status, stderr and the JSON tree.
check() {
	local name=$1 dir=$2
	shift 2
	local out="$tmp/$name.json" errf="$tmp/$name.stderr" rc=0 t0 t1
	t0=$(date +%s)
	(cd "$dir" && IDEMLINT_ANALYZE_ALL=1 IDEMLINT_RUN=${IDEMLINT_RUN:-1} "$bin" -json "$@") >"$out" 2>"$errf" || rc=$?
	t1=$(date +%s)
	local findings errors
	findings=$(grep -c '"category"' "$out" || true)
	errors=$(grep -c '"error"' "$out" || true)
	echo "idemlint $*  (in $dir, every package analysed): exit $rc, $((t1 - t0))s, $findings findings, $errors analyzer errors"
	if grep -qE 'panic:|^goroutine [0-9]+|fatal error:|internal error' "$errf"; then
		echo "FAIL: idemlint crashed or failed internally on $*:"
		grep -E -m 20 'panic:|fatal error:|internal error' "$errf"
		head -40 "$errf"
		fail=1
	fi
	if [ "$errors" != 0 ]; then
		echo "FAIL: analyzer errors on $*:"
		grep -o '"error": *"[^"]*"' "$out" | sort | uniq -c | head -20
		fail=1
	fi
	if [ "$rc" != 0 ] && [ "$rc" != 3 ]; then
		echo "FAIL: idemlint exited $rc on $*:"
		head -30 "$errf"
		fail=1
	fi
}

# 1. std and cmd: outside any module, with no go.work in the way.
mkdir -p "$tmp/outside"
if [ "$quick" = 1 ]; then
	GOWORK=off check std "$tmp/outside" std
else
	GOWORK=off check std "$tmp/outside" std cmd
fi

if [ "$quick" = 0 ]; then
	# 2. the e2e corpus and its dependency graph (needs the module proxy or a warm cache)
	if (cd "$root/e2e" && go mod download) >/dev/null 2>&1; then
		check e2e "$root/e2e" ./...
		# 4. determinism: a second run, not from go vet's cache (the
		# IDEMLINT_ environment is part of its cache key)
		cp "$tmp/e2e.json" "$tmp/e2e.first.json"
		IDEMLINT_RUN=2 check e2e "$root/e2e" ./...
		if ! cmp -s "$tmp/e2e.first.json" "$tmp/e2e.json"; then
			echo "FAIL: two runs on e2e/ differ:"
			diff "$tmp/e2e.first.json" "$tmp/e2e.json" | head -40
			fail=1
		else
			echo "e2e/: two runs print the same JSON"
		fi
	else
		echo "skipping e2e/: go mod download failed (module proxy unreachable?)"
	fi

	# 3. infrastructure clients: etcd client v3, client-go, gRPC
	infra="$root/scripts/robustness/infra"
	if (cd "$infra" && go mod download) >/dev/null 2>&1; then
		check infra "$infra" ./...
	else
		echo "FAIL: go mod download failed in $infra"
		fail=1
	fi
fi

for d in ${extra[@]+"${extra[@]}"}; do
	check "$(basename "$d")" "$d" ./...
done

if [ "$fail" != 0 ]; then
	echo "robustness: FAIL"
	exit 1
fi
echo "robustness: OK"
