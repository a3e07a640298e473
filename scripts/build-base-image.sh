#!/usr/bin/env bash
# Build a small Python-capable Docker image without any container registry:
# mmdebstrap bootstraps a minimal Debian from this machine's own apt sources and
# the tarball is streamed straight into `docker import`.
#
#   scripts/build-base-image.sh [TAG]      (default TAG: trail-base:bookworm)
#
# The mirror and suite are read from the apt configuration at run time, so no
# mirror host is written into the repository. Needs: mmdebstrap, docker.io.
set -euo pipefail

tag="${1:-trail-base:bookworm}"

if docker image inspect "$tag" >/dev/null 2>&1; then
    echo "base image $tag already exists; not rebuilding"
    exit 0
fi
command -v mmdebstrap >/dev/null || { echo "error: mmdebstrap not found: apt-get install mmdebstrap" >&2; exit 2; }

# The apt source files in use, in apt's own order (sources.list, then sources.list.d).
sources=()
if [ -f /etc/apt/sources.list ] && grep -Eq '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list; then
    sources+=(/etc/apt/sources.list)
fi
for f in /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && sources+=("$f")
done
[ ${#sources[@]} -gt 0 ] || { echo "error: no apt sources in /etc/apt/sources.list or /etc/apt/sources.list.d/" >&2; exit 2; }

# The suite: the first one named in those files (one-line `deb URI SUITE ...` or
# deb822 `Suites: SUITE ...`), skipping -security/-updates/-backports pockets.
suite="$(
    for f in "${sources[@]}"; do
        if [[ "$f" == *.sources ]]; then
            sed -n 's/^Suites:[[:space:]]*//p' "$f" | tr ' ' '\n'
        else
            sed -E -n 's/^[[:space:]]*deb[[:space:]]+(\[[^]]*\][[:space:]]+)?[^[:space:]]+[[:space:]]+([^[:space:]]+).*/\2/p' "$f"
        fi
    done | grep -Ev -- '-(security|updates|backports|proposed-updates)$' | grep -v '^$' | head -n1
)"
[ -n "$suite" ] || { echo "error: could not read a Debian suite from ${sources[*]}" >&2; exit 2; }

# Scratch on tmpfs: about 4x faster than on disk.
export TMPDIR="${TMPDIR_BASE_IMAGE:-/dev/shm}"
echo "building $tag from suite '$suite' (apt sources: ${sources[*]})"
start=$SECONDS
mmdebstrap --variant=minbase --include=python3,ca-certificates \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --format=tar "$suite" - "${sources[@]}" \
  | docker import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["/bin/sh"]' \
      - "$tag"
echo "built $tag in $((SECONDS - start)) s"
