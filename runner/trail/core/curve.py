"""The reduction curve: the input's size after each accepted candidate.

A point is (tests run so far, seconds since the job began, size, pass). A job
records one where the reduction starts, one for every candidate it accepts and one
where the reduction ends, so the curve shows where the tests went: the steep part
that removes most of the input, and the flat tail that proves the result 1-minimal.
The report keeps at most MAX_POINTS of them, thinned evenly by index, so a run that
accepts a million byte deletions still writes a small report.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

MAX_POINTS = 500

T = TypeVar("T")


@dataclass(frozen=True)
class CurvePoint:
    tests: int               # candidates decided by the oracle so far
    seconds: float           # since the job began
    size: int                # what the job counts sizes in (bytes; a folder's names and contents)
    pass_name: str | None    # the pass that accepted it; None where the reduction starts or ends

    def to_json(self) -> dict[str, object]:
        return {"tests": self.tests, "seconds": self.seconds, "bytes": self.size,
                "pass": self.pass_name}


@dataclass
class Curve:
    """The points of one reduction, as it goes."""

    tests: Callable[[], int]   # tests run so far
    started: float             # time.monotonic() when the job began
    pass_name: str | None = None  # the pass running now
    points: list[CurvePoint] = field(default_factory=list)

    def add(self, size: int, pass_name: str | None) -> None:
        self.points.append(CurvePoint(self.tests(), round(time.monotonic() - self.started, 3),
                                      size, pass_name))

    def accepted(self, size: int) -> None:
        """The pass running now accepted a candidate of `size`."""
        self.add(size, self.pass_name)


def thinned(points: Sequence[T], limit: int = MAX_POINTS) -> list[T]:
    """At most `limit` (2 or more) of `points`, evenly spaced, the first and last kept."""
    if len(points) <= limit:
        return list(points)
    last = len(points) - 1
    # The step is above 1, so the rounded indices strictly increase.
    return [points[round(i * last / (limit - 1))] for i in range(limit)]
