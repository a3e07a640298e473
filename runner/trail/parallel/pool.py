"""Using `--jobs N` workers: speculation for ddmin, and repeated runs side by side.

`ParallelRunner` is a ddmin runner (see trail.core.ddmin.Runner) with `jobs` threads
(each test is a subprocess or a container, so threads suffice). While ddmin waits
for one outcome, the other workers test the candidates likeliest to come next
(trail.parallel.speculation); when ddmin asks for one of those, its outcome is ready
or under way. ddmin's decisions stay the serial ones. Speculative tests ddmin never
asked for are counted as wasted.

`Repeater` runs one input several times at once: verification's K runs, a flaky
oracle's repeats (trail.core.flaky), where the runs of one decision are
independent, so no guess is needed to keep the workers busy, and the probe's two
runs of the original (trail.pipeline.probe).
"""

from __future__ import annotations

import collections
import functools
import time
from collections.abc import Callable, Hashable, Sequence
from concurrent import futures
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import TypeVar

from trail.core.ddmin import Ask, Thunk
from trail.core.outcome import Outcome
from trail.interrupts import deferred
from trail.parallel.speculation import Guess, Speculation

# ahead(n): up to n guesses, the likeliest to be asked for next first.
Ahead = Callable[[int], list[Guess]]
T = TypeVar("T")

# A guess whose path waits on a test that has run for all but this share of a
# test's usual time waits for its outcome before it takes a worker (see _Test).
SOON = 0.35


class _Took:
    """How long a test usually takes: the median of the recent ones, leaving out those
    far shorter (answered from a cache, not run)."""

    def __init__(self) -> None:
        self._recent: collections.deque[float] = collections.deque(maxlen=15)
        self.usual: float | None = None

    def add(self, seconds: float) -> None:
        if self.usual is not None and seconds < self.usual / 4:
            return
        self._recent.append(seconds)
        # The median by hand: `statistics` costs a plain run its import (fractions,
        # decimal: tests/test_startup_imports.py).
        ordered = sorted(self._recent)
        middle = len(ordered) // 2
        self.usual = ordered[middle] if len(ordered) % 2 else \
            (ordered[middle - 1] + ordered[middle]) / 2


class _Test:
    """A test on a worker: a candidate ddmin asked for, or a guess made while ddmin
    waits for one (`named` and `assumes` given).

    A guess may have to wait for a worker that a wrong guess still holds: oracle run
    times jitter, so a wrong guess started with the last ask often ends just after
    it. When a worker is free and ddmin has not asked for the guess, it gives the
    worker up at once (returns None, `dropped`) if ddmin's last guesses no longer
    name it (`named()`), or an outcome its path assumes (`assumes`: the tests of the
    candidates before it on that path, and whether each fails) came out the other
    way, which an ask that just ended tells before ddmin has guessed again: ddmin
    has gone another way, and what it asks next must not wait. A guess made past a
    pending outcome, along both ways, runs on the way that came true.

    Where the workers have drifted apart (one test ends a quarter of a run after
    another), a guess made past an outcome that is due within SOON of a run waits
    for it: a worker idle that long costs less than a run on the wrong way, and the
    workers start together again.
    """

    def __init__(self, test: Thunk, took: _Took, named: Callable[[], bool] | None = None,
                 assumes: Sequence[tuple[_Test, bool]] = ()) -> None:
        self.test, self.took, self.named, self.assumes = test, took, named, assumes
        self.asked = named is None
        self.dropped = False
        self.began: float | None = None  # when it took a worker
        self.future: Future[Outcome | None]  # set as it is submitted

    def __call__(self) -> Outcome | None:
        if not self.asked:
            self._await_due()
            if not self.asked and self._wrong():
                self.dropped = True
                return None
        self.began = time.monotonic()
        outcome = self.test()
        self.took.add(time.monotonic() - self.began)
        return outcome

    def _wrong(self) -> bool:
        return self.named is not None and not self.named() or \
            any(before.came_out(not fails) for before, fails in self.assumes)

    def _await_due(self) -> None:
        usual = self.took.usual
        if usual is None:
            return
        for before, _ in self.assumes:
            began = before.began
            if began is not None and not before.future.done():
                due = began + usual - time.monotonic()
                if due < SOON * usual:
                    futures.wait([before.future], timeout=max(due, 0) + SOON * usual)

    def came_out(self, fails: bool) -> bool:
        """Whether its outcome is known, and fails if `fails` (UNRESOLVED counts as
        PASS, as in ddmin)."""
        future = self.future
        if not future.done() or future.cancelled() or future.exception() is not None:
            return False
        outcome = future.result()
        return outcome is not None and (outcome is Outcome.FAIL) == fails


class ParallelRunner:
    def __init__(self, jobs: int, executor: Executor | None = None) -> None:
        """`executor` (default: `jobs` threads) must run at most `jobs` at once."""
        self.jobs = jobs
        self._pool = executor or ThreadPoolExecutor(max_workers=jobs,
                                                    thread_name_prefix="trail-test")
        # Speculative tests not asked for yet, by key; only ddmin's thread touches it.
        self._started: dict[Hashable, _Test] = {}
        self._speculation = Speculation()
        # What ddmin's last ask named: itself and its guesses (read by the workers).
        self._named: frozenset[Hashable] = frozenset()
        self._took = _Took()

    def __call__(self, ask: Ask) -> Outcome:
        outcome = self.run(ask.key, ask.test, functools.partial(
            self._speculation.ahead, ask, decided=self._decided))
        self._speculation.record(ask, outcome)
        return outcome

    def _submit(self, test: _Test) -> _Test:
        test.future = self._pool.submit(test)
        return test

    def run(self, key: Hashable, test: Thunk, ahead: Ahead) -> Outcome:
        """`test()`'s outcome, with guesses from `ahead` started beside it."""
        # The pool's locks are Python code: a Ctrl-C raised inside them would leave one
        # held and hang the job, so here a signal kills the tests and raises after.
        with deferred():
            # Guesses that have not started (or gave their worker up) go, so a worker is
            # free for what ddmin asks for: it starts now, and ddmin works out its
            # guesses while it runs.
            for hint, guess in list(self._started.items()):
                if hint != key and (guess.future.cancel() or guess.dropped):
                    del self._started[hint]
            asked = self._started.pop(key, None)
            if asked is not None:
                asked.asked = True
            if asked is None or asked.dropped:
                asked = self._submit(_Test(test, self._took))
            # A guess that ends meanwhile frees its worker (one answered from a cache
            # at once): the next guess takes it, with what came out of that one known.
            # (What runs is listed before the guesses are worked out: one that ends
            # meanwhile ends the wait at once.)
            running = self._running() + self._guess(key, asked, ahead)
            while not asked.future.done():
                self.wait_first([asked.future, *running])
                if not asked.future.done():
                    running = self._running() + self._guess(key, asked, ahead)
            # Ctrl-C kills what runs (trail.interrupts), which ends this wait.
            outcome = asked.future.result()
            # None: the guess gave its worker up just as ddmin asked for it.
            return outcome if outcome is not None else self._pool.submit(test).result()

    def wait_first(self, pending: list[Future[Outcome | None]]) -> None:
        """Return once one of `pending` is done (a runner on a virtual clock moves its
        clock on here: bench/bench_parallel.py)."""
        futures.wait(pending, return_when=futures.FIRST_COMPLETED)

    def _running(self) -> list[Future[Outcome | None]]:
        return [g.future for g in self._started.values() if not g.future.done()]

    def _guess(self, key: Hashable, asked: _Test, ahead: Ahead) -> list[Future[Outcome | None]]:
        """Start the likeliest guesses after `key` (its test: `asked`) that no test
        runs for, up to jobs-1 running at once; their futures."""
        # As many as leave jobs-1 among them that have not run to their end.
        limit = self.jobs - 1
        while True:
            hints = ahead(limit)
            ran = sum(h.key in self._started and self._started[h.key].future.done()
                      for h in hints)
            if len(hints) < limit or limit >= self.jobs - 1 + ran:
                break
            limit = self.jobs - 1 + ran
        # Up to jobs-1 of these guesses at once; a wrong guess that still runs does
        # not count, and a new one waits for its worker (see _Test). A wrong guess
        # that ran is wasted.
        named = self._named = frozenset([key, *(hint.key for hint in hints)])
        guessing = sum(not g.future.done() for h, g in self._started.items() if h in named)
        # One worker stays for what ddmin asks for, this time or, once this ask has
        # ended, the next: a guess that takes it then is one the ask's outcome left
        # on ddmin's way.
        tests = {**self._started, key: asked}
        submitted = []
        for hint in hints:
            if guessing >= self.jobs - 1:
                break
            if hint.key not in tests:
                guess = _Test(hint.test, self._took, functools.partial(self._names, hint.key),
                              [(tests[k], fails) for k, fails in hint.assumes if k in tests])
                self._started[hint.key] = tests[hint.key] = self._submit(guess)
                submitted.append(guess.future)
                guessing += 1
        return submitted

    def _decided(self, key: Hashable) -> bool | None:
        """Whether the guess of `key` failed, if it ran to its end."""
        guess = self._started.get(key)
        if guess is None or not guess.future.done() or guess.future.cancelled() or \
                guess.future.exception() is not None:
            return None
        outcome = guess.future.result()
        return None if outcome is None else outcome is Outcome.FAIL

    def _names(self, key: Hashable) -> bool:
        return key in self._named

    @property
    def wasted(self) -> int:
        """Speculative tests that ran (or run) that ddmin has not asked for."""
        return sum(not g.future.cancelled() and not g.dropped for g in self._started.values())

    def close(self) -> None:
        """Wait for what runs, so no test outlives the run; drop what has not started."""
        self._pool.shutdown(wait=True, cancel_futures=True)


class Repeater:
    """Runs of one callable, `width` at once: a trail.core.rate.Repeat for `--jobs N`."""

    def __init__(self, jobs: int, executor: Executor | None = None) -> None:
        """`executor` (default: `jobs` threads) must run at most `jobs` at once."""
        self.width = jobs
        self._pool = executor or ThreadPoolExecutor(max_workers=jobs,
                                                    thread_name_prefix="trail-repeat")

    def __call__(self, run: Callable[[], Outcome], n: int) -> list[Outcome]:
        """The outcomes of `n` runs, in the order they were started."""
        return self.each([run] * n)

    def each(self, calls: Sequence[Callable[[], T]]) -> list[T]:
        """What each of `calls` returns, in order; up to `width` of them at once."""
        # As in ParallelRunner: a signal meanwhile kills the runs and raises after.
        with deferred():
            futures = [self._pool.submit(call) for call in calls]
            return [future.result() for future in futures]

    def close(self) -> None:
        """Wait for what runs, so no run outlives the job."""
        self._pool.shutdown(wait=True, cancel_futures=True)
