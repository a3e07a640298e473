"""How much `--jobs N` can gain when the oracle dominates, measured without noise.

    python3 bench/bench_parallel.py [--cases DIR] [--only a,b] [--jobs 2,3,4] [--jitter J]

Wall-clock ratios of -jN to -j1 swing by 0.1 from run to run on a busy 2-core
machine, and there a CPU-bound oracle competes with its own second copy. This
benchmark runs trail's reduction in this process (the passes trail picks, a content
cache and the format's validity check, oracle.sh as a subprocess) with trail's own
ParallelRunner, but on a virtual clock: every oracle run takes one unit times
1 + J * a seeded random fraction (real run times jitter: two runs started together
seldom end together), a cached or malformed candidate none, N workers taking work
first come first served. Each test runs for real (to know whether it costs a unit)
at the moment a worker takes it.

Printed per case and N: the time units against -j1's (the ratio an oracle-bound
reduction approaches), and the speculative tests wasted. The reduction's result is
checked to be -j1's.

Then, for each flaky case, `--flaky` as trail runs it (estimate, decisions, rechecks,
verification of 10 runs) with the runs of one input N at a time: every oracle run
costs a unit, and an interesting input fails with the case's rate by a seeded coin.
The coin falls differently at each N, so the figures are medians over --seeds.

A benchmark, not a test: CI does not run it.
"""

from __future__ import annotations

import hashlib
import random
import statistics
import sys
import tempfile
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "runner")]

from cases import Case, OracleTest, case_arguments, load_cases  # noqa: E402
from trail.core.flaky import FlakyPolicy, expected_decisions  # noqa: E402
from trail.core.outcome import Outcome  # noqa: E402
from trail.core.reduce import reduce  # noqa: E402
from trail.parallel.pool import ParallelRunner, Repeater  # noqa: E402


class _Runs:
    """Counts oracle runs: the virtual executor's cost per call."""

    calls = 0


class _VirtualFuture(Future):
    """A work item on the virtual clock: it runs when a worker takes it (so it can
    be cancelled until then), and is done once the clock passes its end."""

    def __init__(self, pool: VirtualExecutor, fn: Callable[[], Outcome]) -> None:
        super().__init__()
        self.pool, self.fn = pool, fn
        self.end: float | None = None

    def done(self) -> bool:
        return self.cancelled() or (self.end is not None and self.end <= self.pool.now)

    def result(self, timeout: float | None = None) -> Outcome:
        self.pool.run_until(self)
        return super().result(timeout)


class VirtualExecutor(Executor):
    """Workers on a virtual clock, first come first served. A call costs one unit if
    it ran the oracle, times 1 + `jitter` * a seeded random fraction: real run
    times jitter, so two runs started together seldom end together."""

    def __init__(self, workers: int, test: OracleTest | _Runs, jitter: float = 0.0) -> None:
        self.now = 0.0
        self.free = [0.0] * workers  # when each worker is next free
        self.queue: deque[_VirtualFuture] = deque()
        self.test, self.jitter, self.coin = test, jitter, random.Random(0)

    def submit(self, fn: Callable[[], Outcome], /, *args: object, **kwargs: object) -> Future:
        future = _VirtualFuture(self, fn)
        self.queue.append(future)
        self._start_ready()
        return future

    def _start_ready(self) -> None:
        """Hand queued items to the workers free by now, and run them now."""
        while self.queue:
            worker = min(range(len(self.free)), key=self.free.__getitem__)
            if self.free[worker] > self.now:
                return
            future = self.queue.popleft()
            if not future.set_running_or_notify_cancel():
                continue
            calls = self.test.calls
            try:
                future.set_result(future.fn())
            except Exception as exc:  # noqa: BLE001 - handed back through the future
                future.set_exception(exc)
            units = self.test.calls - calls
            future.end = self.now + units * (1 + self.jitter * self.coin.random())
            self.free[worker] = future.end

    def run_until(self, future: _VirtualFuture) -> None:
        """Move the clock on, starting what is queued as workers free up."""
        self.run_until_one([future])

    def run_until_one(self, futures: list[_VirtualFuture]) -> None:
        """Move the clock on until one of `futures` is done."""
        while not any(future.done() for future in futures):
            ends = [t for t in self.free if t > self.now] if self.queue else []
            ends += [future.end for future in futures if future.end is not None]
            self.now = min(ends)
            self._start_ready()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        pass


class VirtualRunner(ParallelRunner):
    """trail's ParallelRunner on a VirtualExecutor: its waits move the clock on."""

    def __init__(self, jobs: int, executor: VirtualExecutor) -> None:
        super().__init__(jobs, executor)
        self.executor = executor

    def wait_first(self, pending: list[Future]) -> None:
        self.executor.run_until_one(pending)


def reduce_virtually(case: Case, workdir: Path, jobs: int,
                     jitter: float) -> tuple[bytes, float, int]:
    """(result, time units, wasted tests) of trail's reduction with `jobs` workers."""
    data, fmt, test = case.in_process(workdir)
    executor = VirtualExecutor(jobs, test, jitter)
    runner = VirtualRunner(jobs, executor)  # with one job: no guesses, the serial run
    reduction = reduce(data, fmt.passes(data), test, runner=runner)
    return reduction.data, executor.now, runner.wasted


def flaky_virtually(case: Case, workdir: Path, jobs: int, seed: int,
                    jitter: float) -> tuple[bool, float, int]:
    """(result at the known minimum, time units, oracle runs) of a --flaky job."""
    data, fmt, truth = case.in_process(workdir)
    coin, runs = random.Random(seed), _Runs()
    p_fail = case.meta["flaky_p_fail"]

    def run(content: bytes) -> Outcome:
        runs.calls += 1
        fails = truth(content) is Outcome.FAIL and coin.random() < p_fail
        return Outcome.FAIL if fails else Outcome.PASS

    def key(content: bytes) -> str:
        return hashlib.blake2b(content, digest_size=16).hexdigest()

    executor = VirtualExecutor(jobs, runs, jitter)
    repeat = Repeater(jobs, executor)
    policy = FlakyPolicy.estimate(lambda: run(data), repeat=repeat,
                                  decisions=expected_decisions(data.count(b"\n")))
    failing: set[str] = set()

    def test(content: bytes) -> Outcome:  # as trail's Tester: FAILs cached, malformed skipped
        if key(content) in failing:
            return Outcome.FAIL
        if not fmt.is_valid(content):
            return Outcome.UNRESOLVED
        outcome = policy.decide(key(content), lambda: run(content))
        if outcome is Outcome.FAIL:
            failing.add(key(content))
        return outcome

    result = reduce(data, fmt.passes(data), test,
                    recheck=lambda best: policy.recheck(key(best), lambda: run(best))).data
    policy.verify(lambda: run(result), 10)
    return len(result) <= case.meta["known_min_bytes"], executor.now, runs.calls


def main() -> None:
    parser = case_arguments(__doc__)
    parser.add_argument("--jobs", default="2,3,4", help="worker counts (default: 2,3,4)")
    parser.add_argument("--jitter", type=float, default=0.1,
                        help="each oracle run takes 1 to 1+J units (default: 0.1)")
    parser.add_argument("--seeds", type=int, default=7,
                        help="coin seeds per flaky case and N (default: 7)")
    args = parser.parse_args()
    jobs = [int(j) for j in args.jobs.split(",") if j]
    cases = load_cases(args.cases, [c for c in args.only.split(",") if c])
    ratios: dict[int, list[float]] = {j: [] for j in jobs}
    print(f"{'case':<14}{'-j1 units':>10}" + "".join(f"{f'-j{j} x (wasted)':>18}" for j in jobs))
    with tempfile.TemporaryDirectory(prefix="trail-parallel-") as tmp:
        for case in cases:
            serial, units, _ = reduce_virtually(case, Path(tmp), 1, args.jitter)
            cells = []
            for j in jobs:
                result, time_units, wasted = reduce_virtually(case, Path(tmp), j, args.jitter)
                if result != serial:
                    sys.exit(f"{case.name}: -j{j} gave another result than -j1")
                ratios[j].append(time_units / units)
                cells.append(f"{time_units / units:.2f} ({wasted:,})")
            print(f"{case.name:<14}{units:>10,.0f}" + "".join(f"{c:>18}" for c in cells))
    print(f"{'median':<24}" + "".join(f"{statistics.median(ratios[j]):>18.2f}" for j in jobs))
    flaky = [case for case in cases if case.flaky]
    if flaky:
        print(f"\n--flaky, runs of one input N at a time: median time units (oracle runs) "
              f"over {args.seeds} seeds, and the share of results at the known minimum")
        print(f"{'case':<14}" + "".join(f"{f'-j{j}':>22}" for j in [1, *jobs]))
    with tempfile.TemporaryDirectory(prefix="trail-parallel-") as tmp:
        for case in flaky:
            cells, base = [], 0.0
            for j in [1, *jobs]:
                rows = [flaky_virtually(case, Path(tmp), j, seed, args.jitter)
                        for seed in range(args.seeds)]
                units = statistics.median(r[1] for r in rows)
                base = base or units
                runs = statistics.median(r[2] for r in rows)
                at_min = sum(r[0] for r in rows)
                cells.append(f"{units:,.0f} ({runs:,.0f}) {units / base:.2f}x {at_min}/{len(rows)}")
            print(f"{case.name:<14}" + "".join(f"{c:>22}" for c in cells))


if __name__ == "__main__":
    main()
