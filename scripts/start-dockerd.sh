#!/usr/bin/env bash
# Make sure a Docker Engine answers: start dockerd in the background when
# `docker info` fails, then wait (bounded) until it answers.
#
#   scripts/start-dockerd.sh [SECONDS]     (default: wait up to 60 s)
#
# dockerd's log goes to ${DOCKERD_LOG:-/tmp/dockerd.log}. Needs: docker.io.
set -euo pipefail

limit="${1:-60}"
log="${DOCKERD_LOG:-/tmp/dockerd.log}"

if docker info >/dev/null 2>&1; then
    echo "Docker Engine already answers"
    exit 0
fi
command -v dockerd >/dev/null || { echo "error: dockerd not found: apt-get install docker.io" >&2; exit 2; }

echo "starting dockerd (log: $log)"
nohup dockerd >>"$log" 2>&1 &
pid=$!
for _ in $(seq 1 "$((limit * 2))"); do
    if docker info >/dev/null 2>&1; then
        echo "Docker Engine answers (dockerd pid $pid)"
        exit 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
        echo "error: dockerd exited at start; last lines of $log:" >&2
        tail -n 5 "$log" >&2
        exit 1
    fi
    sleep 0.5
done
echo "error: dockerd started (pid $pid) but did not answer within ${limit} s; see $log" >&2
exit 1
