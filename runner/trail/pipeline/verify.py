"""Verification: the one loop that re-runs a result K times from scratch.

A deterministic oracle's result is verified when all K runs reproduce the failure.
Under --flaky the policy's own verification (trail.core.flaky) compares the result's
failure rate with the original's instead; this module only dispatches to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from trail.core.flaky import SERIALLY, FailureRate, FlakyPolicy, FlakyVerification, Repeat
from trail.core.outcome import Outcome


@dataclass(frozen=True)
class Verification:
    """How many of K runs of the result reproduced the failure."""

    rate: FailureRate
    flaky: FlakyVerification | None = None  # --flaky: set next to the original's rate

    @property
    def verified(self) -> bool:
        if self.flaky is not None:
            return self.flaky.verified
        return 0 < self.rate.runs == self.rate.failures

    def to_json(self) -> dict[str, object]:
        """The report's "verification" section."""
        if self.flaky is not None:
            return self.flaky.as_dict()
        return {"runs": self.rate.runs, "failed": self.rate.failures, "verified": self.verified}


NOT_VERIFIED = Verification(FailureRate(0, 0))


def verify(run: Callable[[], Outcome], runs: int, *, policy: FlakyPolicy | None = None,
           repeat: Repeat = SERIALLY, on_round: Callable[[str], None] | None = None,
           already: Outcome | None = None) -> Verification:
    """Run the result `runs` times; `on_round` hears what is under way (for progress).

    `already`: the outcome of the run that made this input the result (the reduction's
    own test of it), counted as the first of the `runs`, so that a deterministic
    oracle's K runs cost K-1 more, ceil((K-1)/width) rounds. A flaky policy compares
    rates of fresh runs, so it ignores it."""
    announce = on_round or (lambda _: None)
    if runs <= 0:
        return NOT_VERIFIED
    if policy is not None:
        announce(f"verify {runs} runs")
        flaky = policy.verify(run, runs)
        return Verification(flaky.minimized, flaky)
    rate = FailureRate(0, 0) if already is None else FailureRate(0, 0).add(already)
    # A round of `repeat.width` runs (--jobs) at a time, so that progress moves between rounds.
    for done in range(rate.runs, runs, repeat.width):
        round_runs = min(repeat.width, runs - done)
        announce(f"verify {done + round_runs}/{runs}")
        for outcome in repeat(run, round_runs):
            rate = rate.add(outcome)
    return Verification(rate)
