#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# C-Vise's test_simple_reduction: gcc -c blocksort-part.c && grep '\<nextHi\>' blocksort-part.c
gcc -x c -c "$f" -o /dev/null >/dev/null 2>&1 && grep -q '\<nextHi\>' "$f"
