"""A reduction: passes coarse to fine, repeated until a round removes nothing.

Each pass cuts the current best input into units and runs ddmin over them; the
next pass cuts what that one left. The best input so far is handed to `on_best`
after every successful step, so a budget, Ctrl-C or kill -9 never loses it.

Each pass's ddmin run is named by the pass and its input, and told which run comes
after it, so a parallel runner's guesses go on into the next pass (see `_Plan`).
"""

from __future__ import annotations

import functools
import hashlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from trail.core.ddmin import DDRun, DDStats, Runner, Then, run_serially
from trail.core.outcome import Outcome, ReductionStopped
from trail.core.units import Cut, Pass


@dataclass
class PassRecord:
    name: str
    round: int
    units: int
    bytes_before: int
    bytes_after: int
    tests: int

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


@dataclass
class Reduction:
    data: bytes
    records: list[PassRecord] = field(default_factory=list)
    stopped: str | None = None  # why it ended early: timeout, max-tests


def reduce(
    data: bytes,
    passes: Sequence[Pass],
    test: Callable[[bytes], Outcome | bool],
    *,
    strict: bool = False,
    runner: Runner | None = None,
    on_best: Callable[[bytes], None] | None = None,
    on_pass: Callable[[str], None] | None = None,
    recheck: Callable[[bytes], bool] | None = None,
    size: Callable[[bytes], int] = len,
) -> Reduction:
    """Reduce `data`, which must already fail, with `passes` to a fixpoint.

    `test` returns an Outcome or a bool (True: the failure still happens), as ddmin's.

    `recheck(best)` (flaky oracles) runs after every pass that changed the input;
    False means the new best stopped failing, and the pass's result is dropped.
    `size` is what a round must shrink for another round to run, and what the pass
    records count (a folder's tar bytes do not shrink with its files' contents).
    """
    reduction = Reduction(data)
    plan = _Plan(passes, size, size(data))
    round_no, index = 1, -1
    while (step := plan.next(index, reduction.data)) is not None:
        if step.index <= index:
            round_no += 1
            plan.round_start = size(reduction.data)
        index, cut = step.index, step.cut
        if on_pass is not None:
            on_pass(passes[index].name)
        stats = DDStats()
        before = reduction.data

        def adopt(units: list, render: Callable = cut.render) -> None:
            reduction.data = render(units)
            if on_best is not None:
                on_best(reduction.data)

        # Where a runner speculates, it goes on into the next pass.
        then = functools.partial(plan.following, index, cut, test, strict)
        try:
            step.run(test, strict, then).drive(runner or run_serially, stats, adopt)
        except ReductionStopped as stop:
            reduction.stopped = stop.reason
        finally:
            reduction.records.append(
                PassRecord(passes[index].name, round_no, len(cut.units), size(before),
                           size(reduction.data), stats.tests)
            )
        if reduction.stopped:
            return reduction
        if reduction.data != before and recheck is not None and not recheck(reduction.data):
            reduction.data = before
            if on_best is not None:
                on_best(before)
            continue
        plan.settled[index] = reduction.data
    return reduction


@dataclass
class _Step:
    """One pass to run over one input."""

    index: int
    data: bytes
    cut: Cut

    @functools.cached_property
    def name(self) -> tuple[int, bytes]:
        """Names its ddmin run: the same pass over the same bytes cuts the same units."""
        return self.index, hashlib.blake2b(self.data, digest_size=16).digest()

    def run(self, test: Callable[[bytes], Outcome | bool], strict: bool,
            then: Then | None = None) -> DDRun:
        """The ddmin run of this pass over this input."""
        return DDRun(self.cut.units, lambda units: test(self.cut.render(units)),
                     strict=strict, name=self.name, then=then)


@dataclass
class _Plan:
    """Which pass runs next: the passes of a round in order, each unless it is
    settled (it last left exactly this input: run again, it would only re-prove its
    own fixpoint, about two tests per unit) or finds nothing to cut; another round
    while the last one shrank the input."""

    passes: Sequence[Pass]
    size: Callable[[bytes], int]
    round_start: int  # the input's size when this round began
    settled: dict[int, bytes] = field(default_factory=dict)

    def next(self, after: int, data: bytes, settled: dict[int, bytes] | None = None,
             ) -> _Step | None:
        """The step after pass `after` on `data` (a lower index: a new round)."""
        settled = self.settled if settled is None else settled
        later = range(after + 1, len(self.passes))
        # `later` asks the passes after `after`; a new round has only the rest to ask.
        again = range(after + 1) if self.size(data) < self.round_start else range(0)
        return next((_Step(index, data, cut) for index in itertools.chain(later, again)
                     if settled.get(index) != data
                     and (cut := self.passes[index].cut(data)) is not None), None)

    def following(self, index: int, cut: Cut, test: Callable[[bytes], Outcome | bool],
                  strict: bool, result: list) -> DDRun | None:
        """The run after pass `index` (with `cut`), if it ends at `result`: the next
        step's, as `reduce` would run it."""
        data = cut.render(result)
        step = self.next(index, data, {**self.settled, index: data})
        return None if step is None else step.run(test, strict)
