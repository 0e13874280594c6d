#!/usr/bin/env bash
# build-custom-gcl.sh — build golangci-lint v2 with idemlint's module plugin
# (or any plugins) from a .custom-gcl.yml, needing only Go and the Go module
# proxy: no git, no access to github.com.
#
#   scripts/build-custom-gcl.sh [-C DIR] [-o OUTDIR] [-n NAME] [-f]
#
#   -C DIR     the directory holding .custom-gcl.yml (default: the current one)
#   -o OUTDIR  where to write the binary (default: the file's `destination`)
#   -n NAME    the binary's name (default: the file's `name`, else custom-gcl)
#   -f         rebuild even when nothing changed
#
# `golangci-lint custom` clones golangci-lint's repository from GitHub at the
# tag the file's `version` names, then builds it with the plugins. Here a
# `git` stand-in on PATH answers that one clone with the same tag's source
# from the module proxy (`go mod download`, checked against the checksum
# database as every module is); everything else — the generated plugins.go,
# go mod tidy, go build — is golangci-lint's own code. Other git commands go
# to the real git, when there is one.
#
# Caches, kept between runs:
#   * golangci-lint itself, installed once per version into
#     ${IDEMLINT_GCL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/idemlint-gcl}/bin;
#   * Go's build cache ($(go env GOCACHE)): the script never clears it, and
#     builds with -trimpath so that the packages compiled in golangci-lint's
#     fresh temporary directory are reused on the next build;
#   * the binary itself: rebuilt only when .custom-gcl.yml, or a plugin's
#     Go files, go.mod or go.sum under a `path:` it names, change (-f forces).
#
# Prints the binary's path on stdout; progress goes to stderr.
set -euo pipefail

usage() { sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

dir=. out= name= force=
while getopts "C:o:n:fh" opt; do
	case $opt in
	C) dir=$OPTARG ;;
	o) out=$OPTARG ;;
	n) name=$OPTARG ;;
	f) force=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 0 ] || usage

dir=$(cd "$dir" && pwd)
cfg=$dir/.custom-gcl.yml
[ -f "$cfg" ] || cfg=$dir/.custom-gcl.yaml
[ -f "$cfg" ] || { echo "build-custom-gcl: no .custom-gcl.yml in $dir" >&2; exit 2; }

# yamlval KEY: the top-level scalar KEY of the file, unquoted.
yamlval() { sed -n "s/^$1:[[:space:]]*[\"']\{0,1\}\([^\"'#]*[^\"'#[:space:]]\)[\"']\{0,1\}[[:space:]]*\(#.*\)\{0,1\}$/\1/p" "$cfg" | head -1; }
version=${GCL_VERSION:-$(yamlval version)}
[ -n "$version" ] || { echo "build-custom-gcl: $cfg names no golangci-lint version" >&2; exit 2; }
[ -n "$name" ] || name=$(yamlval name)
[ -n "$name" ] || name=custom-gcl
if [ -z "$out" ]; then
	out=$(yamlval destination)
	[ -n "$out" ] || out=.
	case $out in /*) ;; *) out=$dir/$out ;; esac
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
bin=$out/$name

cache=${IDEMLINT_GCL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/idemlint-gcl}
mkdir -p "$cache/bin"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/build-custom-gcl.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log() { echo "build-custom-gcl: $*" >&2; }

# -trimpath: golangci-lint custom builds in a new temporary directory each
# time; without it the compiled packages' cache keys would hold that path.
export GOFLAGS="${GOFLAGS:-} -trimpath"

# 1. golangci-lint itself, once per version.
gcl=$cache/bin/golangci-lint-$version
if ! "$gcl" version 2>/dev/null | grep -q "version ${version#v}"; then
	log "go install golangci-lint $version"
	(cd "$tmp" && GOBIN=$cache/bin go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$version") >&2
	mv "$cache/bin/golangci-lint" "$gcl"
fi

# 2. Is the binary up to date? Its stamp covers the version, the file and the
# Go sources of every plugin given by `path:`.
paths=$(sed -n 's/^[[:space:]]*path:[[:space:]]*["'"'"']\{0,1\}\([^"'"'"'#]*[^"'"'"'#[:space:]]\).*$/\1/p' "$cfg")
stamp=$( {
	echo "$version"
	cat "$cfg"
	for p in $paths; do
		case $p in /*) ;; *) p=$dir/$p ;; esac
		(cd "$p" && find . -path ./.git -prune -o -type f \( -name '*.go' -o -name go.mod -o -name go.sum \) -print0 | sort -z | xargs -0 cat)
	done
} | cksum | tr ' ' -)
if [ -z "$force" ] && [ -x "$bin" ] && [ "$(cat "$bin.stamp" 2>/dev/null)" = "$stamp" ]; then
	log "$bin is up to date"
	echo "$bin"
	exit 0
fi

# 3. golangci-lint custom, with the git stand-in.
mkdir -p "$tmp/shim"
realgit=$(command -v git || true)
cat >"$tmp/shim/git" <<SHIM
#!/bin/sh
# Stand-in for: git clone --branch TAG ... https://github.com/golangci/golangci-lint.git
if [ "\$1" = clone ]; then
	tag= url=
	while [ \$# -gt 0 ]; do
		case \$1 in --branch) tag=\$2; shift ;; https://*) url=\$1 ;; esac
		shift
	done
	[ "\$url" = https://github.com/golangci/golangci-lint.git ] || { echo "git stand-in: unexpected clone \$url" >&2; exit 2; }
	dir=\$(go mod download -json "github.com/golangci/golangci-lint/v2@\$tag" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\$/\1/p')
	[ -d "\$dir" ] || { echo "git stand-in: go mod download github.com/golangci/golangci-lint/v2@\$tag failed" >&2; exit 2; }
	cp -R "\$dir" golangci-lint && chmod -R u+w golangci-lint
	exit 0
fi
[ -n "$realgit" ] || { echo "git stand-in: git is not installed" >&2; exit 2; }
exec "$realgit" "\$@"
SHIM
chmod +x "$tmp/shim/git"
rm -f "$bin" "$bin.stamp"
log "golangci-lint custom (golangci-lint $version with the plugins of $cfg)"
if ! (cd "$dir" && PATH="$tmp/shim:$PATH" "$gcl" custom -v --destination "$out" --name "$name") >"$tmp/custom.log" 2>&1; then
	cat "$tmp/custom.log" >&2
	log "golangci-lint custom failed"
	exit 1
fi
[ -x "$bin" ] || { cat "$tmp/custom.log" >&2; log "golangci-lint custom wrote no $bin"; exit 1; }
echo "$stamp" >"$bin.stamp"
log "built $bin"
echo "$bin"
