"""ddmin schedules from the literature, to measure against trail's default.

Each variant replaces the default schedule (trail.core.orders.start, as ddmin calls
it) for the length of a `with` block, so everything else (the driver's cache,
parallel runs, the closing empty-input check, the passes of a reduction) stays
exactly as trail runs it:

* ``binary``: trail's default (halving chunk sizes, sweeps from the end, skipping
  subsets of sets known to pass, a closing size-1 cycle).
* ``binary-no-skip``: the same without skipping subsets of sets known to pass.
* ``complement-cycle``: ddmin's complements only, n = max(n-1, 2) after a success,
  the sweep going on where it was (trail's default before binary splitting).
* ``strict``: the reference text, step for step (`--strict-ddmin`).

ProbDD and CDD are schedules of trail.core (trail.core.orders): bench/bench_schedules.py
runs them beside these.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from unittest import mock

from trail.core import ddmin
from trail.core.orders import Order
from trail.core.outcome import Outcome
from trail.core.schedule import (
    Closing,
    Config,
    Decision,
    Known,
    Schedule,
    Step,
    _PassedChunks,
    split,
)


@dataclass(frozen=True)
class ComplementCycle:
    """Complements of n chunks, backward from `start` and wrapping round."""

    config: Config
    n: int = 2
    start: int = 1   # the chunk where the backward sweep begins
    k: int = 0       # complements of this cycle tried so far
    previous: Decision = Decision.START
    found: int = 0   # the chunk of the candidate asked for
    candidate: Config = ()
    past_one_minimal = False  # nothing past 1-minimality

    @staticmethod
    def begin(length: int, *_: object) -> Schedule:  # orders.start's other arguments
        return ComplementCycle(tuple(range(length)))

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while len(state.config) >= 2:
            n = min(state.n, len(state.config))
            if state.k < n:
                i = (state.start - state.k) % n
                a, b = split(state.config, n)[i]
                candidate = state.config[:a] + state.config[b:]
                if not known(candidate):
                    return Step(candidate, replace(state, n=n, found=i, candidate=candidate),
                                skipped)
                skipped += 1
                state = replace(state, n=n, k=state.k + 1)
            elif n >= len(state.config):
                break
            else:
                n = min(2 * n, len(state.config))
                state = replace(state, n=n, start=n - 1, k=0)
        return Closing(state.config, state.previous).step(skipped)

    def advance(self, outcome: Outcome) -> Schedule:
        if outcome is not Outcome.FAIL:
            return replace(self, k=self.k + 1, previous=Decision.KEPT, candidate=())
        n = max(self.n - 1, 2)
        # Go on below the chunk just removed.
        return ComplementCycle(self.candidate, n, (self.found - 1) % n,
                               previous=Decision.REMOVED)

def _no_skip(known: _PassedChunks, *args: object) -> bool:
    return False


@contextlib.contextmanager
def variant(name: str) -> Iterator[Order]:
    """Run trail's ddmin with schedule `name`; yields the order to pass reduce."""
    patches: dict[str, list[tuple[object, str, Callable]]] = {
        "binary": [], "strict": [],
        "complement-cycle": [(ddmin, "start", ComplementCycle.begin)],
        "binary-no-skip": [(_PassedChunks, "covers", _no_skip)],
    }
    with contextlib.ExitStack() as stack:
        for owner, attribute, replacement in patches[name]:
            stack.enter_context(mock.patch.object(owner, attribute, replacement))
        yield Order.STRICT if name == "strict" else Order.DEFAULT


VARIANTS = ("binary", "binary-no-skip", "complement-cycle", "strict")
