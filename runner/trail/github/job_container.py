"""Whether the runner still follows a step it started in a job container.

A runner that runs the job in a container (act's default, GitHub's `container:` jobs)
starts each step with `docker exec` and reads its output through the engine. Killed
outright, it tells the step nothing: the step keeps its parent (the engine's shim,
outside the container's PID namespace), its standard input is /dev/null, and the
engine goes on draining its output. What does change is the engine's record of the
exec: once the step has written to both its standard output and its standard error
after the runner died, the engine has failed to pass both on and marks the exec as no
longer running (one stream alone is not enough: the exec's attach ends when both
copies have). So a step in a job container writes a heartbeat to both (`::debug::`,
which a runner shows only when debugging) and asks the engine whether an exec that
ran it still runs.

Which container this is, prepare.sh found (run.pidns); it needs the engine's socket,
which act and GitHub give a job container.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import docker
import docker.errors
import requests

CONTAINER_ID = re.compile(r"[0-9a-f]{64}")


def container_in(place: str) -> str | None:
    """The container's id in run.pidns's `PIDNS WHERE` (WHERE: a container's id, or the
    machine's host name outside a container)."""
    fields = place.split()
    return fields[1] if len(fields) == 2 and CONTAINER_ID.fullmatch(fields[1]) else None


@dataclass(frozen=True)
class ExecWatch:
    """The execs that ran in the step's container when it started, one of them the
    step's own (a runner runs one step of a job at a time)."""

    client: docker.DockerClient
    execs: tuple[str, ...]

    @classmethod
    def open(cls, container: str) -> ExecWatch | None:
        """None when the engine cannot be asked, or nothing runs by `docker exec`."""
        try:
            client = docker.from_env(timeout=10)
            execs = client.api.inspect_container(container).get("ExecIDs") or ()
            running = tuple(e for e in execs if client.api.exec_inspect(e).get("Running"))
        except (docker.errors.DockerException, requests.exceptions.RequestException):
            return None
        return cls(client, running) if running else None

    def followed(self) -> bool:
        """False once the engine ran none of the execs on: their runner is gone. An
        engine that does not answer says nothing either way."""
        for exec_id in self.execs:
            try:
                if self.client.api.exec_inspect(exec_id).get("Running"):
                    return True
            except docker.errors.NotFound:
                continue
            except (docker.errors.DockerException, requests.exceptions.RequestException):
                return True
        return False
