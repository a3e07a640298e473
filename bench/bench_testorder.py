"""Benchmark (not a test): test-order search and flaky mode on simulated suites.

    python3 bench/bench_testorder.py [--suites 200] [--trials 4000] [--seed 0]

Every suite has 500 tests; the victim runs last, after the other 499, and a
simulated `run(before) -> Outcome` stands in for a suite invocation, so the whole
benchmark takes seconds. An invocation count includes the run of the full order
that showed the failure. Baselines run in the same process on the same suites:

* textbook ddmin, as in Zeller & Hildebrandt's paper: each chunk first, then each
  complement, no cache;
* trail.core.ddmin itself (the reduction core), both its strict and default schedules;
* single-polluter bisection, the way single-polluter tools work (victim alone,
  the full order, then keep the half that still fails), which cannot find a set
  that only fails together.

Figures are printed next to the targets of issue 6, with ok/MISSED.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "runner"))

from trail.core.ddmin import ddmin  # noqa: E402
from trail.core.flaky import FlakyPolicy, expected_decisions  # noqa: E402
from trail.core.outcome import Outcome  # noqa: E402
from trail.core.rate import FailureRate  # noqa: E402
from trail.core.testorder import OrderStats, minimize_order  # noqa: E402

TESTS = 500
BEFORE = list(range(TESTS - 1))
F, P = Outcome.FAIL, Outcome.PASS

Run = Callable[[list[int]], Outcome]


class Suite:
    """A simulated suite: the victim fails when all `polluters` ran before it, with `rate`."""

    def __init__(self, polluters: set[int], rate: float, rng: random.Random) -> None:
        self.polluters, self.rate, self.rng = polluters, rate, rng
        self.invocations = 0

    def run(self, before: list[int]) -> Outcome:
        self.invocations += 1
        if self.polluters <= set(before) and (self.rate >= 1 or self.rng.random() < self.rate):
            return F
        return P


def textbook_ddmin(units: list[int], run: Run) -> list[int]:
    """The paper's ddmin: reduce to a chunk, else to a complement, else refine; no cache."""
    current, n = list(units), 2
    while len(current) >= 2:
        size = len(current)
        chunks = [current[i * size // n:(i + 1) * size // n] for i in range(n)]
        chunk = next((c for c in chunks if run(c) is F), None)
        if chunk is not None:
            current, n = chunk, 2
            continue
        complements = ([u for j, c in enumerate(chunks) if j != i for u in c] for i in range(n))
        complement = next((c for c in complements if run(c) is F), None)
        if complement is not None:
            current, n = complement, max(n - 1, 2)
            continue
        if n >= size:
            break
        n = min(2 * n, size)
    return current


def single_polluter_bisection(units: list[int], run: Run) -> list[int] | None:
    """Victim alone, full order, then keep whichever half still fails; None if neither does."""
    if run([]) is F or run(units) is P:
        return None
    current = list(units)
    while len(current) > 1:
        half = len(current) // 2
        if run(current[:half]) is F:
            current = current[:half]
        elif run(current[half:]) is F:
            current = current[half:]
        else:
            return None
    return current


def percentile(values: list[int], share: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered) + 0.999999) - 1)]


def mark(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def row(label: str, figure: str, target: str, ok: bool | None = None) -> None:
    print(f"  {label:<46} {figure:<28} {target:<24} {'' if ok is None else mark(ok)}")


def deterministic_search(suite: Suite) -> tuple[list[int], int]:
    suite.run(BEFORE)  # the failing run the user starts from
    return minimize_order(BEFORE, suite.run), suite.invocations


def flaky_search(suite: Suite) -> tuple[list[int], int, OrderStats]:
    """Flaky mode: the first failing run, the estimate, then policy-decided orders."""
    while suite.run(BEFORE) is not F:
        pass
    seen = FailureRate(1, suite.invocations)
    policy = FlakyPolicy.estimate(lambda: suite.run(BEFORE), observed=seen,
                                  decisions=expected_decisions(len(BEFORE)))
    stats = OrderStats()
    found = minimize_order(BEFORE, suite.run, decide=policy.decide, stats=stats)
    return found, suite.invocations, stats


def bench_one_polluter(suites: int, seed: int) -> None:
    trail_runs, bisect_runs, exact = [], [], 0
    for index in range(suites):
        rng = random.Random(seed * 1_000_003 + index)
        polluter = {rng.randrange(len(BEFORE))}
        found, runs = deterministic_search(Suite(polluter, 1.0, rng))
        exact += set(found) == polluter
        trail_runs.append(runs)
        baseline = Suite(polluter, 1.0, rng)
        single_polluter_bisection(BEFORE, baseline.run)
        bisect_runs.append(baseline.invocations)
    print(f"\none polluter among {TESTS} tests ({suites} suites)")
    row("trail: invocations median / p90 / max",
        f"{statistics.median(trail_runs):.0f} / {percentile(trail_runs, 0.9)} / "
        f"{max(trail_runs)}", "max <= 13", max(trail_runs) <= 13)
    row("trail: exact polluter found", f"{exact}/{suites}", "all", exact == suites)
    row("single-polluter bisection: median / max",
        f"{statistics.median(bisect_runs):.0f} / {max(bisect_runs)}", "~log2(N)+4 = 13")


def bench_two_polluters(suites: int, seed: int) -> None:
    trail_runs, exact, fallbacks = [], 0, 0
    textbook, strict, default, bisect_found = [], [], [], 0
    for index in range(suites):
        rng = random.Random(seed * 2_000_003 + index)
        pair = set(rng.sample(range(len(BEFORE)), 2))
        suite = Suite(pair, 1.0, rng)
        suite.run(BEFORE)
        stats = OrderStats()
        found = minimize_order(BEFORE, suite.run, stats=stats)
        exact += found == sorted(pair)
        fallbacks += stats.fallback
        trail_runs.append(suite.invocations)
        for runs, reduce in ((textbook, textbook_ddmin),
                             (strict, lambda u, r: ddmin(u, r, strict=True, cache=False)),
                             (default, lambda u, r: ddmin(u, r))):
            baseline = Suite(pair, 1.0, rng)
            baseline.run(BEFORE)
            assert set(reduce(BEFORE, baseline.run)) == pair
            runs.append(baseline.invocations)
        bisect_found += single_polluter_bisection(BEFORE, Suite(pair, 1.0, rng).run) is not None
    print(f"\ntwo polluters acting together among {TESTS} tests ({suites} suites)")
    row("trail: invocations median / p90 / max",
        f"{statistics.median(trail_runs):.0f} / {percentile(trail_runs, 0.9)} / "
        f"{max(trail_runs)}", "p90 <= 30", percentile(trail_runs, 0.9) <= 30)
    row("trail: exact pair found", f"{exact}/{suites} (ddmin fallback {fallbacks})", "100%",
        exact == suites)
    row("textbook ddmin (paper): median invocations", f"{statistics.median(textbook):.0f}",
        "~114 (issue's figure)")
    row("trail.core.ddmin --strict-ddmin, no cache: median", f"{statistics.median(strict):.0f}", "")
    row("trail.core.ddmin default schedule: median", f"{statistics.median(default):.0f}", "")
    row("single-polluter bisection: pairs found", f"{bisect_found}/{suites}", "none")


def bench_flaky_pollution(suites: int, seed: int, rate: float = 0.3) -> None:
    runs, exact = [], 0
    for index in range(suites):
        rng = random.Random(seed * 3_000_003 + index)
        pair = set(rng.sample(range(len(BEFORE)), 2))
        found, invocations, _ = flaky_search(Suite(pair, rate, rng))
        exact += found == sorted(pair)
        runs.append(invocations)
    print(f"\nflaky pollution: the victim fails {rate:.0%} of the runs where both polluters ran "
          f"({suites} suites)")
    row("trail --flaky: exact pair found", f"{exact}/{suites} = {exact / suites:.1%}", ">= 99%",
        exact >= 0.99 * suites)
    row("trail --flaky: invocations median / p90",
        f"{statistics.median(runs):.0f} / {percentile(runs, 0.9)}", "(printed)")


def bench_reproducer(trials: int, seed: int, sweep_runs: int = 20) -> None:
    print(f"\nreproducer guarantee: rate measured over {sweep_runs} runs (reported only if it "
          f"failed at least once), K99 from the 95% lower bound ({trials} trials per p)")
    for p in (0.05, 0.1, 0.3, 0.5):
        rng = random.Random(seed * 4_000_003 + int(p * 1000))
        caught, k99s, done = 0, [], 0
        while done < trials:
            failures = sum(rng.random() < p for _ in range(sweep_runs))
            if failures == 0:
                continue
            done += 1
            k99 = FailureRate(failures, sweep_runs).k99()
            assert k99 is not None
            k99s.append(k99)
            caught += any(rng.random() < p for _ in range(k99))
        row(f"p = {p}: reproducer fails within K99 runs",
            f"{caught / trials:.2%} (K99 median {statistics.median(k99s):.0f})", ">= 99%",
            caught >= 0.99 * trials)


def reduction_overhead(rng: random.Random, units: int = 1000, needed: int = 5) -> int:
    """Extra oracle runs of flaky mode on one deterministic ddmin reduction.

    Both modes share the run that captured the signature; flaky mode adds the
    estimate, its decisions, and one recheck of the best at the end of the pass.
    """
    cause = set(rng.sample(range(units), needed))
    calls = 0

    def oracle(candidate: list[int]) -> Outcome:
        nonlocal calls
        calls += 1
        return F if cause <= set(candidate) else P

    ddmin(list(range(units)), oracle)
    plain, calls = calls, 0
    policy = FlakyPolicy.estimate(lambda: oracle(list(range(units))),
                                  decisions=expected_decisions(units), observed=FailureRate(1, 1))
    best = ddmin(list(range(units)),
                 lambda candidate: policy.decide(tuple(candidate),
                                                     lambda: oracle(candidate)))
    assert policy.recheck(tuple(best), lambda: oracle(best))
    return calls - plain


def bench_deterministic_overhead(suites: int, seed: int) -> None:
    order_extra, reduce_extra = [], []
    for index in range(suites):
        rng = random.Random(seed * 5_000_003 + index)
        pair = set(rng.sample(range(len(BEFORE)), 2))
        _, plain = deterministic_search(Suite(pair, 1.0, rng))
        _, flaky, _ = flaky_search(Suite(pair, 1.0, rng))
        order_extra.append(flaky - plain)
        reduce_extra.append(reduction_overhead(rng))
    print(f"\n--flaky on a deterministic oracle ({suites} suites / reductions)")
    row("test-order search: extra invocations",
        f"median {statistics.median(order_extra):.0f}, max {max(order_extra)}", "a handful (<= 6)",
        max(order_extra) <= 6)
    row("ddmin reduction (1000 units) + recheck: extra",
        f"median {statistics.median(reduce_extra):.0f}, max {max(reduce_extra)}",
        "a handful (<= 6)", max(reduce_extra) <= 6)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suites", type=int, default=200)
    parser.add_argument("--trials", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"trail test-order benchmark: {TESTS} tests per suite, seed {args.seed}")
    print(f"  {'measure':<46} {'figure':<28} {'target':<24}")
    bench_one_polluter(args.suites, args.seed)
    bench_two_polluters(args.suites, args.seed)
    bench_flaky_pollution(args.suites, args.seed)
    bench_reproducer(args.trials, args.seed)
    bench_deterministic_overhead(args.suites, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
