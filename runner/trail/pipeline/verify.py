"""Verification: the one loop that re-runs a result K times from scratch.

A deterministic oracle's result is verified when all K runs reproduce the failure.
Under --flaky the policy's own verification (trail.core.flaky) compares the result's
failure rate with the original's instead; this module only dispatches to it.
"""

from __future__ import annotations

from collections.abc import Callable

from trail.core.flaky import SERIALLY, FailureRate, FlakyPolicy, Repeat
from trail.core.outcome import Outcome
from trail.result import NOT_VERIFIED, Verification


def verify(run: Callable[[], Outcome], runs: int, *, policy: FlakyPolicy | None = None,
           repeat: Repeat = SERIALLY,
           on_round: Callable[[str], None] | None = None) -> Verification:
    """Run the result `runs` times; `on_round` hears what is under way (for progress)."""
    announce = on_round or (lambda _: None)
    if runs <= 0:
        return NOT_VERIFIED
    if policy is not None:
        announce(f"verify {runs} runs")
        flaky = policy.verify(run, runs)
        return Verification(flaky.minimized, flaky)
    rate = FailureRate(0, 0)
    # A round of `repeat.width` runs (--jobs) at a time, so that progress moves between rounds.
    for done in range(0, runs, repeat.width):
        round_runs = min(repeat.width, runs - done)
        announce(f"verify {done + round_runs}/{runs}")
        for outcome in repeat(run, round_runs):
            rate = rate.add(outcome)
    return Verification(rate)
