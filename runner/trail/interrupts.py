"""Ctrl-C and SIGTERM during a job: stop, keep what was found, write it.

The first signal raises Interrupted in the main thread, except where an exception
thrown from a signal handler would leave things broken (`deferred()`): waiting on a
thread pool, whose Python-level locks it could leave held, so that the job hangs.
There the signal only marks the job as stopping and kills the running tests
(`on_stop`, in a thread of its own); Interrupted is raised when the main thread
leaves that code, and by any test that ends meanwhile (`check()`), so a killed
test's outcome is never taken for an answer. Later signals are ignored, so that a
double Ctrl-C cannot cut short the writing of the result and the killing.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

# The signals that stop a job (and reach its whole process group from a terminal).
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Interrupted(BaseException):
    """Ctrl-C or SIGTERM: stop, keep the best result, report it as interrupted."""


class _State:
    stopping: str | None = None  # the first signal's name, once it came
    deferred = 0                 # how deep the main thread is in deferred() code
    on_stop: Callable[[], None] | None = None


_STATE = _State()


@contextmanager
def interrupts_raise(on_stop: Callable[[], None] | None = None) -> Iterator[None]:
    """For the job's length: the first SIGINT or SIGTERM raises Interrupted in the
    main thread (or, in deferred code, calls `on_stop` to kill what runs)."""
    def handler(signum: int, frame: object) -> None:
        if _STATE.stopping is not None:
            return
        _STATE.stopping = signal.Signals(signum).name
        if not _STATE.deferred:
            raise Interrupted(_STATE.stopping)
        if _STATE.on_stop is not None:
            threading.Thread(target=_STATE.on_stop, name="trail-stop", daemon=True).start()

    saved = _STATE.stopping, _STATE.on_stop
    _STATE.stopping, _STATE.on_stop = None, on_stop
    previous = {sig: signal.signal(sig, handler) for sig in STOP_SIGNALS}
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)
        _STATE.stopping, _STATE.on_stop = saved


@contextmanager
def deferred(raise_after: bool = True) -> Iterator[None]:
    """Code a signal must not interrupt; Interrupted comes after it (unless not
    `raise_after`: then `stopping()` tells the caller)."""
    _STATE.deferred += 1
    try:
        yield
    finally:
        _STATE.deferred -= 1
    if raise_after:
        check()


def stopping() -> bool:
    return _STATE.stopping is not None


def check() -> None:
    """Raise Interrupted once a signal asked the job to stop (from any thread)."""
    if _STATE.stopping is not None:
        raise Interrupted(_STATE.stopping)


@contextmanager
def uninterrupted() -> Iterator[None]:
    """Cleanup after a job (its sandbox closed: containers removed, process groups
    killed): a Ctrl-C or SIGTERM meanwhile is raised as Interrupted once it is done,
    not in its middle. After the job's own handler is gone, a signal raised
    KeyboardInterrupt there and left containers behind."""
    with interrupts_raise(), deferred():
        yield
