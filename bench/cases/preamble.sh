# Sourced first by every case's oracle.sh (the shared bench's conventions): counts the
# call in $BENCH_CALLS, refuses a missing candidate (exit 2), and sets f (the candidate),
# HERE (the case's folder) and PY (a Python that ignores the user's site and env).
[ -n "${BENCH_CALLS:-}" ] && echo "$$" >> "$BENCH_CALLS"
f="$1"
[ -f "$f" ] || exit 2
HERE=$(dirname "$0")
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
