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

import functools
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import TypeVar

from trail.core.ddmin import Ask, Thunk
from trail.core.outcome import Outcome
from trail.interrupts import deferred
from trail.parallel.speculation import Guess, Speculation

# ahead(n): up to n guesses, the likeliest to be asked for next first.
Ahead = Callable[[int], list[Guess]]
T = TypeVar("T")


class _Guess:
    """A guess's test, made while ddmin waits for the candidate it asked for.

    A guess may have to wait for a worker that a wrong guess still holds (`beside`
    is then the candidate asked for): oracle run times jitter, so a wrong guess
    started with the last ask often ends just after it. If by the time a worker is
    free `beside` has ended and ddmin has not asked for the guess, ddmin has moved
    on: the guess gives the worker up at once (returns None, `dropped`), so that it
    does not hold up what ddmin asks for next.
    """

    def __init__(self, test: Thunk, beside: Future[Outcome | None] | None) -> None:
        self.test, self.beside = test, beside
        self.asked = self.dropped = False

    def __call__(self) -> Outcome | None:
        if not self.asked and self.beside is not None and self.beside.done():
            self.dropped = True
            return None
        return self.test()


class ParallelRunner:
    def __init__(self, jobs: int, executor: Executor | None = None) -> None:
        """`executor` (default: `jobs` threads) must run at most `jobs` at once."""
        self.jobs = jobs
        self._pool = executor or ThreadPoolExecutor(max_workers=jobs,
                                                    thread_name_prefix="trail-test")
        # Speculative tests not asked for yet, by key; only ddmin's thread touches it.
        self._started: dict[Hashable, tuple[Future[Outcome | None], _Guess]] = {}
        self._speculation = Speculation()

    def __call__(self, ask: Ask) -> Outcome:
        outcome = self.run(ask.key, ask.test, functools.partial(self._speculation.ahead, ask))
        self._speculation.record(ask, outcome)
        return outcome

    def run(self, key: Hashable, test: Thunk, ahead: Ahead) -> Outcome:
        """`test()`'s outcome, with guesses from `ahead` started beside it."""
        # The pool's locks are Python code: a Ctrl-C raised inside them would leave one
        # held and hang the job, so here a signal kills the tests and raises after.
        with deferred():
            # Guesses that have not started (or gave their worker up) go, so a worker is
            # free for what ddmin asks for: it starts now, and ddmin works out its
            # guesses while it runs.
            for hint, (future, guess) in list(self._started.items()):
                if hint != key and (future.cancel() or guess.dropped):
                    del self._started[hint]
            started = self._started.pop(key, None)
            if started is not None:
                started[1].asked = True
            future = started[0] if started and not started[1].dropped else self._pool.submit(test)
            hints = ahead(self.jobs - 1)
            # Up to jobs-1 of these guesses at once; a wrong guess that still runs does
            # not count, and a new one waits for its worker (see _Guess). A wrong guess
            # that ran is wasted.
            named = {hint for hint, _ in hints}
            guessing = sum(not f.done() for h, (f, _) in self._started.items() if h in named)
            # One worker stays for what ddmin asks for, this time or, once this ask has
            # ended, the next: a guess that would take it is made beside this ask only.
            busy = 1 + sum(not f.done() for f, _ in self._started.values())
            for hint, thunk in hints:
                if guessing >= self.jobs - 1:
                    break
                if hint not in self._started and hint != key:
                    guess = _Guess(thunk, future if busy >= self.jobs else None)
                    self._started[hint] = self._pool.submit(guess), guess
                    guessing += 1
                    busy += 1
            # Ctrl-C kills what runs (trail.interrupts), which ends this wait.
            outcome = future.result()
            # None: the guess gave its worker up just as ddmin asked for it.
            return outcome if outcome is not None else self._pool.submit(test).result()

    @property
    def wasted(self) -> int:
        """Speculative tests that ran (or run) that ddmin has not asked for."""
        return sum(not f.cancelled() and not g.dropped for f, g in self._started.values())

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
