#!/usr/bin/env bash
# Last step: copy what the runner container wrote into the step's outputs and the
# job summary (the container cannot reach those files), then clean up.
set -euo pipefail

state="$TRAIL_ACTION_STATE"
if [ -f "$state/output" ]; then cat "$state/output" >>"$GITHUB_OUTPUT"; fi
if [ -f "$state/summary.md" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    cat "$state/summary.md" >>"$GITHUB_STEP_SUMMARY"
fi
rm -rf "$state"
rmdir "$(dirname "$state")" 2>/dev/null || true  # .trail-action/, when no other run uses it
if [ -n "${TRAIL_RUNNER_IMAGE:-}" ]; then
    docker image rm "$TRAIL_RUNNER_IMAGE" >/dev/null 2>&1 || true
fi
if [ -n "${TRAIL_VENV:-}" ]; then rm -rf "$TRAIL_VENV"; fi
