#!/usr/bin/env bash
# First step of the cleanup action: the main action's outputs from its prepare step,
# when its state folder is still there (its own last step, finish.sh, did not run:
# an emulator skipped it after a cancel); nothing otherwise. The folder is the one this
# job's prepare step named in the job's environment, never one found by its name: a
# job of a matrix sharing the workspace may own that one, and be running still.
set -euo pipefail

state="${TRAIL_ACTION_STATE_DIR:-}"
[ -n "$state" ] || exit 0
# One read, no test first: finish.sh may remove the folder between the two.
if prepared="$(cat "$state/prepared" 2>/dev/null)"; then
    printf '%s\n' "$prepared" >>"$GITHUB_OUTPUT"
    echo "trail: the action's last steps did not run (a cancel): running them now"
fi
