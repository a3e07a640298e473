"""ProbDD and CDD, the probabilistic schedules of the literature, as reference schedules.

They are here to be measured beside trail's own (trail.core.orders, bench/
bench_schedules.py), as pure state machines of the same shape as trail.core.schedule's,
so that the driver's cache, parallel runs and a reduction's passes treat them as
they treat the default; only the order of the candidates differs.

* `ProbDD` (Wang, Ye, Xu, Zhang, Xiong: "Probabilistic Delta Debugging", FSE 2021):
  each unit carries the probability that it is needed, PRIOR at first. Each test
  removes the units least likely needed (ascending probability, ties in the order of
  the previous sort, the input's order at first), as many as maximize the expected
  gain `s * prod(1 - p)` (the largest such s). A FAIL drops them; a PASS says at least
  one of them is needed, so by Bayes each one's p becomes `p / (1 - prod(1 - p))`
  (1 where it was alone). It ends when every unit left has p = 1, that is, each was
  tried alone once.
* `CDD` (Zhang, Xu, Tian, Cheng, Sun: "Toward a Better Understanding of Probabilistic
  Delta Debugging", arXiv 2408.04735): ProbDD's probabilities, shown to grow by about
  1 / (1 - 1/e) a round, replaced by a round counter r: round r cuts the input into
  consecutive chunks of s_r units, the size that maximizes `s * (1 - p_r)^s` for
  p_r = min(PRIOR / (1 - 1/e)^r, 1), and tries to remove each in turn; the round at
  size 1 is the last (where ProbDD's probabilities reach 1).

Neither is 1-minimal: a unit tried alone early was tried against a larger input than
the result (the papers say so). Two points where trail's driver decides, not the
papers: a removal of the whole input is never asked (the empty candidate is every
schedule's end: `Closing`), so a set is at most all units but one; and a candidate the
cache knows is stepped over as the PASS it was, as the papers' caches answer it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from trail.core.outcome import Outcome
from trail.core.runs import Runs
from trail.core.schedule import Closing, Config, Decision, Known, Schedule, Step

# Each unit's probability of being needed before any test: ProbDD's default, and the
# setting CDD's paper compares it at.
PRIOR = 0.1
# How ProbDD's probabilities grow a round (the CDD paper's Lemma): 1 / (1 - 1/e).
GROWTH = 1 / (1 - math.exp(-1))

# Units of equal probability, in the order the last sort left them.
_Group = tuple[float, tuple[int, ...]]


def best_size(p: float) -> int:
    """The largest s maximizing the expected gain s * (1 - p)^s: s + 1 gains at least
    as much as s while s <= (1 - p) / p."""
    if p >= 1:
        return 1
    return math.floor((1 - p) / p) + 1


@dataclass(frozen=True)
class ProbDD:
    """ProbDD's state: the units left (`config`) and their probabilities, as groups of
    equal probability in ascending order (see the module)."""

    config: Config
    groups: tuple[_Group, ...]
    previous: Decision = Decision.START
    removal: tuple[int, ...] = ()  # the units the candidate asked for leaves out
    candidate: Config = ()
    past_one_minimal = False

    @staticmethod
    def begin(length: int) -> ProbDD:
        return ProbDD(Runs.span(length), ((PRIOR, tuple(range(length))),) if length else ())

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while len(state.config) >= 2 and (removal := state._removal()):
            gone = set(removal)
            candidate = Runs.of(u for u in state.config if u not in gone)
            if not known(candidate):
                return Step(candidate, replace(state, removal=removal, candidate=candidate),
                            skipped)
            skipped += 1
            state = state._passed(removal)
        return Closing(state.config, state.previous).step(skipped)

    def _removal(self) -> tuple[int, ...]:
        """The least likely units, as many as maximize the expected gain (largest on a
        tie), never all of them; () once every unit left has p = 1."""
        chosen: list[int] = []
        gain, none_needed = 0.0, 1.0
        for p, units in self.groups:
            if p >= 1:
                break
            for unit in units:
                if len(chosen) == len(self.config) - 1:
                    return tuple(chosen)
                more = (len(chosen) + 1) * none_needed * (1 - p)
                if more < gain:
                    return tuple(chosen)
                chosen.append(unit)
                gain, none_needed = more, none_needed * (1 - p)
        return tuple(chosen)

    def _passed(self, removal: tuple[int, ...]) -> ProbDD:
        """Bayes on a PASS: at least one unit of `removal` is needed."""
        rest, raised = self._without(removal)
        some_needed = 1 - math.prod((1 - p) ** len(units) for p, units in raised)
        for p, units in raised:
            # Alone, the unit is needed for sure (and exactly 1, not 1 - rounding).
            rest = _insert(rest, (1.0 if len(removal) == 1 else p / some_needed, units))
        return replace(self, groups=rest, previous=Decision.KEPT, removal=(), candidate=())

    def _without(self, removal: tuple[int, ...]) -> tuple[tuple[_Group, ...],
                                                          list[tuple[float, tuple[int, ...]]]]:
        """The groups without `removal` (a prefix of their order), and the removed
        units with their probabilities, a group per probability, in order."""
        groups, taken, left = list(self.groups), [], len(removal)
        while left:
            p, units = groups.pop(0)
            here = units[:left]
            taken.append((p, here))
            left -= len(here)
            if len(here) < len(units):
                groups.insert(0, (p, units[len(here):]))
        return tuple(groups), taken

    def advance(self, outcome: Outcome) -> Schedule:
        if outcome is not Outcome.FAIL:
            return self._passed(self.removal)
        rest, _ = self._without(self.removal)
        return ProbDD(self.candidate, rest, Decision.REMOVED)


def _insert(groups: tuple[_Group, ...], group: _Group) -> tuple[_Group, ...]:
    """`group` sorted into `groups` stably: its units were first in the last order, so
    they go before the units of equal probability."""
    p, units = group
    i = 0
    while i < len(groups) and groups[i][0] < p:
        i += 1
    if i < len(groups) and groups[i][0] == p:
        return (*groups[:i], (p, units + groups[i][1]), *groups[i + 1:])
    return (*groups[:i], group, *groups[i:])


@dataclass(frozen=True)
class CDD:
    """CDD's state: round `r`, and where in it the next chunk starts (`at`, an index
    into `config`: a removed chunk leaves the next one at the same index)."""

    config: Config
    r: int = 0
    at: int = 0
    previous: Decision = Decision.START
    candidate: Config = ()
    past_one_minimal = False

    @property
    def size(self) -> int:
        return best_size(min(PRIOR * GROWTH ** self.r, 1.0))

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while len(state.config) >= 2:
            size, length = state.size, len(state.config)
            if state.at < length:
                a, b = state.at, min(state.at + size, length)
                if b - a < length:  # never the whole input: the empty candidate is the end
                    candidate = state.config[:a] + state.config[b:]
                    if not known(candidate):
                        return Step(candidate, replace(state, candidate=candidate), skipped)
                    skipped += 1
                state = replace(state, at=b)
            elif size > 1:
                state = replace(state, r=state.r + 1, at=0)
            else:
                break
        return Closing(state.config, state.previous).step(skipped)

    def advance(self, outcome: Outcome) -> Schedule:
        if outcome is not Outcome.FAIL:
            return replace(self, at=self.at + self.size, previous=Decision.KEPT, candidate=())
        return CDD(self.candidate, self.r, self.at, Decision.REMOVED)
