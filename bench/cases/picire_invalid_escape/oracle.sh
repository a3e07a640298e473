#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
# picire's tests/resources/test-json-invalid-escape.sh
"$PY" -I -B "$HERE/sut-json-load.py" "$f" 2>&1 | grep -q 'Error: Invalid \\escape:'
