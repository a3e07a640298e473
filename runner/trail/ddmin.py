"""Zeller & Hildebrandt's ddmin over a sequence of units, as a pure function.

The algorithm knows nothing about files, processes or Docker: it takes a sequence
and a `test(candidate) -> Outcome`, and returns a 1-minimal subsequence (removing any
single remaining unit makes `test` stop returning FAIL). UNRESOLVED counts as PASS.

Two schedules:

* ``strict=True`` is the reference text's variant, step for step: n starts at 2; try
  each complement in order (FAIL: keep it, n = max(n-1, 2), start over); then each
  chunk alone (FAIL: keep it, n = 2); else n = min(2n, |input|); stop when n cannot
  grow.
* the default (binary splitting, as in lithium) keeps 1-minimality and spends
  fewer tests:
  - chunk sizes halve from the largest power of two below the input's length, and
    each size sweeps its chunks from the end, removing every one it can; a removal
    keeps the boundaries below it, so the sweep goes on where it was;
  - at size 1 the sweep wraps round and stops only after a full cycle with no
    removal, so every unit of the result was tried against the result itself;
  - there is no chunk phase and no n = 2 restart: both only re-test what the
    complements already covered;
  - a coarse sweep skips a candidate that is a subset of a set known to pass (the
    other half of a needed chunk, once its sibling went); the last sweep tests
    everything, so the result is 1-minimal whatever the oracle;
  - a sweep of small chunks that removes none marks the input dense: single units
    come next, not every size between;
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
from bisect import bisect_left, bisect_right
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
    cache_hits: int = 0    # candidates answered untested: cached, or known to pass
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

    def _first_failing(self, tagged: Iterable[tuple[int, list[int]]]) -> int | None:
        """The tag of the first candidate in serial order that fails."""
        # Tags only: holding every candidate of a sweep until the evaluator returns
        # would cost memory quadratic in the units that must stay.
        taken: list[int] = []

        def candidates() -> Iterator[_Candidate]:
            for candidate in self._uncached(tagged):
                taken.append(candidate.tag)
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
        if len(self.config) == 1 and self._first_failing([(0, [])]) is not None:
            self._adopt([])

    def run_strict(self) -> None:
        n = 2
        while len(self.config) >= 2:
            n = min(n, len(self.config))
            config, chunks = self.config, split(self.config, n)
            found = self._first_failing(
                (i, config[:a] + config[b:]) for i, (a, b) in enumerate(chunks)
            )
            if found is not None:
                a, b = chunks[found]
                self._adopt(config[:a] + config[b:])
                n = max(n - 1, 2)
                continue
            found = self._first_failing((i, config[a:b]) for i, (a, b) in enumerate(chunks))
            if found is not None:
                a, b = chunks[found]
                self._adopt(config[a:b])
                n = 2
                continue
            if n >= len(self.config):
                break
            n = min(2 * n, len(self.config))

    def run(self) -> None:
        size, known = _below(len(self.config)), _PassedChunks([])
        while len(self.config) >= 2:
            removed, tried, known = self._sweep(size, known)
            if size == 1 and not removed:
                break
            # A sweep of many small chunks that removed none found the input dense:
            # each finer size would cost about as many tests again for little, so go
            # straight to single units. (Not from large chunks: a few needed units
            # spread evenly through a large input look the same at a coarse size.)
            dense = not removed and tried >= DENSE_AFTER and size <= DENSE_SIZE
            size = min(1 if dense else max(size // 2, 1), _below(len(self.config)))

    def _sweep(self, size: int, known: _PassedChunks) -> tuple[bool, int, _PassedChunks]:
        """Remove every chunk of `size` units that can go, from the end backwards.

        A removal leaves the boundaries below it where they were, so the sweep goes
        on below the chunk it just removed. At size 1 it wraps round to the end and
        stops only after every unit of the current input has been tried since the
        last removal. Coarser sweeps skip a chunk whose removal `known` (the chunks
        whose removal passed at the size before) shows to pass. Returns whether it
        removed anything, how many chunks it had at first, and its own passed chunks.
        """
        cycle, removed, end = size == 1, False, len(self.config)
        passed: list[tuple[int, int]] = []  # from the end backwards: descending, disjoint
        chunks_at_first = 0
        while len(self.config) >= 2:
            config = self.config
            bounds = _chunks(end, size, 0) + (_chunks(len(config), size, end) if cycle else [])
            bounds = [(a, b) for a, b in bounds if b - a < len(config)]  # empty: try_empty's
            chunks_at_first = chunks_at_first or len(bounds)
            found = self._first_failing(
                (i, config[:a] + config[b:])
                for i, (a, b) in enumerate(bounds)
                if cycle or not known.covers(config, a, b, self.stats)
            )
            if not cycle:  # a size-1 sweep is the last reader of nothing
                passed += [(config[a], config[b - 1])
                           for a, b in (bounds if found is None else bounds[:found])]
            if found is None:
                break
            a, b = bounds[found]
            self._adopt(config[:a] + config[b:])
            removed, end = True, a
        return removed, chunks_at_first, _PassedChunks(passed[::-1])


# A sweep that removed none of at least DENSE_AFTER chunks of at most DENSE_SIZE
# units calls the input dense.
DENSE_AFTER = 4
DENSE_SIZE = 32


class _PassedChunks:
    """Chunks whose removal passed in one sweep, for the next: (first, last) original
    positions, disjoint and ascending."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        self.spans = spans
        self._firsts = [first for first, _ in spans]

    def covers(self, config: list[int], a: int, b: int, stats: DDStats) -> bool:
        """Is config minus config[a:b] a subset of a set known to pass?

        It is when a chunk whose removal passed has all its remaining units inside
        config[a:b] (typically: its other half went since). Under monotonicity such
        a candidate passes; the size-1 sweep tests everything regardless, so the
        result is 1-minimal whatever the oracle.
        """
        low, high = config[a], config[b - 1]
        k = bisect_right(self._firsts, high) - 1
        while k >= 0 and self.spans[k][1] >= low:
            first, last = self.spans[k]
            i, j = bisect_left(config, first), bisect_right(config, last)
            if i < j and a <= i and j <= b:
                stats.cache_hits += 1
                return True
            k -= 1
        return False


def _chunks(end: int, size: int, stop: int) -> list[tuple[int, int]]:
    """Chunks of `size` from `end` down to `stop`, the last one cut short at `stop`."""
    return [(max(b - size, stop), b) for b in range(end, stop, -size)]


def _below(length: int) -> int:
    """The largest power of two below `length` (1 for lengths up to 2)."""
    return 1 << max(length - 1, 1).bit_length() - 1


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
