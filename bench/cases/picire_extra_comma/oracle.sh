#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# picire's tests/resources/test-json-extra-comma.sh
"$PY" -I -B "$HERE/sut-json-load.py" "$f" 2>&1 | grep -q -E "Expecting property name|Expecting object|Illegal trailing comma"
