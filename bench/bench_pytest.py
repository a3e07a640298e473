"""Real projects' failing pytest tests, minimized by `trail delta auto`: what a
candidate costs against one plain run of the test.

    python3 bench/bench_pytest.py                        # every case, --verify 1
    python3 bench/bench_pytest.py --only toml-mixed-array --verify 3

Each case (bench/pytest_cases/, sources in its README) is a small project that uses
a real PyPI package at a version with a known data-dependent bug, and a test that
reads a data file triggering it. The bench makes each one a git repository in a
temporary folder: the case's files, and the package at that version (with its
dependencies) from the registry, unpacked into vendor/ (conftest.py puts it first
on sys.path). Then per case:

- plain pytest: the median wall time of 3 runs of `python -m pytest NODEID` (each a
  fresh process: what one cold candidate costs at least);
- jobs 1: the wall time of `trail delta auto --verify K -- python -m pytest NODEID`,
  its oracle calls, seconds per call (the job's time over its oracle calls: the
  traced run, the copies and the verification included), the inconclusive ones by
  reason, and the bytes of each minimized file;
- warm and jobs 2: measured when trail has them (`--cold` and `--jobs` in `trail
  delta auto --help`; jobs 1 and 2 then run with --cold), else "n/a: not built".

A benchmark, not a test: CI does not run it.
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
import zipfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "pytest_cases"
RUNNER = HERE.parent / "runner"
WHEELS = Path(tempfile.gettempdir()) / "trail-bench-wheels"  # downloaded once
NOT_BUILT = "n/a: not built"


@dataclass(frozen=True)
class Case:
    name: str
    package: str  # pip requirement, pinned
    test: str     # the failing test's node id, from the repository's top


def load_cases() -> list[Case]:
    table = json.loads((CASES / "cases.json").read_text())
    return [Case(name, spec["package"], spec["test"]) for name, spec in table.items()]


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.email=bench@example.com",
                    "-c", "user.name=bench", *args], check=True, capture_output=True)


def make_repo(case: Case, root: Path) -> Path:
    """The case's files and its package's wheels unpacked into vendor/, committed."""
    repo = root / case.name
    shutil.copytree(CASES / case.name, repo)
    wheels = WHEELS / case.name
    if not wheels.is_dir():
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--only-binary=:all:",
                        "-d", str(wheels), case.package], check=True)
    for wheel in sorted(wheels.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(repo / "vendor")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", f"{case.name}: {case.package}")
    return repo


def trail_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(RUNNER)}


def plain_runs(repo: Path, test: str, runs: int = 3) -> float:
    """Median wall seconds of `python -m pytest NODEID`; the test must fail."""
    times = []
    for _ in range(runs):
        start = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               test], cwd=repo, capture_output=True, text=True)
        times.append(time.monotonic() - start)
        if done.returncode != 1:
            raise SystemExit(f"{repo.name}: {test} should fail (exit 1), exited "
                             f"{done.returncode}:\n{done.stdout[-2000:]}")
    return statistics.median(times)


@dataclass(frozen=True)
class AutoRun:
    wall: float
    report: dict

    @property
    def calls(self) -> int:
        return self.report["tests"]["oracle_runs"]

    @property
    def per_call(self) -> float:
        return self.report["time_seconds"] / self.calls

    @property
    def inconclusive(self) -> str:
        outcomes = self.report["tests"]["outcomes"]
        odd = {k: v for k, v in outcomes.items() if k not in ("pass", "fail")}
        total = sum(odd.values())
        return f"{total}" + (f" ({', '.join(f'{k}: {v}' for k, v in odd.items())})"
                             if odd else "")

    @property
    def files(self) -> str:
        return ", ".join(
            f"{f['path']} {f['bytes']:,} -> "
            + ("gone" if f["minimized_bytes"] is None else f"{f['minimized_bytes']:,}")
            for f in self.report["auto"]["minimized"])


def auto(repo: Path, test: str, out: Path, verify: int, options: list[str]) -> AutoRun:
    command = [sys.executable, "-m", "trail", "delta", "auto", "-q", "--verify", str(verify),
               "--out", str(out), *options, "--", sys.executable, "-m", "pytest", test]
    start = time.monotonic()
    done = subprocess.run(command, cwd=repo, env=trail_env(), capture_output=True, text=True)
    wall = time.monotonic() - start
    if done.returncode != 0:
        raise SystemExit(f"{repo.name}: trail delta auto exited {done.returncode}:\n"
                         f"{done.stderr[-3000:]}")
    return AutoRun(wall, json.loads((out / "report.json").read_text()))


def auto_options() -> str:
    """`trail delta auto --help`: which of --jobs and --cold (warm starts, on by
    default where built) this trail has."""
    return subprocess.run([sys.executable, "-m", "trail", "delta", "auto", "--help"],
                          env=trail_env(), capture_output=True, text=True, check=True).stdout


def same_files(a: Path, b: Path, report: dict) -> bool:
    """The two output folders hold the same minimized files, byte for byte."""
    def content(folder: Path, path: str) -> bytes | None:
        return (folder / path).read_bytes() if (folder / path).exists() else None

    return all(content(a, f["path"]) == content(b, f["path"])
               for f in report["auto"]["minimized"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--verify", type=int, default=1)
    args = parser.parse_args()
    cases = [c for c in load_cases() if not args.only or c.name in args.only.split(",")]
    helped = auto_options()
    parallel, warm = "--jobs" in helped, "--cold" in helped
    cold = ["--cold"] if warm else []
    print(f"# python3 bench/bench_pytest.py{' --only ' + args.only if args.only else ''} "
          f"--verify {args.verify}")
    print(f"# {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f} at the start; trail "
          f"delta auto --verify {args.verify}; seconds per call = the job's time over its "
          "oracle calls")
    with tempfile.TemporaryDirectory(prefix="trail-bench-pytest-") as tmp:
        root = Path(tmp)
        for case in cases:
            repo = make_repo(case, root)
            plain = plain_runs(repo, case.test)
            one = auto(repo, case.test, root / f"{case.name}-out1", args.verify, cold)
            warm_text = NOT_BUILT
            if warm:
                hot = auto(repo, case.test, root / f"{case.name}-warm", args.verify, [])
                warm_text = (f"{hot.per_call:.2f} s ({hot.per_call / plain:.1f}x the plain run; "
                             f"{hot.calls} calls, total {hot.wall:.1f} s)")
            two_text = NOT_BUILT
            if parallel:
                two = auto(repo, case.test, root / f"{case.name}-out2", args.verify,
                           [*cold, "--jobs", "2"])
                same = same_files(root / f"{case.name}-out1", root / f"{case.name}-out2",
                                  one.report)
                two_text = (f"{two.wall:.1f} s ({two.wall / one.wall:.2f}x jobs 1, "
                            f"{'same result' if same else 'DIFFERENT RESULT'})")
            print(f"\n## {case.name}: {case.package}, {case.test}")
            print(f"plain pytest run (median of 3): {plain:.2f} s")
            print(f"per oracle call, cold:          {one.per_call:.2f} s "
                  f"({one.per_call / plain:.1f}x the plain run; {one.calls} calls, "
                  f"{one.report['tests']['run']} candidates)")
            print(f"per oracle call, warm:          {warm_text}")
            print(f"total wall, --jobs 1:           {one.wall:.1f} s")
            print(f"total wall, --jobs 2:           {two_text}")
            print(f"final bytes:                    {one.files} "
                  f"({one.report['status']}, verification {one.report['verification']['failed']}"
                  f" of {one.report['verification']['runs']} failed)")
            print(f"inconclusive candidates:        {one.inconclusive}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
