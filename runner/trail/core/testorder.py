"""Which earlier tests must run before the victim for it to fail: a pure search.

Given the tests that ran before the victim, in order, and `run(prefix) -> Outcome`
(FAIL = the victim failed after running `prefix` in that order), find a 1-minimal
ordered subset that still fails.

Why not plain ddmin: a polluter set is tiny (one to three tests) among hundreds,
and ddmin pays for its generality (a median of ~114 suite runs for two polluters
among 500). The search here finds one culprit at a time by binary search:

* with the culprits found so far kept (C, all later than `hi`), the smallest k such
  that `tests[:k] + C` fails makes `tests[k-1]` a culprit: without it the run
  passes, with it it fails;
* then `C` alone is tried; if it fails, the search is over, otherwise it recurses
  on the tests before the new culprit.

That costs about log2(N) runs per culprit, and it finds polluters that only act
together, since each one is found with the later ones kept. At the end the set is
confirmed 1-minimal (each culprit removed -> PASS); if that fails (interactions the
binary search's monotone reading missed, or a flaky misjudgment), trail.core.ddmin
minimizes the found set, which is tiny and known to fail.

Every candidate is decided through `decide(key, run)`; the default runs once and
remembers the outcome. Pass `FlakyPolicy.decide` for a flaky victim: each
decision then repeats runs as the policy requires, and the search stays correct
because a FAIL is always proof (the invariant "tests[:hi] + C fails" never breaks).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from trail.core.ddmin import ddmin
from trail.core.outcome import Outcome

T = TypeVar("T")
Decide = Callable[[Hashable, Callable[[], Outcome]], Outcome]


@dataclass
class OrderStats:
    """What a search cost and how it ended."""

    runs: int = 0               # calls of `run` (suite invocations)
    decisions: int = 0          # candidates decided (a flaky policy may run each many times)
    cached: int = 0             # decisions answered from earlier evidence, without a run
    fallback: bool = False      # the found set was not 1-minimal; ddmin finished it


class _RunOnce:
    """The deterministic policy: one run per candidate, outcomes remembered by key."""

    def __init__(self) -> None:
        self._known: dict[Hashable, Outcome] = {}

    def __call__(self, key: Hashable, run: Callable[[], Outcome]) -> Outcome:
        if key not in self._known:
            self._known[key] = run()
        return self._known[key]


def minimize_order(
    tests: Sequence[T],
    run: Callable[[list[T]], Outcome],
    *,
    decide: Decide | None = None,
    stats: OrderStats | None = None,
) -> list[T]:
    """Return a 1-minimal ordered subset of `tests` after which the victim still fails.

    `tests` itself must fail (the caller checks, as with ddmin). An empty result
    means the victim fails alone. Keys passed to `decide` are tuples of positions
    into `tests`, so evidence is shared by every route to the same candidate.
    """
    stats = stats if stats is not None else OrderStats()
    decide = decide or _RunOnce()
    if not tests:
        return []

    def fails(positions: Sequence[int]) -> bool:
        chosen = sorted(positions)

        def once() -> Outcome:
            stats.runs += 1
            return run([tests[i] for i in chosen])

        stats.decisions += 1
        runs_before = stats.runs
        failed = decide(tuple(chosen), once) is Outcome.FAIL
        stats.cached += stats.runs == runs_before
        return failed

    culprits: list[int] = []     # ascending positions; all >= hi
    hi = len(tests)              # invariant: tests[:hi] + culprits fails
    while not fails(culprits):
        lo = 0                   # invariant: tests[:lo] + culprits passes
        while hi - lo > 1:
            middle = (lo + hi) // 2
            if fails([*range(middle), *culprits]):
                hi = middle
            else:
                lo = middle
        hi -= 1
        culprits.insert(0, hi)

    if all(not fails([c for c in culprits if c != drop]) for drop in culprits):
        return [tests[i] for i in culprits]
    stats.fallback = True
    kept = ddmin(culprits, lambda candidate: Outcome.FAIL if fails(candidate) else Outcome.PASS)
    return [tests[i] for i in kept]
