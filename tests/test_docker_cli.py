"""`trail delta --sandbox docker` end to end: fresh state, reproduce.sh, errors, Ctrl-C."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import pytest
from conftest import interrupt_parallel_hang, run_containers, trail_env
from trail.sandbox.docker import RUN_LABEL, remove_labelled

pytestmark = pytest.mark.docker

INPUT = b"alpha\nbeta\nBOOM\ngamma\ndelta\n"


def delta(tmp_path, *args: str, sandbox: tuple[str, ...]) -> tuple[subprocess.CompletedProcess,
                                                                   dict | None]:
    (tmp_path / "in.txt").write_bytes(INPUT)
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "-q", "--verify", "3", "--jobs", "2",
         *sandbox, *args, "in.txt"],
        cwd=tmp_path, env=trail_env(), capture_output=True, text=True, timeout=240)
    report = tmp_path / "trail-out" / "report.json"
    return done, json.loads(report.read_text()) if report.exists() else None


def test_state_left_in_tmp_misleads_a_shared_run_but_not_fresh_containers(tmp_path,
                                                                         docker_image):
    # The oracle leaves a marker in /tmp and, like a stale cache, passes once it is there.
    marker = f"/tmp/trail-pollution-{uuid.uuid4().hex[:8]}"
    oracle = f"test -e {marker} && exit 0; touch {marker}; grep -q BOOM {{}} && exit 3; exit 0"
    (tmp_path / "local").mkdir()
    try:
        local, local_report = delta(tmp_path / "local", "--oracle", oracle, sandbox=())
    finally:
        if os.path.exists(marker):
            os.unlink(marker)
    assert local.returncode == 1, local.stderr  # not verified: the result no longer fails
    assert (tmp_path / "local" / "trail-out" / "in.txt").read_bytes() == INPUT  # nothing removed
    assert local_report["verification"] == {"runs": 3, "failed": 0, "verified": False}

    (tmp_path / "docker").mkdir()
    done, report = delta(tmp_path / "docker", "--oracle", oracle,
                         sandbox=("--sandbox", "docker", "--image", docker_image))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "docker" / "trail-out" / "in.txt").read_bytes() == b"BOOM"
    assert report["verification"] == {"runs": 3, "failed": 3, "verified": True}
    assert report["sandbox"]["image"] == docker_image
    assert report["sandbox"]["image_id"].startswith("sha256:")
    assert run_containers(report["sandbox"]["run_id"]) == 0
    assert not os.path.exists(marker)  # the containers never touched the host's /tmp

    repro = tmp_path / "docker" / "trail-out" / "reproduce.sh"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    ran = subprocess.run(["sh", str(repro)], cwd=elsewhere, capture_output=True, timeout=60)
    assert ran.returncode == 1, ran.stderr  # the failure reproduces
    assert "docker run --rm" in repro.read_text()
    assert run_containers("reproduce") == 0


def test_oracle_script_runs_inside_the_container(tmp_path, docker_image):
    script = tmp_path / "check.sh"
    script.write_text("#!/bin/sh\ngrep -q BOOM \"$1\" || exit 0\necho crashed >&2\nexit 4\n")
    script.chmod(0o755)
    done, report = delta(tmp_path, "--oracle-script", str(script),
                         sandbox=("--sandbox", "docker", "--image", docker_image))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "trail-out" / "in.txt").read_bytes() == b"BOOM"
    script.unlink()  # reproduce.sh carries the script itself
    ran = subprocess.run(["sh", str(tmp_path / "trail-out" / "reproduce.sh")],
                         capture_output=True, text=True, timeout=60)
    assert (ran.returncode, ran.stderr) == (1, "crashed\n")


@pytest.mark.parametrize("args, message", [
    (("--sandbox", "docker"),
     "trail: error: --sandbox docker needs --image IMAGE (build one with `trail env build`)\n"),
    (("--sandbox", "docker", "--image", "trail-no-such-image:1"),
     "trail: error: image 'trail-no-such-image:1' not found: "
     "build it with `trail env build` or `docker build`\n"),
])
def test_sandbox_errors_are_one_line(tmp_path, docker_image, args, message):
    done, _ = delta(tmp_path, "--oracle", "cat {}", sandbox=args)
    assert (done.returncode, done.stderr) == (2, message)


def test_oracle_missing_in_the_image(tmp_path, docker_image):
    done, _ = delta(tmp_path, "--oracle", "trail-no-such-tool {}",
                    sandbox=("--sandbox", "docker", "--image", docker_image))
    assert (done.returncode, done.stderr) == (2, (
        f"trail: error: the oracle's command is missing in image '{docker_image}' "
        "(exit 127: /bin/sh: 1: trail-no-such-tool: not found): "
        "install it in the image (trail env build --setup ...) or fix --oracle\n"))


def test_no_engine(tmp_path, docker_image):
    (tmp_path / "in.txt").write_bytes(INPUT)
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "--sandbox", "docker", "--image", docker_image,
         "--oracle", "cat {}", "in.txt"], cwd=tmp_path, capture_output=True, text=True,
        env=trail_env({"DOCKER_HOST": "tcp://127.0.0.1:9"}), timeout=60)
    assert done.returncode == 2
    assert done.stderr == ("trail: error: no Docker Engine at tcp://127.0.0.1:9: "
                           "start dockerd or set DOCKER_HOST\n")


def test_ctrl_c_in_a_parallel_run_leaves_no_container(tmp_path, docker_image):
    (tmp_path / "in.txt").write_bytes(INPUT)
    # Fails on the original input at once; every smaller candidate hangs.
    report = interrupt_parallel_hang(
        tmp_path, ["--sandbox", "docker", "--image", docker_image], "sleep 60",
        sleeping_tests, on_failure=lambda: remove_labelled(RUN_LABEL))  # leave none behind
    assert run_containers(report["sandbox"]["run_id"]) == 0


def sleeping_tests() -> int:
    """Running trail containers whose oracle is in `sleep` (not those started ahead)."""
    import docker

    client = docker.from_env()
    try:
        count = 0
        for item in client.api.containers(filters={"label": RUN_LABEL, "status": "running"}):
            try:
                processes = client.api.top(item["Id"])["Processes"] or []
            except docker.errors.APIError:
                continue  # it ended meanwhile
            count += any(row[-1].startswith("sleep ") for row in processes)
        return count
    finally:
        client.close()


def test_a_folder_input_reduces_in_containers_and_reproduces(tmp_path, docker_image):
    project = tmp_path / "proj"
    (project / "sub").mkdir(parents=True)
    for i in range(4):
        (project / f"f{i}.txt").write_text(f"file {i}\n")
    (project / "sub" / "bad.txt").write_text("ok\nBOOM\n")
    done = subprocess.run(
        [sys.executable, "-m", "trail", "delta", "-q", "--verify", "2", "--sandbox", "docker",
         "--image", docker_image, "--oracle", "grep -rq BOOM {} && exit 3; exit 0", "proj"],
        cwd=tmp_path, env=trail_env(), capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    out = tmp_path / "trail-out" / "proj"
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*")) == ["sub", "sub/bad.txt"]
    assert (out / "sub" / "bad.txt").read_bytes() == b"BOOM"
    ran = subprocess.run(["sh", str(tmp_path / "trail-out" / "reproduce.sh")],
                         capture_output=True, timeout=60)
    assert ran.returncode == 1, ran.stderr
