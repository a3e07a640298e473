"""A step in a job container sees its runner die through the engine's record of its exec.

The runner here is a `docker exec` client, killed with SIGKILL as act would be; the
step writes a line to each of its streams now and then, as the run step's heartbeat
does.
"""

from __future__ import annotations

import subprocess
import time

import pytest
from trail.github.job_container import ExecWatch, container_in

ID = "3ba8ca0dd6d113a48ce16552fbaf42f346b04de865f5402ca796fedecbaae581"


def test_the_container_is_read_from_where_prepare_sh_says_the_job_runs():
    assert container_in(f"pid:[4026532571] {ID}\n") == ID
    assert container_in("pid:[4026531836] vm\n") is None  # on a machine: its host name
    assert container_in("") is None


@pytest.fixture
def container(docker_image):
    started = subprocess.run(["docker", "run", "-d", "--rm", docker_image, "sleep", "120"],
                             capture_output=True, text=True, check=True)
    container = started.stdout.strip()
    yield container
    subprocess.run(["docker", "rm", "-f", container], capture_output=True)


@pytest.mark.docker
def test_a_step_whose_exec_client_is_killed_is_no_longer_followed(container):
    assert ExecWatch.open(container) is None  # nothing runs by `docker exec` yet
    runner = subprocess.Popen(
        ["docker", "exec", container, "sh", "-c",
         "while :; do echo beat; echo beat >&2; sleep 0.2; done"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        watch = None
        while watch is None and time.monotonic() < deadline:
            watch = ExecWatch.open(container)
            time.sleep(0.1)
        assert watch is not None and watch.followed()
        time.sleep(1)
        assert watch.followed()  # a runner alive reads every beat
        runner.kill()
        runner.wait()
        deadline = time.monotonic() + 10
        while watch.followed() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not watch.followed()
        # The step itself runs on: only a heartbeat's check stops it.
        top = subprocess.run(["docker", "top", container], capture_output=True, text=True)
        assert "while :" in top.stdout
    finally:
        runner.kill()
