#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# z3 still answers unsat (Debian's z3, or one on PATH); 10 s per call at most.
command -v z3 >/dev/null || { echo "oracle.sh: z3 not found: apt-get install z3" >&2; exit 2; }
[ "$(z3 -T:10 "$f" 2>/dev/null | head -n 1)" = unsat ]
