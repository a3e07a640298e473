"""What `trail delta bisect` costs, with and without --rebisect.

    python3 bench/bench_bisect.py                       # 128 commits, 1,000 lines, 3 repeats
    python3 bench/bench_bisect.py --commits 256 --lines 5000 --ms-per-line 0.5 --repeats 5

A generated repository (tests/git_history.py): `commits` commits, the bug arrives at
a third of the history from the end, and the app's run time grows with its input
(`ms-per-line` per line, as in a replay or a test suite), so a bisection step costs
what the input costs. Each mode runs `trail delta bisect` end to end (`python -m
trail delta bisect` from this checkout) on a fresh copy of the repository. Printed,
as medians over the repeats: per bisection the oracle runs (end points included)
and its wall time; the minimization's tests; the whole run's wall time. Then the
ratios, against the run without --rebisect measured in the same process: the second
bisection (minimized input) to the first (full input), and the whole run with
--rebisect to the whole run without.
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

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from git_history import make_repo, regression_input  # noqa: E402


def slow_app(version: int, buggy: bool, ms_per_line: float) -> str:
    """The app of the tests' story, spending `ms_per_line` on each input line."""
    check = ("if grep -qx 'mode=strict' \"$1\" && grep -qx 'limit=0' \"$1\"; then "
             "echo 'ValueError: limit 0 in strict mode' >&2; exit 1; fi\n") if buggy else ""
    seconds = f"awk -v n=\"$(wc -l < \"$1\")\" 'BEGIN {{ print n * {ms_per_line} / 1000 }}'"
    return f"#!/bin/sh\n# app, version {version}\nsleep \"$({seconds})\"\n{check}exit 0\n"


def build_repo(path: Path, commits: int, ms_per_line: float) -> tuple[str, str]:
    """The repository; returns its first commit (good) and the one with the bug."""
    bug_at = commits - commits // 3
    history = [(f"commit {n}", {"app.sh": slow_app(n, n >= bug_at, ms_per_line),
                                "VERSION": f"{n}\n"}) for n in range(1, commits + 1)]
    hashes = make_repo(path, history)
    return hashes[0], hashes[bug_at - 1]


def run_once(template: Path, good: str, data: Path, rebisect: bool, work: Path) -> dict:
    repo = work / "repo"
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(template, repo, symlinks=True)
    out = work / "out"
    env = dict(os.environ, PYTHONPATH=str(REPO / "runner"))
    command = [sys.executable, "-m", "trail", "delta", "bisect", "--good", good, "--oracle",
               "sh app.sh {}", "--verify", "1", "-q", "--out", str(out), str(data)]
    if rebisect:
        command.append("--rebisect")
    started = time.monotonic()
    proc = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if proc.returncode != 0:
        raise SystemExit(f"trail delta bisect failed ({proc.returncode}): {proc.stderr}")
    report = json.loads((out / "report.json").read_text())
    return {"report": report, "seconds": seconds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commits", type=int, default=128)
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--ms-per-line", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="trail-bench-bisect-") as tmp:
        root = Path(tmp)
        good, culprit = build_repo(root / "template", args.commits, args.ms_per_line)
        data = root / "input.cfg"
        data.write_bytes(regression_input(lines=args.lines,
                                          at=(args.lines // 4, 3 * args.lines // 4)))
        print(f"repository: {args.commits} commits, bug at {culprit[:12]}; input: "
              f"{args.lines:,} lines; app: {args.ms_per_line} ms per line; "
              f"{args.repeats} repeats, medians")
        runs: dict[bool, list[dict]] = {False: [], True: []}
        for _ in range(args.repeats):
            for rebisect in (False, True):
                result = run_once(root / "template", good, data, rebisect, root / "work")
                bisect = result["report"]["bisect"]
                assert all(b["first_bad"] == culprit for b in bisect["bisections"])
                runs[rebisect].append(result)

    def figure(rebisect: bool, pick) -> float:
        return statistics.median(pick(r) for r in runs[rebisect])

    def bisection(index: int, key: str):
        return lambda r: r["report"]["bisect"]["bisections"][index][key]

    print(f"{'':28}{'oracle runs':>12}{'time (s)':>10}")
    first_calls, first_time = figure(False, bisection(0, "oracle_runs")), \
        figure(False, bisection(0, "seconds"))
    print(f"{'bisection, full input':28}{first_calls:>12.0f}{first_time:>10.2f}")
    second_calls, second_time = figure(True, bisection(1, "oracle_runs")), \
        figure(True, bisection(1, "seconds"))
    print(f"{'bisection, minimized input':28}{second_calls:>12.0f}{second_time:>10.2f}")
    tests = figure(False, lambda r: r["report"]["tests"]["run"])
    print(f"{'minimization at C (tests)':28}{tests:>12.0f}")
    total_plain = figure(False, lambda r: r["seconds"])
    total_rebisect = figure(True, lambda r: r["seconds"])
    print(f"{'whole run, without --rebisect':34}{total_plain:>16.2f} s")
    print(f"{'whole run, with --rebisect':34}{total_rebisect:>16.2f} s")
    print(f"ratio, minimized / full bisection: oracle runs {second_calls / first_calls:.2f}, "
          f"time {second_time / first_time:.2f}")
    print(f"ratio, whole run with / without --rebisect: {total_rebisect / total_plain:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
