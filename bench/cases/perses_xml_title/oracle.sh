#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# Perses' benchmark_toys/xml/r.sh: the file still holds "title".
grep -q title "$f"
