"""A reduction: passes to a fixpoint, spending tests where they pay.

Each pass cuts the current best input into units and runs ddmin over them; the
next pass cuts what that one left. The best input so far is handed to `on_best`
after every successful step, so a budget, Ctrl-C or kill -9 never loses it.

The schedule (`_Plan`), each choice measured on the bench (bench/run_bench.py):

* Structure first: every pass but the last (the finest, characters in every
  format) runs to a common fixpoint before the last one runs (but those whose last
  run removed nothing: see below). Characters cost
  about two tests per byte; what structure can remove, it removes for far fewer.
* The finest pass only over what structure left, and bounded: once it has spent
  `FINE_TESTS_PER_BYTE` tests per byte of its input and removed `FINE_PAUSE_SHARE`
  of it, it pauses and structure goes again on what it left (removing a character often
  lets a line or a node go). If structure removes nothing, the paused run resumes
  where it was and goes on to its end, so the bound costs at most one look by
  structure when it does not pay.
* Passes by yield: of the passes with something to do, the one that removed the
  most bytes per test so far in this run goes first; one not run yet goes before
  any that has (coarse to fine, as listed, in the first round); ties go coarse to
  fine.
* A pass whose last run removed nothing costs little next time: it waits for the
  finest pass's fixpoint (or its pause for structure), so it looks once per change
  by characters rather than once per change by any pass. And a pass that ran before
  starts its ddmin at single units: it left its input 1-minimal for its units then,
  so large chunks rarely go now, and a unit costs about one test instead of two
  (not after a run cut short as unpaid work, below: that one may never have tried
  its large chunks).
  So does the finest pass's first run over a small input (`FINE_DENSE_MAX` units
  at most) that structure left: what structure left is 1-minimal for its lines
  and tokens, so the characters that can go are a few apart (blanks, a bracket),
  and chunks of them rarely go (html_select, jsdelta_inlining, picireny_ini: 40,
  65 and 38 tests to 35, 59 and 33; past 32 units, a C function of 40 bytes whose
  indentation went in chunks cost more).
* Work that has not paid costs a bounded share (`UNPAID_SHARE`): together, the runs
  of passes that have removed nothing in this reduction (the transformation passes
  where deletion already reached the minimum, a depth with nothing to cut) and the
  tries past 1-minimality that removed nothing spend at most a quarter of the tests
  (each run `UNPAID_LEAST` at least; the reduction's first run is never cut: nothing
  was spent before it). A run past its share, with nothing changed, is cut: it looks
  again only at an input others changed, and the guarantees do not name it. The
  finest pass is never cut, as its run is what makes the result 1-minimal; only its
  tries past 1-minimality end there, and since they begin where a size-1 sweep went
  round the whole input, the result is still 1-minimal, as claimed.
* A pass that last left exactly this input is settled: run again, it would only
  re-prove its own fixpoint.
* Past 1-minimality where it is cheap (schedule.Beyond, deletion passes only): the
  reduction's first run tries each unit alone once at most ALONE_MAX are left (a
  whole line or statement alone is the biggest step there is), and the finest pass
  tries adjacent pairs once PAIRS_MIN to PAIRS_MAX are left (two characters of a
  word: where a few bytes matter, on a small result). On the bench: lithium_around 14 B
  to 2 B, picire_sumprod 46 and 49 B to 44 and 47 B; the shared cases 916 to 938
  calls. Where they do not pay, they are bounded as work that has not paid (the
  pairs the schedule tries before its cycle to 1-minimality, by its own
  PAIRS_PATIENCE: schedule.py).

* A format's well-formedness is a speed hint, never a limit. Where `test` skips the
  candidates a format calls malformed, `relax()` drops that filter at the fixpoint and
  names the passes that go on (characters: they reach any byte string the oracle
  accepts; each file's, in a folder) over the result to their own fixpoint, from
  single units, without tries past 1-minimality; what was tested before comes from
  the cache, so this costs about the malformed single-unit deletions that were
  skipped (toml's `r=["",["",]]` loses its last `]`). No other pass runs again: on
  creduce_file2, structure on a malformed result removed nothing for 28 calls a round
  (256 calls in all, 215 without). So the guarantees name those passes alone then:
  the others were proven with malformed candidates skipped.

* Confirmed at the end (`confirm`, a flaky oracle's): a flaky policy decides the
  search's candidates from a few runs (a wrong PASS there only costs size), so at
  the fixpoint every single-unit candidate of the result at each pass the
  guarantees would name (a deletion of one unit; a transformation's one edit),
  distinct bytes once, is decided again as the guarantee needs it. One that fails
  is adopted and the reduction goes on to a new fixpoint, confirmed in turn.

The result's `guarantees` say what is proven of it: the passes whose last run went
to its fixpoint and left exactly the result (1-minimal for single-unit deletion at
a deletion pass; no single edit of a transformation pass applies), or that the
budget stopped the reduction (no guarantee). A run cut as unpaid work proves
nothing; tries past 1-minimality were never part of the claim.

Each pass's ddmin run is named by the pass and its input, and told which run comes
after it, so a parallel runner's guesses go on into the next pass (`_Plan.following`).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from trail.core.ddmin import DDRun, DDStats, Runner, Then, run_serially
from trail.core.digest import digest
from trail.core.orders import Order
from trail.core.origins import Provenance, Tracked
from trail.core.outcome import Outcome, ReductionStopped
from trail.core.schedule import ONE_MINIMAL, Beyond, Schedule
from trail.core.units import Cut, Pass, PassKind, kind_of

# The finest pass pauses for structure after this many tests per byte of its input...
FINE_TESTS_PER_BYTE = 0.5
# ... and only once it has removed this share of its input: a look by structure costs
# about a test per unit of every structural pass, and pays where the input changed much.
FINE_PAUSE_SHARE = 0.5
# Work that has not paid in this reduction stops once all such work has spent this share
# of the tests the reduction spent before it (each run may spend UNPAID_LEAST at least).
UNPAID_SHARE = 0.25
UNPAID_LEAST = 16
# The finest pass's first run starts at single units on at most this many units that
# structure left (on a larger input, large chunks of it still go).
FINE_DENSE_MAX = 32

log = logging.getLogger(__name__)


@dataclass
class PassRecord:
    name: str
    round: int
    units: int
    bytes_before: int
    bytes_after: int
    tests: int
    kind: str = PassKind.DELETION.value
    # fixpoint: its ddmin ran to the end, or to a 1-minimal result where the budget
    # for unpaid work ended its tries past 1-minimality; paused: the schedule's bound
    # paused it for structure; cut: the budget for unpaid work ended it, nothing
    # removed; stopped: the budget (timeout, max tests) or a signal ended it.
    ended: str = "fixpoint"

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class Guarantees:
    """What is proven of a reduction's result."""

    # Deletion passes whose last run went to its fixpoint and left exactly the result:
    # removing any single one of its units no longer fails. Coarse to fine.
    one_minimal: tuple[str, ...] = ()
    # Transformation passes likewise: none of their single edits applies any more.
    transformations: tuple[str, ...] = ()
    stopped: str | None = None  # why the reduction ended early: then nothing is proven
    # Malformed candidates were never tested (--keep-wellformed): what is proven holds
    # among the inputs the format calls well-formed only.
    wellformed_only: bool = False

    @property
    def finest(self) -> str | None:
        """The finest pass the result is 1-minimal at, if any."""
        return self.one_minimal[-1] if self.one_minimal and self.stopped is None else None

    def summary(self) -> str:
        """One sentence for the report."""
        if self.stopped is not None:
            return f"none: the reduction was stopped ({self.stopped}) before its fixpoint"
        if self.finest is None:
            return "none: no deletion pass ran to its fixpoint on the result"
        also = self.one_minimal[:-1]
        return "".join([
            f"1-minimal for single-unit deletion at pass {self.finest}",
            f" (and at {', '.join(also)})" if also else "",
            " among well-formed inputs" if self.wellformed_only else "",
            f"; transformations tried to a fixpoint: {', '.join(self.transformations)}"
            if self.transformations else ""])

    def to_dict(self) -> dict[str, object]:
        return {"one_minimal_at": self.finest, "one_minimal": list(self.one_minimal),
                "transformations": list(self.transformations), "stopped": self.stopped,
                "wellformed_only": self.wellformed_only, "summary": self.summary()}


@dataclass
class Reduction:
    data: bytes
    records: list[PassRecord] = field(default_factory=list)
    stopped: str | None = None  # why it ended early: timeout, max-tests
    guarantees: Guarantees = field(default_factory=Guarantees)
    # Where each byte of `data` came from, when the caller asked (reduce's `provenance`).
    provenance: Provenance | None = None


def reduce(
    data: bytes,
    passes: Sequence[Pass],
    test: Callable[[bytes], Outcome | bool],
    *,
    order: Order = Order.DEFAULT,
    runner: Runner | None = None,
    on_best: Callable[[bytes], None] | None = None,
    on_pass: Callable[[str], None] | None = None,
    recheck: Callable[[bytes], bool] | None = None,
    size: Callable[[bytes], int] = len,
    provenance: Provenance | None = None,
    relax: Callable[[], Sequence[int]] | None = None,
    confirm: Callable[[Sequence[Callable[[], bytes]]], int | None] | None = None,
) -> Reduction:
    """Reduce `data`, which must already fail, with `passes` to a fixpoint.

    `test` returns an Outcome or a bool (True: the failure still happens), as ddmin's.

    `recheck(best)` (flaky oracles) runs after every pass that changed the input;
    False means the new best stopped failing, and the pass's result is dropped.
    `size` is what a pass's yield and the bound of the finest pass count, and what
    the pass records count (a folder's tar bytes do not shrink with its files'
    contents). `provenance`, at `data`, is kept up with every adopted candidate
    (bookkeeping only: it changes no test).

    `relax()`, where `test` skips what a format calls malformed, drops that filter at
    the fixpoint and names the passes (indexes into `passes`) that go on over malformed
    candidates, to their own fixpoint (see the module's docstring); none when it
    skipped nothing.

    `confirm(candidates)` (flaky oracles) decides, at the fixpoint, the result's
    single-unit candidates that the guarantees speak of, each rendered when asked:
    the index of the first that fails (adopted, and the reduction goes on), None
    when none does.
    """
    reduction = Reduction(data, provenance=provenance)
    plan = _Plan(passes, size)
    rounds = _Rounds()
    while True:
        step = plan.next(reduction.data)
        if step is None:
            going_on = [] if relax is None else relax()
            if not going_on:
                if confirm is None or not order.one_minimal:
                    break
                try:
                    if not _confirmed(plan, reduction, confirm, on_best):
                        continue
                except ReductionStopped as stop:
                    reduction.stopped = stop.reason
                    reduction.guarantees = Guarantees(stopped=reduction.stopped)
                    return reduction
                break
            log.info("malformed candidates were skipped: %s go on with them",
                     ", ".join(passes[i].name for i in going_on))
            relax = None
            plan.relax(going_on)
            continue
        if on_pass is not None:
            on_pass(passes[step.index].name)
        before = reduction.data
        traced = None if provenance is None else provenance.current()
        if step.base is None:  # a paused run resumed goes on from its own input
            step.base = traced
        ended = _drive(step, plan, reduction, rounds.of(step.index), test, order,
                       runner or run_serially, on_best)
        failing = _still_fails(reduction, before, recheck)
        if reduction.stopped:
            reduction.guarantees = Guarantees(stopped=reduction.stopped)
            return reduction
        if not failing:
            reduction.data = before
            if provenance is not None and traced is not None:
                provenance.restore(traced)
            plan.paused = None
            if on_best is not None:
                on_best(before)
            continue
        if ended == "fixpoint":
            plan.settle(step.index, reduction.data)
        elif ended == "cut":
            plan.cut[step.index] = reduction.data
    # A schedule that is not 1-minimal (Order.one_minimal) proves nothing of the result.
    reduction.guarantees = plan.guarantees(reduction.data) if order.one_minimal \
        else Guarantees()
    return reduction


def _adopt(reduction: Reduction, cut: Cut, units: Sequence, base: Tracked | None,
           on_best: Callable[[bytes], None] | None) -> None:
    """Make `cut.render(units)` the best, its bytes' origins kept up from `base`."""
    reduction.data = cut.render(units)
    if reduction.provenance is not None and base is not None:
        said = cut.origins
        reduction.provenance.adopt(
            base, lambda: None if said is None else said(units), reduction.data)
    if on_best is not None:
        on_best(reduction.data)


def _confirmed(plan: _Plan, reduction: Reduction,
               confirm: Callable[[Sequence[Callable[[], bytes]]], int | None],
               on_best: Callable[[bytes], None] | None) -> bool:
    """Whether `confirm` found none of the result's single-unit candidates at the
    passes settled on it to fail; else the first that failed is adopted."""
    data = reduction.data
    seen: set[bytes] = {digest(data)}
    asked: list[tuple[Cut, int]] = []  # each a cut and the unit it drops
    for index in plan.settled_on(data):
        cut = plan.passes[index].cut(data)
        for drop in range(0 if cut is None else len(cut.units)):
            name = digest(_without(cut, drop))
            if name not in seen:
                seen.add(name)
                asked.append((cut, drop))
    found = confirm([functools.partial(_without, cut, drop) for cut, drop in asked])
    if found is None:
        return True
    cut, drop = asked[found]
    log.info("confirming the result: a single-unit candidate of it failed, going on")
    base = None if reduction.provenance is None else reduction.provenance.current()
    units = [*cut.units[:drop], *cut.units[drop + 1:]]
    _adopt(reduction, cut, units, base, on_best)
    return False


def _without(cut: Cut, drop: int) -> bytes:
    """The cut's input without its unit `drop` (rendered when asked: a large result's
    single-unit candidates are never all held at once)."""
    return cut.render([*cut.units[:drop], *cut.units[drop + 1:]])


def _still_fails(reduction: Reduction, before: bytes,
                 recheck: Callable[[bytes], bool] | None) -> bool:
    """Whether the best a pass left (`before` it ran: `before`) passes `recheck`. A
    budget that ends the recheck ends the reduction; the FAIL that was adopted stands."""
    if reduction.stopped or reduction.data == before or recheck is None:
        return True
    try:
        return recheck(reduction.data)
    except ReductionStopped as stop:
        reduction.stopped = stop.reason
        return True


def _drive(step: _Step, plan: _Plan, reduction: Reduction, round_no: int,
           test: Callable[[bytes], Outcome | bool], order: Order, runner: Runner,
           on_best: Callable[[bytes], None] | None) -> str:
    """Run one step's ddmin, adopting each success into `reduction`, and record it;
    how it ended: fixpoint, paused (the finest pass, for structure) or stopped."""
    index, cut, size = step.index, step.cut, plan.size
    stats = DDStats()
    before = reduction.data

    def adopt(units: list) -> None:
        _adopt(reduction, cut, units, step.base, on_best)

    # Where a runner speculates, it goes on into the next pass.
    then = functools.partial(plan.following, index, cut, test, order)
    first = not plan.yields
    run = step.resumed or step.run(test, order, then,
                                   dense=plan.dense(index, len(cut.units), first),
                                   beyond=plan.beyond(index, first=first))
    # A resumed run goes on to its end: structure found nothing new when it paused.
    pause = None if step.resumed else plan.pause(index, before, stats, lambda: reduction.data)
    limit = _Limit(stats, plan.spent_in_all(), plan.unpaid_tests, pause, plan.unpaid(index),
                   lambda: reduction.data != before)
    ended = "fixpoint"
    name = plan.passes[index].name
    log.info("pass %s (round %d): %d units, %d bytes%s", name, round_no, len(cut.units),
             size(before), ", resumed" if step.resumed else "")
    try:
        _, paused = run.drive_until(runner, stats, adopt, pause=limit, state=step.state)
        if paused is not None:  # only where the limit said why: paused, cut or fixpoint
            ended = limit.why
            if ended == "fixpoint":
                log.info("pass %s: 1-minimal; its tries past 1-minimality were cut short",
                         plan.passes[index].name)
        if ended == "paused":
            plan.paused = _Paused(index, reduction.data, cut, run, paused, step.base)
    except ReductionStopped as stop:
        reduction.stopped, ended = stop.reason, "stopped"
    finally:
        plan.spent(index, size(before) - size(reduction.data), stats.tests, ended == "cut")
        plan.unpaid_tests += limit.unpaid_spent()
        log.info("pass %s %s: %d -> %d bytes in %d tests", name,
                 "ran to its fixpoint" if ended == "fixpoint" else ended, size(before),
                 size(reduction.data), stats.tests)
        reduction.records.append(
            PassRecord(name, round_no, len(cut.units), size(before),
                       size(reduction.data), stats.tests, kind_of(plan.passes[index]).value,
                       ended))
    return ended


class _Rounds:
    """Round numbers for the records: a round ends when a pass runs again."""

    def __init__(self) -> None:
        self.round, self.ran = 1, set[int]()

    def of(self, index: int) -> int:
        if index in self.ran:
            self.round, self.ran = self.round + 1, set()
        self.ran.add(index)
        return self.round


@dataclass
class _Step:
    """One pass to run over one input (or a paused run of it to resume)."""

    index: int
    data: bytes
    cut: Cut
    resumed: DDRun | None = None
    state: Schedule | None = None
    base: Tracked | None = None  # the input `cut` was made on, with its origins

    @functools.cached_property
    def name(self) -> tuple[int, bytes]:
        """Names its ddmin run: the same pass over the same bytes cuts the same units."""
        return self.index, digest(self.data)

    def run(self, test: Callable[[bytes], Outcome | bool], order: Order,
            then: Then | None = None, dense: bool = False,
            beyond: Beyond = ONE_MINIMAL) -> DDRun:
        """The ddmin run of this pass over this input."""
        return DDRun(self.cut.units, lambda units: test(self.cut.render(units)),
                     order=order, name=self.name, then=then, dense=dense, beyond=beyond)


@dataclass(frozen=True)
class _Paused:
    """The finest pass's run, paused for structure at `data`."""

    index: int
    data: bytes
    cut: Cut
    run: DDRun
    state: Schedule
    base: Tracked | None


def _allowance(spent: int, unpaid: int) -> float:
    """What more unpaid work may spend when the reduction spent `spent` tests, `unpaid`
    of them on unpaid work: its share, UNPAID_LEAST at least."""
    return max(UNPAID_LEAST, UNPAID_SHARE * spent - unpaid)


@dataclass
class _Limit:
    """Asked before each test of one run: whether the run ends there, and why (`why`:
    paused, cut, or fixpoint where only tries past 1-minimality were left)."""

    stats: DDStats
    spent: int                          # the reduction's tests before this run
    unpaid_before: int                  # those of them spent on unpaid work
    pause: Callable[[], bool] | None    # the finest pass's pause for structure
    # The pass removed nothing in the reduction yet (the reduction's first run is
    # never cut: there is nothing yet to take a share of).
    unpaid: bool
    removed: Callable[[], bool]         # whether this run removed something
    why: str | None = None
    past: tuple[int, float] | None = None  # tests and allowance when past 1-minimality

    def __call__(self, at: Schedule) -> bool:
        tests = self.stats.tests
        if self.pause is not None and self.pause():
            self.why = "paused"
        elif self.unpaid and self.spent and not self.removed() and \
                tests >= _allowance(self.spent, self.unpaid_before):
            self.why = "cut"
        elif at.past_one_minimal:  # schedule.Beyond's tries: they have not paid yet
            if self.past is None:
                self.past = tests, _allowance(self.spent + tests, self.unpaid_before)
            if tests - self.past[0] >= self.past[1]:
                self.why = "fixpoint"
        else:
            self.past = None  # a removal past 1-minimality: those tries paid
        return self.why is not None

    def unpaid_spent(self) -> int:
        """The tests this run spent on work that did not pay: all of them if its pass
        is unpaid and it removed nothing, else its last tries past 1-minimality."""
        if self.unpaid and not self.removed():
            return self.stats.tests
        return 0 if self.past is None else self.stats.tests - self.past[0]


@dataclass
class _Yield:
    removed: int = 0  # what the pass's runs removed in all
    tests: int = 0    # and what they cost
    last: int = -1    # what its last run removed (-1: it has not run)
    cut: bool = False  # its last run was cut short (the budget for unpaid work)

    def per_test(self) -> float:
        return self.removed / max(self.tests, 1)


@dataclass
class _Plan:
    """Which pass runs next (see the module's docstring)."""

    passes: Sequence[Pass]
    size: Callable[[bytes], int]
    # The input each pass last left at its own fixpoint.
    settled: dict[int, bytes] = field(default_factory=dict)
    paused: _Paused | None = None
    yields: dict[int, _Yield] = field(default_factory=dict)
    # The input each pass's last run was cut short on (the budget for unpaid work).
    cut: dict[int, bytes] = field(default_factory=dict)
    unpaid_tests: int = 0  # the tests spent on work that did not pay, in all
    # Malformed candidates are tested now: these passes alone go on (None: not yet).
    relaxed: Sequence[int] | None = None

    @property
    def finest(self) -> int:
        return len(self.passes) - 1

    def next(self, data: bytes, settled: dict[int, bytes] | None = None) -> _Step | None:
        """The step to run on `data`: a structural pass with something to do, else
        the finest pass (resumed where it paused if structure changed nothing); a
        structural pass whose last run removed nothing waits for the finest pass's
        fixpoint or pause."""
        settled = self.settled if settled is None else settled
        if self.relaxed is not None:
            for index in self.relaxed:
                if settled.get(index) != data and \
                        (cut := self.passes[index].cut(data)) is not None:
                    return _Step(index, data, cut)
            return None
        paused = self.paused if self.paused is not None and self.paused.data == data \
            else None
        everyone = paused is not None or settled.get(self.finest) == data
        waiting = []
        for index in sorted(range(self.finest), key=self._priority):
            if settled.get(index) == data or self.cut.get(index) == data:
                continue
            if not everyone and self.yields.get(index, _Yield()).last == 0:
                waiting.append(index)
            elif (cut := self.passes[index].cut(data)) is not None:
                return _Step(index, data, cut)
        if paused is not None:
            return _Step(paused.index, data, paused.cut, paused.run, paused.state, paused.base)
        if self.finest >= 0 and settled.get(self.finest) != data and \
                (cut := self.passes[self.finest].cut(data)) is not None:
            return _Step(self.finest, data, cut)
        for index in waiting:
            if (cut := self.passes[index].cut(data)) is not None:
                return _Step(index, data, cut)
        return None

    def _priority(self, index: int) -> tuple[bool, float, int]:
        """Not run yet first; then those whose last run removed something, by bytes
        removed per test; then the rest; coarse to fine within each."""
        y = self.yields.get(index)
        if y is None:
            return False, float("-inf"), index
        return y.last == 0, -y.per_test(), index

    def dense(self, index: int, units: int, first: bool) -> bool:
        """Whether pass `index`'s ddmin over `units` units starts at single units
        (orders.start): the pass ran before in this reduction and was not cut short
        (it left its input 1-minimal for its units then, or its run paused for
        structure past its large chunks), or it is the finest pass, not the
        reduction's `first` run, over at most FINE_DENSE_MAX units (structure left
        them). A run that was cut may not have tried its large chunks at all: a
        transformation's several edits at once (hoisting two items together) are
        only ever tried there."""
        ran = self.yields.get(index)
        return (ran is not None and not ran.cut) or \
            (index == self.finest and not first and units <= FINE_DENSE_MAX)

    def beyond(self, index: int, first: bool) -> Beyond:
        """What pass `index`'s run tries past 1-minimality (schedule.Beyond): the
        reduction's `first` run, each unit alone; the finest pass, adjacent pairs.
        Deletion passes only: a transformation's unit is an edit, not a piece; none
        once relaxed (those tries are not part of the guarantee)."""
        if kind_of(self.passes[index]) is not PassKind.DELETION or self.relaxed is not None:
            return ONE_MINIMAL
        return Beyond(pairs=index == self.finest, alone=first)

    def pause(self, index: int, data: bytes, stats: DDStats,
              current: Callable[[], bytes]) -> Callable[[], bool] | None:
        """When the finest pass's run over `data` pauses for structure: after its
        bound, once it has removed `FINE_PAUSE_SHARE` of `data` (`current()` is where
        it is)."""
        if index != self.finest or self.finest == 0 or self.relaxed is not None:
            return None
        bound, start = FINE_TESTS_PER_BYTE * self.size(data), self.size(data)
        return lambda: stats.tests >= bound and \
            start - self.size(current()) >= FINE_PAUSE_SHARE * start

    def unpaid(self, index: int) -> bool:
        """Whether the budget for unpaid work bounds pass `index`'s run: it removed
        nothing in this reduction yet. Not the finest pass, nor once relaxed a pass
        that goes on: their runs are what make the result 1-minimal (only the finest
        pass's tries past 1-minimality are bounded); a relaxed pass cut short would
        only be named again, as nothing else runs."""
        if index == self.finest or self.relaxed is not None:
            return False
        return self.yields.get(index, _Yield()).removed == 0

    def spent_in_all(self) -> int:
        """The tests every pass's runs spent so far."""
        return sum(y.tests for y in self.yields.values())

    def spent(self, index: int, removed: int, tests: int, cut: bool = False) -> None:
        y = self.yields.setdefault(index, _Yield())
        y.removed, y.tests, y.last, y.cut = y.removed + removed, y.tests + tests, removed, cut

    def settle(self, index: int, data: bytes) -> None:
        """Pass `index` ran to its fixpoint and left `data`."""
        self.settled[index] = data
        if index == self.finest:
            self.paused = None

    def relax(self, going_on: Sequence[int]) -> None:
        """The test changed (it now admits malformed candidates): no pass is settled,
        and only the passes `going_on` run on."""
        self.settled.clear()
        self.cut.clear()
        self.paused = None
        self.relaxed = going_on

    def settled_on(self, data: bytes) -> list[int]:
        """The passes whose last run went to its fixpoint and left `data`."""
        return [i for i in range(len(self.passes)) if self.settled.get(i) == data]

    def guarantees(self, data: bytes) -> Guarantees:
        """What the passes settled on `data` prove of it."""
        at = self.settled_on(data)
        return Guarantees(
            tuple(self.passes[i].name for i in at
                  if kind_of(self.passes[i]) is PassKind.DELETION),
            tuple(self.passes[i].name for i in at
                  if kind_of(self.passes[i]) is PassKind.TRANSFORMATION))

    def following(self, index: int, cut: Cut, test: Callable[[bytes], Outcome | bool],
                  order: Order, result: list) -> DDRun | None:
        """The run after pass `index` (with `cut`), if it ends at `result`: the next
        step's, as `reduce` would run it."""
        data = cut.render(result)
        step = self.next(data, {**self.settled, index: data})
        if step is None or step.resumed is not None:
            return None
        return step.run(test, order, dense=self.dense(step.index, len(step.cut.units),
                                                       first=False),
                        beyond=self.beyond(step.index, first=False))
