#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# picire's tests/resources/test-sumprod10-sum.sh
"$PY" -I -B "$f" 2>&1 | grep -q "sum: 55"
