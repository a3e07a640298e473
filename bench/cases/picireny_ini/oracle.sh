#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# picireny's tests/resources/test-inijson-str-arr-87.sh with sut-inijson-load.py:
# configparser reads it, every value is JSON, and what it writes back holds "87".
"$PY" -I -B "$HERE/sut-inijson-load.py" "$f" 2>/dev/null | grep -q 87
