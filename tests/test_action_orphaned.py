"""A runner killed outright sends its step no cancel: the step stops all the same.

The run step's process (`python -m trail action run`) is started by a stand-in for the
runner, a shell, which is then killed with SIGKILL, as `kill -9` of a runner would. The
step, orphaned, stops its reduction within 10 s, keeps the best result so far in the
workspace, and exits. The oracle writes down when each of its runs starts: that, not
trail's word, says when the last one ran.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from conftest import RUNNER

ORACLE = 'date +%s.%N >> "$RUNS"; sleep 0.3; ! grep -q needle {}'


def _environ(workspace: Path) -> dict[str, str]:
    state = workspace / ".trail-action" / "1-1-test"
    state.mkdir(parents=True)
    return {"PATH": os.environ["PATH"], "PYTHONPATH": str(RUNNER),
            "GITHUB_WORKSPACE": str(workspace), "GITHUB_REPOSITORY": "octo/proj",
            "GITHUB_RUN_ID": "1", "GITHUB_JOB": "test", "TRAIL_ACTION_STATE": str(state),
            "RUNS": str(workspace / "runs.log"),
            "INPUT_MODE": "minimize", "INPUT_SANDBOX": "local", "INPUT_INPUT": "big.txt",
            "INPUT_ORACLE": ORACLE, "INPUT_COMMENT": "false",
            "INPUT_ARTIFACT_NAME": "trail-test", "INPUT_OUT": "trail-out/trail-test",
            "INPUT_GITHUB_TOKEN": "ghs_FAKE", "INPUT_API_URL": "http://127.0.0.1:9"}


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


def test_a_step_whose_runner_is_killed_stops_within_10_s_with_its_best_so_far(tmp_path):
    lines = [f"line {i}\n" for i in range(300)]
    lines[211] = "needle\n"
    (tmp_path / "big.txt").write_text("".join(lines))
    pid_file = tmp_path / "step.pid"
    # The runner: it starts the step and waits for it, as the runner waits for a step.
    runner = subprocess.Popen(
        ["sh", "-c", f'"$0" -m trail action run & echo $! > {pid_file}; wait',
         sys.executable], env=_environ(tmp_path), cwd=tmp_path,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    runs = tmp_path / "runs.log"
    step = None
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and (
                not runs.exists() or len(runs.read_text().split()) < 8):
            time.sleep(0.2)
        step = int(pid_file.read_text())
        assert len(runs.read_text().split()) >= 8, "the reduction should be under way"
        os.kill(runner.pid, signal.SIGKILL)
        killed = time.time()
        runner.wait()
        stopped = time.monotonic() + 30
        while _alive(step) and time.monotonic() < stopped:
            time.sleep(0.2)
        assert not _alive(step), "the orphaned step should have ended"
        last_run = max(float(t) for t in runs.read_text().split())
        assert last_run - killed < 10
    finally:
        if step is not None and _alive(step):
            os.kill(step, signal.SIGKILL)
    out = tmp_path / "trail-out" / "trail-test"
    report = json.loads((out / "report.json").read_text())
    assert report["status"] == "interrupted"
    kept = (out / "big.txt").read_text()
    assert "needle" in kept and len(kept) < len("".join(lines))
    record = json.loads((tmp_path / ".trail-action" / "1-1-test" / "action.json").read_text())
    assert record["status"] == 130  # trail's status when a signal stopped it
