#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
. "$HERE/../creduce_gcc.sh"
# C-Reduce's tests/test0.sh: compiles with no warning of the listed kinds, and the file
# still holds "goto".
gcc_clean
grep -q 'goto' "$f"
