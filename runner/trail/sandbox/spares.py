"""Sandboxes started ahead of the calls that will use them: docker's containers and
ns's namespaces, set up while a call runs so that the next call finds one ready.

Both image sandboxes keep one started ahead per call in progress, hand a call the
one started for its spec (what the sandbox was set up for before the candidate
existed), end those started for another spec, and end one that finishes starting
after close(): this module is that bookkeeping, under the sandbox's own lock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar


class _Started(Protocol):
    spec: Any  # what the sandbox was started for: a call must match it to use it


Spare = TypeVar("Spare", bound=_Started)


class Spares(Generic[Spare]):
    """The sandboxes one image sandbox started ahead, and the counts that decide when
    to start one more. `end` ends one that will not be used; `closed` is set by
    `close()`, after which nothing more is kept. Never call it holding `lock`."""

    def __init__(self, lock: threading.Lock, end: Callable[[Spare], None]) -> None:
        self._lock, self._end = lock, end
        self.waiting: list[Spare] = []
        self.running = 0  # calls in progress
        self.warming = 0  # sandboxes being started ahead
        self.closed = False

    def take(self, spec: object) -> Spare | None:
        """The one started for `spec`, if one waits; those started for another end."""
        with self._lock:
            match = next((ready for ready in self.waiting if ready.spec == spec), None)
            stale = [ready for ready in self.waiting if ready.spec != spec]
            self.waiting = [ready for ready in self.waiting
                            if ready is not match and ready.spec == spec]
        for ready in stale:
            self._end(ready)
        return match

    def begin(self, wanted: bool) -> bool:
        """Count a call in; True when one more should start ahead for the calls to come
        (it counts as warming until `ahead` or `not_warming`)."""
        with self._lock:
            self.running += 1
            warm = wanted and len(self.waiting) + self.warming < self.running
            self.warming += warm
        return warm

    def done(self) -> None:
        """Count a call out."""
        with self._lock:
            self.running -= 1

    def not_warming(self) -> None:
        """One that `begin` counted will not start (its helper is shut down)."""
        with self._lock:
            self.warming -= 1

    def ahead(self, start: Callable[[], Spare],
              failures: tuple[type[BaseException], ...]) -> None:
        """Start one for a coming call and keep it; on a helper thread, after `begin`."""
        try:
            ready = None if self.closed else start()
        except failures:
            ready = None  # the call that needs one starts its own and reports the error
        except BaseException:
            self.not_warming()
            raise
        # Counted out of warming and into waiting at once: between the two, one who
        # waits for the warming to end would see neither.
        with self._lock:
            self.warming -= 1
            if ready is None or not self.closed:
                if ready is not None:
                    self.waiting.append(ready)
                return
        self._end(ready)

    def close(self) -> list[Spare]:
        """Keep nothing from now on; the ones waiting, for the sandbox to end."""
        with self._lock:
            self.closed = True
            waiting, self.waiting = self.waiting, []
        return waiting
