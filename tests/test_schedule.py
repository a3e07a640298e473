"""The schedules alone, as pure state machines: no driver, no cache, no runner."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from trail.core.orders import Order, start
from trail.core.outcome import Outcome
from trail.core.schedule import (
    ALONE_MAX,
    PAIRS_MAX,
    PAIRS_MIN,
    PAIRS_PATIENCE,
    Beyond,
    Schedule,
)


def needs(*required):
    def test(candidate):
        return Outcome.FAIL if set(required) <= set(candidate) else Outcome.PASS
    return test


def drive(state: Schedule, test, known=lambda candidate: False):
    """Every candidate the schedule names, tested in turn: (result, candidates)."""
    asked = []
    while (step := state.next(known)).candidate is not None:
        asked.append(step.candidate)
        state = step.at.advance(test(step.candidate))
    return state.config, asked


def is_one_minimal(result, test) -> bool:
    return all(test(result[:i] + result[i + 1:]) is not Outcome.FAIL
               for i in range(len(result)))


def test_the_first_candidates_of_the_default_schedule():
    # 8 units: chunks of 4 from the end, then 2, then 1 (the closing cycle).
    _, asked = drive(start(8), needs(*range(8)))
    assert asked[:6] == [(0, 1, 2, 3), (4, 5, 6, 7),
                         (0, 1, 2, 3, 4, 5), (0, 1, 2, 3, 6, 7), (0, 1, 4, 5, 6, 7),
                         (2, 3, 4, 5, 6, 7)]


def test_a_dense_start_tries_single_units_only():
    # A pass that ran before: one candidate per unit, from the end, and the result
    # is 1-minimal all the same.
    result, asked = drive(start(4, dense=True), needs(*range(4)))
    assert (result, asked) == ((0, 1, 2, 3), [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)])
    result, _ = drive(start(10, dense=True), needs(2, 7))
    assert result == (2, 7)


def test_a_neighbour_left_unresolved_is_tried_again_once_its_left_one_went():
    # Unit 3 cannot go while unit 2 stays (a blank after a line break that stays:
    # malformed, UNRESOLVED); the failure needs 0 and 5. From the end: 4 goes, 3 is
    # unresolved, 2 goes, and 3 is tried again at once and goes, then 1; the cycle
    # round (0, 5) proves it. Without the second look at 3, the cycle finds it and
    # goes round again: 10 tests.
    def indented(candidate):
        if 2 in candidate and 3 not in candidate:
            return Outcome.UNRESOLVED
        return Outcome.FAIL if {0, 5} <= set(candidate) else Outcome.PASS

    result, asked = drive(start(6, dense=True), indented)
    assert result == (0, 5)
    assert asked == [(0, 1, 2, 3, 4), (0, 1, 2, 3, 5), (0, 1, 2, 5), (0, 1, 3, 5),
                     (0, 1, 5), (0, 5), (5,), (0,)]


def test_strict_tries_complements_then_chunks_alone():
    _, asked = drive(start(4, Order.STRICT), needs(*range(4)))
    assert asked[:4] == [(2, 3), (0, 1), (0, 1), (2, 3)]


@pytest.mark.parametrize("order", list(Order))
def test_one_unit_left_tries_the_empty_candidate_last(order):
    assert drive(start(1, order), needs()) == ((), [()])
    assert drive(start(1, order), needs(0)) == ((0,), [()])
    assert drive(start(0, order), needs()) == ((), [])


def test_a_state_is_a_value():
    # Advancing a state leaves it as it was, so speculation can branch from it.
    step = start(16).next(lambda candidate: False)
    before = step.at
    kept, removed = step.at.advance(Outcome.PASS), step.at.advance(Outcome.FAIL)
    assert step.at == before
    assert kept.config == tuple(range(16)) and removed.config == step.candidate
    assert kept == step.at.advance(Outcome.PASS)


@pytest.mark.parametrize("order", list(Order))
def test_known_candidates_are_stepped_over_and_counted(order):
    # What a cache knows is never named, and each one skipped is counted once.
    first = start(8, order).next(lambda candidate: False).candidate
    step = start(8, order).next(lambda candidate: candidate == first)
    assert step.candidate != first and step.skipped == 1


def pairs_only(candidate):
    # Needs units 0, 1 and 6 to 11, and units 3 and 4 together or neither: only a
    # pair can take 3 and 4, and it straddles the boundary of every aligned chunk of two.
    has = set(candidate)
    return Outcome.FAIL if {0, 1, *range(6, 12)} <= has and (3 in has) == (4 in has) \
        else Outcome.PASS


def test_pairs_go_where_single_units_cannot():
    result, asked = drive(start(12), pairs_only)
    assert (result, len(asked)) == ((0, 1, 3, 4, *range(6, 12)), 30)
    result, asked = drive(start(12, beyond=Beyond(pairs=True)), pairs_only)
    # The size-1 sweep goes once from the end to the front (it removes 5 and 2: 22
    # tests in all), not round; adjacent pairs of the 10 left, from the end: (3, 4)
    # goes, (0, 1) does not; then the size-1 cycle round the 8 left, and none goes:
    # 38 tests. (46 when the cycle round the 10 came before the pairs, and again after.)
    kept = (0, 1, 3, 4, *range(6, 12))
    pairs = [(kept[i], kept[i + 1]) for i in (8, 7, 6, 5, 4, 3, 2)]
    assert asked[22:29] == [tuple(u for u in kept if u not in pair) for pair in pairs]
    assert asked[29] == tuple(range(6, 12))
    assert asked[30:] == [tuple(u for u in result if u != drop)
                          for drop in (11, 10, 9, 8, 7, 6, 1, 0)]
    assert result == (0, 1, *range(6, 12)) and is_one_minimal(result, pairs_only)


@pytest.mark.parametrize("skipped", [False, True])
def test_pairs_before_one_minimality_end_once_enough_stayed(skipped):
    # 30 units, all needed but the first: the size-1 sweep removes it last, at the
    # front (30 tests), so none of the 29 left was tried without it. The pairs come
    # first and end once PAIRS_PATIENCE of the 28 stayed; then the cycle round the 29.
    # A candidate the format skips (UNRESOLVED: no oracle run) does not count: where
    # every pair is skipped, all 28 are tried.
    n = 30

    def all_but_the_first(candidate):
        if set(range(1, n)) <= set(candidate):
            return Outcome.FAIL
        return Outcome.UNRESOLVED if skipped and len(candidate) == n - 3 else Outcome.PASS

    result, asked = drive(start(n, dense=True, beyond=Beyond(pairs=True)), all_but_the_first)
    pairs = n - 2 if skipped else PAIRS_PATIENCE
    assert result == tuple(range(1, n)) and len(asked) == n + pairs + n - 1
    assert all(len(candidate) == n - 3 for candidate in asked[n:n + pairs])
    assert asked[n + pairs:] == [tuple(u for u in result if u != drop)
                                 for drop in reversed(result)]


def test_pairs_follow_only_a_size_1_sweep_that_removed_a_unit():
    # Dense at single units (every unit needed alone): no pair is tried.
    required = needs(*range(8))
    assert drive(start(8, beyond=Beyond(pairs=True)), required) == drive(start(8), required)


def around(candidate):
    # lithium's "around": an `o` with equal units on either side of it.
    text = "".join("xxxoxxx"[i] for i in candidate)
    before, o, after = text.partition("o")
    return Outcome.FAIL if o and before == after else Outcome.PASS


def test_a_unit_alone_goes_where_every_complement_passes():
    result, asked = drive(start(7), around)
    assert (result, len(asked)) == (tuple(range(7)), 13)
    # Each unit alone, from the last: the fourth is `o`, then the empty candidate.
    result, asked = drive(start(7, beyond=Beyond(alone=True)), around)
    assert asked[13:] == [(6,), (5,), (4,), (3,), ()]
    assert result == (3,)


def all_but_the_last_of(n):
    def test(candidate):
        return Outcome.FAIL if set(range(n - 1)) <= set(candidate) else Outcome.PASS
    return test


def test_beyond_stays_within_its_sizes():
    # Past ALONE_MAX units no unit is tried alone; past PAIRS_MAX or under PAIRS_MIN
    # no pair.
    both = Beyond(pairs=True, alone=True)
    n = ALONE_MAX + 1
    assert drive(start(n, beyond=both), needs(*range(n))) == drive(start(n), needs(*range(n)))
    # The size-1 sweep removes the last unit, and n - 1 are left.
    pairs = Beyond(pairs=True)
    for n in (PAIRS_MAX + 2, PAIRS_MIN):
        assert drive(start(n, dense=True, beyond=pairs), all_but_the_last_of(n)) == \
            drive(start(n, dense=True), all_but_the_last_of(n))
    # With PAIRS_MIN left, the PAIRS_MIN - 1 pairs follow.
    n = PAIRS_MIN + 1
    assert len(drive(start(n, dense=True, beyond=pairs), all_but_the_last_of(n))[1]) == \
        len(drive(start(n, dense=True), all_but_the_last_of(n))[1]) + PAIRS_MIN - 1


units_and_required = st.integers(min_value=0, max_value=60).flatmap(
    lambda n: st.tuples(st.just(n), st.sets(st.integers(0, max(n - 1, 0)),
                                            max_size=6 if n else 0))
)


beyonds = st.builds(Beyond, st.booleans(), st.booleans())
ONE_MINIMAL_ORDERS = [order for order in Order if order.one_minimal]


@settings(max_examples=150, deadline=None)
@given(units_and_required, st.sampled_from(Order), beyonds)
def test_a_monotone_failure_reduces_to_exactly_what_it_needs(case, order, beyond):
    n, required = case
    test = needs(*required)
    result, asked = drive(start(n, order, beyond=beyond), test)
    assert result == tuple(sorted(required))
    assert test(result) is Outcome.FAIL
    assert is_one_minimal(result, test)
    assert all(len(candidate) < n for candidate in asked)


def hashed_oracle(units: list[int], seed: int):
    """Non-monotone: FAIL iff a hash of the content says so, and for the whole input;
    UNRESOLVED (malformed, another crash) where it says so."""
    full = tuple(units)

    def test(config):
        content = tuple(units[i] for i in config)
        verdict = hash((content, seed)) % 4
        return Outcome.FAIL if content == full or verdict == 0 else \
            Outcome.UNRESOLVED if verdict == 1 else Outcome.PASS
    return test


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=40), st.integers(0, 2 ** 16),
       st.sampled_from(ONE_MINIMAL_ORDERS), beyonds)
def test_any_failure_reduces_to_a_failing_one_minimal_result(units, seed, order, beyond):
    test = hashed_oracle(units, seed)

    result, _ = drive(start(len(units), order, beyond=beyond), test)
    assert test(result) is Outcome.FAIL
    assert is_one_minimal(result, test)



@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=40), st.integers(0, 2 ** 16),
       st.sampled_from(Order), beyonds)
def test_past_one_minimal_only_where_the_configuration_is(units, seed, order, beyond):
    # reduce ends a run where the state says only Beyond's tries are left, and still
    # calls its result 1-minimal: whatever the oracle, it must be.
    test = hashed_oracle(units, seed)

    state = start(len(units), order, beyond=beyond)
    while (step := state.next(lambda candidate: False)).candidate is not None:
        if step.at.past_one_minimal:
            assert is_one_minimal(step.at.config, test)
        state = step.at.advance(test(step.candidate))


def test_the_pairs_and_the_units_alone_are_past_one_minimal():
    # 20 units, all needed but the last: the size-1 sweep removes it first, goes
    # round the 19 left (19 tests), and the 18 pairs of the 19 follow; then nothing:
    # 19 units are more than ALONE_MAX.
    n = 20

    def all_but_the_last(candidate):
        return Outcome.FAIL if set(range(n - 1)) <= set(candidate) else Outcome.PASS

    state, past = start(n, dense=True, beyond=Beyond(pairs=True, alone=True)), []
    while (step := state.next(lambda candidate: False)).candidate is not None:
        past.append(step.at.past_one_minimal)
        state = step.at.advance(all_but_the_last(step.candidate))
    assert past == [False] * n + [True] * (n - 2)
