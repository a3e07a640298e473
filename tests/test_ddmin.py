"""ddmin as the specification: the paper's example, exact call counts, properties."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from trail import DDStats, Outcome, ReductionStopped, ddmin
from trail.core.ddmin import DDRun, run_serially
from trail.core.reduce import reduce
from trail.core.schedule import split
from trail.formats.text import LINES
from trail.parallel.pool import ParallelRunner


def needs(*required):
    """A monotone test: FAIL iff every required unit is present."""
    def test(candidate):
        present = set(candidate)
        return Outcome.FAIL if all(r in present for r in required) else Outcome.PASS
    return test


def is_one_minimal(result, test) -> bool:
    return all(
        test(result[:i] + result[i + 1:]) is not Outcome.FAIL for i in range(len(result))
    )


def test_doctest_example():
    assert ddmin(list(range(10)), needs(3, 7)) == [3, 7]


def test_a_bool_test_means_still_fails():
    # True: the failure still happens (FAIL); False: it does not (PASS).
    assert ddmin(list(range(10)), lambda c: 3 in c and 7 in c) == [3, 7]


@pytest.mark.parametrize("answer", [1, None, "FAIL"])
def test_a_test_that_returns_neither_outcome_nor_bool_is_refused(answer):
    # Taken for PASS, it would silently keep the whole input.
    with pytest.raises(TypeError, match=re.escape(f"returned {answer!r}")):
        ddmin(list(range(10)), lambda c: answer)


def test_reduce_takes_a_bool_test_too():
    text = b"".join(b"line %d\n" % i for i in range(20))
    assert reduce(text, [LINES], lambda data: b"line 7\n" in data).data == b"line 7\n"
    with pytest.raises(TypeError, match="returned 0 "):
        reduce(text, [LINES], lambda data: 0)


def test_split_nests_when_n_doubles():
    config = list(range(37))
    for n in (2, 4, 8, 16):
        coarse = {b for _, b in split(config, n)}
        fine = {b for _, b in split(config, 2 * n)}
        assert coarse <= fine


@pytest.mark.parametrize("strict", [False, True])
def test_mozilla_select_example(strict):
    # Zeller & Hildebrandt: printing crashes on any <SELECT ...> tag; the 1-minimal
    # input is exactly "<SELECT>".
    page = ("<td align=left valign=top>\n<SELECT NAME=\"op sys\" MULTIPLE SIZE=7>\n"
            "<OPTION VALUE=\"All\">All<OPTION VALUE=\"Windows 3.1\">Windows 3.1\n") * 3
    chars = list(page)

    def crashes(candidate):
        return Outcome.FAIL if re.search("<SELECT[^>]*>", "".join(candidate)) else Outcome.PASS

    assert "".join(ddmin(chars, crashes, strict=strict)) == "<SELECT>"


def test_call_counts_are_pinned():
    # Regressions in the schedule show up here first; update only with a reason.
    stats = DDStats()
    assert ddmin(list(range(1000)), needs(3, 7), stats=stats) == [3, 7]
    # No cache hits: the closing size-1 cycle is not swept again once it removed none.
    assert (stats.tests, stats.cache_hits) == (17, 0)
    strict = DDStats()
    assert ddmin(list(range(1000)), needs(3, 7), strict=True, stats=strict) == [3, 7]
    assert (strict.tests, strict.cache_hits) == (31, 11)


@pytest.mark.parametrize(
    "length, required, tests, strict_tests",
    [
        # Sparse and large: halving finds each needed unit in about 1.5 tests a
        # level, the other half of a needed chunk being known to pass once its
        # sibling went.
        (20000, (6200, 15600), 43, 67),
        # Needed units spread evenly: no coarse sweep removes a chunk, and that must
        # not be taken for density while the chunks are large.
        (100000, tuple(range(6250, 100000, 12500)), 191, 793),
        # Dense: once a sweep of small chunks removes none, single units come next,
        # then the closing cycle.
        (82, tuple(range(82)), 92, 322),
        (131, tuple(range(130)), 139, 646),
    ],
)
def test_schedule_costs_on_sparse_and_dense_inputs(length, required, tests, strict_tests):
    for strict, expected in ((False, tests), (True, strict_tests)):
        stats = DDStats()
        assert ddmin(list(range(length)), needs(*required), strict=strict,
                     stats=stats) == list(required)
        assert stats.tests == expected


def test_without_a_cache_the_closing_cycle_is_not_repeated():
    # The size-1 sweep stops after a full cycle without a removal; sweeping again
    # would re-test every unit (cached, free; uncached, another cycle).
    cached, uncached = DDStats(), DDStats()
    assert ddmin(list(range(16)), needs(3, 9), stats=cached) == [3, 9]
    assert ddmin(list(range(16)), needs(3, 9), cache=False, stats=uncached) == [3, 9]
    assert cached.tests == uncached.tests == 13


def test_default_schedule_spends_fewer_tests_than_strict():
    totals = {False: 0, True: 0}
    for required in [(5,), (3, 7), (1, 200, 399), tuple(range(0, 400, 50))]:
        for strict in totals:
            stats = DDStats()
            assert ddmin(list(range(400)), needs(*required), strict=strict,
                         stats=stats) == list(required)
            totals[strict] += stats.tests
    assert totals[False] < totals[True]


def test_unresolved_counts_as_pass():
    def test(candidate):
        if 9 not in candidate:
            return Outcome.UNRESOLVED  # e.g. crashes for another reason
        return Outcome.FAIL if 2 in candidate else Outcome.PASS

    assert ddmin(list(range(12)), test) == [2, 9]


def test_stop_carries_the_partial_result():
    calls = itertools.count()

    def test(candidate):
        if next(calls) == 5:
            raise ReductionStopped("max-tests")
        return needs(3, 7)(candidate)

    with pytest.raises(ReductionStopped) as stopped:
        ddmin(list(range(100)), test)
    partial = stopped.value.result
    assert stopped.value.reason == "max-tests"
    assert 3 in partial and 7 in partial and len(partial) < 100


def test_on_reduced_sees_every_adopted_input():
    seen = []
    result = ddmin(list(range(64)), needs(10), on_reduced=seen.append)
    assert seen[-1] == result == [10]
    assert all(len(a) > len(b) for a, b in zip(seen, seen[1:], strict=False))


@pytest.mark.parametrize("strict", [False, True])
def test_a_parallel_runner_gives_the_serial_result(strict):
    units = list(range(300))
    test = needs(4, 150, 151, 299)
    serial = ddmin(units, test, strict=strict)
    runner = ParallelRunner(3)
    try:
        assert ddmin(units, test, strict=strict, runner=runner) == serial
    finally:
        runner.close()


units_and_required = st.integers(min_value=1, max_value=60).flatmap(
    lambda n: st.tuples(st.just(list(range(n))),
                        st.sets(st.integers(0, n - 1), min_size=1, max_size=6))
)


@settings(max_examples=150, deadline=None)
@given(units_and_required, st.booleans())
def test_result_fails_and_is_one_minimal(case, strict):
    units, required = case
    test = needs(*required)
    result = ddmin(units, test, strict=strict)
    assert test(result) is Outcome.FAIL
    assert is_one_minimal(result, test)
    assert result == sorted(required)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=2, max_size=40), st.integers(0, 2 ** 16))
def test_non_monotone_result_is_still_one_minimal(units, seed):
    # An arbitrary (non-monotone) predicate: FAIL iff a hash of the content says so,
    # and always for the full input. ddmin must still return a failing, 1-minimal list.
    full = tuple(units)

    def test(candidate):
        c = tuple(candidate)
        return Outcome.FAIL if c == full or hash((c, seed)) % 3 == 0 else Outcome.PASS

    result = ddmin(units, test)
    assert test(result) is Outcome.FAIL
    assert is_one_minimal(result, test)


@settings(max_examples=100, deadline=None)
@given(units_and_required, st.booleans())
def test_never_retests_the_same_configuration(case, strict):
    units, required = case
    seen = set()

    def test(candidate):
        key = tuple(candidate)
        assert key not in seen, "ddmin re-tested a cached candidate"
        seen.add(key)
        return needs(*required)(candidate)

    ddmin(units, test, strict=strict)


def test_a_paused_run_resumes_with_the_decisions_of_an_unpaused_one():
    units = list(range(40))

    def asked_by(run_it):
        asked = []

        def test(candidate):
            asked.append(tuple(candidate))
            return 5 in candidate and 33 in candidate
        return run_it(DDRun(units, test)), asked

    whole = asked_by(lambda run: run.drive_until(run_serially, DDStats()))
    stats = DDStats()

    def paused(run):
        kept, state = run.drive_until(run_serially, stats, pause=lambda at: stats.tests == 7)
        assert state is not None and len(kept) < len(units)
        return run.drive_until(run_serially, stats, state=state)

    assert asked_by(paused) == whole
    assert whole[0] == ([5, 33], None)
