#!/usr/bin/env bash
# First step of the action: a state folder in the workspace, the artifact's name,
# and the runner image built from the action's own Dockerfile.
set -euo pipefail

job="${GITHUB_JOB:-job}"
# One job id covers every job of a matrix: the matrix index keeps their names apart.
index=""
if [ "${JOB_TOTAL:-1}" -gt 1 ] 2>/dev/null; then index="-${JOB_INDEX:-0}"; fi
name="${ARTIFACT_NAME:-trail-$job$index}"
id="${GITHUB_RUN_ID:-0}-${GITHUB_RUN_ATTEMPT:-1}-$job$index"
id="$(printf '%s' "$id" | tr -c 'A-Za-z0-9_.-' '_')"

state="$GITHUB_WORKSPACE/.trail-action/$id"
mkdir -p "$state"
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
    cp "$GITHUB_EVENT_PATH" "$state/event.json"
fi

image="trail-action-runner:$(printf '%s' "$id" | tr 'A-Z' 'a-z')"
docker build --quiet --build-arg "BASE_IMAGE=$RUNNER_BASE" -t "$image" "$GITHUB_ACTION_PATH" >/dev/null

{
    echo "state=$state"
    echo "image=$image"
    echo "artifact-name=$name"
    echo "out=trail-out/$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '_')"
} >>"$GITHUB_OUTPUT"
