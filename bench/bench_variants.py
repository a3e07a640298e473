"""ddmin schedules side by side, on every bench case, through trail's own reduction.

    python3 bench/bench_variants.py [--cases DIR] [--only a,b] [--variants binary,strict]

ProbDD and CDD: bench/bench_schedules.py.

For each case and schedule (bench/variants.py), trail's reduction runs in this
process with the passes trail's format picks for the input, a content cache and the
format's validity check, exactly as `trail delta` does; only the schedule differs.
The case's oracle.sh runs as a subprocess per candidate, with BENCH_DETERMINISTIC=1
(a flaky oracle's retries would drown the schedules' differences). Printed: oracle
calls and final bytes per case and schedule, and each schedule's total.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import Case, case_arguments, load_cases  # noqa: E402
from trail.core.reduce import reduce  # noqa: E402
from variants import VARIANTS, variant  # noqa: E402


def reduce_case(case: Case, name: str, workdir: Path) -> tuple[int, int, float]:
    """(oracle calls, final bytes, seconds) of one schedule on one case."""
    data, fmt, test = case.in_process(workdir)
    start = time.monotonic()
    with variant(name) as order:
        reduction = reduce(data, fmt.passes(data), test, order=order)
    return test.calls, len(reduction.data), time.monotonic() - start


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--variants", default=",".join(VARIANTS),
                        help=f"comma-separated schedules (default: {','.join(VARIANTS)})")
    args = parser.parse_args()
    names = [v for v in args.variants.split(",") if v]
    unknown = sorted(set(names) - set(VARIANTS))
    if unknown:
        parser.error(f"unknown variant(s) {', '.join(unknown)}: choose from {', '.join(VARIANTS)}")
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c])

    totals = dict.fromkeys(names, 0)
    print(f"{'case':<14}{'min':>5}  " + "".join(f"{n:>20}" for n in names))
    print(f"{'':<21}" + "".join(f"{'calls / bytes':>20}" for _ in names))
    with tempfile.TemporaryDirectory(prefix="trail-variants-") as tmp:
        for case in cases:
            cells = []
            for name in names:
                calls, size, _ = reduce_case(case, name, Path(tmp))
                totals[name] += calls
                cells.append(f"{calls:,} / {size:,}{'' if size <= case.known_min * 1.1 else '*'}")
            print(f"{case.name:<14}{case.known_min:>5}  " + "".join(f"{c:>20}" for c in cells),
                  flush=True)
    print(f"{'total calls':<21}" + "".join(f"{totals[n]:>20,}" for n in names))
    print("(* = more than 1.1x the known minimum)")


if __name__ == "__main__":
    main()
