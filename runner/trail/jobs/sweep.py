"""Flaky-test sweep: run a suite N times in varying orders and diagnose every mixed test.

1. The order varies per run: with pytest-randomly installed, its seed (seed + i);
   otherwise trail shuffles the collected ids itself (Random(seed + i)). The JUnit
   report of each run gives every test's outcome and the order it really ran in.
2. A test with both passes and failures is flaky; its failure rate over the runs
   gets a Clopper-Pearson interval.
3. Does it fail alone? It is rerun alone, as a FlakyPolicy decision: FAIL at the
   first failure, "passes alone" only after r clean runs, r from its sweep rate
   (so a test failing 30% of the time alone is caught with the target error).
4. Flaky alone: the reproducer reruns it K99 times (K99 from the lower bound of its
   rate). Order-dependent: the failing run with the fewest tests before it goes to
   the test-order search (trail.core.testorder, flaky-aware), and the reproducer runs
   the polluters then the test, K99 times, K99 from the verification of that order.

Reproducers are one shell line that exits 1 as soon as a run fails.

A sweep too long for one job splits its runs (1) over N jobs (`sweep_shard`, see
sweep_data.py); `merge_shards` then does 2-4 on their merged observations, as one
sweep with the same seed would.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random

from trail.core.flaky import FlakyPolicy, FlakySettings
from trail.core.outcome import Outcome
from trail.core.rate import FailureRate
from trail.interrupts import Interrupted
from trail.jobs.sweep_data import Observations, Shard, ShardData
from trail.mdsafe import cell, code, fenced
from trail.pipeline.probe import SUITE_TIMEOUT
from trail.suite.runner import (
    SuiteError,
    SuiteRun,
    SuiteRunner,
    find_polluters,
)

ORDER_DEPENDENT = "order-dependent"
FLAKY_ALONE = "flaky-alone"

Log = Callable[[str], None]


def repeat_command(command: str, times: int) -> str:
    """One shell line running `command` up to `times` times; exits 1 at the first failure."""
    if times <= 1:
        return command
    return f"(for i in $(seq {times}); do {command} || exit 1; done)"



def _reruns(rate: FailureRate, confidence: float) -> int | None:
    """Reruns that catch an order-dependent failure: one where it failed in every run
    of its order (deterministic there: no chance to size, so no probability to state),
    else K99."""
    if rate.runs and rate.failures == rate.runs:
        return 1
    return rate.k99(confidence)

@dataclass(frozen=True)
class FlakyTest:
    test: str
    rate: FailureRate            # over the sweep's runs that ran it (skips left out)
    kind: str                    # ORDER_DEPENDENT or FLAKY_ALONE
    polluters: list[str]         # order-dependent: the tests it needs before it, in order
    reproduce: str
    k99: int | None              # None: the reproducer never failed when verified

    def as_dict(self, confidence: float) -> dict:
        low, high = self.rate.interval(confidence)
        return {"test": self.test, "failure_rate": round(self.rate.rate, 4),
                "interval": [round(low, 4), round(high, 4)], "kind": self.kind,
                "polluters": self.polluters, "reproduce": self.reproduce, "k99": self.k99,
                "failed": self.rate.failures, "runs": self.rate.runs}


@dataclass
class SweepReport:
    runs: int
    tests: int                   # distinct tests seen
    seed: int
    ordering: str                # "pytest-randomly" or "shuffled"
    flaky: list[FlakyTest] = field(default_factory=list)
    suite_runs: int = 0          # every invocation: sweep, alone reruns, searches
    confidence: float = 0.95
    completed: int = 0           # sweep runs done: fewer than `runs` when interrupted
    interrupted: bool = False    # Ctrl-C or SIGTERM: what was found up to then
    shards: int = 1              # jobs the runs were split over (--shard, --merge)

    def as_dict(self) -> dict:
        return {"status": "interrupted" if self.interrupted else "complete",
                "runs": self.runs, "completed_runs": self.completed,
                "tests": self.tests, "seed": self.seed,
                "ordering": self.ordering, "suite_runs": self.suite_runs,
                "shards": self.shards,
                "flaky": [test.as_dict(self.confidence) for test in self.flaky]}

    def markdown(self) -> str:
        count = len(self.flaky)
        title = (f"## trail sweep: {count} flaky test{'s' * (count != 1)} in {self.completed} "
                 f"runs of {self.tests} tests")
        if self.interrupted:
            title += f" (interrupted after {self.completed} of {self.runs} runs)"
        if not self.flaky:
            return f"{title}\n\nEvery test had the same outcome in every run.\n"
        level = f"{self.confidence:.0%}"
        lines = [title, "",
                 f"| Test | Kind | Failure rate ({level} interval) | Needs before it | "
                 "Reruns to catch (99%) |",
                 "|---|---|---|---|---|"]
        for test in self.flaky:
            low, high = test.rate.interval(self.confidence)
            needs = "<br>".join(cell(t) for t in test.polluters) or "-"
            kind = "order-dependent" if test.kind == ORDER_DEPENDENT else "flaky alone"
            lines.append(f"| {cell(test.test)} | {kind} | {test.rate.failures}/{test.rate.runs} = "
                         f"{test.rate.rate:.2f} [{low:.2f}, {high:.2f}] | {needs} | "
                         f"{test.k99 if test.k99 is not None else 'unverified'} |")
        lines += ["", "Reproduce (exits 1 when the failure shows):", ""]
        lines += [f"- {code(test.test)}:\n\n" + textwrap.indent(fenced(test.reproduce, "sh"), "  ")
                  for test in self.flaky]
        seeds = f"seeds {self.seed}..{self.seed + self.runs - 1}"
        shards = f" in {self.shards} shards" if self.shards > 1 else ""
        lines += ["", f"Orders: {self.ordering} ({seeds}); {self.suite_runs} suite runs{shards}.",
                  ""]
        return "\n".join(lines)


def _order_before(run: SuiteRun, test: str) -> list[str]:
    order = [result.test for result in run.results]
    return order[: order.index(test)]


def _check_runs(runs: int) -> None:
    if runs < 2:
        raise SuiteError("a sweep needs at least 2 runs (--runs N)")


def _ordering(runner: SuiteRunner) -> str:
    return "pytest-randomly" if runner.has_pytest_randomly() else "shuffled"


def sweep(runner: SuiteRunner, ids: Sequence[str], runs: int, *, seed: int,
          settings: FlakySettings | None = None, verify_runs: int | None = None,
          log: Log | None = None) -> SweepReport:
    """Run the suite `runs` times in varying orders and diagnose each mixed test.

    `ids`: the collected test ids (for shuffling, and to name JUnit testcases).
    """
    settings = settings or FlakySettings()
    say = log or (lambda message: None)
    _check_runs(runs)
    report = SweepReport(runs, 0, seed, _ordering(runner), confidence=settings.confidence)
    seen = Observations()
    try:
        runner, _ = _sweep_runs(runner, ids, report, range(runs), seen, say)
        _diagnose_mixed(runner, ids, seen, settings, verify_runs, report, say)
    except Interrupted:  # keep what the finished runs and diagnoses found
        report.interrupted = True
    report.tests = seen.tests()
    return report


def sweep_shard(runner: SuiteRunner, ids: Sequence[str], runs: int, *, seed: int,
                shard: Shard, log: Log | None = None) -> ShardData:
    """Shard `shard` of a sweep of `runs` runs from `seed`: its runs only, no diagnosis
    (that needs every shard's runs: `merge_shards`)."""
    say = log or (lambda message: None)
    _check_runs(runs)
    if shard.count > runs:
        raise SuiteError(f"--shard {shard}: {shard.count} shards for {runs} runs leave some "
                         "without a run: use at most as many shards as --runs")
    report = SweepReport(runs, 0, seed, _ordering(runner))
    data = ShardData(shard, runs, seed, report.ordering, list(ids), Observations())
    try:
        _, data.first_duration = _sweep_runs(runner, ids, report, shard.runs(runs), data.seen,
                                             say)
    except Interrupted:
        data.interrupted = True
    data.completed, data.suite_runs = report.completed, report.suite_runs
    return data


def merge_shards(runner: SuiteRunner, shards: Sequence[ShardData], *,
                 settings: FlakySettings | None = None, verify_runs: int | None = None,
                 log: Log | None = None) -> SweepReport:
    """The sweep the shards (every one of them, from `read_shards`) are parts of: their
    observations merged, then each mixed test diagnosed as `sweep` does."""
    settings = settings or FlakySettings()
    say = log or (lambda message: None)
    report, seen = merged(shards, settings)
    first = shards[0]
    if runner.timeout is None and first.first_duration is not None:  # as after sweep's run 1
        runner = runner.with_timeout(SUITE_TIMEOUT.timeout(None, first.first_duration))
    say(f"merged {len(shards)} shards: {report.completed} runs of {report.runs}")
    try:
        _diagnose_mixed(runner, first.ids, seen, settings, verify_runs, report, say)
    except Interrupted:
        report.interrupted = True
    report.tests = seen.tests()
    return report


def merged(shards: Sequence[ShardData], settings: FlakySettings
           ) -> tuple[SweepReport, Observations]:
    """The shards' runs as one sweep's, before any diagnosis."""
    first = shards[0]
    report = SweepReport(first.runs, 0, first.seed, first.ordering,
                         confidence=settings.confidence, shards=len(shards),
                         completed=sum(s.completed for s in shards),
                         suite_runs=sum(s.suite_runs for s in shards),
                         interrupted=any(s.interrupted for s in shards))
    seen = Observations()
    for shard in shards:
        seen.merge(shard.seen)
    report.tests = seen.tests()
    return report, seen


def _sweep_runs(runner: SuiteRunner, ids: Sequence[str], report: SweepReport,
                indices: range, seen: Observations, say: Log) -> tuple[SuiteRunner, float | None]:
    """The sweep's suite runs `indices`, each in another order, into `seen`; the runner
    with the time limit the first run gave it, and that run's time."""
    runs, seed, randomly = report.runs, report.seed, report.ordering == "pytest-randomly"
    first: float | None = None
    for index in indices:
        if randomly:
            run = runner.run(None, extra=[f"--randomly-seed={seed + index}"], known=ids)
        else:
            order = list(ids)
            Random(seed + index).shuffle(order)
            run = runner.run(order)
        report.suite_runs += 1
        if not run.results:
            raise SuiteError(f"run {index + 1} reported no test results (exit "
                             f"{run.process.exit_status}): check the command alone first")
        if first is None:
            first = run.process.duration
        if runner.timeout is None:  # later runs may take a few times the first one's time
            runner = runner.with_timeout(SUITE_TIMEOUT.timeout(None, run.process.duration))
        seen.add(index, run)
        report.completed += 1
        failures = sum(result.failed for result in run.results)
        say(f"run {index + 1}/{runs}: {len(run.results)} tests, {failures} failed")
    return runner, first


def _diagnose_mixed(runner: SuiteRunner, ids: Sequence[str], seen: Observations,
                    settings: FlakySettings, verify_runs: int | None, report: SweepReport,
                    say: Log) -> None:
    """Each test with mixed outcomes: flaky alone or order-dependent, into the report."""
    verify_runs = settings.verify_runs if verify_runs is None else verify_runs
    mixed = seen.mixed(ids)
    for test in mixed:
        rate = FailureRate(seen.failed[test], seen.failed[test] + seen.passed[test])
        report.flaky.append(_diagnose(runner, test, rate, seen.failing_runs(test), settings,
                                      verify_runs, len(mixed), report, say))


def _diagnose(runner: SuiteRunner, test: str, rate: FailureRate, failing_runs: list[SuiteRun],
              settings: FlakySettings, verify_runs: int, decisions: int, report: SweepReport,
              say: Log) -> FlakyTest:
    def alone() -> Outcome:
        report.suite_runs += 1
        result = runner.run([test]).result_of(test)
        if result is None:
            return Outcome.UNRESOLVED
        return Outcome.FAIL if result.failed else Outcome.PASS

    if FlakyPolicy(rate, decisions, settings).decide(test, alone) is not Outcome.FAIL:
        run = min(failing_runs, key=lambda r: len(_order_before(r, test)))
        before = _order_before(run, test)
        say(f"{test}: passes alone; searching the {len(before)} tests before it")
        search = find_polluters(runner, test, before, flaky=settings, verify_runs=verify_runs,
                                failing_run=run)
        report.suite_runs += search.runs
        if search.interrupted:  # a search the signal cut short is no diagnosis
            raise Interrupted(search.interrupted)
        if search.polluters:
            k99 = _reruns(search.verification.rate, settings.confidence)
            command = runner.command_line([*search.polluters, test])
            return FlakyTest(test, rate, ORDER_DEPENDENT, search.polluters,
                             repeat_command(command, k99 or 1), k99)
    say(f"{test}: fails alone")
    k99 = rate.k99(settings.confidence)
    return FlakyTest(test, rate, FLAKY_ALONE, [],
                     repeat_command(runner.command_line([test]), k99 or 1), k99)

