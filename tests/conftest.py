"""Shared test set-up: import trail from this checkout, run the CLI as a subprocess."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "runner"
sys.path.insert(0, str(RUNNER))
_imported = sys.modules.get("trail")
if _imported is not None and not str(_imported.__file__).startswith(str(RUNNER)):
    raise pytest.UsageError(
        f"trail was imported from {_imported.__file__} before this checkout's conftest.py "
        f"ran: the tests would run that copy. Run them without `-p trail.pytest_plugin` "
        f"(pyproject.toml's addopts keeps the plugin out), or `pip install -e .` here.")

# A shell that starts the suite in the background (`pytest &`, nohup) ignores SIGINT in
# it, and every trail the tests start would inherit that: the tests that press Ctrl-C
# would then test nothing. Take Python's own handler back, which children do not keep.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


# pytest-xdist spreads the suite over workers (pyproject.toml's addopts), one test at a
# time, except the modules that share the machine's state: they run on one worker, one
# test after another. Those are the modules with Docker tests (act's images are tagged and
# untagged per module; one engine, whose prune tests remove what they find) and those
# that kill runs in namespaces or sweep every dead run's cgroups. The list is by module
# because the scheduler sees only node ids; the collection check below keeps it whole.
MACHINE_WIDE = frozenset({
    "test_action_act.py", "test_action_cancel.py", "test_action_killed_act.py",
    "test_action_ns_act.py", "test_action_security_act.py", "test_dask.py",
    "test_docker_cleanup.py", "test_docker_cli.py", "test_docker_env.py",
    "test_docker_sandbox.py", "test_dockerfile.py", "test_example_workflows.py",
    "test_github_action.py", "test_handoff_sandboxes.py", "test_job_container.py",
    "test_kill_anywhere.py", "test_leftovers.py", "test_ns_sandbox.py", "test_oracle_env.py",
    "test_reproduce_portable.py"})


def _module(nodeid: str) -> str:
    return nodeid.split("::", 1)[0].rsplit("/", 1)[-1]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    stray = sorted({_module(item.nodeid) for item in items if item.get_closest_marker("docker")}
                   - MACHINE_WIDE)
    if stray:
        raise pytest.UsageError(f"Docker tests in {', '.join(stray)}: add the module to "
                                "MACHINE_WIDE in tests/conftest.py")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """xdist's scope scheduler with one scope for the machine-wide modules and one per
    test elsewhere; the largest scope goes first, so the long serial run starts at once."""
    from xdist.scheduler import LoadScopeScheduling

    class MachineWideFirst(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "machine-wide" if _module(nodeid) in MACHINE_WIDE else nodeid

    return MachineWideFirst(config, log)


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


def interrupt_parallel_hang(cwd: Path, sandbox_args: list[str], sleep: str,
                            running: Callable[[], int],
                            on_failure: Callable[[], None] = lambda: None) -> dict:
    """`trail delta -j2` in a sandbox, on in.txt (5 lines) with an oracle that fails on
    the original at once and hangs on every smaller candidate in `sleep`; Ctrl-C once
    `running()` counts two hanging tests. Checks exit 130 and returns report.json.
    `on_failure` cleans up after a trail that had to be killed."""
    oracle = f"test $(wc -l < {{}}) -eq 5 && exit 3; {sleep}"
    trail = subprocess.Popen(
        [sys.executable, "-m", "trail", "delta", "-q", "--jobs", "2", "--test-timeout", "120",
         *sandbox_args, "--oracle", oracle, "in.txt"],
        cwd=cwd, env=trail_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while running() < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert running() == 2, "two tests should be running"
        trail.send_signal(signal.SIGINT)
        _, err = trail.communicate(timeout=60)
    finally:
        if trail.poll() is None:
            trail.kill()
            on_failure()
    assert trail.returncode == 130, err
    report = json.loads((cwd / "trail-out" / "report.json").read_text())
    assert report["status"] == "interrupted"
    return report


# -- Browser tests ------------------------------------------------------------------
# Tests marked `browser` load report.html in headless Chromium. Without it they skip on
# a workstation but fail in CI (CI=true), as the Docker tests do.


@pytest.fixture(scope="module")
def act_images(tmp_path_factory):
    """The act tests' job image and env base (act_harness.build_images), for a module."""
    from act_harness import build_images  # only the act tests load the harness

    yield from build_images(tmp_path_factory.mktemp("images"))


@pytest.fixture(scope="module")
def act_ns_images(tmp_path_factory):
    """The same, with a job image that can make namespaces (build_ns_images)."""
    from act_harness import build_ns_images

    yield from build_ns_images(tmp_path_factory.mktemp("images"))


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
