"""The probe of the original: the one place that runs the original input and judges it.

Every job starts here: `trail delta` on its input, bisect at the bad commit, isolate
on the failing input, the test-order search on the failing order. The probe runs
the original until it fails (once; with --flaky up to FLAKY_FIRST_FAILURE_RUNS
times, since a flaky failure may take a few runs to show). From that run come the
failure signature, the test timeout and the first evidence of the failure rate. A
captured signature is drawn from more failing runs (`runs_to_capture`: 3 for an
output no shape knows, so what varies in it shows); with --jobs 2 or more they run
side by side.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from trail.core.outcome import Convention, Outcome, classify_exit
from trail.oracle.call import RunResult
from trail.oracle.capture import capture, runs_to_capture
from trail.oracle.signature import (
    Signature,
    crash_status,
    describe_failure,
    last_meaningful_line,
)
from trail.oracle.signature import UnsteadyFailure as UnsteadyFailure  # re-exported
from trail.redact import Redactor

if TYPE_CHECKING:
    from trail.oracle.call import Oracle
    from trail.parallel.pool import Repeater

FLAKY_FIRST_FAILURE_RUNS = 20   # --flaky: runs of the original allowed to show the failure
CANNOT_START = (126, 127)       # the shell's "not executable" and "command not found"

R = TypeVar("R")


@dataclass(frozen=True)
class TimeoutRule:
    """The test timeout derived from the original's run time: `factor` times it, at
    least `floor` seconds (machines are noisy)."""

    factor: float
    floor: float

    def timeout(self, given: float | None, seconds: float) -> float:
        """`given` (--test-timeout) when there is one, else the derived timeout."""
        return given or max(self.floor, self.factor * seconds)


# One candidate input: a smaller input may take a parser down a slower path than the
# original did, so the margin is wide.
CANDIDATE_TIMEOUT = TimeoutRule(factor=10.0, floor=5.0)
# A test-suite order: a candidate runs a subset of the original's tests, so the
# original's run bounds it, but start-up and collection dominate short suites and
# vary from run to run, hence a high floor.
SUITE_TIMEOUT = TimeoutRule(factor=4.0, floor=30.0)


# C-Reduce, C-Vise, shrinkray and lithium scripts say "interesting" by exiting 0 and
# print whatever they like (grep's matched line, an echo of the candidate): by their
# convention the status is the whole verdict, so what they print is never compared.
EXIT_ZERO = Signature(
    exit_status=0, source="--interesting-exit-zero",
    summary="exit status 0 (--interesting-exit-zero: the status is the whole verdict; "
            "what the script prints is not compared)")


@dataclass(frozen=True)
class SignatureChoice:
    """How the failure signature is chosen: captured from the original unless overridden."""

    expect_exit: int | None = None
    expect_output: str | None = None
    any_failure: bool = False

    def requested(self) -> Signature | None:
        """The signature the options name; None when it is to be captured."""
        if self.any_failure:
            return Signature(source="--any-failure")
        if self.expect_exit is not None or self.expect_output is not None:
            return Signature(self.expect_exit, self.expect_output, source="overridden")
        return None

    def captures(self, oracle: Oracle) -> bool:
        """Whether the signature is drawn from the original's runs (none is requested,
        and the oracle's output is not ignored by its convention)."""
        return self.requested() is None and oracle.convention is not Convention.INTERESTING_ZERO

    def resolve(self, original: RunResult, secrets: tuple[str, ...] | None = None,
                others: Sequence[RunResult] = (), given: bytes = b"", *,
                oracle: Oracle | None = None, code_moves: bool = False) -> Signature:
        """The requested signature, else the original's own, with the values of
        secret-looking variables (this process's, unless given) as wildcards; checked
        against `others`, more failing runs of the original (see oracle.capture).
        `oracle` names the candidate's file (its paths are the input's, the rest the
        program's); under --interesting-exit-zero its exit status is the whole
        verdict. Raises UnsteadyFailure when they fail another way."""
        requested = self.requested()
        if requested is not None:
            return requested
        if oracle is not None and oracle.convention is Convention.INTERESTING_ZERO:
            return EXIT_ZERO
        if secrets is None:
            secrets = Redactor.from_environ(os.environ).secrets
        return capture(original, secrets, others, given,
                       input_name=oracle.file_name if oracle is not None else "",
                       code_moves=code_moves)


@dataclass(frozen=True)
class FirstFailure(Generic[R]):
    """The probe's runs of the original: the last one's outcome, result and time."""

    outcome: Outcome
    result: R
    seconds: float      # the last run's wall time
    runs: int           # runs made (all but the last passed or were unresolved)

    @property
    def failed(self) -> bool:
        return self.outcome is Outcome.FAIL


def first_failure(run: Callable[[], tuple[Outcome, R]], tries: int = 1) -> FirstFailure[R]:
    """Run the original until it fails, at most `tries` times."""
    attempt = 0
    while True:
        attempt += 1
        started = time.monotonic()
        outcome, result = run()
        seconds = time.monotonic() - started
        if outcome is Outcome.FAIL or attempt >= tries:
            return FirstFailure(outcome, result, seconds, attempt)


CAPTURE_RUNS = 3  # the most runs of the original a captured signature is drawn from


def first_failures_side_by_side(
        run: Callable[[], tuple[Outcome, R]], again: Callable[[], tuple[Outcome, R]],
        tries: int, pool: Repeater) -> tuple[FirstFailure[R], list[FirstFailure[R]]]:
    """`first_failure` of `run` and of `again` (up to CAPTURE_RUNS in all, as many as
    the pool runs at once) side by side.

    The other failing runs of the original, from which its failure signature is
    drawn, then cost no wall time at --jobs 2 or more. All run with the first's test
    timeout (none is derived yet). Run at once, none is first: when the first series
    did not fail but another did, that one is the first failure (an oracle that
    leaves state behind fails only on the run that gets ahead)."""
    others = min(pool.width, CAPTURE_RUNS) - 1
    first, *rest = pool.each([lambda: first_failure(run, tries)]
                             + [lambda: first_failure(again, tries)] * others)
    failed = next((i for i, r in enumerate(rest) if r.failed), None)
    if not first.failed and failed is not None:
        first, rest[failed] = rest[failed], first
    return first, rest


def cannot_start(first: FirstFailure[RunResult]) -> bool:
    """Whether the original "failed" only because the oracle could not be started."""
    return first.failed and first.result.exit_status in CANNOT_START


@dataclass(frozen=True)
class OriginalContext:
    """What the messages about a bad original run point the user at."""

    oracle: Oracle
    choice: SignatureChoice
    test_timeout: float | None  # --test-timeout
    timeout: float | None       # --timeout


def original_problem(first: FirstFailure[RunResult], ctx: OriginalContext) -> str | None:
    """Why `trail delta` has nothing to minimize in the original run, in the words that
    say what to do; None when it shows the failure."""
    result = first.result
    if first.runs > 1 and first.outcome is Outcome.PASS:
        return (f"nothing to minimize: the oracle passed on the original input "
                f"{first.runs} times out of {first.runs}")
    if cannot_start(first):
        return (f"the oracle could not start (exit status {result.exit_status}: "
                f"{last_meaningful_line(result.stderr) or 'command not found'}); "
                "fix the oracle command")
    if first.outcome is Outcome.PASS:
        return ("nothing to minimize: the oracle passes on the original input "
                f"({describe_failure(result)}){_pass_hint(result, ctx.oracle)}")
    if first.outcome is Outcome.UNRESOLVED:
        return _unresolved(result, ctx)
    return None


def _pass_hint(result: RunResult, oracle: Oracle) -> str:
    """The likely mix-up behind a passing original: the other exit convention."""
    if oracle.convention is Convention.INTERESTING_ZERO:
        return ("; with --interesting-exit-zero the oracle exits 0 when the failure is "
                "there: drop it if yours exits non-zero on the failure")
    if result.exit_status == 0:
        return ("; trail reads exit 0 as 'no failure': if your oracle exits 0 when the "
                "failure is there (C-Reduce style), add --interesting-exit-zero; if the "
                "failure comes and goes, add --flaky")
    return ""


def _unresolved(result: RunResult, ctx: OriginalContext) -> str:
    if result.timed_out and ctx.test_timeout is not None:
        return (f"the oracle timed out on the original input (--test-timeout "
                f"{ctx.test_timeout:g} s): raise --test-timeout, or check that the oracle "
                "ends on its own")
    if result.timed_out:
        return (f"the oracle timed out on the original input (it is capped by --timeout "
                f"{ctx.timeout:g} s): raise --timeout or give a --test-timeout, or check that "
                "the oracle ends on its own")
    what = describe_failure(result)
    said = f"the oracle's result on the original input is UNRESOLVED ({what})"
    crash = crash_status(result)
    requested = ctx.choice.requested()
    if crash is not None and (requested is None or requested.exit_status is None):
        instead = " instead of --any-failure" if ctx.choice.any_failure else ""
        return f"{said}: to minimize this crash, pass --expect-exit {crash}{instead}"
    failed = crash is not None or classify_exit(
        result.exit_status, ctx.oracle.convention) is Outcome.FAIL
    if requested is not None and failed:
        return (f"the original input does not match the requested signature "
                f"({requested.describe()}): the oracle gave {what}; fix --expect-exit or "
                "--expect-output, or drop them to use the original's own failure")
    return f"{said}: fix the oracle first"


def more_runs(result: RunResult, made: int) -> int:
    """How many more failing runs of the original its signature needs, `made` made."""
    return max(0, runs_to_capture(result) - 1 - made)

