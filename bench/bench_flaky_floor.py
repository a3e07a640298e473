"""What `trail delta --flaky` spends against its floor, beside main's runs.

    python3 bench/bench_flaky_floor.py --baseline /work/main/runner
    python3 bench/bench_flaky_floor.py --seeds 3 --only flaky

The cases: the shared `flaky` (its oracle draws from bash's $RANDOM, seeded by pid
and time: its "seeds" are three runs), and deterministic cases wrapped in an oracle
that fails with a seeded rate where they are interesting (`WRAPPED`: the i-th call's
coin comes from bash's $RANDOM seeded with the seed and i, so a run is repeatable
at -j1). Each run is checked against the ground truth (BENCH_DETERMINISTIC=1, as
bench_guarantees.py does): a single-unit deletion at a claimed pass that is still
interesting is a false guarantee, counted (over the seeds) in the `false` columns.

Per case, the median over the seeds of: the oracle runs this checkout's reduction
spent (verification aside: --verify 0), its floor (report.json's flaky.floor,
trail.core.floor), their ratio and the result's bytes; with --baseline, the
baseline's runs and bytes on the same seeds, in the same session. A benchmark, not a
test: CI does not run it.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner"), str(HERE.parent / "tests")]

from bench_guarantees import RUNNER, check, run_trail  # noqa: E402
from cases import DEFAULT_ROOT, Case, load_cases  # noqa: E402

# Deterministic shared cases made flaky: name -> failure rate where interesting.
WRAPPED = {"html_select": 0.5, "python_ast": 0.9}

WRAPPER = """#!/bin/bash
# {name} made flaky: interesting as {inner} says, and then failing {percent}% of the
# time, the i-th call's coin seeded with {seed} and i. BENCH_DETERMINISTIC=1: the truth.
{inner} "$1" || exit 1
[ -n "${{BENCH_DETERMINISTIC:-}}" ] && exit 0
echo >> {counter}
RANDOM=$(( {seed} * 100003 + $(stat -c %s {counter}) ))
[ $((RANDOM % 100)) -lt {percent} ]
"""


def wrapped(case: Case, rate: float, seed: int, work: Path) -> Case:
    """`case` with its oracle failing at `rate` where interesting, seeded by `seed`."""
    folder = work / "case"
    folder.mkdir()
    (folder / case.input.name).write_bytes(case.input.read_bytes())
    counter = folder / "calls-made"
    counter.write_bytes(b"")
    oracle = folder / "oracle.sh"
    oracle.write_text(WRAPPER.format(name=case.name, inner=case.oracle, seed=seed,
                                     percent=round(rate * 100), counter=counter))
    oracle.chmod(0o755)
    meta = {**case.meta, "flaky": True, "flaky_p_fail": rate}
    return Case(f"{case.name} p={rate:g}", folder, meta)


def measure(case: Case, runner: Path, work: Path, out: str) -> dict:
    """One reduction of `case` by the trail under `runner`, checked against the truth."""
    coins = case.folder / "calls-made"
    if coins.exists():  # a wrapped case: each trail meets the same coins
        coins.write_bytes(b"")
    shutil.copy(case.input, work / case.input.name)
    run = run_trail(case, work, runner, out)
    floor = run.report["flaky"].get("floor") or {}
    _, false = check(case, run, work)
    return {"runs": run.calls, "floor": floor.get("runs"), "ratio": floor.get("ratio"),
            "bytes": len(run.data), "false": len(false)}


def median(rows: list[dict], key: str) -> float | None:
    values = [row[key] for row in rows if row.get(key) is not None]
    return statistics.median(values) if values else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--baseline", type=Path, help="another checkout's runner/ folder")
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--only", nargs="*", help="case names (flaky, html_select, ...)")
    parser.add_argument("--json", type=Path, help="write every run's figures here")
    args = parser.parse_args()
    shared = {c.name: c for c in load_cases(DEFAULT_ROOT)}
    names = args.only or ["flaky", *WRAPPED]
    print(f"{'case':<18} {'runs':>6} {'floor':>6} {'ratio':>6} {'bytes':>6} {'false':>5}"
          + (f" {'main runs':>9} {'main bytes':>10} {'main false':>10} {'runs/main':>9}"
             if args.baseline else ""))
    every = {}
    for name in names:
        mine, theirs = [], []
        for seed in range(1, args.seeds + 1):
            with tempfile.TemporaryDirectory(prefix="trail-floor-") as tmp:
                work = Path(tmp)
                case = shared[name] if name not in WRAPPED else \
                    wrapped(shared[name], WRAPPED[name], seed, work)
                mine.append(measure(case, RUNNER, work, "mine"))
                if args.baseline is not None:
                    theirs.append(measure(case, args.baseline.resolve(), work, "main"))
        label = name if name not in WRAPPED else f"{name} p={WRAPPED[name]:g}"
        every[label] = {"runs": mine, "baseline": theirs}
        line = (f"{label:<18} {median(mine, 'runs'):>6.0f} {median(mine, 'floor'):>6.0f} "
                f"{median(mine, 'ratio'):>6.2f} {median(mine, 'bytes'):>6.0f} "
                f"{sum(r['false'] for r in mine):>5}")
        if theirs:
            main_runs = median(theirs, "runs")
            line += (f" {main_runs:>9.0f} {median(theirs, 'bytes'):>10.0f} "
                     f"{sum(r['false'] for r in theirs):>10} "
                     f"{median(mine, 'runs') / main_runs:>9.2f}")
        print(line, flush=True)
    if args.json is not None:
        args.json.write_text(json.dumps(every, indent=1) + "\n")


if __name__ == "__main__":
    main()
