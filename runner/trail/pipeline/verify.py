"""Verification: the one loop that re-runs a result K times from scratch.

A deterministic oracle's result is verified when all K runs reproduce the failure.
Under --flaky the policy's own verification (trail.core.flaky) compares the result's
failure rate with the original's instead; this module only dispatches to it.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from trail.core.outcome import Outcome, ReductionStopped
from trail.core.rate import SERIALLY, FailureRate, Repeat
from trail.result import NOT_VERIFIED, Verification

if TYPE_CHECKING:
    from trail.core.flaky import FlakyPolicy


def verify(run: Callable[[], Outcome], runs: int, *, policy: FlakyPolicy | None = None,
           repeat: Repeat = SERIALLY, on_round: Callable[[str], None] | None = None,
           already: Outcome | None = None) -> Verification:
    """Run the result `runs` times; `on_round` hears what is under way (for progress).

    `already`: the outcome of the run that made this input the result (the reduction's
    own test of it), counted as the first of the `runs`, so that a deterministic
    oracle's K runs cost K-1 more, ceil((K-1)/width) rounds. A flaky policy compares
    rates of fresh runs, so it ignores it.

    A run that raises ReductionStopped (the budget's deadline came) ends the
    verification: the runs that ended before it are the verification, fewer than
    `runs` (none under --flaky, whose rate compares K runs with the original's)."""
    announce = on_round or (lambda _: None)
    if runs <= 0:
        return NOT_VERIFIED
    if policy is not None:
        announce(f"verify {runs} runs")
        try:
            flaky = policy.verify(run, runs)
        except ReductionStopped:
            return NOT_VERIFIED
        return Verification(flaky.minimized, flaky)

    # The runs that ended before the deadline (append is atomic), `already` first.
    ended: list[Outcome] = [] if already is None else [already]
    stopped = threading.Event()

    def counted() -> Outcome:
        try:
            outcome = run()
        except ReductionStopped:
            stopped.set()
            return Outcome.UNRESOLVED
        ended.append(outcome)
        return outcome

    # A round of `repeat.width` runs (--jobs) at a time, so that progress moves between rounds.
    for done in range(len(ended), runs, repeat.width):
        if stopped.is_set():
            break
        round_runs = min(repeat.width, runs - done)
        announce(f"verify {done + round_runs}/{runs}")
        repeat(counted, round_runs)
    rate = FailureRate(0, 0)
    for outcome in ended:
        rate = rate.add(outcome)
    return Verification(rate, own_failed=already is Outcome.FAIL)


# What a verification is given of a wall-clock cap: twice the time its runs took on the
# original (runs slow down on a loaded machine), at least RESERVE_FLOOR seconds, and at
# most RESERVE_SHARE of the cap, the rest being the reduction's.
RESERVE_FACTOR = 2.0
RESERVE_FLOOR = 1.0
RESERVE_SHARE = 0.5


def verification_reserve(runs: int, width: int, seconds_per_run: float,
                         cap: float) -> float:
    """The seconds to keep at the end of a `cap` for verifying: `runs` runs, `width`
    at a time, each about `seconds_per_run`."""
    if runs <= 0:
        return 0.0
    needed = RESERVE_FACTOR * math.ceil(runs / width) * seconds_per_run
    return min(max(RESERVE_FLOOR, needed), RESERVE_SHARE * cap)
