"""A reduction: passes coarse to fine, repeated until a round removes nothing.

Each pass cuts the current best input into units and runs ddmin over them; the
next pass cuts what that one left. The best input so far is handed to `on_best`
after every successful step, so a budget, Ctrl-C or kill -9 never loses it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from trail.ddmin import DDStats, ReductionStopped, Runner, ddmin
from trail.formats.base import Pass
from trail.outcome import Outcome


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
    test: Callable[[bytes], Outcome],
    *,
    strict: bool = False,
    runner: Runner | None = None,
    on_best: Callable[[bytes], None] | None = None,
    on_pass: Callable[[str], None] | None = None,
    recheck: Callable[[bytes], bool] | None = None,
    size: Callable[[bytes], int] = len,
) -> Reduction:
    """Reduce `data`, which must already fail, with `passes` to a fixpoint.

    `recheck(best)` (flaky oracles) runs after every pass that changed the input;
    False means the new best stopped failing, and the pass's result is dropped.
    `size` is what a round must shrink for another round to run (a folder's tar
    bytes do not shrink with its files' contents).
    """
    reduction = Reduction(data)
    # What each pass last left behind: a pass handed exactly that again would only
    # re-prove its own fixpoint, which costs about two tests per unit.
    settled: dict[int, bytes] = {}
    round_no = 0
    while True:
        round_no += 1
        start_size = size(reduction.data)
        for index, step in enumerate(passes):
            if settled.get(index) == reduction.data:
                continue
            cut = step.cut(reduction.data)
            if cut is None:
                continue
            if on_pass is not None:
                on_pass(step.name)
            stats = DDStats()
            before = reduction.data

            def adopt(units: list, render: Callable = cut.render) -> None:
                reduction.data = render(units)
                if on_best is not None:
                    on_best(reduction.data)

            try:
                ddmin(
                    cut.units,
                    lambda units, render=cut.render: test(render(units)),
                    strict=strict, runner=runner, stats=stats, on_reduced=adopt,
                )
            except ReductionStopped as stop:
                reduction.stopped = stop.reason
            finally:
                reduction.records.append(
                    PassRecord(step.name, round_no, len(cut.units), len(before),
                               len(reduction.data), stats.tests)
                )
            if reduction.stopped:
                return reduction
            if reduction.data != before and recheck is not None and not recheck(reduction.data):
                reduction.data = before
                if on_best is not None:
                    on_best(before)
                continue
            settled[index] = reduction.data
        if size(reduction.data) >= start_size:
            return reduction
