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

Parallelism is a policy: ddmin decides one candidate at a time, in serial order, and
asks a `Runner` for each outcome. A parallel runner may meanwhile start the
candidates ddmin names as the likeliest to come next (paths through the schedule's
decision tree, into the next sweep too, weighed by how often a removal failed so far
after the same outcome), so the result never depends on it; only the wall time does.
A caller that runs ddmin again on what it returns (reduce's passes) can name runs
and say what follows one (`name`, `then`, `opening`), and the guesses go on into it.
"""

from __future__ import annotations

import functools
import hashlib
import heapq
import itertools
from array import array
from bisect import bisect_left, bisect_right
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Protocol, TypeVar

from trail.core.outcome import Outcome

T = TypeVar("T")

Test = Callable[[Sequence[T]], Outcome]
Thunk = Callable[[], Outcome]
# ahead(n): up to n (key, thunk) pairs, the likeliest to be asked for next first.
Ahead = Callable[[int], "list[tuple[Hashable, Thunk]]"]
# then(result, n): the same for what the caller tests after a run that returns result.
Then = Callable[[list, int], "list[tuple[Hashable, Thunk]]"]


class Runner(Protocol):
    """How ddmin gets an outcome: `runner(key, test, ahead)` returns `test()`'s.

    Keys name candidates (equal keys, equal candidates). A runner with workers to
    spare may start what `ahead` names, so that the outcome is ready when ddmin asks.
    """

    def __call__(self, key: Hashable, test: Thunk, ahead: Ahead) -> Outcome: ...


def run_serially(key: Hashable, test: Thunk, ahead: Ahead) -> Outcome:
    """The default runner: test the candidate asked for, nothing ahead."""
    return test()


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

    tests: int = 0         # candidates decided by the test function (not speculation)
    cache_hits: int = 0    # candidates answered untested: cached, or known to pass
    reductions: int = 0    # successful steps (FAIL candidates adopted)


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

    @staticmethod
    def empty() -> _Candidate:
        return _Candidate(0, [], _Cache.key([]))


@dataclass(frozen=True)
class _Cursor:
    """Where a sweep is: its next chunk ends at `end` (positions into the current
    input) and `left` chunks remain. A removal keeps the positions below it, so a
    sweep goes on below; at size 1 it wraps round, and a removal asks for a full
    cycle of the smaller input again."""

    size: int
    end: int
    left: int

    @staticmethod
    def start(length: int, size: int) -> _Cursor:
        return _Cursor(size, length, -(-length // size))

    def chunk(self) -> tuple[int, int]:
        return max(self.end - self.size, 0), self.end

    def span(self, config: list[int]) -> tuple[int, int]:
        """The chunk as (first, last) original positions, as _PassedChunks holds it."""
        a, b = self.chunk()
        return config[a], config[b - 1]

    def kept(self, length: int) -> _Cursor | None:
        """The cursor after the chunk stayed; `length` is the input's."""
        a = self.chunk()[0]
        if self.left == 1:
            return None
        return _Cursor(self.size, a or length if self.size == 1 else a, self.left - 1)

    def removed(self, length: int) -> _Cursor | None:
        """The cursor after the chunk went; `length` is the smaller input's."""
        a = self.chunk()[0]
        if self.size == 1:
            return _Cursor(1, a or length, length) if length else None
        return None if self.left == 1 else _Cursor(self.size, a, self.left - 1)


class _DD(Generic[T]):
    def __init__(
        self,
        units: Sequence[T],
        test: Test,
        runner: Runner,
        use_cache: bool,
        stats: DDStats,
        on_reduced: Callable[[list[T]], None] | None,
        name: Hashable | None = None,
        then: Then | None = None,
    ) -> None:
        self.units = units
        self.user_test = test
        self.runner = runner
        self.cache = _Cache() if use_cache else None
        self.stats = stats
        self.on_reduced = on_reduced
        self.then = then
        self.config: list[int] = list(range(len(units)))
        # Keys of this run's candidates, apart from other runs' unless named alike.
        self.run_id = object() if name is None else name
        # For speculation: after a kept / removed chunk / at a sweep's start, how
        # often the next tested removal failed, and how often it was tried.
        self.history = [[0, 0], [0, 0], [0, 0]]
        self.previous = _START

    def current(self) -> list[T]:
        return [self.units[i] for i in self.config]

    def _thunk(self, config: list[int]) -> Thunk:
        return lambda: self.user_test([self.units[i] for i in config])

    def _ahead(self, candidates: Iterable[_Candidate]) -> list[tuple[Hashable, Thunk]]:
        return [((self.run_id, c.key), self._thunk(c.config)) for c in candidates]

    def _test(self, candidate: _Candidate, ahead: Ahead) -> Outcome:
        self.stats.tests += 1
        outcome = self.runner((self.run_id, candidate.key), self._thunk(candidate.config),
                              ahead)
        failed = outcome is Outcome.FAIL
        self.history[self.previous][0] += failed
        self.history[self.previous][1] += 1
        self.previous = _REMOVED if failed else _KEPT
        if self.cache is not None:
            self.cache.put(candidate.config, candidate.key, outcome)
        return outcome

    def _known(self, tag: int, config: list[int], stats: DDStats | None) -> _Candidate | None:
        """The candidate, or None when the cache knows it passes."""
        # Only PASS/UNRESOLVED can be cached here: every candidate is a strict subset
        # of the current input, and FAIL entries that large were evicted on adoption.
        key = _Cache.key(config)
        if self.cache is not None and self.cache.get(config, key) is not None:
            if stats is not None:
                stats.cache_hits += 1
            return None
        return _Candidate(tag, config, key)

    def _first_failing(self, tagged: Iterable[tuple[int, list[int]]]) -> int | None:
        """The tag of the first candidate in serial order that fails."""
        # A few candidates at a time: holding all of a sweep's would cost memory
        # quadratic in the units that must stay.
        source = (c for tag, config in tagged
                  if (c := self._known(tag, config, self.stats)) is not None)
        queued: deque[_Candidate] = deque()  # the candidates after the one running

        def fill(n: int) -> None:
            if len(queued) < n:
                queued.extend(itertools.islice(source, n - len(queued)))

        def ahead(n: int) -> list[tuple[Hashable, Thunk]]:
            # The list goes on only if the one running passes: assume it does.
            fill(n)
            return self._ahead(itertools.islice(queued, n))

        while True:
            fill(1)
            if not queued:
                return None
            candidate = queued.popleft()
            if self._test(candidate, ahead) is Outcome.FAIL:
                return candidate.tag

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
            ahead = functools.partial(self._after, self.config)
            if self._test(_Candidate.empty(), ahead) is Outcome.FAIL:
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
        size: int | None = _below(len(self.config))
        known = _PassedChunks([])
        while size is not None and len(self.config) >= 2:
            removed, tried, known = self._sweep(size, known)
            size = _next_size(size, removed, tried, len(self.config))

    def _sweep(self, size: int, known: _PassedChunks) -> tuple[bool, int, _PassedChunks]:
        """Remove every chunk of `size` units that can go, from the end backwards.

        At size 1 the sweep wraps round and stops only after every unit of the
        current input has been tried since the last removal. Coarser sweeps skip a
        chunk whose removal `known` (the chunks whose removal passed at the size
        before) shows to pass. Returns whether it removed anything, how many chunks
        it had at first, and its own passed chunks.
        """
        cursor: _Cursor | None = _Cursor.start(len(self.config), size)
        chunks_at_first, removed = cursor.left, False
        passed: list[tuple[int, int]] | None = None if size == 1 else []  # descending
        self.previous = _START
        while True:
            config = self.config
            step = self._next(config, cursor, known, self.stats, passed)
            if step is None:
                break
            candidate, cursor = step
            here = _Path(config, cursor, known, size, chunks_at_first, removed,
                         passed or [], (), self.previous)
            ahead = functools.partial(self._likeliest, here, candidate=candidate)
            if self._test(candidate, ahead) is Outcome.FAIL:
                self._adopt(candidate.config)
                removed, cursor = True, cursor.removed(len(candidate.config))
            else:
                if passed is not None:
                    passed.append(cursor.span(config))
                cursor = cursor.kept(len(config))
        return removed, chunks_at_first, _PassedChunks((passed or [])[::-1])

    def _next(
        self, config: list[int], cursor: _Cursor | None, known: _PassedChunks,
        stats: DDStats | None, passed: list[tuple[int, int]] | None,
    ) -> tuple[_Candidate, _Cursor] | None:
        """The sweep's next candidate to test from `cursor` on, and its cursor.

        Chunks known to pass are stepped over (and added to `passed`); so is a chunk
        that is the whole input (the empty input is try_empty's)."""
        while cursor is not None and len(config) >= 2:
            a, b = cursor.chunk()
            if b - a < len(config):
                if cursor.size == 1 or not known.covers(config, a, b, stats):
                    candidate = self._known(a, config[:a] + config[b:], stats)
                    if candidate is not None:
                        return candidate, cursor
                if passed is not None:
                    passed.append(cursor.span(config))
            cursor = cursor.kept(len(config))
        return None

    def _likeliest(
        self, here: _Path, limit: int, candidate: _Candidate | None = None,
    ) -> list[tuple[Hashable, Thunk]]:
        """The `limit` candidates likeliest to follow `candidate`, tested at `here`
        (without one: to come from `here` on).

        Best first over the schedule's decision tree: a removal fails as often as
        it did so far after the same outcome before it (halving alternates: the
        sibling of a half that stayed tends to go), and a path's weight is the
        product of its guesses. Ties go to keeping (it measured better in
        bench/bench_parallel.py). A path that ends the run goes on with what the
        caller tests next (`then`), all of it at that path's weight.
        """
        order = itertools.count()
        paths: list[tuple[float, int, _Path]] = []

        def fork(weight: float, path: _Path, candidate: _Candidate) -> None:
            fails, tried = self.history[path.previous]
            fail = (fails + 1) / (tried + 2)
            for chance, guess in ((1 - fail, path.keeping()),
                                  (fail, path.removing(candidate))):
                heapq.heappush(paths, (weight * chance, next(order), guess))

        if candidate is None:
            paths.append((-1.0, next(order), here))
        else:
            fork(-1.0, here, candidate)
        # By key: paths that end on one unit each guess try_empty's same candidate.
        found: dict[Hashable, Thunk] = {}
        while paths and len(found) < limit:
            weight, _, path = heapq.heappop(paths)
            step = self._go_on(path)
            if step is not None:
                found.update(self._ahead([step[0]]))
                fork(weight, step[1], step[0])
            else:
                found.update(self._beyond(path.config, limit - len(found)))
        return list(found.items())[:limit]

    def _beyond(self, config: list[int], limit: int) -> list[tuple[Hashable, Thunk]]:
        """What is tested once the schedule ends at `config`: try_empty's candidate
        (guessed to pass), then what the caller tests after this run."""
        if len(config) != 1:
            return self._after(config, limit)
        return (self._ahead([_Candidate.empty()]) + self._after(config, limit - 1))[:limit]

    def _after(self, config: list[int], limit: int) -> list[tuple[Hashable, Thunk]]:
        """What the caller tests after a run that returns `config`."""
        if self.then is None or limit < 1:
            return []
        return self.then([self.units[i] for i in config], limit)

    def opening(self, limit: int) -> list[tuple[Hashable, Thunk]]:
        """The `limit` candidates likeliest to be this run's first, best first."""
        return self._likeliest(
            _Path.sweep(self.config, _below(len(self.config)), _PassedChunks([])), limit)

    def _go_on(self, path: _Path) -> tuple[_Candidate, _Path] | None:
        """The next candidate on a guessed path, into the next sweep if need be."""
        for _ in range(2):
            more: list[tuple[int, int]] | None = None if path.size == 1 else []
            step = self._next(path.config, path.cursor, path.known, None, more)
            if step is not None:
                return step[0], replace(path, cursor=step[1], more=path.more + tuple(more or ()))
            size = _next_size(path.size, path.removed, path.tried, len(path.config))
            if size is None:
                return None
            known = _PassedChunks([*path.passed, *path.more, *(more or ())][::-1])
            path = _Path.sweep(path.config, size, known)
        return None


@dataclass(frozen=True)
class _Path:
    """A guessed way on from where a sweep is, for speculation: the input it leaves,
    the sweep's cursor and size, what the sweep knows and has found on the way."""

    config: list[int]
    cursor: _Cursor | None
    known: _PassedChunks
    size: int
    tried: int                          # the sweep's chunks at first
    removed: bool                       # whether the sweep removed any on this path
    passed: list[tuple[int, int]]       # its kept chunks before the guesses (shared)
    more: tuple[tuple[int, int], ...]   # and those the guesses kept
    previous: int                       # _KEPT, _REMOVED or _START

    @staticmethod
    def sweep(config: list[int], size: int, known: _PassedChunks) -> _Path:
        """At the start of a sweep of chunks of `size` over `config`."""
        cursor = _Cursor.start(len(config), size)
        return _Path(config, cursor, known, size, cursor.left, False, [], (), _START)

    def removing(self, candidate: _Candidate) -> _Path:
        """The path on which `candidate`, at this cursor, failed."""
        assert self.cursor is not None
        return replace(self, config=candidate.config, removed=True, previous=_REMOVED,
                       cursor=self.cursor.removed(len(candidate.config)))

    def keeping(self) -> _Path:
        """The path on which the candidate at this cursor passed."""
        assert self.cursor is not None
        more = self.more if self.size == 1 else (*self.more, self.cursor.span(self.config))
        return replace(self, cursor=self.cursor.kept(len(self.config)), more=more,
                       previous=_KEPT)


def _next_size(size: int, removed: bool, tried: int, length: int) -> int | None:
    """The chunk size of the sweep after one of `size`, or None: the schedule is done."""
    # The size-1 sweep ends only after a full cycle without a removal: 1-minimal.
    if length < 2 or size == 1:
        return None
    # A sweep of many small chunks that removed none found the input dense: each
    # finer size would cost about as many tests again for little, so go straight to
    # single units. (Not from large chunks: a few needed units spread evenly through
    # a large input look the same at a coarse size.)
    dense = not removed and tried >= DENSE_AFTER and size <= DENSE_SIZE
    return min(1 if dense else max(size // 2, 1), _below(length))


# What came before a tested removal, for speculation's guesses.
_KEPT, _REMOVED, _START = 0, 1, 2

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

    def covers(self, config: list[int], a: int, b: int, stats: DDStats | None) -> bool:
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
                if stats is not None:
                    stats.cache_hits += 1
                return True
            k -= 1
        return False


def _below(length: int) -> int:
    """The largest power of two below `length` (1 for lengths up to 2)."""
    return 1 << max(length - 1, 1).bit_length() - 1


def ddmin(
    units: Sequence[T],
    test: Test,
    *,
    strict: bool = False,
    runner: Runner | None = None,
    cache: bool = True,
    stats: DDStats | None = None,
    on_reduced: Callable[[list[T]], None] | None = None,
    name: Hashable | None = None,
    then: Then | None = None,
) -> list[T]:
    """Return a 1-minimal subsequence of `units` for which `test` returns FAIL.

    `units` itself must fail (the caller checks; ddmin does not spend a test on it).
    `test` receives candidates as lists of units in their original order. Raise
    ReductionStopped from `test` to end early; it propagates with `.result` set.

    For a parallel runner only: `name` keys this run's candidates (runs with equal
    names must have equal units and tests), so that another run's speculation can
    start them (see `opening`); `then(result, n)` names what the caller will test
    after a run that returns `result`, so speculation goes on past this run's end.
    """
    dd: _DD[T] = _DD(
        units, test, runner or run_serially, cache, stats or DDStats(), on_reduced, name, then
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


def opening(
    units: Sequence[T], test: Test, limit: int, *, name: Hashable,
) -> list[tuple[Hashable, Thunk]]:
    """The `limit` candidates likeliest to be `ddmin(units, test, name=name)`'s first
    tests, best first: a runner may start them while what comes before still runs."""
    return _DD(units, test, run_serially, False, DDStats(), None, name).opening(limit)
