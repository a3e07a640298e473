#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# C-Reduce's tests/test0.sh as shipped, both halves: clang -pedantic -Wall -O0 compiles and
# links it (into a folder of its own) with none of the first list's warnings, gcc compiles
# it with none of the second list's (creduce_gcc.sh), and the file still holds "goto".
. "$HERE/../creduce_gcc.sh"
CLANG="${CLANG:-clang}"
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
"$CLANG" -pedantic -Wall -O0 -x c "$f" -o "$dir/a.out" > "$dir/out.txt" 2>&1 || exit 1
grep -q -e 'incompatible redeclaration' -e 'ordered comparison between pointer' \
  -e 'eliding middle term' -e 'end of non-void function' -e 'invalid in C99' \
  -e 'specifies type' -e 'should return a value' -e 'too few argument' \
  -e 'too many argument' -e "return type of 'main" -e 'uninitialized' \
  -e 'incompatible pointer to' -e 'incompatible integer to' -e 'type specifier missing' \
  "$dir/out.txt" && exit 1
gcc_clean
grep -q 'goto' "$f"
