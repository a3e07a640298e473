#!/usr/bin/env bash
# First of the `if: always()` steps: make sure the run step's trail has stopped and
# written its best result before the artifact is uploaded and the comment posted.
#
# On GitHub a cancel signals the run step itself (SIGINT, SIGTERM 7.5 s later, then
# SIGKILL), so by now it is gone. An emulator such as act only stops waiting for the
# step, whose process runs on: this step hands it the same signals, with the same
# grace. The run step's process wrote its pid to run.pid, and removes it when it ends.
set -uo pipefail

pidfile="$TRAIL_ACTION_STATE/run.pid"
[ -f "$pidfile" ] || exit 0
pid="$(cat "$pidfile")"
running() {
    # Still the run step (`python -m trail action run`), not a process that got its pid.
    kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null \
        | grep -q -- '-m trail action run'
}
wait_gone() {  # $1 tenths of a second
    for _ in $(seq "$1"); do running || return 0; sleep 0.1; done
    ! running
}
running || exit 0
echo "trail: the run step is still running (the job was cancelled): stopping it for its best result so far"
kill -INT "$pid" 2>/dev/null; wait_gone 75 && exit 0
kill -TERM "$pid" 2>/dev/null; wait_gone 25 && exit 0
kill -KILL "$pid" 2>/dev/null
exit 0
