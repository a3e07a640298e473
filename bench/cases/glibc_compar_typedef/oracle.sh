#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# gcc compiles it, and warns that a function of the wrong type is passed where a
# function typedef is expected, naming the typedef: the bug report a user would file.
out=$(LC_ALL=C gcc -x c -c -Wall "$f" -o /dev/null 2>&1) || exit 1
printf '%s\n' "$out" | grep -q 'incompatible pointer type' || exit 1
printf '%s\n' "$out" | grep -q "expected '__compar_fn_t'"
