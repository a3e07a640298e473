"""trail's calls and result size per case at several checkouts side by side, and what
each pass spent and removed there (its yield per test).

    python3 bench/bench_share.py --cases /work/shared/bench/cases \\
        --checkout base=/tmp/share-base --checkout main=/work/main --checkout share=.
    python3 bench/bench_share.py ... --only-peers          # bench/cases alone
    python3 bench/bench_share.py ... --passes              # and each pass's tests and bytes

Each checkout's own `trail delta` runs (PYTHONPATH=CHECKOUT/runner) through its CLI,
as bench/run_bench.py runs it: --interesting-exit-zero --oracle-script, --jobs 1,
--verify 0 (the reduction alone), --flaky where meta.json says so; and --test-timeout
60, so that a loaded machine turns no slow call into an inconclusive one. The checkouts run
one after another on each case, so a busy machine slows them alike; calls are counted
by the case oracle ($BENCH_CALLS), trail's check of the original input included, and
are the same on every run of a deterministic case, whatever the machine's load.

Per pass (--passes): the tests each pass spent over all its runs and the bytes they
removed, from report.json's records, which is what the reduction orders passes by;
"2c" after them: two of its runs were cut short as work that had not paid.
A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import PEERS_ROOT, Case, case_arguments, count_calls, load_cases  # noqa: E402


@dataclass
class Run:
    """One checkout's trail on one case."""

    checkout: str
    case: str
    calls: int
    final_bytes: int  # -1: no result
    wall_s: float
    status: str  # ok, partial (the budget ended it) or error
    guarantee: str = ""
    # Per pass name: [tests, bytes removed, runs cut short as unpaid work], over its runs.
    passes: dict[str, list[int]] = field(default_factory=dict)


def run_checkout(name: str, checkout: Path, case: Case, timeout_s: float) -> Run:
    with tempfile.TemporaryDirectory(prefix="trail-share-") as tmp:
        work = Path(tmp)
        shutil.copy(case.input, work / case.input.name)
        command = [sys.executable, "-m", "trail", "delta", "--interesting-exit-zero",
                   "--oracle-script", str(case.oracle), "--jobs", "1", "--verify", "0",
                   "--allow-flaky", "-q", "--timeout", str(timeout_s),
                   # A busy machine must not turn a slow call into a timeout (UNRESOLVED):
                   # the calls of a deterministic case then stay the same on every run.
                   "--test-timeout", "60",
                   "--out", str(work / "out"), str(work / case.input.name)] \
            + (["--flaky"] if case.flaky else [])
        start = time.monotonic()
        done = subprocess.run(command, capture_output=True, text=True,
                              env={**os.environ, "BENCH_CALLS": str(work / "calls"),
                                   "PYTHONPATH": str(checkout / "runner")})
        wall = time.monotonic() - start
        calls = count_calls(work / "calls")
        report_file = work / "out" / "report.json"
        if done.returncode != 0 or not report_file.is_file():
            return Run(name, case.name, calls, -1, wall, "error")
        report = json.loads(report_file.read_text())
        passes: dict[str, list[int]] = {}
        for record in report.get("passes", []):
            spent = passes.setdefault(record["name"], [0, 0, 0])
            spent[0] += record["tests"]
            spent[1] += record["bytes_before"] - record["bytes_after"]
            spent[2] += record.get("ended") == "cut"
        final = work / "out" / case.input.name
        guarantee = (report.get("guarantees") or {}).get("one_minimal_at") or ""
        return Run(name, case.name, calls, final.stat().st_size if final.is_file() else -1,
                   wall, "partial" if report.get("status") == "partial" else "ok",
                   guarantee, passes)


def print_case(case: Case, runs: list[Run], passes: bool) -> None:
    cells = "  ".join(f"{r.calls:>6,} {r.final_bytes:>7,} B" for r in runs)
    flags = " ".join(f"{r.checkout}:{r.status}" for r in runs if r.status != "ok")
    print(f"{case.name:<24} {cells}  {flags}".rstrip(), flush=True)
    if not passes:
        return
    names = list(dict.fromkeys(n for r in runs for n in r.passes))
    for name in names:
        spent = "  ".join(_spent(r.passes.get(name)) for r in runs)
        print(f"  {name:<22} {spent}")


def print_yields(runs: list[Run], checkouts: list[str]) -> None:
    """Each kind of pass over every case: tests, bytes removed and bytes per test, per
    checkout (passes named after a format's language are summed by their suffix,
    c-hoist and python-hoist as hoist, and every depth as one)."""
    totals: dict[str, dict[str, list[int]]] = {}
    for run in runs:
        for name, (tests, removed, cut) in run.passes.items():
            kind = name.split("-", 1)[1] if name.split("-", 1)[0] in LANGUAGES else name
            kind = "depth" if kind.startswith("depth-") else kind
            row = totals.setdefault(kind, {}).setdefault(run.checkout, [0, 0, 0])
            row[0], row[1], row[2] = row[0] + tests, row[1] + removed, row[2] + cut
    print("\nyield per pass over these cases: tests, bytes removed, bytes per test")
    for kind in sorted(totals, key=lambda k: -sum(r[0] for r in totals[k].values())):
        cells = "  ".join(
            f"{t:>6} {b:>8} {b / max(t, 1):>8.1f}" + (f" {c}c" if c else "   ")
            for t, b, c in (totals[kind].get(name, [0, 0, 0]) for name in checkouts))
        print(f"  {kind:<22} {cells}")


# The language prefixes of passes named after a format (python-hoist, c-depth-2).
LANGUAGES = {"python", "c", "cpp", "javascript", "json", "yaml", "html", "xml", "sexp",
             "smtlib", "ini", "toml", "go", "rust", "java", "bash", "css", "jsonl"}


def _spent(figures: list[int] | None) -> str:
    """A pass's tests and removed bytes, and `c` for each run of it cut short."""
    if figures is None:
        return f"{'-':>6} {'-':>7}  "
    tests, removed, cut = figures
    return f"{tests:>6} {removed:>7} B" + (f" {cut}c" if cut else "")


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--checkout", action="append", required=True, metavar="NAME=PATH",
                        help="a checkout whose runner/ to run (repeat; the first is the "
                             "baseline the totals compare with)")
    parser.add_argument("--peers", type=Path, default=PEERS_ROOT,
                        help="other reducers' cases (default: bench/cases)")
    parser.add_argument("--only-peers", action="store_true", help="the --peers cases alone")
    parser.add_argument("--passes", action="store_true",
                        help="print each pass's tests and removed bytes per checkout")
    parser.add_argument("--timeout", type=float, default=300,
                        help="trail's --timeout per run (default 300 s)")
    parser.add_argument("--json-out", type=Path, help="write every run here")
    args = parser.parse_args()

    checkouts = [(spec.split("=", 1)[0], Path(spec.split("=", 1)[1]).resolve())
                 for spec in args.checkout]
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c], args.peers)
    if args.only_peers:
        cases = [c for c in cases if c.folder.parent == args.peers.resolve()]
    header = "  ".join(f"{name:>17}" for name, _ in checkouts)
    print(f"{'case':<24} {header}\n{'':<24} " + "  ".join(f"{'calls':>6} {'bytes':>9}"
                                                       for _ in checkouts), flush=True)
    everything: list[Run] = []
    for case in cases:
        runs = [run_checkout(name, path, case, args.timeout) for name, path in checkouts]
        print_case(case, runs, args.passes)
        everything += runs
    totals = {name: sum(r.calls for r in everything if r.checkout == name)
              for name, _ in checkouts}
    print("total calls: " + ", ".join(f"{n} {c:,}" for n, c in totals.items()))
    base = checkouts[0][0]
    for name, _ in checkouts[1:]:
        mine = {r.case: r for r in everything if r.checkout == name}
        theirs = {r.case: r for r in everything if r.checkout == base}
        more = [c for c in mine if mine[c].calls > theirs[c].calls]
        bigger = [c for c in mine if mine[c].final_bytes > theirs[c].final_bytes]
        print(f"{name} against {base}: more calls on {len(more)} case(s)"
              f"{' (' + ', '.join(more) + ')' if more else ''}; larger result on "
              f"{len(bigger)}{' (' + ', '.join(bigger) + ')' if bigger else ''}")
    if args.passes:
        print_yields(everything, [name for name, _ in checkouts])
    if args.json_out:
        args.json_out.write_text(json.dumps([asdict(r) for r in everything], indent=1) + "\n")


if __name__ == "__main__":
    main()
