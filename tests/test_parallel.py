"""Speculation: ddmin's guesses of what comes next, and the runner that tests them."""

from __future__ import annotations

import threading
import time

from hypothesis import given, settings
from hypothesis import strategies as st
from trail import DDStats, Outcome, ddmin
from trail.core.ddmin import DDRun
from trail.core.reduce import reduce
from trail.formats.text import CHARS, LINES, TOKENS
from trail.parallel.pool import ParallelRunner, Repeater
from trail.parallel.speculation import Guess, Speculation


def needs(*required):
    def test(candidate):
        present = set(candidate)
        return Outcome.FAIL if all(r in present for r in required) else Outcome.PASS
    return test


class Recorder:
    """A serial runner that notes each ask and whether the ask before named it."""

    def __init__(self) -> None:
        self.asks: list[tuple[object, bool]] = []
        self.named: set = set()
        self.speculation = Speculation()

    def __call__(self, ask):
        self.asks.append((ask.key, ask.key in self.named))
        self.named = {guess.key for guess in self.speculation.ahead(ask, 1)}
        outcome = ask.test()
        self.speculation.record(ask, outcome)
        return outcome

    @property
    def unnamed(self) -> int:
        return sum(not named for _, named in self.asks)


def guesses(units, test):
    """ddmin's result, its asks, and how many asks the ask before had not named."""
    runner = Recorder()
    result = ddmin(units, test, runner=runner)
    return result, len(runner.asks), runner.unnamed


def test_on_a_dense_input_every_ask_but_the_first_was_guessed():
    # All outcomes PASS; guesses go on across sweeps (sizes 8, 4, 2, then 1).
    assert guesses(list(range(16)), needs(*range(16))) == (list(range(16)), 22, 1)


def test_guesses_on_a_binary_search_are_right_about_half_the_time():
    # Exact figures: a change in the guessing shows here first.
    assert guesses(list(range(64)), needs(5, 40)) == ([5, 40], 18, 11)
    assert guesses(list(range(1000)), needs(3, 500, 501, 900))[1:] == (41, 19)


# What a test takes in the runs that count wasted guesses: one that ends before its
# guesses start leaves none wrong to run (they give their worker up, see pool._Test).
TAKES = 0.01


def test_a_parallel_run_tests_each_candidate_once_and_counts_the_wasted():
    ran, lock = [], threading.Lock()

    def test(candidate):
        with lock:
            ran.append(tuple(candidate))
        time.sleep(TAKES)
        return needs(3, 17, 40)(candidate)

    stats, runner = DDStats(), ParallelRunner(2)
    try:
        assert ddmin(list(range(64)), test, runner=runner, stats=stats) == [3, 17, 40]
    finally:
        runner.close()
    assert len(ran) == len(set(ran))  # a guess that came true was not run again
    assert len(ran) == stats.tests + runner.wasted
    assert 0 < runner.wasted < stats.tests



def test_opening_names_a_runs_first_test():
    runner = Recorder()
    ddmin(list(range(64)), needs(5, 40), runner=runner, name="run")
    run = DDRun(list(range(64)), needs(5, 40), name="run")
    first = [guess.key for guess in Speculation().opening(run, 3)]
    assert first[0] == runner.asks[0][0]
    assert len(set(first)) == 3


LINES_40 = b"".join(b"line %d with some words\n" % i for i in range(40))


def seven_and_31(data: bytes) -> Outcome:
    return Outcome.FAIL if b"7 with" in data and b"31" in data else Outcome.PASS


def test_speculation_goes_on_into_the_next_pass():
    runner = Recorder()
    reduction = reduce(LINES_40, [LINES, TOKENS, CHARS], seven_and_31, runner=runner)
    assert reduction.data == b"7 with31"
    # A pass's first ask is named by the last ask of the one before, when the
    # guessed path was the way the pass ended (here: not the first boundary).
    passes = [key[0] for key, _ in runner.asks]
    firsts = [named for i, (_, named) in enumerate(runner.asks)
              if i and passes[i] != passes[i - 1]]
    assert [r.name for r in reduction.records] == ["lines", "tokens", "chars", "tokens"]
    assert firsts == [False, True, True]
    # (14 unnamed before the pairs of the character pass came before its cycle round
    # the input: the guesses around the pairs that follow a removal miss once more.)
    assert (len(runner.asks), runner.unnamed) == (60, 15)


def test_a_parallel_reduction_runs_only_its_asks_and_the_wasted_guesses():
    ran, lock = [], threading.Lock()

    def test(data):
        with lock:
            ran.append(data)
        time.sleep(TAKES)
        return seven_and_31(data)

    runner = ParallelRunner(2)
    try:
        reduction = reduce(LINES_40, [LINES, TOKENS, CHARS], test, runner=runner)
    finally:
        runner.close()
    assert reduction.data == b"7 with31"
    # Nothing ran twice under one key or outside an ask or a counted guess. (That
    # guesses come true across passes is test_speculation_goes_on_into_the_next_pass.
    # Equal bytes from two passes are two candidates here; trail's tester caches
    # by content.)
    assert len(ran) == sum(r.tests for r in reduction.records) + runner.wasted
    assert runner.wasted > 0


class Guessing:
    """A serial runner that also works out `jobs` guesses at every ask and runs them."""

    def __init__(self, jobs: int) -> None:
        self.jobs, self.speculation = jobs, Speculation()

    def __call__(self, ask):
        for guess in self.speculation.ahead(ask, self.jobs):
            guess.test()
        outcome = ask.test()
        self.speculation.record(ask, outcome)
        return outcome


def decided(units, test, strict, runner):
    """ddmin's result and the candidates it decided, in order."""
    asked = []

    def asking(ask):
        asked.append(ask.key[1])
        return runner(ask)
    return ddmin(units, test, strict=strict, runner=asking), asked


def hashy(units, seed):
    """A non-monotone test (guesses are often wrong), failing on the whole input."""
    def test(candidate):
        content = tuple(candidate)
        return Outcome.FAIL if content == tuple(units) or hash((content, seed)) % 3 == 0 \
            else Outcome.PASS
    return test


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=40), st.integers(0, 2 ** 16),
       st.booleans(), st.integers(1, 3))
def test_speculation_never_changes_what_ddmin_decides(units, seed, strict, jobs):
    test = hashy(units, seed)
    serial = decided(units, test, strict, lambda ask: ask.test())
    assert decided(units, test, strict, Guessing(jobs)) == serial


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=30), st.integers(0, 2 ** 16),
       st.booleans())
def test_a_parallel_runner_decides_as_the_serial_one(units, seed, strict):
    assert_decides_as_serial(units, hashy(units, seed), strict, workers=3)


def assert_decides_as_serial(units, test, strict: bool, workers: int) -> None:
    serial = decided(units, test, strict, lambda ask: ask.test())
    runner = ParallelRunner(workers)
    try:
        assert decided(units, test, strict, runner) == serial
    finally:
        runner.close()


def test_guesses_leave_a_worker_for_what_ddmin_asks_next():
    release, started = threading.Event(), []

    def blocked(name):
        def thunk():
            started.append(name)
            release.wait(10)
            return Outcome.PASS
        return thunk

    def passes():
        return Outcome.PASS

    runner = ParallelRunner(2)
    try:
        runner.run("a", passes, lambda n: [Guess("b", passes)])
        runner._started["b"].future.result(5)
        # b was guessed and is done; its guess g1 holds one worker from now on.
        runner.run("b", passes, lambda n: [Guess("g1", blocked("g1"))])
        while "g1" not in started:
            release.wait(0.01)
        # x runs on the other worker; a guess made past x failing (g2) would hold
        # that worker too once x passed, and c, guessed by no one, would wait for them.
        runner.run("x", passes, lambda n: [Guess("g2", blocked("g2"), (("x", True),))])
        release.wait(0.3)  # time for a queued g2 to start
        done = threading.Event()
        threading.Thread(target=lambda: (runner.run("c", passes, lambda n: []), done.set()),
                         daemon=True).start()
        assert done.wait(5), "the candidate asked for waited behind guesses"
        assert "g2" not in started
    finally:
        release.set()
        runner.close()


def test_a_repeater_runs_its_width_at_once():
    # Each run waits for another to meet it: one at a time would break the barrier.
    barrier = threading.Barrier(2, timeout=10)

    def run():
        barrier.wait()
        return Outcome.FAIL

    repeater = Repeater(2)
    try:
        assert repeater(run, 4) == [Outcome.FAIL] * 4
    finally:
        repeater.close()


def _wait_until(condition, seconds: float = 5) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_a_guess_waits_for_a_wrong_guess_to_end_and_runs_beside_the_ask():
    # Run times jitter: a wrong guess started with the last ask often ends just after
    # it. The next guess waits for that worker instead of not being made at all.
    w_done, x_done, order = threading.Event(), threading.Event(), []

    running = []

    def step(name, event=None):
        def thunk():
            running.append(name)
            if event is not None:
                event.wait(10)
            order.append(name)
            return Outcome.PASS
        return thunk

    runner = ParallelRunner(2)
    try:
        runner.run("a", step("a"), lambda n: [Guess("w", step("w", w_done))])
        _wait_until(lambda: "w" in running)
        # ddmin asks for x, not w: w is a wrong guess, and still runs.
        asking = threading.Thread(
            target=runner.run, args=("x", step("x", x_done), lambda n: [Guess("g", step("g"))]))
        asking.start()
        _wait_until(lambda: "g" in runner._started)
        w_done.set()  # w's worker takes g while x still runs
        _wait_until(lambda: "g" in order)
        x_done.set()
        asking.join(10)
        assert order == ["a", "w", "g", "x"]

        def again():
            raise AssertionError("a guess that came true ran again")
        assert runner.run("g", again, lambda n: []) is Outcome.PASS
    finally:
        w_done.set()
        x_done.set()
        runner.close()


def test_guesses_name_the_outcomes_their_path_assumes():
    runner = Recorder()
    ddmin(list(range(64)), needs(5, 40), runner=runner, name="run")
    run = DDRun(list(range(64)), needs(5, 40), name="run")
    first, second, third = Speculation().opening(run, 3)
    assert first.assumes == ()
    # The second and third each follow the first one way or the other.
    assert {second.assumes, third.assumes} & {((first.key, False),), ((first.key, True),)}
    assert all(guess.assumes[0] == (first.key, fails) for guess, fails in
               [(g, g.assumes[0][1]) for g in (second, third)])


def test_tries_past_one_minimality_are_guessed_to_pass():
    # Each unit alone past 1-minimality (schedule.Beyond): under a monotone oracle
    # every one passes, so the guesses at the first are the next three in a row.
    from trail.core.schedule import Beyond

    run = DDRun(list(range(12)), needs(0, 3, 7, 11), beyond=Beyond(alone=True))
    speculation, paths = Speculation(), []

    def runner(ask):
        outcome = ask.test()
        if ask.step.at.past_one_minimal:
            paths.append([[fails for _, fails in g.assumes]
                          for g in speculation.ahead(ask, 3)])
        speculation.record(ask, outcome)
        return outcome
    assert list(run.drive(runner, DDStats())) == [0, 3, 7, 11]
    assert len(paths) == 4  # each of the four alone
    assert paths[0] == [[False], [False, False], [False, False, False]]


def test_a_guess_past_a_pending_outcome_runs_the_way_it_came_out():
    # Guesses made past x, both ways, wait for a worker while x runs: the one on the
    # way x came out runs, the other gives its worker up.
    held, x_done, ran = threading.Event(), threading.Event(), []

    def step(name, event=None):
        def thunk():
            if event is not None:
                event.wait(10)
            ran.append(name)
            return Outcome.FAIL if name == "x" else Outcome.PASS
        return thunk

    runner = ParallelRunner(3)
    try:
        # Two wrong guesses of a's hold two of the three workers.
        runner.run("a", step("a"), lambda n: [Guess("h1", step("h1", held)),
                                               Guess("h2", step("h2", held))])
        # They hold their workers once they run: asked for x before, a guess not yet
        # started is cancelled, and "kept" would find a worker free.
        _wait_until(lambda: all(runner._started[h].began is not None for h in ("h1", "h2")))
        asking = threading.Thread(target=runner.run, args=(
            "x", step("x", x_done), lambda n: [Guess("kept", step("kept"), (("x", False),)),
                                               Guess("gone", step("gone"), (("x", True),))]))
        asking.start()
        _wait_until(lambda: "gone" in runner._started)
        x_done.set()  # x fails: "gone" (x removed) is the way it came out
        asking.join(10)
        _wait_until(lambda: "gone" in ran)
        assert runner._started["kept"].dropped and "kept" not in ran
    finally:
        held.set()
        x_done.set()
        runner.close()


def jittery(units, seed):
    """`hashy`, taking a few milliseconds of its own, so that the workers drift apart."""
    test = hashy(units, seed)

    def taking(candidate):
        time.sleep((hash((tuple(candidate), seed, "t")) % 5) / 1000)
        return test(candidate)
    return taking


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=24), st.integers(0, 2 ** 16))
def test_four_workers_with_drifting_run_times_decide_as_the_serial_one(units, seed):
    assert_decides_as_serial(units, jittery(units, seed), False, workers=4)


def test_a_reduction_on_four_workers_returns_the_serial_bytes():
    # The tries past 1-minimality (each line alone, then adjacent pairs of characters)
    # are guessed to pass: the result and every pass's record are the serial ones.
    def slow(data):
        time.sleep(TAKES)
        return seven_and_31(data)

    serial = reduce(LINES_40, [LINES, TOKENS, CHARS], seven_and_31)
    runner = ParallelRunner(4)
    try:
        parallel = reduce(LINES_40, [LINES, TOKENS, CHARS], slow, runner=runner)
    finally:
        runner.close()
    assert parallel.data == serial.data == b"7 with31"
    assert [r.to_dict() for r in parallel.records] == [r.to_dict() for r in serial.records]


def test_told_an_outcome_the_guesses_go_only_its_way_and_further():
    run = DDRun(list(range(64)), needs(5, 40), name="run")
    first, *_ = Speculation().opening(run, 3)
    told = Speculation().opening(run, 3, decided=lambda key: True if key == first.key else None)
    assert told[0].key == first.key
    assert [g.assumes[0] for g in told[1:]] == [(first.key, True)] * 2
    assert len(told[2].assumes) == 2  # one deeper than either way without it


def test_a_guess_that_ends_while_the_ask_runs_gives_its_worker_to_the_next():
    # g1 is answered at once (a cache): with two workers, one for x and one for a
    # guess, g2 starts on g1's worker while x still runs.
    x_done, started = threading.Event(), []

    def step(name, event=None):
        def thunk():
            started.append(name)
            if event is not None:
                event.wait(10)
            return Outcome.PASS
        return thunk

    hints = [Guess("g1", step("g1")), Guess("g2", step("g2"))]
    runner = ParallelRunner(2)
    try:
        asking = threading.Thread(target=runner.run,
                                  args=("x", step("x", x_done), lambda n: hints[:n]))
        asking.start()
        _wait_until(lambda: "g2" in started)
        assert not x_done.is_set()
    finally:
        x_done.set()
        asking.join(10)
        runner.close()
