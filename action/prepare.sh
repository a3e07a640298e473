#!/usr/bin/env bash
# First step of the action: a state folder in the workspace, the artifact's name, and
# where trail runs:
#   container  the runner image built from the action's own Dockerfile; oracles run
#              in fresh sibling containers (sandbox docker, and the issue mode);
#   job        a venv on the job itself, so that trail and the oracle (or the test
#              suite) see the job's own environment, as the failing step did
#              (sandbox local, the sweep, and a victim's test-order minimization).
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

where=container
if [ "${INPUT_MODE:-}" != issue ] && [ "${INPUT_MODE:-}" != summary ]; then
    if [ "${INPUT_SANDBOX:-}" = local ] || [ "${INPUT_MODE:-}" = sweep ] \
            || [ -n "${INPUT_VICTIM:-}" ]; then
        where=job
    fi
fi

image=""
venv=""
if [ "$where" = container ]; then
    image="trail-action-runner:$(printf '%s' "$id" | tr 'A-Z' 'a-z')"
    docker build --quiet --build-arg "BASE_IMAGE=$RUNNER_BASE" -t "$image" \
        "$GITHUB_ACTION_PATH" >/dev/null
else
    venv="${RUNNER_TEMP:-/tmp}/trail-action-$id"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$GITHUB_ACTION_PATH"
fi

{
    echo "state=$state"
    echo "where=$where"
    echo "image=$image"
    echo "venv=$venv"
    echo "artifact-name=$name"
    echo "out=trail-out/$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '_')"
} >>"$GITHUB_OUTPUT"
