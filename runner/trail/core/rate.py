"""A failure rate observed over repeated runs of one input, and how the runs are
repeated: one by one, or (trail.parallel.pool's Repeater, for `--jobs N`) N at a
time. Every verification reports one; the flaky policy (trail.core.flaky) decides
candidates from them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from trail.core.outcome import Outcome
from trail.core.stats import clopper_pearson_interval, k99

Run = Callable[[], Outcome]


class Repeat(Protocol):
    """Runs `run` n times, at most `width` at once; the outcomes in starting order."""

    width: int

    def __call__(self, run: Run, n: int) -> list[Outcome]: ...


class _Serially:
    width = 1

    def __call__(self, run: Run, n: int) -> list[Outcome]:
        return [run() for _ in range(n)]


SERIALLY: Repeat = _Serially()


@dataclass(frozen=True)
class FailureRate:
    """A failure rate observed as `failures` of `runs`."""

    failures: int
    runs: int

    @property
    def rate(self) -> float:
        return self.failures / self.runs if self.runs else 0.0

    def add(self, outcome: Outcome) -> FailureRate:
        return FailureRate(self.failures + (outcome is Outcome.FAIL), self.runs + 1)

    def interval(self, confidence: float = 0.95) -> tuple[float, float]:
        """Clopper-Pearson interval: the one reported to users."""
        return clopper_pearson_interval(self.failures, self.runs, confidence)

    def k99(self, confidence: float = 0.95) -> int | None:
        """Reruns that catch the failure with 99% probability; None if it never failed."""
        low = self.interval(confidence)[0]
        return k99(low) if low > 0 else None

    def as_dict(self, confidence: float = 0.95) -> dict:
        low, high = self.interval(confidence) if self.runs else (0.0, 1.0)
        return {"runs": self.runs, "failed": self.failures, "failure_rate": round(self.rate, 4),
                "interval": [round(low, 4), round(high, 4)], "confidence": confidence,
                "k99": self.k99(confidence) if self.runs else None}
