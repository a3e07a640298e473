"""The order in which ddmin tests candidates, as pure state machines.

A schedule is an immutable state over the current configuration (positions into the
original units, ascending). `next(known)` names the candidate to test now, stepping
over candidates `known` says were decided already; `advance(outcome)` on the state it
returns gives the state after that candidate's outcome (on FAIL the candidate is the
new configuration). The driver (trail.core.ddmin) tests, caches and adopts;
speculation (trail.parallel.speculation) advances copies of the same states with
guessed outcomes, so its guesses cannot drift from what the driver will ask.

Every schedule ends the same way: ddmin's loop stops at one unit, and 1-minimality
also asks whether none will do, so a run left with one unit tries the empty
candidate last.

Two schedules here (trail.core.orders chooses among them and the reference
schedules of trail.core.probabilistic):

* `Strict` is the reference text's variant, step for step: n starts at 2; try each
  complement in order (FAIL: keep it, n = max(n-1, 2), start over); then each chunk
  alone (FAIL: keep it, n = 2); else n = min(2n, |input|); stop when n cannot grow.
* `Halving`, the default (binary splitting, as in lithium), keeps 1-minimality and
  spends fewer tests:
  - chunk sizes halve from the largest power of two below the input's length, and
    each size sweeps its chunks from the end, removing every one it can; a removal
    keeps the boundaries below it, so the sweep goes on where it was;
  - at size 1 the sweep wraps round and stops only after a full cycle with no
    removal, so every unit of the result was tried against the result itself;
  - there is no chunk phase and no n = 2 restart: both only re-test what the
    complements already covered;
  - a coarse sweep skips a candidate that is a subset of a set known to pass (the
    other half of a needed chunk, once its sibling went); the last sweep tests
    everything, so the result is 1-minimal whatever the oracle;
  - a sweep of small chunks that removes none marks the input dense: single units
    come next, not every size between;
  - at size 1, a unit the sweep kept as UNRESOLVED (malformed where a format
    filters, or another crash) is tried again as soon as its left neighbour goes:
    the removal beside it is what most often makes it well-formed, and found there
    it costs no cycle round the input (picire's sumprod: 155 and 154 calls to 142).

Where the caller asks for it (`Beyond`, trail.core.reduce says where) and the input
is small, `Halving` also tries what only a non-monotone oracle can accept (under
monotonicity each candidate is a subset of a complement that passed), the kind the
bench's peers find and 1-minimality misses:
  - pairs: a sweep removes every two adjacent units together, one unit apart
    (lithium's size-2 sweep), once a size-1 sweep that removed some unit is over.
    The run's first size-1 sweep ends at the front rather than going round: the
    pairs come there, before the cycle that proves 1-minimality, so one cycle serves
    both (a cycle before the pairs would be gone again after a pair that went:
    picire's sumprod cases, 178 and 181 calls to 156 and 157). They end once
    PAIRS_PATIENCE of them stayed since the last that went, and then the cycle goes
    on where the first sweep stopped (round the whole input if a pair went); no pairs
    come after it. Where the first sweep leaves more than PAIRS_MAX units, or went
    round the input whole after its last removal, pairs come past 1-minimality
    instead, once a cycle that removed some unit is over, and a pair that goes brings
    a size-1 cycle again. (A size-1 sweep that removed none
    found the input dense, as DENSE_AFTER says for coarser sizes: pairs would rarely
    go there.)
  - alone: at the end, each unit alone, from the last (ddmin's subsets, as the
    strict schedule and picire test them); one that fails is the result, and the
    empty candidate comes next.
"""

from __future__ import annotations

import enum
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

from trail.core.outcome import Outcome

Config = tuple[int, ...]
# known(candidate): whether the candidate was decided already (a cache says so).
Known = Callable[[Config], bool]
# The spans a sweep kept, newest first, as a linked list: adding one costs O(1).
_Spans = tuple[tuple[int, int], "_Spans"] | None
_Positions = tuple[int, "_Positions"] | None


class Decision(enum.Enum):
    """What a schedule decided about the candidate it tested last (`previous`):
    speculation guesses the next outcome from how often a removal failed after it."""

    START = "start"      # nothing yet in this sweep
    KEPT = "kept"        # the removal passed: the chunk stays
    REMOVED = "removed"  # the removal failed: the chunk went


class Schedule(Protocol):
    """A state of a schedule: see the module's docstring."""

    @property
    def config(self) -> Config: ...

    @property
    def previous(self) -> Decision: ...

    @property
    def past_one_minimal(self) -> bool:
        """Whether `config` is 1-minimal already (a size-1 sweep went round it whole)
        and what the schedule tries now is only `Beyond`'s: a caller may end the run
        here and still say its result is 1-minimal."""
        ...

    def next(self, known: Known) -> Step:
        """The step to the candidate to test now (or to the end)."""
        ...

    def advance(self, outcome: Outcome) -> Schedule:
        """On a step's `at`: the state after its candidate had `outcome`."""
        ...


@dataclass(frozen=True)
class Step:
    """Where `next` leads: a candidate, or the end of the schedule."""

    candidate: Config | None  # None: the schedule is over, at.config is the result
    at: Schedule              # the state at the candidate: advance it with the outcome
    skipped: int = 0          # candidates stepped over on the way, known to pass


@dataclass(frozen=True)
class Beyond:
    """What a `Halving` run tries past 1-minimality (see the module), while few units
    are left: each costs about a test per unit, and pays only where the oracle is
    not monotone, so a caller asks for it where the tests are few."""

    # Every two adjacent units together, when PAIRS_MIN to PAIRS_MAX are left: `pr`
    # of a character pass's `print(...)` goes (`int(...)`), where neither `p` nor `r`
    # can.
    pairs: bool = False
    # Each unit alone, when 3 to ALONE_MAX are left: the `o` line of `x x o x x` is
    # the result where the failure needs equal text on either side of `o`.
    alone: bool = False


# Pairs cost a test a unit and pay where a two-unit piece (a word's two characters)
# hides in a result of dozens; on a few units left, each unit was just tried against
# the rest. Measured on the bench: they paid on results of 46 and 49 units and on
# none of 3 to 7 units (4 cases, a test each for nothing).
PAIRS_MIN = 8
PAIRS_MAX = 64
ALONE_MAX = 16
# Pairs before 1-minimality end once this many stayed (each an oracle run that said
# PASS; a candidate the format skips costs none) since the start or the last pair
# that went. On the bench the pairs that went (picire's sumprod) did so within 9;
# at 16, as many as the budget for unpaid work gives the pairs past 1-minimality
# (reduce.UNPAID_LEAST), the peers' cases took 26 calls more in all.
PAIRS_PATIENCE = 12
# The default: nothing past 1-minimality.
ONE_MINIMAL = Beyond()


@dataclass(frozen=True)
class Closing:
    """The end of every schedule: with `alone`, each unit alone (from the last) while
    few are left (Beyond); then the empty candidate when one unit is left."""

    config: Config
    previous: Decision
    tried: bool = False  # the empty candidate was tried
    alone: bool = False
    index: int = -1      # the unit tried alone now (-1: none yet)

    @property
    def past_one_minimal(self) -> bool:
        return self._trying_alone()

    def next(self, known: Known) -> Step:
        return self.step(0, known)

    def step(self, skipped: int, known: Known | None = None) -> Step:
        state = self
        if state._trying_alone():
            # (With two left, a unit alone is the other's complement: tried already.)
            i = len(state.config) if state.index < 0 else state.index
            while i > 0:
                i -= 1
                candidate = state.config[i:i + 1]
                if known is None or not known(candidate):
                    return Step(candidate, replace(state, index=i), skipped)
                skipped += 1
            state = replace(state, alone=False)
        if len(state.config) == 1 and not state.tried:
            return Step((), state, skipped)
        return Step(None, state, skipped)

    def advance(self, outcome: Outcome) -> Schedule:
        if self._trying_alone():
            if outcome is Outcome.FAIL:  # one unit is left: the empty candidate next
                return Closing(self.config[self.index:self.index + 1], Decision.REMOVED)
            return replace(self, previous=Decision.KEPT)
        kept = () if outcome is Outcome.FAIL else self.config
        return Closing(kept, self.previous, tried=True)

    def _trying_alone(self) -> bool:
        return self.alone and 3 <= len(self.config) <= ALONE_MAX


def split(config: Config, n: int) -> list[tuple[int, int]]:
    """Boundaries of n near-equal chunks. Boundaries at n are a subset of those at 2n."""
    return [_chunk(len(config), n, i) for i in range(n)]


def _chunk(length: int, n: int, i: int) -> tuple[int, int]:
    return i * length // n, (i + 1) * length // n


@dataclass(frozen=True)
class Strict:
    """The reference ddmin: complements, then chunks alone, of n chunks."""

    config: Config
    n: int
    alone: bool = False  # False: testing complements; True: chunks alone
    index: int = 0       # the chunk whose candidate comes next
    previous: Decision = Decision.START
    candidate: Config = ()
    past_one_minimal = False  # the reference text's: nothing past 1-minimality

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while len(state.config) >= 2:
            config, n = state.config, state.n
            if state.index < n:
                a, b = _chunk(len(config), n, state.index)
                candidate = config[a:b] if state.alone else config[:a] + config[b:]
                if not known(candidate):
                    return Step(candidate, replace(state, candidate=candidate), skipped)
                skipped += 1
                state = replace(state, index=state.index + 1)
            elif not state.alone:
                state = replace(state, alone=True, index=0)
            elif n < len(config):
                state = Strict(config, min(2 * n, len(config)), previous=state.previous)
            else:
                break
        return Closing(state.config, state.previous).step(skipped)

    def advance(self, outcome: Outcome) -> Schedule:
        if outcome is not Outcome.FAIL:
            return replace(self, index=self.index + 1, previous=Decision.KEPT, candidate=())
        n = 2 if self.alone else max(self.n - 1, 2)
        kept = self.candidate
        return Strict(kept, min(n, len(kept)), previous=Decision.REMOVED)


@dataclass(frozen=True)
class _Cursor:
    """Where a sweep is: its next chunk ends at `end` (positions into the current
    input) and `left` chunks remain. A removal keeps the positions below it, so a
    sweep goes on below; at size 1 it wraps round, and a removal asks for a full
    cycle of the smaller input again. A `sliding` sweep (the pairs of Beyond) moves
    one unit at a time, so its chunks overlap."""

    size: int
    end: int
    left: int
    sliding: bool = False

    @staticmethod
    def start(length: int, size: int, sliding: bool = False) -> _Cursor:
        if sliding:
            return _Cursor(size, length, length - size + 1, sliding)
        return _Cursor(size, length, -(-length // size))

    def chunk(self) -> tuple[int, int]:
        return max(self.end - self.size, 0), self.end

    def span(self, config: Config) -> tuple[int, int]:
        """The chunk as (first, last) original positions, as _PassedChunks holds it."""
        a, b = self.chunk()
        return config[a], config[b - 1]

    def kept(self, length: int) -> _Cursor | None:
        """The cursor after the chunk stayed; `length` is the input's."""
        a = self.chunk()[0]
        if self.left == 1:
            return None
        if self.sliding:
            return replace(self, end=self.end - 1, left=self.left - 1)
        return _Cursor(self.size, a or length if self.size == 1 else a, self.left - 1)

    def removed(self, length: int) -> _Cursor | None:
        """The cursor after the chunk went; `length` is the smaller input's."""
        a = self.chunk()[0]
        if self.size == 1:
            return _Cursor(1, a or length, length) if length else None
        if self.sliding:
            return replace(self, end=a, left=a - self.size + 1) if a >= self.size else None
        return None if self.left == 1 else _Cursor(self.size, a, self.left - 1)


@dataclass(frozen=True)
class _PassedChunks:
    """Chunks whose removal passed in one sweep, for the next: (first, last) original
    positions, disjoint and ascending."""

    spans: tuple[tuple[int, int], ...] = ()
    _firsts: list[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_firsts", [first for first, _ in self.spans])

    @staticmethod
    def of(passed: _Spans) -> _PassedChunks:
        """From a sweep's list, newest first: a sweep goes down, so that is ascending."""
        spans = []
        while passed is not None:
            span, passed = passed
            spans.append(span)
        return _PassedChunks(tuple(spans))

    def covers(self, config: Config, a: int, b: int) -> bool:
        """Is config minus config[a:b] a subset of a set known to pass?

        It is when a chunk whose removal passed has all its remaining units inside
        config[a:b] (typically: its other half went since). Under monotonicity such
        a candidate passes; the size-1 sweep tests everything regardless, so the
        result is 1-minimal whatever the oracle.
        """
        low, high = config[a], config[b - 1]
        k = bisect_right(self._firsts, high) - 1
        while k >= 0 and self.spans[k][1] >= low:
            first, last = self.spans[k]
            i, j = bisect_left(config, first), bisect_right(config, last)
            if i < j and a <= i and j <= b:
                return True
            k -= 1
        return False


@dataclass(frozen=True)
class _Sweep:
    """One sweep of chunks of `size` units, from the end backwards."""

    size: int
    cursor: _Cursor | None
    known: _PassedChunks   # the chunks whose removal passed in the sweep before
    tried: int             # its chunks at first
    removed: bool = False  # whether it removed any
    passed: _Spans = None  # the chunks whose removal passed in it (not at size 1)
    sliding: bool = False  # Beyond's pairs: overlapping chunks, so no spans kept
    # At size 1: False, the run's first size-1 sweep where pairs are asked for, which
    # ends at the front instead of going round, its cursor `parked` for the cycle.
    wraps: bool = True
    parked: _Cursor | None = None
    stayed: int = 0        # pairs before 1-minimality: how many stayed since one went
    # At size 1: the units (original positions, newest first) this sweep kept as
    # UNRESOLVED since it last kept one that passed, for `removing`.
    unresolved: _Positions = None

    def keeping(self, config: Config, cursor: _Cursor) -> _Sweep:
        """This sweep past the chunk at `cursor`, which stays."""
        passed = self.passed if self.size == 1 or self.sliding else \
            (cursor.span(config), self.passed)
        return replace(self, passed=passed).moved(cursor, cursor.kept(len(config)))

    def moved(self, cursor: _Cursor, to: _Cursor | None) -> _Sweep:
        """This sweep past the chunk at `cursor`, `to` next: a sweep that does not
        wrap parks `to` where it would go round from the front to the end."""
        if not self.wraps and to is not None and cursor.chunk()[0] == 0:
            return replace(self, cursor=None, parked=to)
        return replace(self, cursor=to)

    def removing(self, kept: Config, cursor: _Cursor) -> _Sweep:
        """This sweep past the chunk at `cursor`, which went (`kept` is the input
        without it). At size 1, where the unit now at its place, its right neighbour,
        was kept as UNRESOLVED (a candidate the format called malformed, or a crash of
        another kind), it is tried again first: the removal beside it is what most
        often makes it well-formed (`:` `\\n` ` ` `s` loses its blank once the line
        break went). A neighbour that passed is not: under monotonicity it passes
        again, and the cycle to 1-minimality tries every unit anyway."""
        a, to = cursor.chunk()[0], cursor.removed(len(kept))
        sweep = replace(self, removed=True, stayed=0)
        # (Only a size-1 sweep that is not the pairs' keeps units as UNRESOLVED.)
        if self.unresolved is not None and a < len(kept) and self.unresolved[0] == kept[a]:
            sweep, to = replace(sweep, unresolved=self.unresolved[1]), _Cursor(1, a + 1, len(kept))
        return sweep.moved(cursor, to)

    def cycle(self) -> _Sweep:
        """The size-1 cycle to 1-minimality, going on where the run's first size-1
        sweep parked (that sweep removed units: the cycle must go round)."""
        assert self.parked is not None
        return _Sweep(1, self.parked, _PassedChunks(), self.parked.left, removed=True)

    def find(self, config: Config, known: Known) -> tuple[_Sweep, Config | None, int]:
        """This sweep at its next candidate (None: it is over), the candidate, and
        how many it stepped over as known to pass."""
        sweep, skipped = self, 0
        while sweep.cursor is not None and len(config) >= 2:
            cursor = sweep.cursor
            a, b = cursor.chunk()
            # A chunk that is the whole input is stepped over: the empty candidate
            # is the schedule's end.
            if b - a < len(config):
                if cursor.size == 1 or not sweep.known.covers(config, a, b):
                    candidate = config[:a] + config[b:]
                    if not known(candidate):
                        return sweep, candidate, skipped
                skipped += 1
            sweep = sweep.keeping(config, cursor)
        return sweep, None, skipped


@dataclass(frozen=True)
class Halving:
    """The default schedule: sweeps of halving chunk sizes (see the module)."""

    config: Config
    sweep: _Sweep
    previous: Decision = Decision.START
    candidate: Config = ()
    beyond: Beyond = ONE_MINIMAL
    # Pairs came before 1-minimality (after the first size-1 sweep): none after it.
    paired: bool = False

    @property
    def past_one_minimal(self) -> bool:
        # Pairs past 1-minimality start once a size-1 sweep went round the input with
        # no removal; a pair that goes brings a size-1 sweep again.
        return self.sweep.sliding and not self.sweep.removed and not self.paired

    @staticmethod
    def sweeping(config: Config, size: int, known: _PassedChunks | None = None, *,
                 sliding: bool = False, beyond: Beyond = ONE_MINIMAL,
                 wraps: bool | None = None, paired: bool = False) -> Halving:
        """A sweep of chunks of `size` over `config`, then the sweeps after it. A
        size-1 sweep `wraps` round the input unless it is the first where pairs are
        asked for (None: as the first)."""
        wraps = size > 1 or not beyond.pairs if wraps is None else wraps
        cursor = _Cursor.start(len(config), size, sliding)
        sweep = _Sweep(size, cursor, known or _PassedChunks(), cursor.left, sliding=sliding,
                       wraps=wraps)
        return Halving(config, sweep, beyond=beyond, paired=paired)

    def next(self, known: Known) -> Step:
        state, skipped = self, 0
        while True:
            sweep, candidate, more = state.sweep.find(state.config, known)
            skipped += more
            if candidate is not None:
                return Step(candidate, replace(state, sweep=sweep, candidate=candidate),
                            skipped)
            following = state._after(sweep)
            if following is None:
                closing = Closing(state.config, state.previous, alone=state.beyond.alone)
                return closing.step(skipped, known)
            state = following

    def _after(self, sweep: _Sweep) -> Halving | None:
        """The next sweep once `sweep` is over, or None: the sweeps are done."""
        config, beyond, paired = self.config, self.beyond, self.paired
        if sweep.sliding:
            # A pair went: single units round the input again, so the result is
            # 1-minimal. Else, after pairs before 1-minimality, the size-1 cycle goes
            # on where the first size-1 sweep parked it.
            if sweep.removed:
                return Halving.sweeping(config, 1, beyond=beyond, wraps=True, paired=paired)
            if sweep.parked is None:
                return None
            return Halving(config, sweep.cycle(), beyond=beyond, paired=paired)
        size = _next_size(sweep.size, sweep.removed, sweep.tried, len(config))
        if size is not None:
            return Halving.sweeping(config, size, _PassedChunks.of(sweep.passed),
                                    beyond=beyond)
        if sweep.size == 1 and sweep.removed and beyond.pairs and not paired:
            if PAIRS_MIN <= len(config) <= PAIRS_MAX:
                pairs = Halving.sweeping(config, 2, sliding=True, beyond=beyond,
                                         paired=sweep.parked is not None)
                return replace(pairs, sweep=replace(pairs.sweep, parked=sweep.parked))
            if sweep.parked is not None:  # too many units for pairs: the cycle goes on
                return replace(self, sweep=sweep.cycle())
        return None

    def advance(self, outcome: Outcome) -> Schedule:
        sweep = self.sweep
        cursor = sweep.cursor
        assert cursor is not None, "advance a state that next() returned"
        if outcome is not Outcome.FAIL:
            going = sweep.keeping(self.config, cursor)
            if cursor.size == 1 and not sweep.sliding:  # a unit that passed ends the run
                unit = self.config[cursor.chunk()[0]]
                going = replace(going, unresolved=(unit, sweep.unresolved)
                                if outcome is Outcome.UNRESOLVED else None)
            if sweep.sliding and self.paired and outcome is Outcome.PASS:
                going = replace(going, stayed=sweep.stayed + 1)
                if going.stayed >= PAIRS_PATIENCE:
                    going = replace(going, cursor=None)
            return replace(self, sweep=going, previous=Decision.KEPT, candidate=())
        kept = self.candidate
        return replace(self, config=kept, sweep=sweep.removing(kept, cursor),
                       previous=Decision.REMOVED, candidate=())


def _next_size(size: int, removed: bool, tried: int, length: int) -> int | None:
    """The chunk size of the sweep after one of `size`, or None: the sweeps are done."""
    # The size-1 sweep ends only after a full cycle without a removal: 1-minimal.
    if length < 2 or size == 1:
        return None
    # A sweep of many small chunks that removed none found the input dense: each
    # finer size would cost about as many tests again for little, so go straight to
    # single units. (Not from large chunks: a few needed units spread evenly through
    # a large input look the same at a coarse size.)
    dense = not removed and tried >= DENSE_AFTER and size <= DENSE_SIZE
    return min(1 if dense else max(size // 2, 1), below(length))


# A sweep that removed none of at least DENSE_AFTER chunks of at most DENSE_SIZE
# units calls the input dense.
DENSE_AFTER = 4
DENSE_SIZE = 32


def below(length: int) -> int:
    """The largest power of two below `length` (1 for lengths up to 2)."""
    return 1 << max(length - 1, 1).bit_length() - 1
