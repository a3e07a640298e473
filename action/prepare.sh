#!/usr/bin/env bash
# First step of the action: a state folder in the workspace, the artifact's name, and
# trail itself, installed in a virtual environment on the job.
#
# trail runs on the job in every mode; oracles run where `sandbox` says (fresh
# containers for docker and the issue mode, the job's own environment for local, the
# sweep and a victim's minimization). The venv lives in the runner's tool cache, named
# by a hash of the action's code and the job's Python, so a warm runner (self-hosted,
# or act) installs nothing, and a new version of the action gets a venv of its own.
set -euo pipefail

job="${GITHUB_JOB:-job}"
# One job id covers every job of a matrix: the matrix index keeps their names apart.
index=""
if [ "${JOB_TOTAL:-1}" -gt 1 ] 2>/dev/null; then index="-${JOB_INDEX:-0}"; fi
name="${ARTIFACT_NAME:-trail-$job$index}"
id="${GITHUB_RUN_ID:-0}-${GITHUB_RUN_ATTEMPT:-1}-$job$index"
id="$(printf '%s' "$id" | tr -c 'A-Za-z0-9_.-' '_')"

state="$GITHUB_WORKSPACE/.trail-action/$id"
mkdir -p "$(dirname "$state")"
# Jobs that share a workspace (act binds one checkout into every job of a matrix, and
# may not set the matrix's size) must not share a state folder: the first to finish
# would remove it under the others. mkdir is atomic; a taken name gets a suffix.
mkdir "$state" 2>/dev/null || state="$(mktemp -d "$state-XXXXXX")"
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
    cp "$GITHUB_EVENT_PATH" "$state/event.json"
fi

if ! python3 -c 'import sys, venv; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
    echo "::error::trail needs Python >= 3.10 with its venv module on the runner" \
         "(Debian/Ubuntu: apt-get install python3-venv; or actions/setup-python first)"
    exit 1
fi
key="$( (cd "$GITHUB_ACTION_PATH" \
         && find pyproject.toml runner -type f -not -path '*/__pycache__/*' -print0 \
            | sort -z | xargs -0 sha256sum; python3 --version) | sha256sum | cut -c1-16)"
venv="${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/trail-action/$key"
if [ -x "$venv/bin/python" ]; then
    echo "trail: reusing $venv"
else
    # Built aside and renamed into place, so that a job cancelled mid-install, or two
    # jobs on one runner, never leave a half-made venv under the final name.
    # `python -m trail` does not depend on the venv's path, so it survives the rename.
    # mktemp, not $$: jobs in containers sharing a tool cache (act) can have one pid.
    mkdir -p "$(dirname "$venv")"
    partial="$(mktemp -d "$venv.partial-XXXXXX")" && chmod 755 "$partial"
    # pip builds a local project inside its folder (build/, *.egg-info), and jobs that
    # share the action's folder (act binds one checkout into every job of a matrix)
    # raced there ("File exists: build/bdist..."): each builds from a copy of its own.
    source="$(mktemp -d "$venv.source-XXXXXX")"
    # What is left after the rename (or a failed install) goes: nothing half-made stays.
    trap 'rm -rf "$source" "$partial"' EXIT
    cp -R "$GITHUB_ACTION_PATH/pyproject.toml" "$GITHUB_ACTION_PATH/runner" "$source/"
    if [ -f "$GITHUB_ACTION_PATH/README.md" ]; then cp "$GITHUB_ACTION_PATH/README.md" "$source/"; fi
    python3 -m venv "$partial"
    "$partial/bin/pip" install --quiet --disable-pip-version-check "$source"
    mv -T "$partial" "$venv" 2>/dev/null || true  # another job's venv took the name first
    echo "trail: installed in $venv"
fi

{
    echo "state=$state"
    echo "python=$venv/bin/python"
    echo "artifact-name=$name"
    echo "out=trail-out/$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '_')"
} >>"$GITHUB_OUTPUT"
