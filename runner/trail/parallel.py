"""Using `--jobs N` workers: speculation for ddmin, and repeated runs side by side.

`ParallelRunner` is a ddmin runner (see trail.ddmin.Runner) with `jobs` threads
(each test is a subprocess or a container, so threads suffice). While ddmin waits
for one outcome, the other workers test the candidates ddmin named as the likeliest
to come next; when ddmin asks for one of those, its outcome is ready or under way.
ddmin's decisions stay the serial ones. Speculative tests ddmin never asked for are
counted as wasted.

`Repeater` runs one input several times at once: verification's K runs, and a
flaky oracle's repeats (trail.flaky), where the runs of one decision are
independent, so no guess is needed to keep the workers busy.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Executor, Future, ThreadPoolExecutor

from trail.ddmin import Ahead, Thunk
from trail.interrupts import deferred
from trail.outcome import Outcome


class ParallelRunner:
    def __init__(self, jobs: int, executor: Executor | None = None) -> None:
        """`executor` (default: `jobs` threads) must run at most `jobs` at once."""
        self.jobs = jobs
        self._pool = executor or ThreadPoolExecutor(max_workers=jobs,
                                                    thread_name_prefix="trail-test")
        # Speculative tests not asked for yet, by key; only ddmin's thread touches it.
        self._started: dict[Hashable, Future[Outcome]] = {}

    def __call__(self, key: Hashable, test: Thunk, ahead: Ahead) -> Outcome:
        # The pool's locks are Python code: a Ctrl-C raised inside them would leave one
        # held and hang the job, so here a signal kills the tests and raises after.
        with deferred():
            return self._run(key, test, ahead)

    def _run(self, key: Hashable, test: Thunk, ahead: Ahead) -> Outcome:
        # A worker is always free for it (see below): it starts now, and ddmin works
        # out its guesses while it runs.
        future = self._started.pop(key, None) or self._pool.submit(test)
        hints = ahead(self.jobs - 1)
        # Guesses keep off one worker, so that what ddmin asks for next, if it was
        # not guessed, need not wait for a wrong guess to end. So no guess ever
        # queues, and none needs cancelling: a wrong one runs to its end (wasted).
        guessing = sum(not f.done() for f in self._started.values())
        for hint, thunk in hints:
            if guessing >= self.jobs - 1:
                break
            if hint not in self._started and hint != key:
                self._started[hint] = self._pool.submit(thunk)
                guessing += 1
        # Ctrl-C kills what runs (trail.interrupts), which ends this wait.
        return future.result()

    @property
    def wasted(self) -> int:
        """Speculative tests started (or finished) that ddmin has not asked for."""
        return sum(not f.cancelled() for f in self._started.values())

    def close(self) -> None:
        """Wait for what runs, so no test outlives the run; drop what has not started."""
        self._pool.shutdown(wait=True, cancel_futures=True)


class Repeater:
    """Runs of one callable, `width` at once: a trail.flaky.Repeat for `--jobs N`."""

    def __init__(self, jobs: int, executor: Executor | None = None) -> None:
        """`executor` (default: `jobs` threads) must run at most `jobs` at once."""
        self.width = jobs
        self._pool = executor or ThreadPoolExecutor(max_workers=jobs,
                                                    thread_name_prefix="trail-repeat")

    def __call__(self, run: Callable[[], Outcome], n: int) -> list[Outcome]:
        """The outcomes of `n` runs, in the order they were started."""
        # As in ParallelRunner: a signal meanwhile kills the runs and raises after.
        with deferred():
            futures = [self._pool.submit(run) for _ in range(n)]
            return [future.result() for future in futures]

    def close(self) -> None:
        """Wait for what runs, so no run outlives the job."""
        self._pool.shutdown(wait=True, cancel_futures=True)
