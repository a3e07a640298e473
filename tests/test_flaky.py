"""FlakyPolicy: exact run counts for scripted oracles."""

from __future__ import annotations

import random
import threading

import pytest
from trail.core.flaky import FlakyPolicy, FlakySettings, expected_decisions
from trail.core.outcome import Outcome
from trail.core.rate import FailureRate
from trail.core.stats import runs_to_catch, wilson_interval

F, P, U = Outcome.FAIL, Outcome.PASS, Outcome.UNRESOLVED


class Script:
    """A run function that plays back outcomes and counts its calls."""

    def __init__(self, *outcomes: Outcome) -> None:
        self.outcomes = list(outcomes)
        self.calls = 0

    def __call__(self) -> Outcome:
        self.calls += 1
        return self.outcomes.pop(0)


def flaky_policy(failures: int = 30, runs: int = 100, decisions: int = 100) -> FlakyPolicy:
    return FlakyPolicy(FailureRate(failures, runs), decisions)


def test_r_follows_the_documented_rule():
    policy = flaky_policy(30, 100, decisions=100)
    low = wilson_interval(30, 100)[0]
    assert policy.runs_to_pass() == runs_to_catch(low, 0.05 / 100) == 31


def test_deterministic_looking_evidence_needs_one_run():
    assert FlakyPolicy(FailureRate(6, 6), 100).runs_to_pass() == 1


def test_fail_at_the_first_matching_failure():
    policy, run = flaky_policy(), Script(P, P, F, P)
    assert policy.decide("c", run) is F
    assert run.calls == 3 and policy.runs == 3


def test_pass_only_after_r_runs_without_failure():
    policy = flaky_policy()
    r = policy.runs_to_pass()
    run = Script(*[P] * r, F)
    assert policy.decide("c", run) is P
    assert run.calls == r


def test_unresolved_only_runs_give_unresolved():
    policy = FlakyPolicy(FailureRate(9, 10), 10)
    r = policy.runs_to_pass()
    assert r > 1
    assert policy.decide("u", Script(*[U] * r)) is U
    assert policy.decide("p", Script(*[U] * (r - 1), P)) is P


def test_evidence_is_kept_per_key():
    policy = flaky_policy()
    r = policy.runs_to_pass()
    first = Script(*[P] * r)
    assert policy.decide("a", first) is P
    again = Script()
    assert policy.decide("a", again) is P and again.calls == 0
    failing = Script(P, F)
    assert policy.decide("b", failing) is F
    assert policy.decide("b", Script()) is F          # FAIL is proof, kept for good
    assert policy.runs == r + 2


def test_rechecks_that_pass_raise_r_and_only_missing_runs_are_made():
    policy = FlakyPolicy(FailureRate(6, 6), 100)
    assert policy.decide("a", Script(P)) is P          # one run while deterministic
    assert policy.recheck("best", Script(P, F)) is True    # the best passed once: p < 1
    assert policy.rate == FailureRate(7, 8)
    r = policy.runs_to_pass()
    assert r == runs_to_catch(wilson_interval(7, 8)[0], 0.05 / 100) == 11
    more = Script(*[P] * (r - 1))
    assert policy.decide("a", more) is P
    assert more.calls == r - 1                             # the first run still counts


def test_recheck_that_never_fails_demotes_the_key():
    policy = flaky_policy()
    assert policy.decide("best", Script(F)) is F
    run = Script(*[P] * 100)
    assert policy.recheck("best", run) is False
    # r is taken again after the first pass (30 of 101), then held.
    assert run.calls == runs_to_catch(wilson_interval(30, 101)[0], 0.05 / 100) == 32
    assert policy.decide("best", Script()) is P


def test_estimate_stops_after_straight_failures():
    run = Script(*[F] * 20)
    policy = FlakyPolicy.estimate(run, decisions=50, observed=FailureRate(1, 1))
    assert run.calls == 5                                 # 6 with the observed one
    assert policy.runs == 5 and policy.runs_to_pass() == 1
    assert policy.original == FailureRate(6, 6)


def test_estimate_of_a_flaky_oracle_is_tight_or_capped():
    rng = random.Random(7)
    policy = FlakyPolicy.estimate(lambda: F if rng.random() < 0.3 else P, decisions=50)
    rate = policy.original
    assert 10 <= rate.runs <= 100
    low, high = rate.interval()
    assert low < 0.3 < high


def test_estimate_stops_at_the_cap_when_the_interval_stays_wide():
    settings = FlakySettings(estimate_max_runs=40)
    run = Script(*([F] + [P] * 19) * 2)
    policy = FlakyPolicy.estimate(run, decisions=50, settings=settings)
    assert run.calls == 40 and policy.original == FailureRate(2, 40)


def test_estimate_rejects_an_original_that_never_fails():
    settings = FlakySettings(estimate_max_runs=12)
    with pytest.raises(ValueError) as error:
        FlakyPolicy.estimate(Script(*[P] * 12), decisions=10, settings=settings)
    assert str(error.value) == "the original input did not fail in 12 runs"


def test_verify_reports_rates_and_flags_a_much_lower_one():
    policy = flaky_policy(50, 100)
    same = policy.verify(Script(*[F, P] * 5))
    assert same.minimized == FailureRate(5, 10)
    assert not same.much_lower and same.verified
    lower = policy.verify(Script(F, *[P] * 9))
    assert lower.much_lower and not lower.verified          # 0.1 < 0.5 * 0.398
    data = lower.as_dict()
    assert data["original"]["interval"] == [0.3983, 0.6017]
    assert data["minimized"]["failed"] == 1 and data["runs"] == 10
    assert policy.runs == 20


def test_k99_of_a_measured_rate():
    assert FailureRate(10, 10).k99() == 4      # lower bound 0.69
    assert FailureRate(0, 10).k99() is None


def test_expected_decisions_grows_with_log_units():
    assert [expected_decisions(n) for n in (1, 499, 10_000)] == [20, 90, 140]


def test_concurrent_decisions_count_every_run():
    policy = flaky_policy()
    r = policy.runs_to_pass()
    threads = [threading.Thread(target=policy.decide, args=(key, lambda: P))
               for key in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert policy.runs == 8 * r


def test_report_section():
    policy = FlakyPolicy(FailureRate(6, 6), 50)
    policy.decide("a", Script(P))
    assert policy.as_dict() == {
        "original": {"runs": 6, "failed": 6, "failure_rate": 1.0, "interval": [0.5407, 1.0],
                     "confidence": 0.95, "k99": 6},
        "runs_to_pass": 1, "target_error": 0.05, "decisions": 50, "covered": 0,
        "search_runs": 1, "runs": 1}


class Rounds:
    """A Repeat of width 2 that runs one after another and notes each round's size."""

    width = 2

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def __call__(self, run, n):
        self.sizes.append(n)
        return [run() for _ in range(n)]


def test_with_width_2_a_pass_takes_r_runs_in_rounds_of_two():
    rounds = Rounds()
    policy = FlakyPolicy(FailureRate(30, 100), 100, repeat=rounds)
    assert policy.runs_to_pass() == 31
    run = Script(*[P] * 40)
    assert policy.decide("c", run) is P
    assert run.calls == 31 and rounds.sizes == [2] * 15 + [1]


def test_with_width_2_a_fail_ends_with_its_round():
    rounds = Rounds()
    policy = FlakyPolicy(FailureRate(30, 100), 100, repeat=rounds)
    run = Script(P, P, F, P, P)
    assert policy.decide("c", run) is F
    assert run.calls == 4 and policy.runs == 4 and rounds.sizes == [2, 2]


def test_with_width_2_estimate_and_recheck_go_by_rounds():
    rounds = Rounds()
    run = Script(*[F] * 20)
    policy = FlakyPolicy.estimate(run, decisions=50, observed=FailureRate(1, 1), repeat=rounds)
    # 6 straight failures end it; rounds of two stop at 7 with the observed one.
    assert run.calls == 6 and policy.original == FailureRate(7, 7)
    assert policy.repeat is rounds and rounds.sizes == [2, 2, 2]
    rounds.sizes.clear()
    # r is 1 until the first pass; then r is taken again and rounds are of two.
    assert policy.recheck("best", Script(P, P, P, F, P)) is True
    assert rounds.sizes == [1, 2, 2] and policy.rate == FailureRate(8, 12)
