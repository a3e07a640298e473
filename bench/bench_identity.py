"""Does trail tell the original's failure from another of the same tool? Rows of
real tools' output, side by side with another checkout of trail (main at 6e87b87).
Lines only (--granularity lines): every decoy is a matter of whole lines, and the
tools are slow enough (pytest, javac) that chars would take the bench's minutes.

    python3 bench/bench_identity.py                    # every row, this tree vs /tmp/base
    python3 bench/bench_identity.py --only rust,gcc --base ''   # some rows, no baseline
    (the baseline: git -C /work/main worktree add /tmp/base 6e87b87)

Each row (bench/identity/corpus.py) is a program of a real tool family (python3,
pytest, rustc, node, java, gcc, make, ninja, sanitizers) with two failures: the
original input shows one, a smaller input another (the decoy). Per row and trail:
the verdict (report.json's status, or the refusal), whether the result shows the
original's bug (the row's own regex over the tool's output on the result: not
trail's matcher), whether reproduce.sh exits 1 on it, whether a weak signature was
announced before the reduction; `ok` when all hold. The second round's rows
(issue 40) also name a competing input: reproduce.sh, its embedded input swapped
for that one, must not exit 1 (`rej`); a row whose script's exit status is its whole
verdict (--interesting-exit-zero) names its exact result, which must also be
1-minimal by that status (each line removed, the script no longer exits 0).
A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import argparse
import base64
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
from corpus import ROUND_2, ROWS, Row  # noqa: E402

RUNNER = HERE.parent / "runner"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def build(work: Path) -> None:
    """The rows' programs, built once into `work`, for the tools that are here."""
    for name in ("app.py", "test_data.py", "app.js", "Makefile", "build.ninja", "chains.py",
                 "test_units.py", "chain.js", "worker.py"):
        shutil.copy(HERE / "identity" / name, work / name)
    steps = [("rustc", ["rustc", "-O", "-o", "rsapp", str(HERE / "identity" / "app.rs")]),
             ("javac", ["javac", "-g", "-d", ".", str(HERE / "identity" / "App.java")]),
             ("gcc", ["gcc", "-g", "-fsanitize=address", "-o", "asanapp",
                      str(HERE / "identity" / "app.c")]),
             ("gcc", ["gcc", "-g", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o",
                      "ubsanapp", str(HERE / "identity" / "app.c")]),
             ("gcc", ["gcc", "-g", "-fsanitize=address", "-o", "mem-asan",
                      str(HERE / "identity" / "mem.c")]),
             ("gcc", ["gcc", "-g", "-fsanitize=undefined", "-fno-sanitize-recover=all", "-o",
                      "mem-ubsan", str(HERE / "identity" / "mem.c")]),
             ("gcc", ["gcc", "-g", "-O0", "-o", "mem-plain", str(HERE / "identity" / "mem.c")]),
             ("rustc", ["rustc", "-O", "-o", "rsunwrap", str(HERE / "identity" / "unwrap.rs")]),
             ("javac", ["javac", "-g", "-d", ".", str(HERE / "identity" / "Chain.java")]),
             ("go", ["go", "build", "-o", "goapp", str(HERE / "identity" / "app.go")])]
    for tool, command in steps:
        if shutil.which(tool):
            subprocess.run(command, cwd=work, check=True, capture_output=True,
                           env={**os.environ, "GOCACHE": str(work / ".gocache")})


@dataclass
class Outcome:
    verdict: str
    shows_bug: bool | None = None
    reproduce: int | None = None
    announced: bool = False
    lines: int | None = None
    seconds: float = 0.0
    rejects: int | None = None  # reproduce.sh's status on the competing input

    def ok(self, row: Row) -> bool:
        return (self.verdict == "minimized" and bool(self.shows_bug)
                and self.reproduce == 1 and self.announced == row.weak
                and (row.decoy is None or self.rejects in (0, 125)))

    def cell(self, row: Row) -> str:
        bug = {True: "bug", False: "OTHER", None: "-"}[self.shows_bug]
        repro = "-" if self.reproduce is None else str(self.reproduce)
        rejects = "-" if self.rejects is None else str(self.rejects)
        weak = " weak!" if self.announced else ""
        mark = "ok" if self.ok(row) else "WRONG"
        return f"{self.verdict[:11]:11} {bug:5} {repro:>3} {rejects:>3} {mark:5}{weak}"


def shows_bug(row: Row, oracle: str, result: Path, cwd: str) -> tuple[bool, int]:
    """The row's own check of the result: the tool's output holds the row's bug (run
    where trail ran it: pytest reads the configuration of the folder it runs in)."""
    lines = result.read_text(errors="replace").count("\n")
    ran = subprocess.run(["sh", "-c", oracle.replace("{}", str(result))], capture_output=True,
                         timeout=120, cwd=cwd)
    output = ANSI.sub("", (ran.stdout + ran.stderr).decode("utf-8", "replace"))
    if row.expect is not None:  # exit 0 is the verdict: the exact result, 1-minimal by it
        shown = ran.returncode == 0 and result.read_text() == row.expect and \
            one_minimal(oracle, result, cwd)
    elif row.bug is None:
        shown = ran.returncode != 0 and "bug" in result.read_text()
    else:
        shown = ran.returncode != 0 and re.search(row.bug, output, re.M) is not None
    if row.max_lines is not None:
        shown = shown and lines <= row.max_lines
    return shown, lines


def one_minimal(oracle: str, result: Path, cwd: str) -> bool:
    """Whether removing any one line of `result` makes the script exit non-zero."""
    lines = result.read_text().splitlines(keepends=True)
    for i in range(len(lines)):
        smaller = result.with_name("smaller-" + result.name)
        smaller.write_text("".join(lines[:i] + lines[i + 1:]))
        ran = subprocess.run(["sh", "-c", oracle.replace("{}", str(smaller))],
                             capture_output=True, timeout=120, cwd=cwd)
        if ran.returncode == 0:
            return False
    return True


def reproduce_on(script: Path, data: str, cwd: str) -> int:
    """reproduce.sh's exit status with `data` embedded in place of the minimized input:
    how reproduce.sh judges the competing bug."""
    text = script.read_text()
    start = text.index("<<'TRAIL_MINIMIZED_INPUT'")
    start = text.index("\n", start) + 1
    end = text.index("TRAIL_MINIMIZED_INPUT\n", start)
    payload = base64.encodebytes(data.encode()).decode()
    swapped = script.with_name("reproduce-competing.sh")
    swapped.write_text(text[:start] + payload + text[end:])
    return subprocess.run(["sh", str(swapped)], capture_output=True, cwd=cwd,
                          timeout=120).returncode


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
             "--granularity", "lines", *row.flags],
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
        rejects = None if row.decoy is None else reproduce_on(out / "reproduce.sh", row.decoy,
                                                              folder)
        return Outcome(status, bug, repro, announced, lines, seconds, rejects)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="/tmp/base/runner",
                        help="another trail's runner/ to compare with ('' for none)")
    parser.add_argument("--only", default="", help="rows whose name holds one of these words")
    parser.add_argument("--rows-at-once", type=int, default=2)
    parser.add_argument("--round", choices=("1", "2", "all"), default="all",
                        help="the first round's rows, the second's (issue 40), or both")
    args = parser.parse_args()
    wanted = [word for word in args.only.split(",") if word]
    chosen = {"1": ROWS, "2": ROUND_2, "all": ROWS + ROUND_2}[args.round]
    rows = [row for row in chosen if not wanted or any(w in row.name for w in wanted)]
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
    header = f"{'row':30} " + " | ".join(
        f"{name + ': verdict':11} {'shows':5} {'rep':>3} {'rej':>3} {'':5}" for name in runners)
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
