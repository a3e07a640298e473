"""Does trail tell the original's failure from another of the same tool? Rows of
real tools' output, side by side with another checkout of trail (main at b754054).
Lines only (--granularity lines): every decoy is a matter of whole lines, and the
tools are slow enough (pytest, javac) that chars would take the bench's minutes.

    python3 bench/bench_identity.py                    # every row, this tree vs /tmp/base
    python3 bench/bench_identity.py --only rust,gcc --base ''   # some rows, no baseline
    (the baseline: git -C /work/main worktree add /tmp/base b754054)

Each row (bench/identity/corpus.py) is a program of a real tool family (python3,
pytest, rustc, node, java, gcc, make, ninja, sanitizers) with two failures: the
original input shows one, a smaller input another (the decoy). Per row and trail:
the verdict (report.json's status, or the refusal), whether the result shows the
original's bug (the row's own regex over the tool's output on the result: not
trail's matcher), whether reproduce.sh exits 1 on it, whether a weak signature was
announced before the reduction; `ok` when all hold. A benchmark, not a test: CI
does not run it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "identity"))
from corpus import ROWS, Row  # noqa: E402

RUNNER = HERE.parent / "runner"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def build(work: Path) -> None:
    """The rows' programs, built once into `work`, for the tools that are here."""
    for name in ("app.py", "test_data.py", "app.js", "Makefile", "build.ninja"):
        shutil.copy(HERE / "identity" / name, work / name)
    steps = [("rustc", ["rustc", "-O", "-o", "rsapp", str(HERE / "identity" / "app.rs")]),
             ("javac", ["javac", "-g", "-d", ".", str(HERE / "identity" / "App.java")]),
             ("gcc", ["gcc", "-g", "-fsanitize=address", "-o", "asanapp",
                      str(HERE / "identity" / "app.c")]),
             ("gcc", ["gcc", "-g", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o",
                      "ubsanapp", str(HERE / "identity" / "app.c")])]
    for tool, command in steps:
        if shutil.which(tool):
            subprocess.run(command, cwd=work, check=True, capture_output=True)


@dataclass
class Outcome:
    verdict: str
    shows_bug: bool | None = None
    reproduce: int | None = None
    announced: bool = False
    lines: int | None = None
    seconds: float = 0.0

    def ok(self, row: Row) -> bool:
        return (self.verdict == "minimized" and bool(self.shows_bug)
                and self.reproduce == 1 and self.announced == row.weak)

    def cell(self, row: Row) -> str:
        bug = {True: "bug", False: "OTHER", None: "-"}[self.shows_bug]
        repro = "-" if self.reproduce is None else str(self.reproduce)
        weak = " weak!" if self.announced else ""
        mark = "ok" if self.ok(row) else "WRONG"
        return f"{self.verdict[:11]:11} {bug:5} {repro:>3} {mark:5}{weak}"


def shows_bug(row: Row, oracle: str, result: Path, cwd: str) -> tuple[bool, int]:
    """The row's own check of the result: the tool's output holds the row's bug (run
    where trail ran it: pytest reads the configuration of the folder it runs in)."""
    lines = result.read_text(errors="replace").count("\n")
    ran = subprocess.run(["sh", "-c", oracle.replace("{}", str(result))], capture_output=True,
                         timeout=120, cwd=cwd)
    output = ANSI.sub("", (ran.stdout + ran.stderr).decode("utf-8", "replace"))
    if row.bug is None:
        shown = ran.returncode != 0 and "bug" in result.read_text()
    else:
        shown = ran.returncode != 0 and re.search(row.bug, output, re.M) is not None
    if row.max_lines is not None:
        shown = shown and lines <= row.max_lines
    return shown, lines


def run_row(row: Row, runner: Path, work: Path) -> Outcome:
    oracle = row.oracle.replace("{W}", str(work))
    with tempfile.TemporaryDirectory(prefix="bench-identity-") as folder:
        given = Path(folder) / row.file_name
        given.write_text(row.given)
        out = Path(folder) / "out"
        started = time.monotonic()
        ran = subprocess.run(
            [sys.executable, "-m", "trail", "delta", "--oracle", oracle, str(given),
             "--out", str(out), "-j", "2", "--verify", "3", "--timeout", "150",
             "--granularity", "lines"],
            cwd=folder, capture_output=True, env={**os.environ, "PYTHONPATH": str(runner)},
            timeout=300)
        seconds = time.monotonic() - started
        stderr = ran.stderr.decode("utf-8", "replace")
        reducing = stderr.find("reducing") if "reducing" in stderr else len(stderr)
        announced = "--expect-output" in stderr[:max(reducing, 0) or len(stderr)]
        report = out / "report.json"
        if not report.exists():
            said = [line for line in stderr.splitlines() if line.startswith("trail: error")]
            return Outcome(f"refused: {said[0][13:60] if said else ran.returncode}",
                           announced=announced, seconds=seconds)
        status = json.loads(report.read_text())["status"]
        result = out / row.file_name
        bug, lines = shows_bug(row, oracle, result, folder)
        repro = subprocess.run(["sh", str(out / "reproduce.sh")], capture_output=True,
                               cwd=folder, timeout=120).returncode
        return Outcome(status, bug, repro, announced, lines, seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="/tmp/base/runner",
                        help="another trail's runner/ to compare with ('' for none)")
    parser.add_argument("--only", default="", help="rows whose name holds one of these words")
    parser.add_argument("--rows-at-once", type=int, default=2)
    args = parser.parse_args()
    wanted = [word for word in args.only.split(",") if word]
    rows = [row for row in ROWS if not wanted or any(w in row.name for w in wanted)]
    missing = {row.name: tool for row in rows for tool in row.tools if not shutil.which(tool)}
    rows = [row for row in rows if row.name not in missing]
    runners = {"this tree": RUNNER}
    if args.base and Path(args.base).is_dir():
        runners["base"] = Path(args.base)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="bench-identity-work-") as folder:
        work = Path(folder)
        build(work)
        jobs = [(row, name, runner) for row in rows for name, runner in runners.items()]
        with ThreadPoolExecutor(args.rows_at_once) as pool:
            done = list(pool.map(lambda job: run_row(job[0], job[2], work), jobs))
    results = {(row.name, name): outcome
               for (row, name, _), outcome in zip(jobs, done, strict=True)}
    header = f"{'row':30} " + " | ".join(f"{name + ': verdict':11} {'shows':5} {'rep':>3} {'':5}"
                                          for name in runners)
    print(header)
    print("-" * len(header))
    for row in rows:
        cells = " | ".join(results[row.name, name].cell(row) for name in runners)
        print(f"{row.name:30} {cells}")
    for name in runners:
        right = sum(results[row.name, name].ok(row) for row in rows)
        print(f"{name}: {right} of {len(rows)} rows right")
    for name, tool in missing.items():
        print(f"skipped {name}: no {tool} here")
    print(f"bench time {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
