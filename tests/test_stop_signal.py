"""A Ctrl-C that meets a test as it starts: the test's process dies of the signal, and
its death is no answer about the candidate.

A terminal sends SIGINT to trail's whole process group. A test is started by a
fork that makes a session of its own only after the signal handlers are reset, so a
test that is just starting can die of the signal before it ran. With --jobs 2 a
worker sees that death before the main thread, waiting on the pool, has run trail's
handler: in a kill-anywhere soak (seed 4546, trial 16) the run said "1 crashed",
cache.jsonl held UNRESOLVED for the answer, and --resume ended one character short
of it. Here the worker itself takes the signal (`pthread_kill`), which leaves the
main thread asleep until the worker is done: the order of that trial, every time.
"""

from __future__ import annotations

import json
import signal
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from trail.core.outcome import Outcome
from trail.interrupts import Interrupted, interrupts_raise
from trail.oracle import tester  # as a module: pytest would collect a class named Tester
from trail.oracle.call import Oracle, OracleCall, RunResult
from trail.parallel.pool import ParallelRunner
from trail.sandbox.base import Sandbox
from trail.sandbox.local import LocalSandbox

ORACLE = Oracle("grep -q BOOM {} && exit 3; exit 0")
# What a test killed by SIGINT as it started looks like: a process dead of SIGINT.
DIES_OF_SIGINT = "kill -INT $$"


def _waits_for_a_result(thread: threading.Thread) -> bool:
    """Whether `thread` is asleep waiting for a future's result (not, say, for the
    pool's new thread to start)."""
    frame = sys._current_frames().get(thread.ident)  # type: ignore[arg-type]
    return (frame is not None and frame.f_code.co_name == "wait" and frame.f_back is not None
            and frame.f_back.f_code.co_name == "result")


class _StartsIntoTheStop(Sandbox):
    """The local sandbox, whose first call meets a Ctrl-C as it starts: once the main
    thread waits on the pool, trail gets SIGINT (in this worker thread) and the call's
    process dies of it."""

    name = "local"

    def __init__(self) -> None:
        self.inner = LocalSandbox()
        self.calls = 0

    def run(self, call: OracleCall) -> RunResult:
        self.calls += 1
        if self.calls > 1:
            return self.inner.run(call)
        deadline = time.monotonic() + 30
        while not _waits_for_a_result(threading.main_thread()) and time.monotonic() < deadline:
            time.sleep(0.01)
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)
        return self.inner.run(replace(call, command=DIES_OF_SIGINT))

    def close(self) -> None:
        self.inner.close()


def _saved(path: Path) -> list[str]:
    return [json.loads(line)["outcome"] for line in path.read_text().splitlines()]


def test_a_test_killed_by_the_stop_as_it_started_is_not_taken_for_an_answer(tmp_path):
    sandbox = _StartsIntoTheStop()
    cache = tester.OutcomeCache(str(tmp_path / "cache.jsonl"))
    judge = tester.Tester(ORACLE, sandbox, cache=cache)
    runner = ParallelRunner(2)
    try:
        with interrupts_raise(on_stop=sandbox.close), pytest.raises(Interrupted):
            runner.run("BOOM", lambda: judge.test(b"BOOM"), lambda n: [])
    finally:
        runner.close()
        cache.close()
        sandbox.close()
    # The death was the stop's: the call was made again, and that run answered (the
    # main thread slept through it, so the stop had not begun).
    assert _saved(tmp_path / "cache.jsonl") == ["FAIL"]
    assert sandbox.calls == 2 and judge.counters.oracle_runs == 2
    assert judge.counters.reasons == {tester.Reason.FAIL: 1}  # nothing "crashed"


def test_an_oracle_that_dies_of_sigint_itself_is_believed_the_second_time(tmp_path):
    sandbox = LocalSandbox()
    cache = tester.OutcomeCache(str(tmp_path / "cache.jsonl"))
    judge = tester.Tester(replace(ORACLE, command=DIES_OF_SIGINT), sandbox, cache=cache)
    try:
        assert judge.test(b"BOOM") is Outcome.UNRESOLVED
    finally:
        cache.close()
        sandbox.close()
    assert judge.counters.oracle_runs == 2
    assert judge.counters.reasons == {tester.Reason.CRASH: 1}
    assert _saved(tmp_path / "cache.jsonl") == ["UNRESOLVED"]
