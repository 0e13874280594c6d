#!/usr/bin/env bash
# Benchmark idemlint against go vet (see docs/performance.md).
#
#   scripts/bench.sh                 compare go vet / no-op vettool / idemlint vet / idemlint /
#                                    standalone vet suite (-tools a,b,c,d,e) on std, e2e/ and
#                                    examples/, 5 interleaved rounds
#   scripts/bench.sh -targets DIR    a module directory (./... in it), e.g. a real service
#   scripts/bench.sh -rounds 3       fewer rounds
#   scripts/bench.sh -targets std    one target (std, e2e, examples; comma-separated)
#   scripts/bench.sh -scale          time vs package count on std subsets (-sizes 50,100,all)
#   scripts/bench.sh -smoke          one round on examples/ (quick check for CI)
#
# Any other flag is passed to the driver (go run ./bench/run -h). Needs only Go.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/idemlint-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

args=()
while [ $# -gt 0 ]; do
	case "$1" in
	-smoke|--smoke) args+=(-rounds 1 -targets examples) ;;
	-scale|--scale) args+=(-mode scale) ;;
	*) args+=("$1") ;;
	esac
	shift
done

go build -o "$tmp/idemlint" ./cmd/idemlint
go build -o "$tmp/noop" ./bench/noop
go build -o "$tmp/vetsuite" ./bench/vetsuite
go build -o "$tmp/run" ./bench/run
"$tmp/run" -root "$root" -idemlint "$tmp/idemlint" -noop "$tmp/noop" -vetsuite "$tmp/vetsuite" -tmp "$tmp" "${args[@]}"
