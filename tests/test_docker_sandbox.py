"""DockerSandbox on a real engine: delivery, limits, timeouts, errors, reproduce lines."""

from __future__ import annotations

import os
import shlex
import subprocess
import time

import docker
import pytest
from conftest import run_containers
from trail.core.outcome import Convention, Outcome, classify_exit
from trail.oracle.call import Delivery, InputKind, OracleCall
from trail.sandbox.docker import (
    DockerSandbox,
    EngineUnavailable,
    ImageMissing,
    Limits,
)

pytestmark = pytest.mark.docker

# Run here with this file's `sandbox`: how every image sandbox delivers a candidate.
from image_sandbox_contract import (  # noqa: E402, F401
    test_as_name_lands_in_the_image_working_directory,
    test_directory_candidate_is_unpacked_to_a_folder,
    test_oracle_missing_in_the_image_is_named,
    test_path_keeps_the_file_name_and_sets_trail_candidate,
    test_stdin_delivery,
)


@pytest.fixture
def sandbox(docker_image):
    box = DockerSandbox(docker_image)
    yield box
    box.close()
    assert run_containers(box.run_id) == 0


def test_candidate_at_path_with_exit_status_and_both_streams(sandbox):
    result = sandbox.run(OracleCall("cat {}; echo oops >&2; exit 3", b"hello\n", "in.txt"))
    assert (result.exit_status, result.stdout, result.stderr) == (3, b"hello\n", b"oops\n")
    assert not result.timed_out and result.error is None
    assert run_containers(sandbox.run_id, "exited") == 0  # removed right after the call


def test_the_next_container_is_started_ahead_and_only_with_prestart(docker_image):
    for prestart in (True, False):
        box = DockerSandbox(docker_image, prestart=prestart)
        try:
            for _ in range(3):
                assert box.run(OracleCall("true", b"", "x")).exit_status == 0
            deadline = time.monotonic() + 30
            while prestart and run_containers(box.run_id, "running") == 0:
                assert time.monotonic() < deadline, "no container was started ahead"
                time.sleep(0.05)
            # One container waits for the next call (and only that one), or none.
            assert run_containers(box.run_id) == run_containers(box.run_id, "running") == prestart
        finally:
            box.close()
        assert run_containers(box.run_id) == 0


def test_env_and_oracle_script(docker_image):
    script = "#!/bin/sh\ngrep -q boom \"$1\" && { echo \"$GREETING\"; exit 3; }\nexit 0\n"
    box = DockerSandbox(docker_image, oracle_script=script)
    try:
        call = OracleCall('"$TRAIL_ORACLE" {}', b"a boom b\n", "x.txt", env={"GREETING": "hi"})
        result = box.run(call)
        assert (result.exit_status, result.stdout) == (3, b"hi\n")
    finally:
        box.close()


def test_each_call_gets_a_fresh_container(sandbox):
    first = sandbox.run(OracleCall("touch /tmp/left-behind; ls /tmp", b"", "x"))
    second = sandbox.run(OracleCall("ls /tmp; hostname", b"", "x"))
    assert first.stdout == b"left-behind\ntrail\n"
    assert second.stdout.splitlines()[0] == b"trail"
    assert b"left-behind" not in second.stdout


def test_a_candidate_that_cannot_be_placed_is_a_sandbox_error(sandbox):
    result = sandbox.run(OracleCall("cat {}", b"x", "no/such/dir/x", delivery=Delivery.AS_NAME))
    assert result.error == ("could not place the candidate in the container: "
                            "sh: 1: cannot create /no/such/dir/x: Directory nonexistent")


def test_network_is_off_by_default(sandbox):
    probe = ("python3 -c 'import socket; socket.create_connection((\"10.255.255.1\", 80), "
             "timeout=3)'")
    result = sandbox.run(OracleCall(probe, b"", "x"))
    assert result.exit_status == 1
    assert result.stderr.strip().splitlines()[-1] == b"OSError: [Errno 101] Network is unreachable"
    assert sandbox.run(OracleCall("ls /sys/class/net", b"", "x")).stdout == b"lo\n"


def test_network_can_be_allowed(docker_image):
    box = DockerSandbox(docker_image, limits=Limits(network="bridge"))
    try:
        assert box.run(OracleCall("ls /sys/class/net", b"", "x")).stdout == b"eth0\nlo\n"
    finally:
        box.close()


def test_pids_limit_applies(sandbox):
    read = "cat /sys/fs/cgroup/pids/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids.max"
    assert sandbox.run(OracleCall(read, b"", "x")).stdout == b"512\n"


def test_timeout_kills_the_container_and_is_unresolved(sandbox):
    result = sandbox.run(OracleCall("sleep 30", b"", "x", timeout=1.0))
    assert result.timed_out and result.exit_status is None
    assert result.duration < 10
    assert classify_exit(result.exit_status, Convention.BISECT) is Outcome.UNRESOLVED
    assert run_containers(sandbox.run_id, "exited") == 0


def test_memory_limit_kill_is_unresolved(docker_image):
    box = DockerSandbox(docker_image, limits=Limits(memory="32m"))
    try:
        result = box.run(OracleCall("python3 -c 'b = b\"x\" * (256 << 20)'", b"", "x", timeout=30))
    finally:
        box.close()
    assert (result.exit_status, result.signal, result.timed_out) == (None, 9, False)
    assert classify_exit(result.exit_status, Convention.INTERESTING_ZERO) is Outcome.UNRESOLVED


def test_describe_names_image_id_and_limits(sandbox, docker_image):
    info = sandbox.describe()
    image_id = docker.from_env().api.inspect_image(docker_image)["Id"]
    assert info == {
        "name": "docker", "image": docker_image, "image_id": image_id,
        "isolation": "fresh container per test, started ahead", "run_id": sandbox.run_id,
        "limits": {"memory": "2g", "pids": 512, "cpus": 1.0, "network": "none"},
        "engine": os.environ.get("DOCKER_HOST", "unix:///var/run/docker.sock"),
    }


def test_no_engine_message(monkeypatch, docker_image):
    monkeypatch.setenv("DOCKER_HOST", "unix:///tmp/trail-no-engine.sock")
    with pytest.raises(EngineUnavailable) as caught:
        DockerSandbox(docker_image)
    assert str(caught.value) == (
        "no Docker Engine at unix:///tmp/trail-no-engine.sock: start dockerd or set DOCKER_HOST")


def test_missing_image_message(docker_image):
    with pytest.raises(ImageMissing) as caught:
        DockerSandbox("trail-no-such-image:1")
    assert str(caught.value) == (
        "image 'trail-no-such-image:1' not found: "
        "build it with `trail env build` or `docker build`")





REPRO = """\
dir=$(mktemp -d)
mkdir "$dir/work"
TRAIL_CANDIDATE="$dir/work/in.txt"; export TRAIL_CANDIDATE
printf %s "$1" > "$TRAIL_CANDIDATE"
{run} >"$dir/stdout" 2>"$dir/stderr"
status=$?
cat "$dir/stdout"; rm -rf "$dir"; exit $status
"""


@pytest.mark.parametrize("delivery", [Delivery.PATH, Delivery.STDIN, Delivery.AS_NAME])
def test_reproduce_wrap_gives_the_sandbox_result(sandbox, delivery):
    command = {Delivery.PATH: 'grep -c boom "$TRAIL_CANDIDATE" && exit 3',
               Delivery.STDIN: "grep -c boom && exit 3",
               Delivery.AS_NAME: "grep -c boom in.txt && exit 3"}[delivery]
    wrap = sandbox.reproduce_wrap(delivery, InputKind.FILE, "in.txt", test_timeout=20)
    script = REPRO.format(run=wrap.format(command=shlex.quote(command)))
    for content, status, out in [("a boom", 3, "1\n"), ("calm", 1, "0\n")]:
        done = subprocess.run(["sh", "-c", script, "sh", content], capture_output=True,
                              text=True, timeout=60)
        assert (done.returncode, done.stdout) == (status, out)
    assert run_containers("reproduce") == 0
