#!/usr/bin/env python3
"""Handlers recognised: what share of the handlers a reader found (a
ledger's `handlers` lists) idemlint treats as handlers.

usage: handlers.py --ledger LEDGER --src WORKDIR --bin IDEMLINT [--only a,b] [--out FILE]

For each service of the ledger, in its prepared checkout WORKDIR/NAME
(realworld-kit's run.sh makes them), it runs `IDEMLINT -handlers -test=false
PATTERNS` in the module dir and matches each line "file:line:col: Name (how)"
to the function of the ledger that contains that position (by source ranges
from realworld-kit's funcranges.go), so that it does not depend on how a
version of idemlint names functions. Handlers counted are those a reader
counts (not `in_scope: false` — gRPC, scheduled jobs, own pollers — and not `tool: true`). Prints per service and in
total: handlers read, recognised, the share, and the ones missed.
"""
import argparse
import json
import os
import subprocess
import sys

KIT = os.environ.get('RW_KIT', '/work/shared/realworld-kit')


def ranges(root, files):
    """{(file, func): (start, end)} for the files (relative to root)."""
    out = subprocess.run(['go', 'run', os.path.join(KIT, 'funcranges.go'), root, '-'],
                         input='\n'.join(sorted(set(files))), capture_output=True, text=True)
    r = {}
    for line in out.stdout.splitlines():
        parts = line.split('\t')
        if len(parts) == 4:
            r[(parts[0], parts[1])] = (int(parts[2]), int(parts[3]))
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ledger', required=True)
    ap.add_argument('--src', required=True)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--only', default='')
    ap.add_argument('--out', default='')
    a = ap.parse_args()
    only = set(x for x in a.only.split(',') if x)
    total_read = total_rec = 0
    report = {}
    for s in json.load(open(a.ledger))['services']:
        if only and s['name'] not in only:
            continue
        hs = [h for h in s.get('handlers', []) if h.get('in_scope', True) is not False and not h.get('tool')]
        if not hs:
            continue
        root = os.path.join(a.src, s['name'])
        mod = os.path.join(root, s.get('module_dir', '.'))
        if not os.path.isdir(mod):
            print(f"{s['name']}: no checkout at {root} (run realworld-kit's run.sh first)")
            continue
        p = subprocess.run([a.bin, '-handlers', '-test=false'] + s.get('patterns', ['./...']),
                           cwd=mod, capture_output=True, text=True)
        found = []  # (file relative to root, line)
        for line in p.stdout.splitlines():
            posn = line.split(': ', 1)[0]
            bits = posn.rsplit(':', 2)
            if len(bits) != 3:
                continue
            f = os.path.normpath(os.path.join(mod, bits[0]))
            found.append((os.path.relpath(f, root), int(bits[1])))
        rng = ranges(root, [h['file'] for h in hs])
        rec, missed = [], []
        for h in hs:
            r = rng.get((h['file'], h['func']))
            hit = r is not None and any(f == h['file'] and r[0] <= ln <= r[1] for f, ln in found)
            (rec if hit else missed).append(h)
        total_read += len(hs)
        total_rec += len(rec)
        share = 100 * len(rec) / len(hs)
        print(f"{s['name']}: {len(rec)}/{len(hs)} handlers recognised ({share:.0f}%)")
        for h in missed:
            print(f"    missed {h['file']} {h['func']} ({h.get('kind', '')})")
        report[s['name']] = {'read': len(hs), 'recognised': len(rec), 'missed': [h['func'] for h in missed]}
    if total_read:
        print(f"total: {total_rec}/{total_read} handlers recognised ({100 * total_rec / total_read:.0f}%)")
    if a.out:
        json.dump(report, open(a.out, 'w'), indent=1)


if __name__ == '__main__':
    sys.exit(main())
