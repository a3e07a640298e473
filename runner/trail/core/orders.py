"""Which schedule a ddmin run follows: trail's default, or one to compare it with.

* `DEFAULT`: `Halving` (trail.core.schedule) with the hints a reduction gives it: a
  dense start where a pass ran before, and what it tries past 1-minimality (`Beyond`).
* `HALVING`: the same sweeps without the hints, so that a comparison sees the
  schedule alone.
* `STRICT`: the reference text's ddmin, step for step (`--strict-ddmin`).
* `PROBDD`, `CDD`: the probabilistic schedules of the literature
  (trail.core.probabilistic); not 1-minimal, so a reduction that follows them proves
  nothing of its result.

bench/bench_schedules.py runs each on every bench case; docs/schedules.md has the figures.
"""

from __future__ import annotations

import enum

from trail.core.probabilistic import CDD, ProbDD
from trail.core.runs import Runs
from trail.core.schedule import ONE_MINIMAL, Beyond, Halving, Schedule, Strict, below


class Order(enum.Enum):
    DEFAULT = "default"
    HALVING = "halving"
    STRICT = "strict"
    PROBDD = "probdd"
    CDD = "cdd"

    @property
    def one_minimal(self) -> bool:
        """Whether a run that ends leaves a 1-minimal result."""
        return self not in (Order.PROBDD, Order.CDD)


def start(length: int, order: Order = Order.DEFAULT, dense: bool = False,
          beyond: Beyond = ONE_MINIMAL) -> Schedule:
    """The schedule of a ddmin run over `length` units; `dense` (an input expected to
    be dense, such as the one a pass just left untouched) begins the default at single
    units, and `beyond` says what it tries past 1-minimality. The other orders take no
    hints: they are what they are compared as."""
    if order is Order.DEFAULT:
        return Halving.sweeping(Runs.span(length), 1 if dense else below(length),
                                beyond=beyond)
    if order is Order.HALVING:
        return Halving.sweeping(Runs.span(length), below(length))
    if order is Order.STRICT:
        return Strict(Runs.span(length), 2)
    if order is Order.PROBDD:
        return ProbDD.begin(length)
    return CDD(Runs.span(length))
