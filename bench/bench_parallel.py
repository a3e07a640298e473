"""How much `--jobs N` can gain when the oracle dominates, measured without noise.

    python3 bench/bench_parallel.py [--cases DIR] [--only a,b] [--jobs 2,3,4]

Wall-clock ratios of -jN to -j1 swing by 0.1 from run to run on a busy 2-core
machine, and there a CPU-bound oracle competes with its own second copy. This
benchmark runs trail's reduction in this process (the passes trail picks, a content
cache and the format's validity check, oracle.sh as a subprocess) with trail's own
ParallelRunner, but on a virtual clock: every oracle run takes one unit, a cached or
malformed candidate none, N workers. Speculative candidates are run for real (to
know whether they cost a unit) at the moment they are started.

Printed per case and N: the time units against -j1's (the ratio an oracle-bound
reduction approaches), and the speculative tests wasted. The reduction's result is
checked to be -j1's.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import Case, OracleTest, case_arguments, load_cases  # noqa: E402
from trail.outcome import Outcome  # noqa: E402
from trail.parallel import ParallelRunner  # noqa: E402
from trail.reduce import reduce  # noqa: E402


class _VirtualFuture(Future):
    """Decided at submission (so it cannot be cancelled); done once the virtual
    clock passes its end."""

    def __init__(self, pool: VirtualExecutor, end: float) -> None:
        super().__init__()
        self.pool, self.end = pool, end

    def done(self) -> bool:
        return self.end <= self.pool.now

    def result(self, timeout: float | None = None) -> Outcome:
        self.pool.now = max(self.pool.now, self.end)
        return super().result(timeout)


class VirtualExecutor(Executor):
    """Workers on a virtual clock; a call costs one unit if it ran the oracle."""

    def __init__(self, workers: int, test: OracleTest) -> None:
        self.now = 0.0
        self.free = [0.0] * workers  # when each worker is next free
        self.test = test

    def submit(self, fn: Callable[[], Outcome], /, *args: object, **kwargs: object) -> Future:
        calls = self.test.calls
        outcome, error = None, None
        try:
            outcome = fn()
        except Exception as exc:  # noqa: BLE001 - handed back through the future
            error = exc
        worker = min(range(len(self.free)), key=self.free.__getitem__)
        start = max(self.now, self.free[worker])
        end = start + (self.test.calls - calls)
        self.free[worker] = end
        future = _VirtualFuture(self, end)
        if error is None:
            future.set_result(outcome)
        else:
            future.set_exception(error)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        pass


def reduce_virtually(case: Case, workdir: Path, jobs: int) -> tuple[bytes, float, int]:
    """(result, time units, wasted tests) of trail's reduction with `jobs` workers."""
    data, fmt, test = case.in_process(workdir)
    if jobs == 1:
        return reduce(data, fmt.passes(data), test).data, float(test.calls), 0
    executor = VirtualExecutor(jobs, test)
    runner = ParallelRunner(jobs, executor)
    reduction = reduce(data, fmt.passes(data), test, runner=runner)
    return reduction.data, executor.now, runner.wasted


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--jobs", default="2,3,4", help="worker counts (default: 2,3,4)")
    args = parser.parse_args()
    jobs = [int(j) for j in args.jobs.split(",") if j]
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c])
    ratios: dict[int, list[float]] = {j: [] for j in jobs}
    print(f"{'case':<14}{'-j1 units':>10}" + "".join(f"{f'-j{j} x (wasted)':>18}" for j in jobs))
    with tempfile.TemporaryDirectory(prefix="trail-parallel-") as tmp:
        for case in cases:
            serial, units, _ = reduce_virtually(case, Path(tmp), 1)
            cells = []
            for j in jobs:
                result, time_units, wasted = reduce_virtually(case, Path(tmp), j)
                if result != serial:
                    sys.exit(f"{case.name}: -j{j} gave another result than -j1")
                ratios[j].append(time_units / units)
                cells.append(f"{time_units / units:.2f} ({wasted:,})")
            print(f"{case.name:<14}{units:>10,.0f}" + "".join(f"{c:>18}" for c in cells))
    print(f"{'median':<24}" + "".join(f"{statistics.median(ratios[j]):>18.2f}" for j in jobs))


if __name__ == "__main__":
    main()
