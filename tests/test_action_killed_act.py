"""End to end under act: a runner killed with `kill -9` takes its step's reduction with it.

Once with the job on this machine (`-P ubuntu-latest=-self-hosted`), as a self-hosted
runner runs it: the step's process is act's child, and is orphaned. Once in a job
container, act's default: the step is a `docker exec`, which runs on without its
client; what changes is the engine's record of the exec (github/job_container.py).
The oracle writes down when each of its runs starts: that, not trail's word, says
when the last one ran; this machine's /proc, which shows the job container's
processes too, says what still runs.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from pathlib import Path

import pytest
from act_harness import (
    ActInBackground,
    act_command,
    docker_cli,
    make_repo,
    run_act,
    start_act,
)
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker



WORKFLOW = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: cp -a REPO/. .  # checkout: act's workspace on the machine starts empty
      - uses: ./
        with:
          sandbox: local
          input: big.txt
          oracle: 'echo "$(date +%s.%N) $PWD" >> RUNS; sleep 0.3; ! grep -q needle {}'
          comment: 'false'
"""


def _running(marker: str) -> dict[int, str]:
    """The processes whose command line holds `marker`: pid -> command line."""
    found = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
        except OSError:
            continue
        if marker.encode() in cmdline:
            found[int(pid)] = cmdline.decode(errors="replace")
    return found


def _wait_for_oracle_runs(started: ActInBackground, runs: Path) -> None:
    """Until the oracle has run 8 times (its runs log a line each): a reduction under way."""
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and started.process.poll() is None and (
            not runs.exists() or len(runs.read_text().splitlines()) < 8):
        time.sleep(0.2)
    assert runs.exists() and len(runs.read_text().splitlines()) >= 8, started.output()[-6000:]


def test_kill_9_of_the_runner_stops_the_reduction_within_10_s(act_images, tmp_path):
    runs = tmp_path / "runs.log"
    lines = [f"line {i}\n" for i in range(300)]
    lines[211] = "needle\n"
    workflow = WORKFLOW.replace("RUNS", str(runs)).replace("REPO", str(tmp_path / "repo"))
    repo = make_repo(tmp_path, {"test.yml": workflow}, {"big.txt": "".join(lines)})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    workspace = None
    with FakeGitHub("octo/proj") as fake:
        command = act_command(repo, "pull_request", payload, fake, job_image="-self-hosted")
        started = start_act(command, repo)
        act = started.process
        try:
            _wait_for_oracle_runs(started, runs)
            act.kill()  # SIGKILL: the runner gets no say
            killed = time.time()
            act.wait()
            workspace = Path(runs.read_text().split()[1])
            stopped = time.monotonic() + 30
            while _running(str(runs)) and time.monotonic() < stopped:
                time.sleep(0.2)
            assert _running(str(runs)) == {}  # trail and its oracle are gone
            last_run = max(float(line.split()[0]) for line in runs.read_text().splitlines())
            assert last_run - killed < 10
            # trail kept its best result so far in the workspace.
            out = workspace / "trail-out" / "trail-test"
            assert (out / "report.json").is_file(), (
                started.output()[-3000:],
                sorted(str(p) for p in workspace.rglob("*") if "trail" in str(p))[:40])
            report = json.loads((out / "report.json").read_text())
            assert report["status"] == "interrupted"
            kept = (out / "big.txt").read_text()
            assert "needle" in kept and len(kept) < len("".join(lines))
        finally:
            if act.poll() is None:
                act.kill()
            if workspace is not None and workspace.name == "hostexecutor":
                shutil.rmtree(workspace.parent, ignore_errors=True)  # act's, left by the kill
            for pid in _running(str(runs)):
                os.kill(pid, signal.SIGKILL)


IN_A_CONTAINER = """\
on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          sandbox: local
          input: big.txt
          oracle: 'date +%s.%N >> RUNS; ORACLE'
          comment: 'false'
"""


def _running_in(container: str, marker: str) -> str:
    """The command lines in `container` that hold `marker` (hex-encoded here, so that
    the looking process's own does not)."""
    looked = docker_cli(
        "exec", container, "python3", "-c",
        "import glob, sys\n"
        "m = bytes.fromhex(sys.argv[1])\n"
        "for f in glob.glob('/proc/[0-9]*/cmdline'):\n"
        "    try: c = open(f, 'rb').read()\n"
        "    except OSError: continue\n"
        "    if m in c: print(c.replace(b'\\0', b' ').decode())\n",
        marker.encode().hex())
    assert looked.returncode == 0, looked.stderr.decode()
    return looked.stdout.decode()


def test_kill_9_of_act_stops_the_reduction_in_its_job_container_and_the_next_run_clears_it(
        act_images, tmp_path):
    # The failure needs all 30 needles: a reduction of hundreds of tests, which
    # outlasts the test by far.
    lines = [f"{'needle' if 100 <= i < 130 else 'line'} {i}\n" for i in range(300)]
    runs = tmp_path / "repo" / "runs.log"  # in the workspace, which --bind shares
    workflow = IN_A_CONTAINER.replace("RUNS", str(runs))
    repo = make_repo(tmp_path, {"test.yml": workflow.replace(
        "ORACLE", 'sleep 0.3; test "$(grep -c needle {})" -lt 30')},
                     {"big.txt": "".join(lines)})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    container = ""
    with FakeGitHub("octo/proj") as fake:
        started = start_act(act_command(repo, "pull_request", payload, fake), repo)
        act = started.process
        try:
            _wait_for_oracle_runs(started, runs)
            # The job's container: the one that binds the workspace.
            container = docker_cli("ps", "-q", "--no-trunc", "--filter",
                                   f"volume={repo}").stdout.decode().strip()
            assert len(container.split()) == 1, container
            act.kill()  # SIGKILL: the runner gets no say
            killed = time.time()
            act.wait()
            stopped = time.monotonic() + 30
            while _running(str(runs)) and time.monotonic() < stopped:
                time.sleep(0.2)
            assert _running(str(runs)) == {}  # trail and its oracle are gone
            last_run = max(float(line) for line in runs.read_text().splitlines())
            assert last_run - killed < 10
            # act left its job container running: nothing of the reduction runs in it.
            up = docker_cli("inspect", "-f", "{{.State.Running}}", container)
            assert up.stdout.decode().strip() == "true"
            assert _running_in(container, str(runs)) == ""
            out = repo / "trail-out" / "trail-test"
            report = json.loads((out / "report.json").read_text())
            assert report["status"] == "interrupted", (report["status"], report["tests"])
            kept = (out / "big.txt").read_text()
            assert kept.count("needle") == 30 and len(kept) < len("".join(lines))

            # The next run of the job (a short one): its own run goes through, and nothing
            # of the killed one is left (act replaces the job's container; prepare.sh the
            # rest).
            (repo / ".github/workflows/test.yml").write_text(
                workflow.replace("ORACLE", "! grep -q needle {}"))
            (repo / "big.txt").write_text("needle\n")
            again = run_act(repo, "pull_request", payload, fake)
            assert again.returncode == 0, again.stdout[-6000:] + again.stderr[-3000:]
            assert docker_cli("ps", "-aq", "--filter", f"id={container}").stdout.strip() == b""
            assert docker_cli("ps", "-aq", "--filter", f"volume={repo}").stdout.strip() == b""
            assert "what a killed run left" in again.stdout
            assert not any((repo / ".trail-action").glob("*"))
            assert _running(str(runs)) == {}
        finally:
            if act.poll() is None:
                act.kill()
            for pid in _running(str(runs)):
                os.kill(pid, signal.SIGKILL)
            for left in docker_cli("ps", "-aq", "--filter",
                                   f"volume={repo}").stdout.decode().split():
                docker_cli("rm", "-f", left)
