#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
[ -n "${BENCH_CALLS:-}" ] && echo "$$" >> "$BENCH_CALLS"
f="$1"
[ -f "$f" ] || exit 2
HERE=$(dirname "$0")
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
# picire's tests/resources/test-sumprod10-sum.sh
"$PY" -I -B "$f" 2>&1 | grep -q "sum: 55"
