#!/bin/sh
# Interestingness test: exit 0 iff $1 still shows the failure (see ../README.md).
. "$(dirname "$0")/../preamble.sh"
exec "$PY" -I -B "$HERE/check.py" "$f"
