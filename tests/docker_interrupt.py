"""Ctrl-C at a chosen moment of `trail delta --sandbox docker`, and what it leaves behind.

For tests/test_docker_cleanup.py (a few runs) and bench/bench_docker_interrupt.py (a
hundred). Each run's oracle carries a token of its own, so its containers are told
from those of any other run on the same engine (other tests, other users) by their
command, without knowing the run id trail picks.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

RUNNER = Path(__file__).resolve().parent.parent / "runner"
INPUT = "".join(f"line {i}\n" for i in range(24)).replace("line 17", "BOOM")
# Fails while BOOM is there; takes a little while, as real oracles do, so that calls
# overlap and containers are started ahead.
ORACLE = ": {token}; sleep 0.1; grep -q BOOM {{}} && exit 3; exit 0"


@dataclass(frozen=True)
class Interrupted:
    status: int          # trail's exit status (0: it ended before the signal)
    leftovers: int       # containers of this run still there after trail exited
    stderr: str
    states: tuple[str, ...] = ()  # each leftover's state as the engine said it


def token_containers(token: str) -> list[str]:
    """Ids of the containers, in any state, whose command carries `token`."""
    import docker

    client = docker.from_env()
    try:
        return [item["Id"] for item in client.api.containers(all=True)
                if token in (item.get("Command") or "")]
    finally:
        client.close()


def remove(ids: list[str]) -> None:
    import docker

    client = docker.from_env()
    try:
        for cid in ids:
            try:
                client.api.remove_container(cid, force=True, v=True)
            except docker.errors.NotFound:
                pass
    finally:
        client.close()


def interrupted_reduction(image: str, folder: Path, delay: float, jobs: int = 2) -> Interrupted:
    """Start a reduction in `folder` with `--sandbox docker -j JOBS`, send SIGINT
    `delay` seconds after its first container appeared, wait for trail to exit and
    count its containers left (then remove them, so that one leak does not spill
    into the next run)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "in.txt").write_text(INPUT)
    token = f"trail-interrupt-{uuid.uuid4().hex[:12]}"
    env = dict(os.environ, PYTHONPATH=str(RUNNER))
    trail = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "-q", "--jobs", str(jobs), "--verify", "3",
         "--sandbox", "docker", "--image", image, "--oracle", ORACLE.format(token=token),
         "--out", str(folder / "out"), "in.txt"],
        cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        # The clock starts at the run's first container: a signal during Python's own
        # start-up, before trail's handler, would test the interpreter, not trail.
        while not token_containers(token) and trail.poll() is None:
            time.sleep(0.05)
        time.sleep(delay)
        trail.send_signal(signal.SIGINT)
        _, err = trail.communicate(timeout=120)
    finally:
        if trail.poll() is None:
            trail.kill()
            trail.wait()
    left = token_containers(token)
    states = container_states(left)
    remove(left)
    return Interrupted(trail.returncode, len(left), err, states)


def container_states(ids: list[str]) -> tuple[str, ...]:
    """Each container's state (created, running, exited, removing...) and when it was
    created, started and finished: which path of trail's cleanup missed a leak."""
    import docker

    client = docker.from_env()
    try:
        states = []
        for cid in ids:
            try:
                info = client.api.inspect_container(cid)
            except docker.errors.NotFound:
                states.append(f"{cid[:12]} gone since")
                continue
            state = info["State"]
            states.append(f"{cid[:12]} {state['Status']} created {info['Created']} "
                          f"started {state['StartedAt']} finished {state['FinishedAt']}")
        return tuple(states)
    finally:
        client.close()
