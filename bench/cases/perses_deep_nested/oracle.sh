#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# Perses' benchmark_toys/deep_nested/r.sh, its gcc half (the clang half needs clang):
# gcc -Wall -Wextra builds it with none of the listed warnings, and the program exits 99.
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
gcc -x c -Wall -Wextra "$f" -o "$dir/a.out" > "$dir/temp.txt" 2>&1 || exit 1
grep -q -e Wimplicit-int -e 'defaulting to type' -e uninitialized \
  -e Wimplicit-function-declaration -e Wformat -e 'too few arguments' "$dir/temp.txt" && exit 1
timeout 5 "$dir/a.out" >/dev/null 2>&1
[ $? -eq 99 ]
