"""ddmin schedules from the literature, to measure against trail's default.

Each variant replaces the default schedule (trail.core.schedule.start) for the length
of a `with` block, so everything else (the driver's cache, parallel runs, the closing
empty-input check, the passes of a reduction) stays exactly as trail runs it:

* ``binary``: trail's default (halving chunk sizes, sweeps from the end, skipping
  subsets of sets known to pass, a closing size-1 cycle).
* ``binary-no-skip``: the same without skipping subsets of sets known to pass.
* ``complement-cycle``: ddmin's complements only, n = max(n-1, 2) after a success,
  the sweep going on where it was (trail's default before binary splitting).
* ``probabilistic``: probabilistic delta debugging (Wang et al., FSE 2021): each unit
  carries a probability of being needed, each test removes the set with the largest
  expected gain, a PASS raises the probabilities of what it tried to remove. It is
  not 1-minimal by itself, so a size-1 cycle closes it.
* ``strict``: the reference text, step for step (`--strict-ddmin`).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from unittest import mock

from trail.core import schedule
from trail.core.outcome import Outcome
from trail.core.schedule import (
    Closing,
    Config,
    Decision,
    Halving,
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

    @staticmethod
    def begin(length: int, *_: object) -> Schedule:  # schedule.start's other arguments
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

# Each unit's probability of being needed before any test (Wang et al.'s default).
PRIOR = 0.1


@dataclass(frozen=True)
class Probabilistic:
    """Removes the set with the largest expected gain; a size-1 sweep closes it."""

    config: Config
    needed: dict[int, float]
    previous: Decision = Decision.START
    removal: frozenset[int] = frozenset()
    candidate: Config = ()

    @staticmethod
    def begin(length: int, *_: object) -> Schedule:  # schedule.start's other arguments
        return Probabilistic(tuple(range(length)), dict.fromkeys(range(length), PRIOR))

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while len(state.config) >= 2 and (removal := state._removal()):
            candidate = tuple(u for u in state.config if u not in removal)
            if not known(candidate):
                return Step(candidate, replace(state, removal=removal, candidate=candidate),
                            skipped)
            skipped += 1
            state = state._passed(removal)
        step = Halving.sweeping(state.config, 1).next(known)
        return replace(step, skipped=step.skipped + skipped)

    def _removal(self) -> frozenset[int]:
        """The k least likely units, k maximizing k * P(none of them needed)."""
        # Least likely needed first; ties from the end, as trail's sweeps go.
        open_units = sorted((u for u in reversed(self.config) if self.needed[u] < 1),
                            key=self.needed.__getitem__)
        size, best, all_unneeded = 0, 0.0, 1.0
        for k, unit in enumerate(open_units[: len(self.config) - 1], 1):
            all_unneeded *= 1 - self.needed[unit]
            if k * all_unneeded > best:
                size, best = k, k * all_unneeded
        return frozenset(open_units[:size])

    def _passed(self, removal: frozenset[int]) -> Probabilistic:
        """Bayes on a PASS: at least one unit of `removal` is needed."""
        some_needed = 1 - math.prod(1 - self.needed[u] for u in removal)
        needed = dict(self.needed)
        for unit in removal:
            needed[unit] = min(needed[unit] / some_needed, 1.0)
        return replace(self, needed=needed, previous=Decision.KEPT, candidate=())

    def advance(self, outcome: Outcome) -> Schedule:
        if outcome is not Outcome.FAIL:
            return self._passed(self.removal)
        return replace(self, config=self.candidate, previous=Decision.REMOVED, candidate=())


def _no_skip(known: _PassedChunks, *args: object) -> bool:
    return False


@contextlib.contextmanager
def variant(name: str) -> Iterator[bool]:
    """Run trail's ddmin with schedule `name`; yields whether to pass strict=True."""
    patches: dict[str, list[tuple[object, str, Callable]]] = {
        "binary": [], "strict": [],
        "complement-cycle": [(schedule, "start", ComplementCycle.begin)],
        "binary-no-skip": [(_PassedChunks, "covers", _no_skip)],
        "probabilistic": [(schedule, "start", Probabilistic.begin)],
    }
    with contextlib.ExitStack() as stack:
        for owner, attribute, replacement in patches[name]:
            stack.enter_context(mock.patch.object(owner, attribute, replacement))
        yield name == "strict"


VARIANTS = ("binary", "binary-no-skip", "complement-cycle", "probabilistic", "strict")
