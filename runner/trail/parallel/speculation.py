"""Speculation: the candidates a ddmin run is likeliest to ask for next.

While the driver waits for one outcome, spare workers test what comes next if the
guesses are right. The guesses come from the run's own schedule (trail.core.schedule):
a copy of the state at the candidate asked for is advanced with a guessed outcome and
asked what it tests then, so a guess is always a candidate the real schedule would
ask for on that path.

Best first over the schedule's decision tree: a removal fails as often as it did so
far in this run after the same decision before it (halving alternates: the sibling
of a half that stayed tends to go), and a path's weight is the product of its
guesses. Ties go to keeping (it measured better in bench/bench_parallel.py). The
empty candidate is guessed to pass (a failure that needs no input at all is rare). A
path that ends the run goes on with the run the caller starts next (`DDRun.then`),
all of its opening at that path's weight.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Hashable

from trail.core.ddmin import Ask, DDRun, Thunk
from trail.core.outcome import Outcome
from trail.core.schedule import Config, Decision, Schedule, Step

Guess = tuple[Hashable, Thunk]
# By the decision before a tested removal: how often it failed, and how often it ran.
History = dict[Decision, list[int]]


def _fresh() -> History:
    return {decision: [0, 0] for decision in Decision}


class Speculation:
    """Guesses for the asks of one ddmin run after another, from their history."""

    def __init__(self) -> None:
        self._run: DDRun | None = None
        self._history = _fresh()
        # The run after a guessed result: working it out cuts an input, so once each.
        self._following: dict[tuple[Hashable, Config], DDRun | None] = {}

    def _of(self, run: DDRun) -> History:
        if run is not self._run:
            self._run, self._history, self._following = run, _fresh(), {}
        return self._history

    def record(self, ask: Ask, outcome: Outcome) -> None:
        """Learn from the outcome the driver got for `ask`."""
        counts = self._of(ask.run)[ask.step.at.previous]
        counts[0] += outcome is Outcome.FAIL
        counts[1] += 1

    def ahead(self, ask: Ask, limit: int) -> list[Guess]:
        """The `limit` candidates likeliest to be asked for after `ask`, best first."""
        paths = _Paths(ask.run, self._of(ask.run))
        paths.fork(-1.0, ask.step)
        return self._likeliest(paths, limit)

    def opening(self, run: DDRun, limit: int) -> list[Guess]:
        """The `limit` candidates likeliest to be `run`'s first, best first."""
        paths = _Paths(run, _fresh())
        paths.push(-1.0, run.start)
        return self._likeliest(paths, limit)

    def _likeliest(self, paths: _Paths, limit: int) -> list[Guess]:
        run = paths.run
        # By key: paths that end on one unit each guess the same empty candidate.
        found: dict[Hashable, Thunk] = {}
        while paths.heap and len(found) < limit:
            weight, state = paths.pop()
            step = state.next(run.known)
            if step.candidate == ():
                found[run.key(())] = run.thunk(())
                step = step.at.advance(Outcome.PASS).next(run.known)
            if step.candidate is None:
                found.update(self._after(run, step.at.config, limit - len(found)))
                continue
            found[run.key(step.candidate)] = run.thunk(step.candidate)
            paths.fork(weight, step)
        return list(found.items())[:limit]

    def _after(self, run: DDRun, result: Config, limit: int) -> list[Guess]:
        """The opening of the run that follows one that returns `result`."""
        if run.then is None or limit < 1:
            return []
        key = run.name, result
        if key not in self._following:
            self._following[key] = run.following(result)
        following = self._following[key]
        return [] if following is None else self.opening(following, limit)


class _Paths:
    """Guessed states of one run, by weight (the heap's first is the likeliest)."""

    def __init__(self, run: DDRun, history: History) -> None:
        self.run, self.history = run, history
        self.heap: list[tuple[float, int, Schedule]] = []
        self._order = itertools.count()  # ties: the path pushed first

    def push(self, weight: float, state: Schedule) -> None:
        heapq.heappush(self.heap, (weight, next(self._order), state))

    def pop(self) -> tuple[float, Schedule]:
        weight, _, state = heapq.heappop(self.heap)
        return weight, state

    def fork(self, weight: float, step: Step) -> None:
        """Both ways on from the step's candidate, each at the chance of its outcome."""
        if step.candidate == ():
            self.push(weight, step.at.advance(Outcome.PASS))
            return
        fails, tried = self.history[step.at.previous]
        fail = (fails + 1) / (tried + 2)
        self.push(weight * (1 - fail), step.at.advance(Outcome.PASS))
        self.push(weight * fail, step.at.advance(Outcome.FAIL))
