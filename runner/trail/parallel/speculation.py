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
empty candidate is guessed to pass (a failure that needs no input at all is rare),
and so are the tries past 1-minimality (schedule.Beyond): each is a subset of a
complement that passed, so only an oracle that is not monotone fails one; they are
counted apart, from a prior of one in PAST_PRIOR, so a run where they pay learns it.
(Guessed as any removal, half of them looked like failing: a sweep of them went two
asks a round on four workers, where it goes four now.) A path that ends the run
goes on with the run the caller starts next (`DDRun.then`), all of its opening at
that path's weight.

Each guess names the outcomes its path assumes (`Guess.assumes`: the candidates
before it on that path, and whether each failed), so a runner can tell a guess made
past a pending outcome, along both ways, from one that outcome has made wrong. And
a runner that knows outcomes ddmin has not asked for yet (guesses that ran while
the ask still runs) says so (`decided`): the paths then go only the way each came
out, so the guesses reach further along the way that is left.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable, Hashable
from typing import NamedTuple

from trail.core.ddmin import Ask, DDRun, Thunk
from trail.core.outcome import Outcome
from trail.core.schedule import Config, Decision, Schedule, Step

# The outcomes a guessed path assumes: (key, whether it failed), first first.
Assumed = tuple[tuple[Hashable, bool], ...]
# decided(key): whether that candidate's test failed, if it ran already (else None).
Decided = Callable[[Hashable], "bool | None"]


class Guess(NamedTuple):
    """A candidate guessed to be asked for, and the path that leads to it."""

    key: Hashable
    test: Thunk
    assumes: Assumed = ()


# By the decision before a tested removal (None: a try past 1-minimality), how often
# it failed, and how often it ran.
History = dict[Decision | None, list[int]]
# A try past 1-minimality is guessed to fail one time in PAST_PRIOR before any ran.
PAST_PRIOR = 20


def _fresh() -> History:
    return {context: [0, 0] for context in [*Decision, None]}


def _context(step: Step) -> Decision | None:
    """What the chance of the step's removal failing is counted by."""
    return None if step.at.past_one_minimal else step.at.previous


def _chance(history: History, step: Step) -> float:
    """The chance that the step's candidate fails, from `history`."""
    context = _context(step)
    fails, tried = history[context]
    return (fails + 1) / (tried + (PAST_PRIOR if context is None else 2))


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
        counts = self._of(ask.run)[_context(ask.step)]
        counts[0] += outcome is Outcome.FAIL
        counts[1] += 1

    def ahead(self, ask: Ask, limit: int, decided: Decided | None = None) -> list[Guess]:
        """The `limit` candidates likeliest to be asked for after `ask`, best first
        (those `decided` knows the outcome of among them)."""
        paths = _Paths(ask.run, self._of(ask.run), decided)
        paths.fork(-1.0, ask.step, ())
        return self._likeliest(paths, limit)

    def opening(self, run: DDRun, limit: int, assumes: Assumed = (),
                decided: Decided | None = None) -> list[Guess]:
        """The `limit` candidates likeliest to be `run`'s first, best first (reached
        by a path that `assumes` what came before)."""
        paths = _Paths(run, _fresh(), decided)
        paths.push(-1.0, run.start, assumes)
        return self._likeliest(paths, limit)

    def _likeliest(self, paths: _Paths, limit: int) -> list[Guess]:
        run = paths.run
        # By key: paths that end on one unit each guess the same empty candidate (the
        # likeliest path to it says what it assumes).
        found: dict[Hashable, Guess] = {}
        while paths.heap and len(found) < limit:
            weight, state, assumes = paths.pop()
            step = state.next(run.known)
            if step.candidate == ():
                empty = run.key(())
                found.setdefault(empty, Guess(empty, run.thunk(()), assumes))
                assumes += ((empty, False),)
                step = step.at.advance(Outcome.PASS).next(run.known)
            if step.candidate is None:
                for guess in self._after(run, step.at.config, limit - len(found), assumes,
                                         paths.decided):
                    found.setdefault(guess.key, guess)
                continue
            key = run.key(step.candidate)
            found.setdefault(key, Guess(key, run.thunk(step.candidate), assumes))
            paths.fork(weight, step, assumes)
        return list(found.values())[:limit]

    def _after(self, run: DDRun, result: Config, limit: int, assumes: Assumed,
               decided: Decided | None) -> list[Guess]:
        """The opening of the run that follows one that returns `result`."""
        if run.then is None or limit < 1:
            return []
        key = run.name, result
        if key not in self._following:
            self._following[key] = run.following(result)
        following = self._following[key]
        return [] if following is None else \
            self.opening(following, limit, assumes, decided)


class _Paths:
    """Guessed states of one run, by weight (the heap's first is the likeliest)."""

    def __init__(self, run: DDRun, history: History, decided: Decided | None) -> None:
        self.run, self.history, self.decided = run, history, decided
        self.heap: list[tuple[float, int, Schedule, Assumed]] = []
        self._order = itertools.count()  # ties: the path pushed first

    def push(self, weight: float, state: Schedule, assumes: Assumed) -> None:
        heapq.heappush(self.heap, (weight, next(self._order), state, assumes))

    def pop(self) -> tuple[float, Schedule, Assumed]:
        weight, _, state, assumes = heapq.heappop(self.heap)
        return weight, state, assumes

    def fork(self, weight: float, step: Step, assumes: Assumed) -> None:
        """Both ways on from the step's candidate, each at the chance of its outcome."""
        assert step.candidate is not None
        key = self.run.key(step.candidate)
        if step.candidate == ():
            self.push(weight, step.at.advance(Outcome.PASS), (*assumes, (key, False)))
            return
        fails = None if self.decided is None else self.decided(key)
        if fails is not None:  # it ran: only the way it came out
            self.push(weight, step.at.advance(Outcome.FAIL if fails else Outcome.PASS),
                      (*assumes, (key, fails)))
            return
        fail = _chance(self.history, step)
        self.push(weight * (1 - fail), step.at.advance(Outcome.PASS),
                  (*assumes, (key, False)))
        self.push(weight * fail, step.at.advance(Outcome.FAIL), (*assumes, (key, True)))
