"""End to end under act: a runner killed with `kill -9` takes its step's reduction with it.

act runs the job on this machine here (`-P ubuntu-latest=-self-hosted`), as a
self-hosted runner would: the step's process is act's child. In a job container
(act_harness's other tests) nothing inside learns that act died, since a `docker exec`
runs on without its client; a runner on a machine is what this checks. The oracle
writes down when each of its runs starts and where: that, not trail's word, says
when the last one ran.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path

import pytest
from act_harness import act_command, build_images, make_repo
from conftest import ROOT
from github_fake import FakeGitHub

pytestmark = pytest.mark.docker


@pytest.fixture(scope="module")
def images(tmp_path_factory):
    yield from build_images(tmp_path_factory.mktemp("images"))


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


def test_kill_9_of_the_runner_stops_the_reduction_within_10_s(images, tmp_path):
    runs = tmp_path / "runs.log"
    lines = [f"line {i}\n" for i in range(300)]
    lines[211] = "needle\n"
    workflow = WORKFLOW.replace("RUNS", str(runs)).replace("REPO", str(tmp_path / "repo"))
    repo = make_repo(tmp_path, {"test.yml": workflow}, {"big.txt": "".join(lines)})
    payload = json.loads((ROOT / "tests/data/github_events/pull_request.json").read_text())
    workspace = None
    with FakeGitHub("octo/proj") as fake:
        command = act_command(repo, "pull_request", payload, fake, job_image="-self-hosted")
        act = subprocess.Popen(command, cwd=repo, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
        said: list[str] = []  # read as it comes: a full pipe would stall act, and the step
        reader = threading.Thread(target=lambda: said.extend(act.stdout), daemon=True)
        reader.start()
        try:
            deadline = time.monotonic() + 600
            while time.monotonic() < deadline and act.poll() is None and (
                    not runs.exists() or len(runs.read_text().splitlines()) < 8):
                time.sleep(0.2)
            assert runs.exists() and len(runs.read_text().splitlines()) >= 8, \
                "".join(said)[-6000:]
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
                "".join(said)[-3000:],
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
