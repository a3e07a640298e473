"""Zeller & Hildebrandt's ddmin over a sequence of units: a small driver over a schedule.

The algorithm knows nothing about files, processes or Docker: it takes a sequence
and a `test(candidate) -> Outcome`, and returns a 1-minimal subsequence (removing any
single remaining unit makes `test` stop returning FAIL). UNRESOLVED counts as PASS.

The order of the tests is a schedule (trail.core.orders: the default halving
sweeps, the reference text's with `strict=True`, or another to compare with). The
driver asks it for the next candidate, tests it, advances it with the outcome and
adopts the candidate on FAIL.
Candidates already tested are answered from a cache keyed by the configuration, and
entries at least as large as the current input are evicted after each success (no
later candidate can be that large again).

Parallelism is a policy: the driver decides one candidate at a time, in serial
order, and asks a `Runner` for each outcome. The `Ask` says where the run is (the
schedule's step to the candidate), so a parallel runner may meanwhile start the
candidates it guesses come next (trail.parallel.speculation advances copies of the
same schedule with guessed outcomes); the result never depends on it, only the wall
time does. A caller that runs ddmin again on what it returns (reduce's passes) can
name runs and say which run follows one (`name`, `then`), and guesses go on into it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from trail.core.digest import digest
from trail.core.orders import Order, start
from trail.core.outcome import Outcome, ReductionStopped, outcome_of
from trail.core.runs import Runs
from trail.core.schedule import ONE_MINIMAL, Beyond, Config, Schedule, Step

T = TypeVar("T")

# The test of a candidate: an Outcome, or a bool (True: the failure still happens).
Test = Callable[[Sequence[T]], "Outcome | bool"]
Thunk = Callable[[], Outcome]
# then(result): the run the caller starts after one that returns `result`, if known.
Then = Callable[[list], "DDRun | None"]

log = logging.getLogger(__name__)


@dataclass
class DDStats:
    """Counters a caller may pass in to learn what a run cost."""

    tests: int = 0         # candidates decided by the test function (not speculation)
    cache_hits: int = 0    # candidates answered untested: cached, or known to pass
    reductions: int = 0    # successful steps (FAIL candidates adopted)


@dataclass(frozen=True)
class Ask:
    """A candidate the driver needs the outcome of, and where its run is."""

    key: Hashable  # names the candidate: equal keys, equal candidates
    test: Thunk
    run: DDRun
    step: Step     # the schedule's step to the candidate


class Runner(Protocol):
    """How ddmin gets an outcome: `runner(ask)` returns `ask.test()`'s.

    A runner with workers to spare may start candidates it guesses the run asks for
    next (trail.parallel), so that their outcomes are ready when it does.
    """

    def __call__(self, ask: Ask) -> Outcome: ...


def run_serially(ask: Ask) -> Outcome:
    """The default runner: test the candidate asked for, nothing ahead."""
    return ask.test()


class _Cache:
    """Outcomes by configuration digest, bucketed by length for cheap eviction."""

    def __init__(self) -> None:
        self._by_length: dict[int, dict[bytes, Outcome]] = {}

    def get(self, config: Config, key: bytes) -> Outcome | None:
        bucket = self._by_length.get(len(config))
        return None if bucket is None else bucket.get(key)

    def put(self, config: Config, key: bytes, outcome: Outcome) -> None:
        self._by_length.setdefault(len(config), {})[key] = outcome

    def evict_from(self, length: int) -> None:
        for size in [s for s in self._by_length if s >= length]:
            del self._by_length[size]


class DDRun(Generic[T]):
    """One ddmin run over `units`: where its schedule starts, and how a configuration
    (positions into `units`) is named, tested and looked up in its cache.

    `name` keys the run's candidates (runs with equal names must have equal units and
    tests), so that guesses made in another run come true in this one. `dense` begins
    the schedule at single units, and `beyond` says what it tries past 1-minimality
    (see orders.start).
    """

    def __init__(self, units: Sequence[T], test: Test, *, order: Order = Order.DEFAULT,
                 name: Hashable | None = None, then: Then | None = None,
                 cache: bool = True, dense: bool = False,
                 beyond: Beyond = ONE_MINIMAL) -> None:
        self.units = units
        self.start = start(len(units), order, dense, beyond)
        self.then = then
        # Apart from other runs' candidates unless named alike.
        self.name: Hashable = object() if name is None else name
        self._test = test
        self._cache = _Cache() if cache else None
        # The last digest: a candidate is looked up, then asked for under one key.
        self._digest: tuple[Config | None, bytes] = (None, b"")

    def units_of(self, config: Config) -> Sequence[T]:
        """The units at `config`'s positions: a list, or what the units' own
        `pick(config)` gives (a view whose size follows the runs, not the units)."""
        pick = getattr(self.units, "pick", None)
        return pick(config) if pick is not None else [self.units[i] for i in config]

    def _digest_of(self, config: Config) -> bytes:
        if self._digest[0] is not config:
            # Of the runs, not the positions: equal configurations, equal runs.
            runs = Runs.of(config).bounds.tobytes()
            self._digest = config, digest(runs)
        return self._digest[1]

    def key(self, config: Config) -> Hashable:
        return self.name, self._digest_of(config)

    def thunk(self, config: Config) -> Thunk:
        return lambda: outcome_of(self._test(self.units_of(config)))

    def known(self, config: Config) -> bool:
        """Whether the cache holds the candidate's outcome."""
        # Only PASS/UNRESOLVED can be cached here: every candidate is a strict subset
        # of the current input, and FAIL entries that large were evicted on adoption.
        return self._cache is not None and \
            self._cache.get(config, self._digest_of(config)) is not None

    def following(self, config: Config) -> DDRun | None:
        """The run the caller starts after this one, if it returns `config`."""
        return None if self.then is None else self.then(self.units_of(config))

    def drive(self, runner: Runner, stats: DDStats,
              on_reduced: Callable[[Sequence[T]], None] | None = None) -> Sequence[T]:
        """Test what the schedule names until it ends; return the kept units."""
        return self.drive_until(runner, stats, on_reduced)[0]

    def drive_until(self, runner: Runner, stats: DDStats,
                    on_reduced: Callable[[Sequence[T]], None] | None = None, *,
                    pause: Callable[[Schedule], bool] | None = None,
                    state: Schedule | None = None) -> tuple[Sequence[T], Schedule | None]:
        """`drive`, from `state` (a paused run's) or the start, asking `pause(at)`
        before each test, `at` the state at its candidate: the kept units, and the
        state to resume from if it paused (None: the schedule ended, the units are
        1-minimal where its order says so: Order.one_minimal)."""
        state = self.start if state is None else state
        try:
            while True:
                step = state.next(self.known)
                if step.candidate is None:
                    stats.cache_hits += step.skipped
                    return self.units_of(state.config), None
                if pause is not None and pause(step.at):
                    return self.units_of(state.config), state
                stats.cache_hits += step.skipped
                state = self._decide(step, runner, stats, on_reduced)
        except ReductionStopped as stop:
            stop.result = self.units_of(state.config)
            raise

    def _decide(self, step: Step, runner: Runner, stats: DDStats,
                on_reduced: Callable[[Sequence[T]], None] | None) -> Schedule:
        """Test the step's candidate and advance the schedule with its outcome."""
        candidate = step.candidate
        assert candidate is not None
        stats.tests += 1
        key = self._digest_of(candidate)
        outcome = runner(Ask((self.name, key), self.thunk(candidate), self, step))
        if self._cache is not None:
            self._cache.put(candidate, key, outcome)
        state = step.at.advance(outcome)
        log.debug("candidate of %d of %d units: %s%s", len(candidate), len(self.units),
                  outcome.name, ", adopted" if outcome is Outcome.FAIL else "")
        if outcome is Outcome.FAIL:
            stats.reductions += 1
            if self._cache is not None:
                self._cache.evict_from(len(candidate))
            if on_reduced is not None:
                on_reduced(self.units_of(candidate))
        return state


def ddmin(
    units: Sequence[T],
    test: Test,
    *,
    strict: bool = False,
    runner: Runner | None = None,
    cache: bool = True,
    stats: DDStats | None = None,
    on_reduced: Callable[[Sequence[T]], None] | None = None,
    name: Hashable | None = None,
    then: Then | None = None,
) -> list[T]:
    """Return a 1-minimal subsequence of `units` for which `test` returns FAIL.

    `units` itself must fail (the caller checks; ddmin does not spend a test on it).
    `test` receives candidates as lists of units in their original order, and returns
    an Outcome or a bool (True: the failure still happens, FAIL); anything else raises
    TypeError. Raise ReductionStopped from `test` to end early; it propagates with
    `.result` set.

    For a parallel runner only: `name` keys this run's candidates (see DDRun), and
    `then(result)` is the run the caller starts after one that returns `result`, so
    that guesses go on past this run's end.
    """
    order = Order.STRICT if strict else Order.DEFAULT
    run: DDRun[T] = DDRun(units, test, order=order, name=name, then=then, cache=cache)
    return list(run.drive(runner or run_serially, stats or DDStats(), on_reduced))
