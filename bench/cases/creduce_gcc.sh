# Sourced by the C-Reduce cases' oracle.sh, after preamble.sh: C-Reduce's tests/test*.sh,
# their gcc half (the clang half needs clang). gcc_clean exits the oracle with 1 unless
# gcc compiles $f with no warning of the listed kinds.
gcc_clean() {
  out=$(gcc -x c -c -Wall -Wextra -O "$f" -o /dev/null 2>&1) || exit 1
  printf '%s\n' "$out" | grep -q -e uninitialized -e 'control reaches end' \
    -e 'no semicolon at end' -e 'incompatible pointer' -e 'cast from pointer to integer' \
    -e 'ordered comparison of pointer with integer' \
    -e 'declaration does not declare anything' -e 'expects type' \
    -e 'assumed to have one element' -e 'division by zero' -e 'pointer from integer' \
    -e 'incompatible implicit' -e 'excess elements in struct initializer' \
    -e 'comparison between pointer and integer' && exit 1
  return 0
}
