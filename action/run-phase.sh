#!/usr/bin/env bash
# Run one phase of the action (`run` or `publish`) where prepare.sh said: on the job
# (its venv), or in the runner image.
#
# In the container, the workspace is mounted at its own path, so every path means the
# same inside and in the steps after it; the Docker socket is mounted so that oracles
# run in sibling containers. Host networking lets the runner reach the API at
# `api-url` wherever the job can (GitHub Enterprise Server, a loopback test server).
set -euo pipefail

phase="$1"
if [ "$TRAIL_WHERE" = job ]; then
    cd "$GITHUB_WORKSPACE"
    exec "$TRAIL_VENV/bin/trail" action "$phase"
fi
args=(--rm --network host
      -v "$GITHUB_WORKSPACE:$GITHUB_WORKSPACE" -w "$GITHUB_WORKSPACE"
      --user "$(id -u):$(id -g)")
if [ -S /var/run/docker.sock ]; then
    args+=(-v /var/run/docker.sock:/var/run/docker.sock
           --group-add "$(stat -c %g /var/run/docker.sock)")
fi

# `-e NAME` copies a variable's value from this environment, so no value (and no
# secret) is ever written on a command line. Secret-looking variables go in too:
# the runner needs their values to redact them from what it posts and uploads.
shopt -s nocasematch
for name in $(compgen -e); do
    case "$name" in
        INPUT_*|GITHUB_*|TRAIL_*|CI|DOCKER_HOST) args+=(-e "$name") ;;
        *TOKEN*|*SECRET*|*PASSWORD*|*PASSWD*|*KEY*|*CREDENTIAL*) args+=(-e "$name") ;;
    esac
done
shopt -u nocasematch
IFS=$', \t\n' read -ra extra <<<"${INPUT_SECRET_NAMES:-}"
for name in "${extra[@]}"; do
    if [[ "$name" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]]; then args+=(-e "$name"); fi
done

exec docker run "${args[@]}" "$TRAIL_RUNNER_IMAGE" action "$phase"
