"""How a run is judged against the failure signature: exit statuses, crashes, timeouts."""

from __future__ import annotations

import pytest
from trail.core.outcome import Convention, Outcome
from trail.oracle import tester
from trail.oracle.command import Oracle
from trail.oracle.signature import Signature
from trail.sandbox.base import RunResult


def ran(status: int | None, signal: int | None = None, timed_out: bool = False) -> RunResult:
    return RunResult(status, signal, timed_out, b"", b"", 0.1)


def judged(result: RunResult, signature: Signature | None,
           convention: Convention = Convention.BISECT) -> Outcome:
    judge = tester.Tester(Oracle("true {}", convention=convention),
                          sandbox=None, signature=signature)  # type: ignore[arg-type]
    return judge.classify(result)


@pytest.mark.parametrize("result, outcome", [
    (ran(139), Outcome.FAIL),                     # the shell's 128 + SIGSEGV
    (ran(None, signal=11), Outcome.FAIL),         # killed by SIGSEGV with no shell between
    (ran(134), Outcome.UNRESOLVED),               # another crash (SIGABRT)
    (ran(None, signal=6), Outcome.UNRESOLVED),
    (ran(1), Outcome.UNRESOLVED),                 # fails, but not by the crash
    (ran(0), Outcome.PASS),
    (ran(None, timed_out=True), Outcome.UNRESOLVED),
])
def test_expect_exit_128_plus_signal_makes_that_crash_the_failure(result, outcome):
    assert judged(result, Signature(exit_status=139, source="overridden")) is outcome


@pytest.mark.parametrize("signature", [None, Signature(), Signature(exit_status=1)])
def test_without_a_named_crash_a_crash_stays_unresolved(signature):
    assert judged(ran(139), signature) is Outcome.UNRESOLVED
    assert judged(ran(None, signal=11), signature) is Outcome.UNRESOLVED


def test_a_timeout_is_never_the_named_sigkill_crash():
    # The sandbox kills a test that runs too long with SIGKILL (128 + 9 = 137).
    assert judged(ran(None, signal=9, timed_out=True), Signature(exit_status=137)) \
        is Outcome.UNRESOLVED
    assert judged(ran(None, signal=9), Signature(exit_status=137)) is Outcome.FAIL


def test_a_named_crash_does_not_override_the_interesting_exit_zero_convention():
    assert judged(ran(139), Signature(exit_status=139), Convention.INTERESTING_ZERO) \
        is Outcome.PASS
