"""Zeller & Hildebrandt's ddmin over a sequence of units, as a pure function.

The algorithm knows nothing about files, processes or Docker: it takes a sequence
and a `test(candidate) -> Outcome`, and returns a 1-minimal subsequence (removing any
single remaining unit makes `test` stop returning FAIL). UNRESOLVED counts as PASS.

Two schedules:

* ``strict=True`` is the reference text's variant, step for step: n starts at 2; try
  each complement in order (FAIL: keep it, n = max(n-1, 2), start over); then each
  chunk alone (FAIL: keep it, n = 2); else n = min(2n, |input|); stop when n cannot
  grow.
* the default keeps 1-minimality and spends fewer tests:
  - complements are tried from the end, and after a success the sweep continues
    where it was instead of starting over (it stops after a full cycle with no
    success, so every unit of the result was tried against the result itself);
  - the chunk phase is skipped. At n = 2 the chunks *are* the complements; at
    n >= 3, once every complement has passed, each chunk is a subset of a
    complement that passed (chunk j lies inside input minus chunk i, for i != j),
    so testing it would re-test a subset of a set known to pass;
  - candidates already tested are answered from a cache keyed by the
    configuration, and entries at least as large as the current input are evicted
    after each success (no later candidate can be that large again).

Parallelism is a policy: `evaluate(test, candidates)` returns the position of the
first FAIL in serial order, however many candidates it runs at once, so the result
does not depend on it.
"""

from __future__ import annotations

import hashlib
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from trail.outcome import Outcome

T = TypeVar("T")
C = TypeVar("C")

Test = Callable[[Sequence[T]], Outcome]
Evaluate = Callable[[Callable[[C], Outcome], Iterable[C]], "int | None"]


class ReductionStopped(Exception):
    """Raised by a test function to end a reduction early (budget, Ctrl-C).

    ddmin re-raises it with `result` set to the smallest failing input found so far,
    so a stopped run never loses its work.
    """

    def __init__(self, reason: str, result: Sequence | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.result = result


@dataclass
class DDStats:
    """Counters a caller may pass in to learn what a run cost."""

    tests: int = 0         # calls of the test function
    cache_hits: int = 0    # candidates answered from the configuration cache
    reductions: int = 0    # successful steps (FAIL candidates adopted)


def evaluate_serially(test: Callable[[C], Outcome], candidates: Iterable[C]) -> int | None:
    """The default evaluation policy: one candidate at a time, stop at the first FAIL."""
    for position, candidate in enumerate(candidates):
        if test(candidate) is Outcome.FAIL:
            return position
    return None


def split(config: Sequence[int], n: int) -> list[tuple[int, int]]:
    """Boundaries of n near-equal chunks. Boundaries at n are a subset of those at 2n."""
    size = len(config)
    return [(i * size // n, (i + 1) * size // n) for i in range(n)]


class _Cache:
    """Outcomes by configuration digest, bucketed by length for cheap eviction."""

    def __init__(self) -> None:
        self._by_length: dict[int, dict[bytes, Outcome]] = {}

    @staticmethod
    def key(config: Sequence[int]) -> bytes:
        return hashlib.blake2b(array("q", config).tobytes(), digest_size=16).digest()

    def get(self, config: Sequence[int], key: bytes) -> Outcome | None:
        bucket = self._by_length.get(len(config))
        return None if bucket is None else bucket.get(key)

    def put(self, config: Sequence[int], key: bytes, outcome: Outcome) -> None:
        self._by_length.setdefault(len(config), {})[key] = outcome

    def evict_from(self, length: int) -> None:
        for size in [s for s in self._by_length if s >= length]:
            del self._by_length[size]


@dataclass
class _Candidate:
    tag: int           # which chunk the candidate was made from
    config: list[int]  # positions into the original units
    key: bytes


class _DD(Generic[T]):
    def __init__(
        self,
        units: Sequence[T],
        test: Test,
        evaluate: Evaluate,
        use_cache: bool,
        stats: DDStats,
        on_reduced: Callable[[list[T]], None] | None,
    ) -> None:
        self.units = units
        self.user_test = test
        self.evaluate = evaluate
        self.cache = _Cache() if use_cache else None
        self.stats = stats
        self.on_reduced = on_reduced
        self.config: list[int] = list(range(len(units)))

    def current(self) -> list[T]:
        return [self.units[i] for i in self.config]

    def _test(self, candidate: _Candidate) -> Outcome:
        self.stats.tests += 1
        outcome = self.user_test([self.units[i] for i in candidate.config])
        if self.cache is not None:
            self.cache.put(candidate.config, candidate.key, outcome)
        return outcome

    def _uncached(self, tagged: Iterable[tuple[int, list[int]]]) -> Iterator[_Candidate]:
        # Only PASS/UNRESOLVED can be cached here: every candidate is a strict subset
        # of the current input, and FAIL entries that large were evicted on adoption.
        for tag, config in tagged:
            key = b""
            if self.cache is not None:
                key = _Cache.key(config)
                if self.cache.get(config, key) is not None:
                    self.stats.cache_hits += 1
                    continue
            yield _Candidate(tag, config, key)

    def _first_failing(self, tagged: Iterable[tuple[int, list[int]]]) -> _Candidate | None:
        taken: list[_Candidate] = []

        def candidates() -> Iterator[_Candidate]:
            for candidate in self._uncached(tagged):
                taken.append(candidate)
                yield candidate

        position = self.evaluate(self._test, candidates())
        return None if position is None else taken[position]

    def _adopt(self, config: list[int]) -> None:
        self.config = config
        self.stats.reductions += 1
        if self.cache is not None:
            self.cache.evict_from(len(config))
        if self.on_reduced is not None:
            self.on_reduced(self.current())

    def try_empty(self) -> None:
        """ddmin's loop stops at one unit; 1-minimality also asks whether none will do."""
        if len(self.config) == 1:
            found = self._first_failing([(0, [])])
            if found is not None:
                self._adopt(found.config)

    def run_strict(self) -> None:
        n = 2
        while len(self.config) >= 2:
            n = min(n, len(self.config))
            config, chunks = self.config, split(self.config, n)
            found = self._first_failing(
                (i, config[:a] + config[b:]) for i, (a, b) in enumerate(chunks)
            )
            if found is not None:
                self._adopt(found.config)
                n = max(n - 1, 2)
                continue
            found = self._first_failing((i, config[a:b]) for i, (a, b) in enumerate(chunks))
            if found is not None:
                self._adopt(found.config)
                n = 2
                continue
            if n >= len(self.config):
                break
            n = min(2 * n, len(self.config))

    def run(self) -> None:
        n = 2
        start = 1  # the chunk where the backward sweep begins
        while len(self.config) >= 2:
            n = min(n, len(self.config))
            config, chunks = self.config, split(self.config, n)
            # Backward from `start`, wrapping round: one full cycle of n complements.
            order = [(start - k) % n for k in range(n)]
            found = self._first_failing(
                (i, config[: chunks[i][0]] + config[chunks[i][1] :]) for i in order
            )
            if found is not None:
                self._adopt(found.config)
                n = max(n - 1, 2)
                start = (found.tag - 1) % n  # go on below the chunk just removed
                continue
            if n >= len(self.config):
                break
            n = min(2 * n, len(self.config))
            start = n - 1


def ddmin(
    units: Sequence[T],
    test: Test,
    *,
    strict: bool = False,
    evaluate: Evaluate | None = None,
    cache: bool = True,
    stats: DDStats | None = None,
    on_reduced: Callable[[list[T]], None] | None = None,
) -> list[T]:
    """Return a 1-minimal subsequence of `units` for which `test` returns FAIL.

    `units` itself must fail (the caller checks; ddmin does not spend a test on it).
    `test` receives candidates as lists of units in their original order. Raise
    ReductionStopped from `test` to end early; it propagates with `.result` set.
    """
    dd: _DD[T] = _DD(
        units, test, evaluate or evaluate_serially, cache, stats or DDStats(), on_reduced
    )
    try:
        if strict:
            dd.run_strict()
        else:
            dd.run()
        dd.try_empty()
    except ReductionStopped as stop:
        stop.result = dd.current()
        raise
    return dd.current()
