#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
[ -n "${BENCH_CALLS:-}" ] && echo "$$" >> "$BENCH_CALLS"
f="$1"
[ -f "$f" ] || exit 2
# C-Vise's test_simple_reduction: gcc -c blocksort-part.c && grep '\<nextHi\>' blocksort-part.c
gcc -x c -c "$f" -o /dev/null >/dev/null 2>&1 && grep -q '\<nextHi\>' "$f"
