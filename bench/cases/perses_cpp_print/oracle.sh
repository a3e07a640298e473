#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# Perses' benchmark_toys/cpp_print/r.sh, its g++ half (the clang half needs clang):
# g++ -std=c++11 -Wall -Wextra builds it with none of the listed warnings, and the
# program prints "world".
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
g++ -x c++ -std=c++11 -Wall -Wextra "$f" -o "$dir/a.out" > "$dir/temp.txt" 2>&1 || exit 1
grep -q -e 'defaulting to type' -e Wmain-return-type -e Wimplicit-function-declaration \
  -e Wincompatible-library-redeclaration -e 'too few arguments' "$dir/temp.txt" && exit 1
timeout 5 "$dir/a.out" 2>/dev/null | grep -q world
