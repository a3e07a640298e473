"""The test-order search: exact sets, suite-run counts, 1-minimality, flaky victims."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from trail.core.flaky import FlakyPolicy, expected_decisions
from trail.core.outcome import Outcome
from trail.core.rate import FailureRate
from trail.core.testorder import OrderStats, minimize_order

F, P = Outcome.FAIL, Outcome.PASS


def needs(*groups: set[int]) -> Callable[[list[int]], Outcome]:
    """The victim fails when every test of some group ran before it."""
    return lambda before: F if any(group <= set(before) for group in groups) else P


def counted(oracle: Callable[[list[int]], Outcome]):
    seen: list[tuple[int, ...]] = []

    def run(before: list[int]) -> Outcome:
        seen.append(tuple(before))
        return oracle(before)

    return run, seen


def test_one_polluter_among_499_in_a_binary_search():
    run, seen = counted(needs({0}))
    stats = OrderStats()
    assert minimize_order(list(range(499)), run, stats=stats) == [0]
    # alone, then 8 halvings of [0, 499) down to the first test, which is the polluter
    # alone: the confirmation needs no further run.
    assert seen[0] == () and seen[-1] == (0,)
    assert stats.runs == len(seen) == 9 and not stats.fallback


def test_one_polluter_anywhere_costs_at_most_eleven_runs():
    for polluter in range(499):
        stats = OrderStats()
        assert minimize_order(list(range(499)), needs({polluter}), stats=stats) == [polluter]
        assert stats.runs <= 11


def test_two_polluters_acting_together_are_found_exactly():
    rng = random.Random(3)
    for _ in range(100):
        pair = set(rng.sample(range(499), 2))
        stats = OrderStats()
        assert minimize_order(list(range(499)), needs(pair), stats=stats) == sorted(pair)
        assert stats.runs <= 22 and not stats.fallback


def test_three_polluters_keep_their_order():
    tests = [f"t{i}" for i in range(300)]
    oracle = needs({40, 41, 250})
    found = minimize_order(tests, lambda before: oracle([int(t[1:]) for t in before]))
    assert found == ["t40", "t41", "t250"]


def test_victim_failing_alone_gives_the_empty_set():
    stats = OrderStats()
    assert minimize_order(list(range(50)), lambda before: F, stats=stats) == []
    assert stats.runs == 1
    assert minimize_order([], lambda before: F) == []


def test_a_cleaner_makes_the_found_set_non_minimal_and_ddmin_finishes_it():
    # 0 pollutes unless the cleaner 1 ran; 1 and 2 together pollute too. The search
    # finds 2 (last flip), then 0 (with 2 kept), but 0 alone suffices.
    def oracle(before: list[int]) -> Outcome:
        s = set(before)
        return F if (0 in s and 1 not in s) or {1, 2} <= s else P

    stats = OrderStats()
    assert minimize_order([0, 1, 2, 3], oracle, stats=stats) == [0]
    assert stats.fallback


def test_each_candidate_is_run_once():
    run, seen = counted(needs({3, 90}))
    minimize_order(list(range(128)), run)
    assert len(seen) == len(set(seen))


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 60), st.integers(0, 2**32 - 1))
def test_any_deterministic_victim_gives_a_failing_1_minimal_ordered_set(size, seed):
    # An arbitrary (non-monotone) rule: a hash of the set decides, the full order fails.
    def oracle(before: list[int]) -> Outcome:
        if len(before) == size:
            return F
        return F if random.Random(hash((seed, tuple(before)))).random() < 0.3 else P

    found = minimize_order(list(range(size)), oracle)
    assert found == sorted(found)
    assert oracle(found) is F
    assert all(oracle([t for t in found if t != drop]) is P for drop in found)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sets(st.integers(0, 99), min_size=1, max_size=3), min_size=1, max_size=3))
def test_polluter_groups_give_exactly_one_of_the_groups(groups):
    found = minimize_order(list(range(100)), needs(*groups))
    minimal = [g for g in groups if not any(o < g for o in groups)]
    assert set(found) in minimal


def test_flaky_victim_through_the_policy_still_gives_the_exact_pair():
    rng = random.Random(11)
    found_exactly = 0
    full = list(range(200))
    for _ in range(20):
        pair = set(rng.sample(range(200), 2))

        def oracle(before: list[int], pair=pair) -> Outcome:
            return F if pair <= set(before) and rng.random() < 0.3 else P

        policy = FlakyPolicy.estimate(lambda: oracle(full), decisions=expected_decisions(200),
                                      observed=FailureRate(1, 1))
        found_exactly += minimize_order(full, oracle, decide=policy.decide) == sorted(pair)
    assert found_exactly == 20
