"""`trail delta auto --jobs 2` against `--jobs 1` on examples/pytest-yaml.

    python3 bench/bench_auto_jobs.py [--rounds 3] [--jobs 1,2]

The example (a pytest fixture reading a 300-service YAML file) is copied into a
temporary git repository, and `trail delta auto -jN --verify 1` runs on it, the
values of N taking turns round by round so that load from elsewhere hits each alike.
Printed per N, as medians over the rounds: the job's wall time (report.json's
time_seconds), the candidates ddmin asked for (tests run less wasted guesses), the
seconds per candidate (wall / candidates: what a candidate costs the user), the
wasted guesses, and the ratio of -jN's wall to -j1's; then one cold `python3 -m
pytest` run of the test (median of 5), the floor a candidate costs without warm
starts; then what the scratch copies for the workers cost (sandbox.scratch's
worker_copies) on the example and on this checkout. Every run's minimized files must
be -j1's first run's, or the benchmark stops. A benchmark, not a test: CI does not
run it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "runner"))

from trail.sandbox.scratch import copy_tree, worker_copies  # noqa: E402

EXAMPLE = ROOT / "examples" / "pytest-yaml"
TEST = ["python3", "-m", "pytest", "-q", "tests/test_inventory.py::test_timeouts_are_positive"]
TRAIL_ENV = dict(os.environ, PYTHONPATH=str(ROOT / "runner"))


def git_repo(dest: Path) -> Path:
    shutil.copytree(EXAMPLE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    for args in (["init", "-q"], ["add", "-A"],
                 ["-c", "user.email=b@example.com", "-c", "user.name=b", "commit", "-qm", "x"]):
        subprocess.run(["git", "-C", str(dest), *args], check=True)
    return dest


def minimized(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and ".trail" not in p.parts
            and not p.name.startswith(("report.", "reproduce."))}


def auto_run(repo: Path, out: Path, jobs: int) -> tuple[dict, dict[str, bytes]]:
    shutil.rmtree(out, ignore_errors=True)
    done = subprocess.run([sys.executable, "-m", "trail", "delta", "auto", "-q", "-j", str(jobs),
                           "--verify", "1", "--out", str(out), "--", *TEST],
                          cwd=repo, env=TRAIL_ENV, capture_output=True)
    if done.returncode != 0:
        sys.exit(f"trail delta auto -j{jobs} failed:\n{done.stderr.decode()[-2000:]}")
    return json.loads((out / "report.json").read_text()), minimized(out)


def cold_run(repo: Path) -> float:
    started = time.monotonic()
    subprocess.run([*TEST, "-p", "no:cacheprovider"], cwd=repo, capture_output=True,
                   env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    return time.monotonic() - started


def copy_seconds(source: Path, work: Path) -> float:
    """worker_copies' time for one more copy of `source` (its working tree)."""
    first = work / "tree"
    copy_tree(str(source), str(first))
    started = time.monotonic()
    worker_copies(str(first), 2)
    took = time.monotonic() - started
    shutil.rmtree(work / "tree"), shutil.rmtree(work / "tree-1")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", default="1,2")
    args = parser.parse_args()
    widths = [int(n) for n in args.jobs.split(",")]
    with tempfile.TemporaryDirectory(prefix="bench-auto-") as tmp:
        work = Path(tmp)
        repo = git_repo(work / "repo")
        runs: dict[int, list[dict]] = {n: [] for n in widths}
        expected = None
        for _ in range(args.rounds):
            for n in widths:
                report, files = auto_run(repo, work / f"out{n}", n)
                expected = expected or files
                if files != expected:
                    sys.exit(f"-j{n} minimized otherwise than -j{widths[0]}")
                tests = report["tests"]
                asked = tests["run"] - tests["wasted"]
                runs[n].append({"wall": report["time_seconds"], "asked": asked,
                                "per": report["time_seconds"] / asked,
                                "wasted": tests["wasted"]})
        cold = statistics.median(cold_run(repo) for _ in range(5))
        copies = {"examples/pytest-yaml": copy_seconds(EXAMPLE, work),
                  "this checkout": copy_seconds(ROOT, work)}
    base = statistics.median(r["wall"] for r in runs[widths[0]])
    print(f"trail delta auto -jN --verify 1 -- {' '.join(TEST)}")
    print(f"examples/pytest-yaml, medians of {args.rounds} rounds, N taking turns; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs at the end")
    print(f"{'jobs':>4} {'wall s':>8} {'candidates':>10} {'s/candidate':>12} {'wasted':>7} "
          f"{'wall vs -j1':>12}")
    for n in widths:
        wall = statistics.median(r["wall"] for r in runs[n])
        print(f"{n:>4} {wall:>8.1f} {statistics.median(r['asked'] for r in runs[n]):>10} "
              f"{statistics.median(r['per'] for r in runs[n]):>12.2f} "
              f"{statistics.median(r['wasted'] for r in runs[n]):>7} {wall / base:>11.2f}x")
    print("every run's minimized files: the same as -j1's")
    print(f"one cold `{' '.join(TEST)}` run: {cold:.2f} s (median of 5)")
    for what, seconds in copies.items():
        print(f"one more scratch copy (worker_copies) of {what}: {seconds * 1000:.0f} ms")


if __name__ == "__main__":
    main()
