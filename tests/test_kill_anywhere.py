"""Kill trail anywhere (tests/kill_anywhere.py): a seeded sample of the soak on every
CI run, the harness's own checks, and 8 runs at once in one checkout.

The seed is drawn anew on each run and printed; TRAIL_FAULT_SEED=N replays one.
bench/bench_kill_anywhere.py runs the long soak (bench/results/kill_anywhere.txt).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import kill_anywhere
from kill_anywhere import CASES, Case, soak

# The sample: the fast jobs, locally and in fresh namespaces (docker and auto cost
# seconds a run more; the soak covers them).
SAMPLE = [case for case in CASES if case.job in ("delta", "isolate", "bisect", "tests", "sweep")
          and case.sandbox == "local"] + [Case("delta", "ns")]


def test_a_seeded_sample_of_20_stops_leaves_nothing_and_loses_nothing(tmp_path, capsys):
    seed = int(os.environ.get("TRAIL_FAULT_SEED") or random.randrange(2**31))
    cases = SAMPLE if kill_anywhere.docker_ready() and os.geteuid() == 0 else SAMPLE[:-1]
    with capsys.disabled():
        print(f"\nkill anywhere: seed {seed} (TRAIL_FAULT_SEED={seed} replays it)")
    verdicts = soak(cases, 20, seed, tmp_path, parallel=2)
    assert [v.line(n) for n, v in enumerate(verdicts, 1) if v.violations] == []


def test_the_checks_see_what_a_stopped_run_leaves(tmp_path):
    token = uuid.uuid4().hex
    (tmp_path / "tmp").mkdir()
    (tmp_path / "tmp" / "trail-local-1.2.3-abc").mkdir()
    out = tmp_path / "out"
    out.mkdir()
    (out / ".trail-tmp-x").write_text("half")
    (out / "report.json").write_text('{"schema": ')
    # A session of its own, so that its `sleep` goes with it: left alone, it would hold
    # `sleep 60` for a minute, which later tests look for as their own leftover.
    sleeper = subprocess.Popen(["sh", "-c", f": {token}; sleep 60"], start_new_session=True)
    try:
        # Popen returns once the exec has begun; /proc shows the new command line a
        # moment later, which under load came after the scan below.
        shown = Path(f"/proc/{sleeper.pid}/cmdline")
        deadline = time.monotonic() + 30
        while token.encode() not in shown.read_bytes() and time.monotonic() < deadline:
            time.sleep(0.05)
        found = kill_anywhere._leftovers(tmp_path, token, [], out, wait_for=0.5)
        assert found == [f"processes [{sleeper.pid}]", "temp files ['trail-local-1.2.3-abc']",
                         "temp files in --out ['.trail-tmp-x']"]
        assert kill_anywhere._handoff(out, 1)[0].startswith("report.json does not parse")
        (out / "report.json").write_text("{}")
        (out / "reproduce.sh").write_text("exit 0\n")
        assert kill_anywhere._handoff(out, 1) == [
            "reproduce.sh exited 0, the uninterrupted run's 1 ()"]
    finally:
        os.killpg(sleeper.pid, signal.SIGKILL)
        sleeper.wait()


def test_eight_runs_at_once_in_one_checkout_keep_to_their_own(tmp_path):
    """As on a runner with parallel jobs: one checkout, eight `trail delta` at once,
    each with its own --out, input and failure; each finds its own, and nothing of
    any is left (each start's sweep spares the live runs' folders)."""
    token = uuid.uuid4().hex
    (tmp_path / "tmp").mkdir()
    runs = []
    for n in range(8):
        rows = [f"line {i}" for i in range(12)]
        rows[n + 2] = f"BOOM{n}"
        (tmp_path / f"in{n}.txt").write_text("\n".join(rows) + "\n")
        oracle = f": {token}; sleep 0.05; grep -q BOOM{n} {{}} && exit 3; exit 0"
        runs.append(subprocess.Popen(
            [sys.executable, "-m", "trail", "delta", "-q", "-j", "2", "--verify", "2",
             "--out", f"out{n}", "--oracle", oracle, f"in{n}.txt"],
            cwd=tmp_path, env={**os.environ, "TMPDIR": str(tmp_path / "tmp"),
                               "PYTHONPATH": str(kill_anywhere.RUNNER)},
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))
    said = [run.communicate(timeout=600)[1].decode() for run in runs]
    for n, run in enumerate(runs):
        assert run.returncode == 0, said[n]
        report = json.loads((tmp_path / f"out{n}" / "report.json").read_text())
        assert report["minimized_text"] == f"BOOM{n}"
        assert report["input"]["path"] == str(tmp_path / f"in{n}.txt")
        assert report["verification"] == {"runs": 2, "failed": 2, "verified": True}
        assert (tmp_path / f"out{n}" / report["files"]["minimized"]).read_text() == f"BOOM{n}"
    assert kill_anywhere._leftovers(tmp_path, token, [], tmp_path / "out0", wait_for=5) == []
