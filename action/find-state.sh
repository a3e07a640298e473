#!/usr/bin/env bash
# First step of the cleanup action: the main action's outputs from its prepare step,
# when its state folder is still there (its own last step, finish.sh, did not run:
# an emulator skipped it after a cancel); nothing otherwise.
set -euo pipefail

# shellcheck source=state.sh
. "$(dirname "$0")/state.sh"
if [ -f "$state/prepared" ]; then
    cat "$state/prepared" >>"$GITHUB_OUTPUT"
    echo "trail: the action's last steps did not run (a cancel): running them now"
fi
