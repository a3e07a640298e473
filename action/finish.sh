#!/usr/bin/env bash
# Last step: copy what the run wrote into the step's outputs and the job summary, then
# clean up: the state folder, and the environment image this run built with its
# unpacked files (unless the `keep-image` input asked to keep it for the next run on
# this runner).
set -euo pipefail

state="$TRAIL_ACTION_STATE"
# sandbox.sh, which prepare.sh started in the background, may still install bubblewrap
# where the run step ended before it waited for it: the job does not end with apt-get
# half done (bounded: its three apt-get calls have two minutes each).
if pid="$(cat "$state/sandbox.pid" 2>/dev/null)"; then
    for _ in $(seq 1 1800); do
        grep -q sandbox.sh "/proc/$pid/cmdline" 2>/dev/null \
            && [ "$(sed 's/.*) //' "/proc/$pid/stat" 2>/dev/null | cut -c1)" != Z ] || break
        sleep 0.2
    done
fi
if [ -f "$state/output" ]; then cat "$state/output" >>"$GITHUB_OUTPUT"; fi
if [ -f "$state/summary.md" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    cat "$state/summary.md" >>"$GITHUB_STEP_SUMMARY"
fi
if [ -f "$state/built-image" ]; then
    image="$(cat "$state/built-image")"
    # A container of this image that outlived trail (one started at the moment a cancel
    # stopped it) would keep the image, and is ours: it goes first.
    docker ps -aq --filter "ancestor=$image" | xargs -r docker rm -f >/dev/null 2>&1 || true
    # Its files, if --sandbox ns unpacked them (sandbox auto where the runner allows it).
    id="$(docker image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)"
    # As root where trail ran ns through sudo (action/sandbox.sh): root's files, in
    # root's cache.
    as_root=()
    if grep -qx 'ns=yes' "$state/sandbox" 2>/dev/null \
       && grep -qx 'root=sudo' "$state/sandbox"; then
        as_root=(sudo -n -E env "PATH=$PATH")
    fi
    if [ -n "$id" ] && [ -n "${TRAIL_PYTHON:-}" ]; then
        "${as_root[@]}" "$TRAIL_PYTHON" -c 'import sys; from trail.sandbox.rootfs import remove_unpacked
remove_unpacked(sys.argv[1])' "$id" || true
    fi
    docker image rm "$image" >/dev/null 2>&1 || true
fi
rm -rf "$state"
rmdir "$(dirname "$state")" 2>/dev/null || true  # .trail-action/, when no other run uses it
