"""ProbDD and CDD, the reference schedules, against the papers' rules worked by hand.

Each sequence below was derived step by step from the rules the papers state
(trail.core.probabilistic's docstring), not read back from the code: the sizes, the
probabilities after each PASS, and the order of the units.
"""

from __future__ import annotations

import math
import re

import pytest
from trail.api import minimize
from trail.core.orders import Order, start
from trail.core.outcome import Outcome
from trail.core.probabilistic import CDD, GROWTH, PRIOR, ProbDD, best_size
from trail.core.reduce import reduce
from trail.formats.text import TextFormat


def needs(*required):
    def test(candidate):
        return Outcome.FAIL if set(required) <= set(candidate) else Outcome.PASS
    return test


def drive(state, test):
    asked = []
    while (step := state.next(lambda candidate: False)).candidate is not None:
        outcome = test(step.candidate)
        asked.append((tuple(step.candidate), outcome.name))
        state = step.at.advance(outcome)
    return tuple(state.config), asked


def test_the_expected_gain_picks_the_largest_best_size():
    # s * (1 - p)^s: at p = 0.1, 9 and 10 gain alike (3.487) and the larger goes; the
    # CDD paper's approximation -1 / ln(1 - p) = 9.49 lies between.
    assert best_size(0.1) == 10
    assert 9 < -1 / math.log(1 - 0.1) < 10
    assert [best_size(p) for p in (0.5, 0.6, 1.0)] == [2, 1, 1]


def test_cdd_rounds_shrink_as_the_counter_grows():
    # p_r = 0.1 * 1.582^r: 0.1, 0.158, 0.250, 0.396, 0.626 -> sizes 10, 6, 3, 2, 1.
    assert GROWTH == pytest.approx(1.582, abs=1e-3)
    assert [CDD((), r=r).size for r in range(6)] == [10, 6, 3, 2, 1, 1]


def test_probdd_after_a_pass_raises_the_tried_units_by_bayes():
    # The first set is the 10 least likely units (the input's order on ties); its
    # PASS raises each to 0.1 / (1 - 0.9^10) = 0.1535, about PRIOR * GROWTH, the
    # growth CDD's counter stands for.
    step = start(12, Order.PROBDD).next(lambda candidate: False)
    assert tuple(step.candidate) == (10, 11)
    after = step.at.advance(Outcome.PASS)
    assert isinstance(after, ProbDD)
    assert after.groups == ((PRIOR, (10, 11)), (pytest.approx(0.1 / (1 - 0.9 ** 10)),
                                                tuple(range(10))))
    assert 0.1535 < after.groups[1][0] < PRIOR * GROWTH


def test_probdd_on_two_needed_units_of_twelve():
    # Worked by hand: each removal is the prefix of least likely units with the best
    # expected gain; a unit tried alone reaches p = 1; it ends when all left have 1.
    result, asked = drive(start(12, Order.PROBDD), needs(2, 9))
    assert result == (2, 9)
    assert asked == [
        ((10, 11), "PASS"),                # 0..9 at p 0.1 (size 10)
        ((4, 5, 6, 7, 8, 9), "PASS"),      # 10, 11 at 0.1 and 0..3 at 0.154
        ((0, 1, 2, 3, 10, 11), "PASS"),    # 4..9 at 0.154
        ((0, 1, 2, 3, 6, 7, 8, 9), "FAIL"),  # 10, 11 at 0.171 and 4, 5 at 0.243
        ((0, 1, 2, 3), "PASS"),            # 6..9 at 0.243
        ((3, 6, 7, 8, 9), "PASS"),         # 0, 1, 2 at 0.263
        ((0, 1, 2, 7, 8, 9), "FAIL"),      # 3 at 0.263 and 6 at 0.362
        ((0, 1, 2, 9), "FAIL"),            # 7, 8 at 0.362
        ((1, 2), "PASS"),                  # 9 at 0.362 and 0 at 0.438
        ((0, 9), "PASS"),                  # 1, 2 at 0.438
        ((0, 1, 2), "PASS"),               # 9 alone: p = 1
        ((0, 2, 9), "FAIL"),               # 1 alone
        ((0, 9), "PASS"),                  # 2 alone: p = 1
        ((2, 9), "FAIL"),                  # 0 alone; then every unit left has p = 1
    ]


def test_cdd_on_two_needed_units_of_twelve():
    # Rounds of sizes 10, 6, 3, 2, 1 over the chunks in order; a removed chunk leaves
    # the next one where it was; a chunk that is the whole input is not asked.
    result, asked = drive(start(12, Order.CDD), needs(2, 9))
    assert result == (2, 9)
    assert asked == [
        ((10, 11), "PASS"), ((tuple(range(10))), "FAIL"),               # size 10
        ((6, 7, 8, 9), "PASS"), ((0, 1, 2, 3, 4, 5), "PASS"),           # size 6
        ((3, 4, 5, 6, 7, 8, 9), "PASS"), ((0, 1, 2, 6, 7, 8, 9), "FAIL"),  # size 3
        ((0, 1, 2, 9), "FAIL"), ((0, 1, 2), "PASS"),
        ((2, 9), "FAIL"),                                                # size 2
        ((9,), "PASS"), ((2,), "PASS"),                                  # size 1, the last
    ]


@pytest.mark.parametrize("order, result", [(Order.PROBDD, (1, 3)), (Order.CDD, (0, 1, 3))])
def test_not_one_minimal_as_the_papers_say(order, result):
    # A unit whose removal passed is not tried again once the input is smaller, and
    # where the oracle is not monotone, it may go then: {1} fails, {0, 1} does not.
    fails = [{1}, {1, 3}, {0, 1, 3}, {0, 1, 2, 3}]

    def test(candidate):
        return Outcome.FAIL if set(candidate) in fails else Outcome.PASS
    assert drive(start(4, order), test)[0] == result
    assert test(result[1:]) is Outcome.FAIL or test(result[:-1]) is Outcome.FAIL
    # trail's schedules go on to a 1-minimal result on the same oracle.
    assert drive(start(4, Order.HALVING), test)[0] == (1,)


def test_a_reduction_that_follows_them_claims_no_guarantee():
    data = b"a\nb\nc\nd\n"
    passes = TextFormat().passes(data)
    fails = lambda candidate: b"c" in candidate  # noqa: E731
    assert reduce(data, passes, fails).guarantees.finest is not None
    for order in (Order.PROBDD, Order.CDD):
        reduction = reduce(data, passes, fails, order=order)
        assert reduction.data == b"c"
        assert reduction.guarantees.finest is None


@pytest.mark.parametrize("schedule", [o.value for o in Order])
def test_every_schedule_is_one_parameter_of_minimize(schedule):
    # Zeller and Hildebrandt's Mozilla example: printing crashes on any <SELECT ...>
    # tag; every schedule ends at "<SELECT>".
    page = b'<td align=left valign=top>\n<SELECT NAME="op sys" MULTIPLE SIZE=7>\n'

    def crashes(candidate: bytes) -> bool:
        return re.search(rb"<SELECT[^>]*>", candidate) is not None
    assert minimize(page, crashes, granularity="chars",
                    schedule=schedule).data == b"<SELECT>"


def test_an_unknown_schedule_is_named():
    with pytest.raises(ValueError, match="unknown schedule 'probd': use one of default, "
                                         "halving, strict, probdd, cdd"):
        minimize(b"x", lambda c: True, schedule="probd")
