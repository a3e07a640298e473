#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
. "$HERE/../creduce_gcc.sh"
# C-Reduce's tests/test1.sh: compiles with no warning of the listed kinds, and the file
# still holds "<<".
gcc_clean
grep -q '<<' "$f"
