"""trail next to textbook ddmin and the anchor reducers, on every bench case.

    python3 bench/run_bench.py                       # everything, anchors run live
    python3 bench/run_bench.py --anchors-from bench/results/anchors.json
    python3 bench/run_bench.py --tools trail,textbook --only html_select,big_lines
    python3 bench/run_bench.py --tools trail --oracle-wait 0.05
    python3 bench/run_bench.py --tools trail --oracle-wait 0.05 --verify 10
    python3 bench/run_bench.py --tools trail,lithium,picire,cvise --only-peers

The cases are the shared ones (../shared/bench/cases) and, beside them, other reducers'
own test inputs (bench/cases, sources in its README); a case with no known minimum
prints "-" for its ratio. Per case it runs `trail delta` of this checkout through its
CLI (the oracle as a user would pass it:
--interesting-exit-zero --oracle-script oracle.sh, --flaky where meta.json says the
oracle is flaky, format picked by trail, --verify 0 so only reduction is counted,
unless --verify K asks for trail's whole job: K is its default, 10)
with --jobs 1 and each of --jobs, and reads from its report.json where its
transformation passes began (the "before tx" column: the bytes then, and what they
removed in all); the textbook ddmin (lines, no cache) in this
process; and the anchors (lithium, picire, C-Vise, shrinkray: bench/anchors.py), each
with one worker. Calls are counted by the case oracle itself ($BENCH_CALLS), so every
tool is charged the same way, trail's run on the original input included. The final
input's ground truth is checked afterwards with BENCH_DETERMINISTIC=1, uncounted.

Then trail's ratios: calls against the best anchor that got at least as small, wall
time with the largest --jobs against the fastest anchor, and against trail's own
--jobs 1. The case oracles are CPU-bound Python processes: on a 2-core machine two
of them and trail share the cores, so --jobs 2 cannot halve the wall time. An oracle
that mostly waits (a container start, a remote build, a service) is what
--oracle-wait models: each call sleeps that long first, and only trail is compared
with itself. A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import PEERS_ROOT, Case, Result, case_arguments, count_calls, load_cases  # noqa: E402
from textbook import run_textbook  # noqa: E402

ANCHORS = ("lithium", "picire", "cvise", "shrinkray")


def run_trail(case: Case, jobs: int, timeout_s: float, wait_s: float = 0,
              verify: int = 0) -> Result:
    tool = f"trail -j{jobs}"
    with tempfile.TemporaryDirectory(prefix="trail-bench-") as tmp:
        work, calls_file = Path(tmp), Path(tmp) / "calls"
        shutil.copy(case.input, work / case.input.name)
        oracle = case.oracle
        if wait_s:
            oracle = work / "waiting-oracle.sh"
            oracle.write_text(f'#!/bin/sh\nsleep {wait_s}\nexec "{case.oracle}" "$@"\n')
            oracle.chmod(0o755)
        # --allow-flaky: a flaky verification run that passed is a figure, not an error.
        # This checkout's trail, whatever `trail` on PATH runs.
        command = [sys.executable, "-m", "trail", "delta", "--interesting-exit-zero",
                   "--oracle-script",
                   str(oracle), "--jobs", str(jobs), "--verify", str(verify),
                   "--allow-flaky", "-q", "--timeout", str(timeout_s), "--out", str(work / "out"),
                   str(work / case.input.name)] + (["--flaky"] if case.flaky else [])
        start = time.monotonic()
        run = subprocess.run(command, env={**os.environ, "BENCH_CALLS": str(calls_file),
                                           "PYTHONPATH": str(HERE.parent / "runner")},
                             capture_output=True, text=True)
        wall = time.monotonic() - start
        final = work / "out" / case.input.name
        if run.returncode != 0 or not final.is_file():
            return Result(tool, case.name, count_calls(calls_file), -1, None, wall, "error",
                          (run.stderr.strip().splitlines() or ["no output"])[-1])
        report = json.loads((work / "out" / "report.json").read_text())
        status = "dnf" if report.get("status") == "partial" else "ok"
        return Result(tool, case.name, count_calls(calls_file), final.stat().st_size,
                      case.interesting(final), wall, status,
                      **transform_figures(report.get("passes", [])))


def transform_figures(records: list[dict]) -> dict[str, int | None]:
    """From report.json's pass records: the bytes when the first transformation pass
    began, and what all of them removed (None, None: no transformation pass ran)."""
    transforms = [r for r in records if r.get("kind") == "transformation"]
    if not transforms:
        return {"before_transforms": None, "removed_by_transforms": None}
    return {"before_transforms": transforms[0]["bytes_before"],
            "removed_by_transforms": sum(r["bytes_before"] - r["bytes_after"]
                                         for r in transforms)}


def run_anchor_live(tool: str, case: Case, timeout_s: float) -> Result:
    from anchors import run_anchor  # its installs are only needed when anchors run live
    row = run_anchor(tool, case.folder, timeout_s=timeout_s).__dict__
    return Result(**{k: v for k, v in row.items() if k in Result.__dataclass_fields__})


def load_anchor_results(path: Path) -> list[Result]:
    fields = Result.__dataclass_fields__
    return [Result(**{k: v for k, v in row.items() if k in fields})
            for row in json.loads(path.read_text())["results"]]


def _x_min(size: int, case: Case) -> str:
    return "-" if case.known_min is None else f"{size / case.known_min:.2f}"


def _size(result: Result, case: Case) -> str:
    if result.final_bytes < 0:
        return "-"
    mark = "" if result.interesting else " (NOT interesting)"
    ratio = "" if case.known_min is None else f" ({_x_min(result.final_bytes, case)}x)"
    return f"{result.final_bytes:,}{ratio}{mark}"


def _before_transforms(result: Result) -> str:
    if result.before_transforms is None:
        return "-"
    return f"{result.before_transforms:,} (-{result.removed_by_transforms:,})"


def print_case(case: Case, results: list[Result]) -> None:
    known = "not known" if case.known_min is None else f"{case.known_min} bytes"
    print(f"\n{case.name}: {case.input.stat().st_size:,} bytes, known minimum {known}")
    print(f"  {'tool':<16}{'calls':>8}  {'final bytes (x min)':<28}{'wall s':>8}  "
          f"{'before tx':<16}status")
    for r in results:
        print(f"  {r.tool:<16}{r.calls:>8,}  {_size(r, case):<28}{r.wall_s:>8.1f}  "
              f"{_before_transforms(r):<16}{r.status}{'  ' + r.note if r.note else ''}")


def ratios(case: Case, trail1: Result, trail_n: Result, anchors: list[Result]) -> dict:
    """trail's figures against the anchors on one case (None where none compares)."""
    finished = [a for a in anchors if a.status == "ok" and a.interesting]
    as_small = [a for a in finished if a.final_bytes <= trail1.final_bytes]
    best = min(as_small, key=lambda a: a.calls, default=None)
    fastest = min(finished, key=lambda a: a.wall_s, default=None)
    return {
        "case": case.name,
        "size_x_min": None if case.known_min is None else trail1.final_bytes / case.known_min,
        "calls": trail1.calls,
        "best_anchor_as_small": best and f"{best.tool} {best.calls}",
        "calls_ratio": best and trail1.calls / best.calls,
        "wall_jn_vs_fastest": fastest and trail_n.wall_s / fastest.wall_s,
        "fastest_anchor": fastest and f"{fastest.tool} {fastest.wall_s:.1f}s",
        "wall_jn_vs_j1": trail_n.wall_s / trail1.wall_s,
    }


def print_summary(rows: list[dict], results: list[Result], jobs: int) -> None:
    def fmt(value: float | None, spec: str = ".2f") -> str:
        return "-" if value is None else format(value, spec)

    print(f"\ntrail's ratios (calls at -j1; wall at -j{jobs}):")
    print(f"  {'case':<22}{'size/min':>9}{'calls':>7}  {'best anchor as small':<22}"
          f"{'calls x':>8}  {'fastest anchor':<20}{'wall x':>7}{f' -j{jobs}/-j1':>10}")
    for r in rows:
        print(f"  {r['case']:<22}{fmt(r['size_x_min']):>9}{r['calls']:>7}  "
              f"{r['best_anchor_as_small'] or 'none':<22}{fmt(r['calls_ratio']):>8}  "
              f"{r['fastest_anchor'] or 'none':<20}{fmt(r['wall_jn_vs_fastest']):>7}"
              f"{r['wall_jn_vs_j1']:>10.2f}")
    walls = [r["wall_jn_vs_fastest"] for r in rows if r["wall_jn_vs_fastest"] is not None]
    print(f"  median wall -j{jobs} vs fastest anchor: "
          f"{fmt(statistics.median(walls) if walls else None)}")
    print(f"  median wall -j{jobs} vs -j1: "
          f"{statistics.median(r['wall_jn_vs_j1'] for r in rows):.2f}")
    totals: dict[str, int] = {}
    for r in results:
        totals[r.tool] = totals.get(r.tool, 0) + r.calls
    print("  total calls over these cases (a tool that did not finish is charged what it "
          "spent): " + ", ".join(f"{tool} {n:,}" for tool, n in totals.items()))
    if "lithium" in totals and "trail -j1" in totals:
        print(f"  trail -j1 / lithium total: {totals['trail -j1'] / totals['lithium']:.2f}")


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--tools", default="trail,textbook," + ",".join(ANCHORS),
                        help="comma-separated: trail, textbook and anchors (default: all)")
    parser.add_argument("--jobs", default="2",
                        help="trail's --jobs besides 1, comma-separated (default: 2)")
    parser.add_argument("--timeout", type=float, default=120,
                        help="seconds per run before it counts as did-not-finish (default 120)")
    parser.add_argument("--anchors-from", type=Path,
                        help="take anchor figures from this JSON (bench/anchors.py --json-out) "
                             "instead of running them")
    parser.add_argument("--oracle-wait", type=float, default=0, metavar="SECONDS",
                        help="each oracle call sleeps this long first (an oracle that "
                             "waits); needs --tools trail")
    parser.add_argument("--verify", type=int, default=0, metavar="K",
                        help="trail's --verify (default 0: the reduction alone, as the "
                             "anchors have no verification)")
    parser.add_argument("--json-out", type=Path, help="write every result here")
    parser.add_argument("--peers", type=Path, default=PEERS_ROOT,
                        help="other reducers' cases, run beside the shared ones "
                             "(default: bench/cases)")
    parser.add_argument("--only-peers", action="store_true",
                        help="run the --peers cases alone")
    args = parser.parse_args()

    tools = [t for t in args.tools.split(",") if t]
    if args.oracle_wait and tools != ["trail"]:
        parser.error("--oracle-wait compares trail with itself: pass --tools trail")
    jobs = [int(j) for j in args.jobs.split(",") if j and int(j) != 1]
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c], args.peers)
    if args.only_peers:
        cases = [c for c in cases if c.folder.parent == args.peers.resolve()]
    recorded = load_anchor_results(args.anchors_from) if args.anchors_from else []
    everything: list[Result] = []
    rows: list[dict] = []
    for case in cases:
        results: list[Result] = []
        if "trail" in tools:
            results += [run_trail(case, j, args.timeout, args.oracle_wait, args.verify)
                        for j in [1, *jobs]]
        if "textbook" in tools:
            results.append(run_textbook(case, args.timeout))
        for tool in (t for t in ANCHORS if t in tools):
            if args.anchors_from:
                results += [r for r in recorded if r.tool == tool and r.case == case.name]
            else:
                results.append(run_anchor_live(tool, case, args.timeout))
        print_case(case, results)
        everything += results
        if "trail" in tools:
            anchors = [r for r in results if r.tool in ANCHORS]
            rows.append(ratios(case, results[0], results[len(jobs)], anchors))
    if rows:
        print_summary(rows, everything, max(jobs, default=1))
    if args.json_out:
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        args.json_out.write_text(json.dumps({"results": [r.to_dict() for r in everything],
                                             "ratios": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
