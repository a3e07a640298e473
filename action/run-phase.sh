#!/usr/bin/env bash
# Run one phase of the action (`run` or `publish`) with the trail that prepare.sh
# installed, in the workspace. `exec`, so that trail is the step's process: GitHub's
# cancel (SIGINT, then SIGTERM) reaches it, and it hands both on to the trail job it
# runs, which writes its best result so far.
set -euo pipefail

cd "$GITHUB_WORKSPACE"
exec "$TRAIL_PYTHON" -m trail action "$1"
