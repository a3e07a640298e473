"""Testing several candidates of one round at once, with the serial result.

`ParallelEvaluator` is a ddmin evaluation policy: it runs up to `jobs` candidates
ahead in threads (each test is a subprocess or a container, so threads suffice)
and returns the position of the first FAIL in serial order. Candidates started
after that one are waited for (their outcomes land in the tester's cache) and
counted as wasted by speculation.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import TypeVar

from trail.outcome import Outcome

C = TypeVar("C")


class ParallelEvaluator:
    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.wasted = 0
        self._pool = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="trail-test")
        self._lock = threading.Lock()

    def __call__(self, test: Callable[[C], Outcome], candidates: Iterable[C]) -> int | None:
        pending: deque[tuple[int, Future[Outcome]]] = deque()
        source = enumerate(candidates)
        try:
            self._fill(pending, source, test)
            while pending:
                position, future = pending.popleft()
                if future.result() is Outcome.FAIL:
                    self._settle(pending)
                    return position
                self._fill(pending, source, test)
            return None
        except BaseException:
            # Ctrl-C or budget: do not wait here; the sandbox's close() kills what runs.
            for _, future in pending:
                future.cancel()
            raise

    def _fill(self, pending: deque, source: Iterable, test: Callable[[C], Outcome]) -> None:
        while len(pending) < self.jobs:
            item = next(source, None)  # type: ignore[call-overload]
            if item is None:
                return
            position, candidate = item
            pending.append((position, self._pool.submit(test, candidate)))

    def _settle(self, pending: deque) -> None:
        """Cancel what has not started; wait for what has, so no test outlives the round."""
        running = [future for _, future in pending if not future.cancel()]
        wait(running)
        with self._lock:
            self.wasted += len(running)
        pending.clear()

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
