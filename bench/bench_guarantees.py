"""Every guarantee trail states, checked by the case's own oracle; what that costs; --resume.

    python3 bench/bench_guarantees.py                          # every case, this checkout
    python3 bench/bench_guarantees.py --baseline /work/main/runner
    python3 bench/bench_guarantees.py --resume --only toml_load_array

For each case of ../shared/bench/cases and bench/cases, `trail delta` of this
checkout reduces its input (--interesting-exit-zero --oracle-script oracle.sh,
--verify 0, -j1, format picked by trail), and its report's guarantee ("1-minimal at
chars", "at lines" ...) is checked as tests/guarantee_check.py does: every
single-unit deletion of the result at each pass it names is run through the case's
oracle (ground truth, BENCH_DETERMINISTIC=1, uncounted), and none may still be
interesting. A case fails the check if one is.

--baseline RUNNER runs the trail under RUNNER (another checkout's runner/ folder) on
the same cases in the same run, so the calls column compares the two: the cost of
trying malformed candidates at the end. --resume stops each case's run at half its
calls in each of three ways, --max-tests, Ctrl-C (SIGINT to trail from the oracle, as
tests/test_resume.py does) and --timeout (half the uninterrupted run's wall), and
finishes it with --resume; the bytes, the guarantee and `kept` must equal the
uninterrupted run's. A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNNER = HERE.parent / "runner"
sys.path[:0] = [str(HERE), str(RUNNER), str(HERE.parent / "tests")]

from cases import PEERS_ROOT, Case, case_arguments, count_calls, load_cases  # noqa: E402
from guarantee_check import disproofs, format_passes  # noqa: E402
from trail.formats.registry import choose  # noqa: E402


@dataclass
class Run:
    calls: int
    data: bytes
    report: dict
    seconds: float


def run_trail(case: Case, work: Path, runner: Path, out: str, *flags: str,
              oracle: Path | None = None) -> Run:
    """One `trail delta` of `runner` on the case (with the case's oracle, or `oracle`),
    its output in work/out."""
    calls = work / f"calls-{out}"
    command = [sys.executable, "-m", "trail", "delta", "--interesting-exit-zero",
               "--oracle-script", str(oracle or case.oracle), "--verify", "0", "-j1", "-q",
               "--allow-flaky", "--out", str(work / out), str(work / case.input.name),
               *flags] + (["--flaky"] if case.flaky else [])
    start = time.monotonic()
    run = subprocess.run(command, env={**os.environ, "BENCH_CALLS": str(calls),
                                       "PYTHONPATH": str(runner)},
                         capture_output=True, text=True)
    report_path = work / out / "report.json"
    if not report_path.is_file():
        raise RuntimeError(f"{case.name}: trail failed: {run.stderr.strip()[-300:]}")
    report = json.loads(report_path.read_text())
    return Run(count_calls(calls), (work / out / case.input.name).read_bytes(), report,
               time.monotonic() - start)


def interrupting(case: Case, work: Path) -> tuple[Path, Path]:
    """An oracle that runs the case's, but at the call the file it returns names first
    sends trail (its parent) SIGINT, as Ctrl-C would, and still answers truly; the
    script stays the same whether the file is there or not (--resume compares it)."""
    counter, at = work / "interrupt-calls", work / "interrupt-at"
    script = work / "interrupting-oracle.sh"
    script.write_text(
        f'#!/bin/sh\necho x >> "{counter}"\n'
        f'if [ -f "{at}" ] && [ "$(wc -l < "{counter}")" -eq "$(cat "{at}")" ]; then\n'
        '    kill -INT $PPID\nfi\n'
        f'exec "{case.oracle}" "$@"\n')
    script.chmod(0o755)
    return script, at


def resumed_ends(case: Case, work: Path, run: Run) -> list[str]:
    """Each way of stopping the run at about half its work, then --resume: the ways
    whose end differs from the uninterrupted `run`'s, with what differs."""
    differs = []
    half = max(1, run.report["tests"]["run"] // 2)
    oracle, at = interrupting(case, work)
    whole = run_trail(case, work, RUNNER, "whole", oracle=oracle)
    # A timeout of half the wall may outlast the run on a machine whose load changed,
    # or end it before its reduction began (behind a slow original): other shares after
    # it, until one stops the run in its reduction.
    timeouts = [["--timeout", f"{max(whole.seconds * share, 0.05):.2f}"]
                for share in (0.5, 0.75, 0.9, 0.25, 0.1)]
    for way, tries in (("max-tests", [["--max-tests", str(half)]]), ("ctrl-c", [[]]),
                       ("timeout", timeouts)):
        for flags in tries:
            shutil.rmtree(work / "parts", ignore_errors=True)
            (work / "interrupt-calls").unlink(missing_ok=True)
            if way == "ctrl-c":
                at.write_text(str(max(1, run.calls // 2)))
            try:
                stopped = run_trail(case, work, RUNNER, "parts", *flags, oracle=oracle)
            except RuntimeError as error:  # stopped before the reduction: no report
                status = str(error)
                continue
            finally:
                at.unlink(missing_ok=True)
            status = stopped.report["status"]
            if status in ("partial", "interrupted"):
                break
        else:
            differs.append(f"{way}: not stopped in the reduction ({status})")
            continue
        resumed = run_trail(case, work, RUNNER, "parts", "--resume", oracle=oracle)
        if what := same_end(whole, resumed):
            differs.append(f"{way}: {', '.join(what)}")
    return differs


def check(case: Case, run: Run, work: Path) -> tuple[int, list]:
    """The single-unit deletions tried, and those the case's oracle still finds
    interesting (each a false guarantee)."""
    original = case.input.read_bytes()
    fmt = choose(case.input.name, original)[0]
    passes = format_passes(fmt, original, run.data)
    probe = work / f"probe-{case.input.name}"
    tried = 0

    def interesting(candidate: bytes) -> bool:
        nonlocal tried
        tried += 1
        probe.write_bytes(candidate)
        return case.interesting(probe)

    found = disproofs(run.data, run.report["guarantees"], passes, interesting,
                      fmt.is_valid)
    return tried, found


def same_end(a: Run, b: Run) -> list[str]:
    """What differs between two runs' ends: bytes, guarantee, kept."""
    return [what for what, x, y in (
        ("bytes", a.data, b.data),
        ("guarantee", a.report["guarantees"], b.report["guarantees"]),
        ("kept", a.report.get("kept"), b.report.get("kept"))) if x != y]


def main() -> int:
    parser = case_arguments(__doc__)
    parser.add_argument("--baseline", type=Path, help="another checkout's runner/ folder")
    parser.add_argument("--resume", action="store_true",
                        help="also stop each run at half its calls and --resume it")
    args = parser.parse_args()
    names = [n for n in args.only.split(",") if n]
    cases = load_cases(args.cases, names or None, peers=PEERS_ROOT)
    failed = 0
    rows = []
    head = f"{'case':28} {'bytes':>7} {'guarantee at':14} {'tried':>5} {'false':>5} {'calls':>6}"
    print(head + (f" {'baseline':>8} {'ratio':>6}" if args.baseline else "")
          + ("  resume" if args.resume else ""))
    for case in cases:
        if not case.interesting(case.input):
            print(f"{case.name:28} skipped: its oracle finds the original uninteresting here "
                  "(a tool it needs is missing?)", flush=True)
            continue
        with tempfile.TemporaryDirectory(prefix="trail-guarantee-") as tmp:
            work = Path(tmp)
            shutil.copy(case.input, work / case.input.name)
            run = run_trail(case, work, RUNNER, "out")
            tried, found = check(case, run, work)
            at = run.report["guarantees"].get("one_minimal_at") or "none"
            row = {"case": case.name, "bytes": len(run.data), "at": at, "tried": tried,
                   "false": len(found), "calls": run.calls, "flaky": case.flaky}
            line = (f"{case.name:28} {len(run.data):>7,} {at:14} {tried:>5} {len(found):>5} "
                    f"{run.calls:>6,}")
            if args.baseline:
                base = run_trail(case, work, args.baseline, "base")
                row["baseline_calls"], row["baseline_bytes"] = base.calls, len(base.data)
                line += f" {base.calls:>8,} {run.calls / max(base.calls, 1):>6.2f}"
            if args.resume:
                row["resume_differs"] = resumed_ends(case, work, run)
                line += "  same x3" if not row["resume_differs"] else \
                    f"  DIFFERS: {'; '.join(row['resume_differs'])}"
                failed += bool(row["resume_differs"])
            failed += bool(found)
            rows.append(row)
            print(line, flush=True)
            for disproof in found[:3]:
                print(f"    still interesting without one unit of {disproof.pass_name}: "
                      f"{disproof.candidate[:80]!r}")
    if args.baseline:
        # A flaky oracle's calls vary from run to run far more than any cost measured here.
        steady = [r for r in rows if not r["flaky"]]
        total, base = sum(r["calls"] for r in steady), sum(r["baseline_calls"] for r in steady)
        print(f"calls in all, flaky cases left out: {total:,} against {base:,} for the "
              f"baseline ({total / max(base, 1):.3f}x)")
    print(f"{len(rows) - failed} of {len(rows)} cases hold their guarantee"
          + (" and resume alike" if args.resume else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
