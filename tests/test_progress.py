"""Progress on long work: what trail says while a run with no limit goes on."""

from __future__ import annotations

import io
import time

import pytest
from trail.progress import Progress, still_running


def _lines(stream: io.StringIO) -> list[str]:
    return stream.getvalue().splitlines()


def test_a_run_with_no_limit_is_said_to_go_on_until_it_ends():
    stream = io.StringIO()
    progress = Progress(stream)
    deadline = time.monotonic() + 30  # a bound for a loaded machine, not a timing
    with still_running(progress, "the oracle", "give --test-timeout", first=0.01, every=0.01):
        while len(_lines(stream)) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
    said = _lines(stream)
    assert len(said) >= 2
    assert all(line.startswith("trail: the oracle has run for ") and
               line.endswith(" s; give --test-timeout") for line in said)
    time.sleep(0.1)  # the block is over: nothing more
    assert _lines(stream) == said


def test_a_quiet_run_starts_no_thread_to_say_it(monkeypatch):
    import threading

    monkeypatch.setattr(threading.Thread, "start", lambda self: pytest.fail("a thread"))
    stream = io.StringIO()
    with still_running(Progress(stream, quiet=True), "the oracle", "advice", first=0):
        pass
    assert stream.getvalue() == ""


def test_a_run_that_ends_before_the_first_word_says_nothing():
    stream = io.StringIO()
    with still_running(Progress(stream), "the oracle", "give --test-timeout", first=60):
        pass
    assert stream.getvalue() == ""
