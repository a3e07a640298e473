"""Progress on long work: a live line on a terminal, a log line every few seconds elsewhere."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO


class Progress:
    def __init__(self, stream: TextIO | None = None, *, quiet: bool = False,
                 interval: float = 5.0) -> None:
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.live = not quiet and self.stream.isatty()
        self.interval = interval if not self.live else 0.1
        self.started = time.monotonic()
        self._last = 0.0
        self._lock = threading.Lock()
        self._width = 0
        self.state = {"size": 0, "tests": 0, "pass": "-"}

    def update(self, **state: object) -> None:
        if self.quiet:
            return
        with self._lock:
            self.state.update(state)
            now = time.monotonic()
            if now - self._last < self.interval or now - self.started < 1.0:
                return
            self._last = now
            self._emit(self._line())

    def _line(self) -> str:
        s = self.state
        return (f"trail: {s['size']:,} bytes, {s['tests']:,} tests, "
                f"{time.monotonic() - self.started:.0f}s, pass {s['pass']}")

    def _emit(self, line: str) -> None:
        if self.live:
            pad = max(0, self._width - len(line))
            self.stream.write("\r" + line + " " * pad)
            self._width = len(line)
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    def say(self, message: str) -> None:
        """A line that stays (not overwritten by the live line)."""
        if self.quiet:
            return
        with self._lock:
            if self.live and self._width:
                self.stream.write("\r" + " " * self._width + "\r")
                self._width = 0
            self.stream.write(message + "\n")
            self.stream.flush()

    def warn(self, message: str) -> None:
        """A warning that must be read before the work it is about: said under
        --quiet too."""
        quiet, self.quiet = self.quiet, False
        try:
            self.say(message)
        finally:
            self.quiet = quiet

    def done(self) -> None:
        if self.live and self._width and not self.quiet:
            self.stream.write("\n")
            self.stream.flush()
            self._width = 0


@contextmanager
def still_running(progress: Progress, what: str, advice: str, *, first: float = 30.0,
                  every: float = 60.0) -> Iterator[None]:
    """Say after `first` seconds, then every `every`, that `what` is still running, with
    `advice`, until the block ends: a run with no limit that hangs must not look like a
    trail that hangs. Nothing to say under --quiet: no thread then."""
    if progress.quiet:
        yield
        return
    stop, started = threading.Event(), time.monotonic()

    def speak() -> None:
        wait = first
        while not stop.wait(wait):
            progress.say(f"trail: {what} has run for {time.monotonic() - started:.0f} s; "
                         f"{advice}")
            wait = every

    thread = threading.Thread(target=speak, name="trail-still-running", daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
