"""Speculation: ddmin's guesses of what comes next, and the runner that tests them."""

from __future__ import annotations

import threading

from trail import DDStats, Outcome, ddmin
from trail.parallel import ParallelRunner


def needs(*required):
    def test(candidate):
        present = set(candidate)
        return Outcome.FAIL if all(r in present for r in required) else Outcome.PASS
    return test


def guesses(units, test):
    """ddmin's result, its asks, and how many asks the ask before had not named."""
    state = {"named": set(), "asks": 0, "unnamed": 0}

    def runner(key, thunk, ahead):
        state["asks"] += 1
        state["unnamed"] += key not in state["named"]
        state["named"] = {k for k, _ in ahead(1)}
        return thunk()

    return ddmin(units, test, runner=runner), state["asks"], state["unnamed"]


def test_on_a_dense_input_every_ask_but_the_first_was_guessed():
    # All outcomes PASS; guesses go on across sweeps (sizes 8, 4, 2, then 1).
    assert guesses(list(range(16)), needs(*range(16))) == (list(range(16)), 22, 1)


def test_guesses_on_a_binary_search_are_right_about_half_the_time():
    # Exact figures: a change in the guessing shows here first.
    assert guesses(list(range(64)), needs(5, 40)) == ([5, 40], 18, 11)
    assert guesses(list(range(1000)), needs(3, 500, 501, 900))[1:] == (41, 19)


def test_a_parallel_run_tests_each_candidate_once_and_counts_the_wasted():
    ran, lock = [], threading.Lock()

    def test(candidate):
        with lock:
            ran.append(tuple(candidate))
        return needs(3, 17, 40)(candidate)

    stats, runner = DDStats(), ParallelRunner(2)
    try:
        assert ddmin(list(range(64)), test, runner=runner, stats=stats) == [3, 17, 40]
    finally:
        runner.close()
    assert len(ran) == len(set(ran))  # a guess that came true was not run again
    assert len(ran) == stats.tests + runner.wasted
    assert 0 < runner.wasted < stats.tests

