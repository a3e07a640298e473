"""Shared test set-up: import trail from this checkout, run the CLI as a subprocess."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "runner"
sys.path.insert(0, str(RUNNER))


def trail_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(RUNNER) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra or {})
    return env


def run_trail(*args: str, cwd: str | Path | None = None, env: dict[str, str] | None = None,
              timeout: float = 300, input: bytes | None = None) -> subprocess.CompletedProcess:
    """Run `python -m trail ARGS` from this checkout and capture its output as text."""
    return subprocess.run(
        [sys.executable, "-m", "trail", *args],
        cwd=cwd, env=trail_env(env), capture_output=True, timeout=timeout, input=input,
    )


@pytest.fixture
def trail():
    return run_trail


# -- Browser tests ------------------------------------------------------------------
# Tests marked `browser` load report.html in headless Chromium. Without it they skip on
# a workstation but fail in CI (CI=true), as the Docker tests do.


@pytest.fixture(scope="session")
def chromium() -> str:
    """The path of Debian's `chromium`."""
    path = shutil.which("chromium")
    if path is None:
        why = "report.html is checked in headless chromium: apt-get install chromium"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI needs chromium: {why}")
        pytest.skip(why)
    return path


# -- Docker tests -------------------------------------------------------------------
# Tests marked `docker` run real containers of the offline base image. Without an
# engine they skip on a workstation but fail in CI (CI=true), so CI cannot go green
# without having run them.

BASE_IMAGE = "trail-base:bookworm"


@pytest.fixture(scope="session")
def docker_image() -> str:
    """The base image tag, built by scripts/build-base-image.sh when missing."""
    from trail.sandbox.docker import DockerSandboxError, connect

    try:
        connect().close()
    except DockerSandboxError as exc:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI needs Docker: {exc}")
        pytest.skip(str(exc))
    built = subprocess.run(["bash", str(ROOT / "scripts" / "build-base-image.sh"), BASE_IMAGE],
                           capture_output=True, text=True)
    if built.returncode != 0:
        pytest.fail(f"building {BASE_IMAGE} failed:\n{built.stdout}{built.stderr}")
    return BASE_IMAGE


def run_containers(run_id: str, status: str | None = None) -> int:
    """How many containers carry the label trail.run=RUN_ID (optionally: in this status)."""
    import docker
    from trail.sandbox.docker import RUN_LABEL

    filters = {"label": f"{RUN_LABEL}={run_id}", **({"status": status} if status else {})}
    client = docker.from_env()
    try:
        return len(client.api.containers(all=True, filters=filters))
    finally:
        client.close()
