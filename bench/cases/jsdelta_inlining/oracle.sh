#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# jsdelta's examples/predicates/pred.js: node runs the file without error and its
# standard output holds "success".
command -v node >/dev/null || { echo "oracle.sh: node not found: apt-get install nodejs" >&2; exit 2; }
out=$(timeout 10 node "$f" 2>/dev/null) || exit 1
case $out in *success*) exit 0 ;; esac
exit 1
