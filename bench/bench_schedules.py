"""Every ddmin schedule of trail.core.orders on every bench case: calls and bytes.

    python3 bench/bench_schedules.py [--cases DIR] [--only a,b] [--orders default,cdd]
    python3 bench/bench_schedules.py --json bench/results/schedules.json

The schedules: trail's default, Halving without a reduction's hints, the reference
text's ddmin (strict), ProbDD and CDD. For each case (the shared ones and the peers'
of bench/cases) and schedule, trail's reduction runs in this process with the passes
trail's format picks, a content cache and the format's validity check, as `trail
delta` does; only the order of the candidates differs. oracle.sh runs per candidate
with BENCH_DETERMINISTIC=1; a run is stopped after --seconds (a slow compiler on a
large input under ProbDD runs for hours). Printed per case: oracle calls / final
bytes for each schedule ("*": larger than the smallest any schedule reached, "+":
stopped); then, per pass, the
tests each schedule spent in it over all cases, and the totals.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import PEERS_ROOT, Case, case_arguments, load_cases  # noqa: E402
from trail.core.orders import Order  # noqa: E402
from trail.core.outcome import Outcome, ReductionStopped  # noqa: E402
from trail.core.reduce import reduce  # noqa: E402


def run(case: Case, order: Order, workdir: Path, seconds: float) -> dict:
    """One schedule on one case, stopped after `seconds`: calls, final bytes,
    seconds, whether it ended by itself, tests per pass."""
    data, fmt, test = case.in_process(workdir)
    started = time.monotonic()

    def bounded(content: bytes) -> Outcome:
        if time.monotonic() - started > seconds:
            raise ReductionStopped("time")
        return test(content)

    reduction = reduce(data, fmt.passes(data), bounded, order=order, size=fmt.size)
    per_pass: Counter[str] = Counter()
    for record in reduction.records:
        per_pass[record.name] += record.tests
    return {"case": case.name, "order": order.value, "calls": test.calls,
            "bytes": len(reduction.data), "seconds": round(time.monotonic() - started, 2),
            "ended": reduction.stopped is None, "per_pass": dict(per_pass)}


def _mark(row: dict, least: int) -> str:
    return "+" if not row["ended"] else "*" if row["bytes"] > least else " "


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--orders", default=",".join(o.value for o in Order),
                        help="comma-separated schedules (default: all)")
    parser.add_argument("--no-peers", action="store_true",
                        help="only the shared cases, not bench/cases")
    parser.add_argument("--json", type=Path, help="also write every run here")
    parser.add_argument("--seconds", type=float, default=300,
                        help="stop a run after this long (default: 300)")
    args = parser.parse_args()
    orders = [Order(name) for name in args.orders.split(",") if name]
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c],
                       peers=None if args.no_peers else PEERS_ROOT)

    rows: list[dict] = []
    print(f"{'case':<28}" + "".join(f"{o.value:>16}" for o in orders))
    print(f"{'':<28}" + "".join(f"{'calls / bytes':>16}" for _ in orders))
    with tempfile.TemporaryDirectory(prefix="trail-schedules-") as tmp:
        for case in cases:
            runs = [run(case, order, Path(tmp), args.seconds) for order in orders]
            rows += runs
            least = min(r["bytes"] for r in runs)
            print(f"{case.name:<28}" + "".join(
                f"{r['calls']:>8,} / {r['bytes']:>5,}{_mark(r, least)}" for r in runs),
                flush=True)
    totals = {o.value: sum(r["calls"] for r in rows if r["order"] == o.value) for o in orders}
    print(f"{'total calls':<28}" + "".join(f"{totals[o.value]:>16,}" for o in orders))
    print("(* = larger than the smallest result any schedule reached on the case; "
          f"+ = stopped after {args.seconds:g} s)")
    passes = sorted({name for r in rows for name in r["per_pass"]})
    print(f"\n{'tests per pass, all cases':<28}" + "".join(f"{o.value:>16}" for o in orders))
    for name in passes:
        print(f"{name:<28}" + "".join(
            f"{sum(r['per_pass'].get(name, 0) for r in rows if r['order'] == o.value):>16,}"
            for o in orders))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
