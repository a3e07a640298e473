#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# gcc's one error is the typo'd member, with the member it meant: the bug report a user
# would file.
out=$(LC_ALL=C gcc -fsyntax-only -x c "$f" 2>&1)
printf '%s\n' "$out" | grep -q "has no member named 'e_tpye'; did you mean 'e_type'" || exit 1
test "$(printf '%s\n' "$out" | grep -c 'error:')" -eq 1
