"""The best input so far, saved for --resume and for the user, at most so often.

Saving replaces two files (the state's copy and the result the user sees); on a disk
mounted with `discard` each replacement cost 2 ms, more than a short test, and a
short run accepts a smaller candidate every few tests. The newest best is saved at
once if the last save is older than the interval, else at the first test or
acceptance after it, and always when the reduction ends (Ctrl-C and timeouts
included): a kill -9 loses at most the last interval's progress.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable

SAVE_INTERVAL_S = 0.5


class ThrottledSave:
    """Calls `save` with the newest offered input, at most every `interval` seconds
    but for `flush`; safe to call from several threads (tests end in the workers)."""

    def __init__(self, save: Callable[[bytes], None], interval: float = SAVE_INTERVAL_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._save = save
        self._interval = interval
        self._clock = clock
        self._pending: bytes | None = None
        self._last = float("-inf")
        self._lock = threading.Lock()

    def offer(self, data: bytes) -> None:
        """A new best input: saved now, or once the interval has passed."""
        with self._lock:
            self._pending = data
        self.tick()

    def tick(self) -> None:
        """Save what is pending if the interval has passed. Called as tests end, in
        the thread that ran them: a save that fails in a worker (a full disk) stays
        pending, for the main thread's next save or `flush` to raise."""
        if self._pending is None or self._clock() - self._last < self._interval:
            return
        if threading.current_thread() is threading.main_thread():
            self.flush()
            return
        with contextlib.suppress(OSError):
            self.flush()

    def flush(self) -> None:
        """Save what is pending now."""
        with self._lock:
            if self._pending is None:
                return
            self._save(self._pending)  # kept pending if a signal or a full disk stops it
            self._pending = None
            self._last = self._clock()
