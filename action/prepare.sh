#!/usr/bin/env bash
# First step of the action: a state folder in the workspace, the artifact's name, and
# trail itself, installed in a virtual environment on the job.
#
# trail runs on the job in every mode; oracles run where `sandbox` says (fresh
# containers for docker and the issue mode, the job's own environment for local, the
# sweep and a victim's minimization). The venv lives in the runner's tool cache, named
# by a hash of the action's code and the job's Python, so a warm runner (self-hosted,
# or act) installs nothing, and a new version of the action gets a venv of its own.
# A fresh runner (every GitHub-hosted job) makes it with uv in 3-5 s, where venv's
# pip took 8-15 on the same loaded machine (bench/bench_action_start.py).
set -euo pipefail

# This job's state folder in the workspace, named by the run, its attempt and the job
# (with the matrix index: one job id covers every job of a matrix).
job="${GITHUB_JOB:-job}"
index=""
if [ "${JOB_TOTAL:-1}" -gt 1 ] 2>/dev/null; then index="-${JOB_INDEX:-0}"; fi
id="${GITHUB_RUN_ID:-0}-${GITHUB_RUN_ATTEMPT:-1}-$job$index"
id="$(printf '%s' "$id" | tr -c 'A-Za-z0-9_.-' '_')"
state="$GITHUB_WORKSPACE/.trail-action/$id"
name="${ARTIFACT_NAME:-trail-$job$index}"

# What runs killed before their last step left (self-hosted runners, act): their
# state folders in the workspace, with the environment image each built (and any
# container of it), and the environment images of such runs anywhere on the runner.
# A run is over at once where that can be told: its run step (run.pid) ran in this
# PID namespace and runs no more, or its job ran in a container that no longer runs
# (run.pidns: where the job's steps run, the namespace and the container's id, else
# the host name); otherwise (a run step that never started, a job in a container
# still up) once older than TRAIL_STALE_IMAGE_HOURS (default 6, GitHub's longest job)
# with no run step of it running. Images carry their run
# (trail.action.run) and their creation time (trail.action.created); images kept
# with `keep-image` carry no such label and stay.
stale_hours="${TRAIL_STALE_IMAGE_HOURS:-6}"
remove_image() {  # $1 an image: its containers first (one running would keep it)
    command -v docker >/dev/null 2>&1 || return 0
    docker ps -aq --filter "ancestor=$1" 2>/dev/null | xargs -r docker rm -f >/dev/null 2>&1
    docker image rm -f "$1" >/dev/null 2>&1
}
# The container this job runs in: docker binds its /etc/hostname from the container's
# folder (the host name will not do: a job container on the host's network has the
# host's).
container="$(sed -n 's|^[^ ]* [^ ]* [^ ]* [^ ]*/containers/\([0-9a-f]\{64\}\)/hostname /etc/hostname .*|\1|p' \
             /proc/self/mountinfo 2>/dev/null | head -n 1)"
here="$(readlink /proc/self/ns/pid 2>/dev/null || true) ${container:-$(hostname 2>/dev/null || true)}"
gone() {  # $1 a state folder whose run step is not running here: is it gone for good?
    local ns host
    read -r ns host <"$1/run.pidns" 2>/dev/null || return 1
    # Here: its run step was killed (one that has not started yet has no run.pid).
    if [ "$ns $host" = "$here" ]; then [ -f "$1/run.pid" ]; return; fi
    # Another container's: gone with it.
    [ -n "$host" ] && [ "$host" != "${here#* }" ] && command -v docker >/dev/null 2>&1 \
        && docker info >/dev/null 2>&1 && [ -z "$(docker ps -q --filter "id=$host")" ]
}
for left in "$(dirname "$state")"/*/; do
    left="${left%/}"
    [ -d "$left" ] || continue
    pid="$(cat "$left/run.pid" 2>/dev/null || true)"
    if [ -n "$pid" ] && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null \
            | grep -q -- '-m trail action run'; then
        continue  # its run step runs (a self-hosted job may last days)
    fi
    if gone "$left" || [ -n "$(find "$left" -maxdepth 0 -mmin "+$((stale_hours * 60))")" ]; then
        if [ -f "$left/built-image" ]; then remove_image "$(cat "$left/built-image")" || true; fi
        rm -rf "$left" && echo "trail: removed ${left#"$GITHUB_WORKSPACE/"}, what a killed run left"
    fi
done
if command -v docker >/dev/null 2>&1; then
    now="$(date +%s)"
    docker image ls -q --no-trunc --filter label=trail.action.created 2>/dev/null | sort -u \
    | while read -r image; do
        created="$(docker image inspect --format \
                   '{{index .Config.Labels "trail.action.created"}}' "$image" 2>/dev/null)"
        case "$created" in ''|*[!0-9]*) continue ;; esac
        if [ $((now - created)) -gt $((stale_hours * 3600)) ]; then
            remove_image "$image" \
                && echo "trail: removed $image, an environment image a killed run left"
        fi
    done
fi

mkdir -p "$(dirname "$state")"
# Jobs that share a workspace (act binds one checkout into every job of a matrix, and
# may not set the matrix's size) must not share a state folder: the first to finish
# would remove it under the others. mkdir is atomic; a taken name gets a suffix.
mkdir "$state" 2>/dev/null || state="$(mktemp -d "$state-XXXXXX")"
echo "$here" >"$state/run.pidns"
if [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ]; then
    cp "$GITHUB_EVENT_PATH" "$state/event.json"
fi

# sandbox auto or ns: sandbox.sh makes --sandbox ns possible (bubblewrap's install, where
# it is missing) in the background, while trail installs and the environment image
# builds; the run step waits for it (sandbox_choice.py). All its output goes to a file:
# the step's own would keep the step open until it ends.
case "${INPUT_SANDBOX:-auto}" in
    auto|ns)
        TRAIL_ACTION_STATE="$state" bash "$GITHUB_ACTION_PATH/action/sandbox.sh" \
            </dev/null >"$state/sandbox.log" 2>&1 &
        echo "$!" >"$state/sandbox.pid" ;;
esac

if ! python3 -c 'import sys, venv; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
    echo "::error::trail needs Python >= 3.10 with its venv module on the runner" \
         "(Debian/Ubuntu: apt-get install python3-venv; or actions/setup-python first)"
    exit 1
fi
key="$( (cd "$GITHUB_ACTION_PATH" \
         && find pyproject.toml runner -type f -not -path '*/__pycache__/*' -print0 \
            | sort -z | xargs -0 sha256sum; python3 --version) | sha256sum | cut -c1-16)"
cache="${RUNNER_TOOL_CACHE:-${RUNNER_TEMP:-/tmp}}/trail-action"
venv="$cache/$key"
mkdir -p "$cache"
# Jobs that share a tool cache (a matrix under act or on one self-hosted runner) make
# the venv once: the others wait here, then reuse it.
if command -v flock >/dev/null 2>&1; then exec 9>"$cache.lock" && flock 9; fi

# uv: the one on PATH, else one installed with pip into the tool cache (about 2 s on
# a fresh runner); nothing when neither works, and pip does it all (install_with_pip).
find_uv() {
    if command -v uv >/dev/null 2>&1; then command -v uv; return; fi
    if [ ! -x "$cache/uv/bin/uv" ]; then
        local partial
        partial="$(mktemp -d "$cache/uv.partial-XXXXXX")"
        # --target: beside the system's packages, which PEP 668 keeps pip out of.
        if PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet \
               --disable-pip-version-check --target "$partial" uv >&2; then
            mv -T "$partial" "$cache/uv" 2>/dev/null || true
        fi
        rm -rf "$partial"
    fi
    [ -x "$cache/uv/bin/uv" ] && echo "$cache/uv/bin/uv"
}

# uv makes the venv and installs trail's dependencies (read from pyproject.toml, in
# parallel); trail's own code is copied in, not built: pip's isolated build of the
# project (setuptools fetched, a wheel made) cost more than the dependencies. All is
# compiled to bytecode here, trail's code while uv downloads, or the first run of
# trail would compile it on the way to the first oracle call. uv trusts what pip was
# told to trust (PIP_CERT), as pip would.
install_with_uv() {  # $1 the venv to make, $2 the copy of the action, $3 its final name
    local uv purelib compiling
    uv="$(find_uv)" || return 1
    export SSL_CERT_FILE="${SSL_CERT_FILE:-${PIP_CERT:-}}"
    [ -n "$SSL_CERT_FILE" ] || unset SSL_CERT_FILE
    "$uv" venv --quiet --python "$(command -v python3)" "$1" || return 1
    purelib="$("$1/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')" \
        && cp -R "$2/runner/trail" "$purelib/" || return 1
    # -d: tracebacks name the venv's final path, not this one.
    "$1/bin/python" -m compileall -q -j 0 -d "$3${purelib#"$1"}/trail" "$purelib/trail" \
        >/dev/null & compiling=$!
    "$uv" pip install --quiet --compile-bytecode --python "$1/bin/python" \
        -r "$2/pyproject.toml" || { wait "$compiling"; return 1; }
    wait "$compiling"
}

# The way without uv: venv's pip builds and installs the project.
install_with_pip() {  # $1 the venv to make, $2 the copy of the action
    python3 -m venv "$1" \
        && "$1/bin/pip" install --quiet --disable-pip-version-check "$2"
}

if [ -x "$venv/bin/python" ]; then
    echo "trail: reusing $venv"
else
    started="$(date +%s%N)"
    # Built aside and renamed into place, so that a job cancelled mid-install never
    # leaves a half-made venv under the final name. `python -m trail` does not depend
    # on the venv's path, so it survives the rename. mktemp, not $$: jobs in
    # containers sharing a tool cache (act) can have one pid.
    partial="$(mktemp -d "$venv.partial-XXXXXX")" && chmod 755 "$partial"
    # pip builds a local project inside its folder (build/, *.egg-info), and jobs that
    # share the action's folder (act binds one checkout into every job of a matrix)
    # raced there ("File exists: build/bdist..."): each builds from a copy of its own.
    source="$(mktemp -d "$venv.source-XXXXXX")"
    # What is left after the rename (or a failed install) goes: nothing half-made stays.
    trap 'rm -rf "$source" "$partial"' EXIT
    cp -R "$GITHUB_ACTION_PATH/pyproject.toml" "$GITHUB_ACTION_PATH/runner" "$source/"
    if [ -f "$GITHUB_ACTION_PATH/README.md" ]; then cp "$GITHUB_ACTION_PATH/README.md" "$source/"; fi
    if install_with_uv "$partial" "$source" "$venv"; then
        how=uv
    else
        echo "trail: uv is not available or failed: installing with pip"
        rm -rf "$partial" && mkdir "$partial"
        install_with_pip "$partial" "$source"
        how=pip
    fi
    mv -T "$partial" "$venv" 2>/dev/null || true  # another job's venv took the name first
    echo "trail: installed in $venv with $how" \
         "($(( ($(date +%s%N) - started) / 1000000 )) ms)"
fi

# Kept in the state folder too, for the cleanup action (cleanup/action.yml).
{
    echo "state=$state"
    echo "python=$venv/bin/python"
    echo "artifact-name=$name"
    echo "out=trail-out/$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '_')"
} | tee "$state/prepared" >>"$GITHUB_OUTPUT"
# The cleanup action reads the folder this job took from the job's environment: the
# name alone is not enough where jobs sharing a workspace took it first (above).
if [ -n "${GITHUB_ENV:-}" ]; then echo "TRAIL_ACTION_STATE_DIR=$state" >>"$GITHUB_ENV"; fi
