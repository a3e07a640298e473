"""The floor of a flaky reduction (trail.core.floor), and what a confirmed search
spends against it: exact run counts, and the result checked against the truth."""

from __future__ import annotations

import random

from guarantee_check import disproofs
from trail.core.digest import digest
from trail.core.flaky import FlakyPolicy, expected_decisions
from trail.core.floor import Floor
from trail.core.outcome import Outcome
from trail.core.rate import FailureRate
from trail.core.reduce import reduce
from trail.facts import floor_text
from trail.formats.text import CHARS, LINES

F, P = Outcome.FAIL, Outcome.PASS


class Script:
    """A run function that plays back outcomes, counting its calls into `log`."""

    def __init__(self, name: str, log: list[str], *outcomes: Outcome) -> None:
        self.name, self.log, self.outcomes = name, log, list(outcomes)

    def __call__(self) -> Outcome:
        self.log.append(self.name)
        return self.outcomes.pop(0)


def test_the_floor_of_the_worked_example():
    # 10 estimation runs, 3 adoptions at p = 0.7 (ceil(4.29) = 5), 4 candidates at r = 9.
    assert Floor(estimation=10, adopted=3, rate=0.7, runs_to_pass=9, candidates=4).runs == 51
    # An exact 1/p is not rounded up past itself: 3 / 0.75 = 4.
    assert Floor(10, 3, 0.75, 9, 4).runs == 10 + 4 + 36
    assert Floor(6, 0, 1.0, 1, 0).runs == 6
    assert Floor(10, 3, 0.7, 9, 4).as_dict(spent=102) == {
        "runs": 51, "spent": 102, "ratio": 2.0, "estimation": 10, "adopted": 3,
        "candidates": 4, "runs_to_pass": 9}


def test_confirm_spreads_the_error_over_its_candidates():
    # 7 of 10: p_low = 0.3968. Before: alpha = 0.05 / 100, r = 16; a search's decision
    # misses at most 20%: s = ceil(ln 0.2 / ln 0.6032) = ceil(3.18) = 4. Confirming
    # 4 candidates: alpha = 0.05 / 4, r = ceil(8.67) = 9, the worked example's.
    policy = FlakyPolicy(FailureRate(7, 10), decisions=100, confirms=True)
    assert (policy.runs_to_pass(), policy.search_runs()) == (16, 4)
    log: list[str] = []
    assert policy.decide("a", Script("a", log, *[P] * 4)) is P
    assert log == ["a"] * 4
    log.clear()
    runs = {name: Script(name, log, *[P] * 9) for name in "abcd"}
    assert policy.confirm(list(runs.items())) is None
    # Only the missing runs, a run each in turn: a has 5 left, the others 9.
    assert log == ["a", "b", "c", "d"] * 5 + ["b", "c", "d"] * 4
    assert policy.runs_to_pass() == 9
    assert policy.floor() == Floor(10, 0, 0.7, 9, 4)
    assert policy.floor().runs == 46 and policy.runs == 4 + 5 + 27


def test_confirm_stops_at_the_first_failure_a_round_shows():
    policy = FlakyPolicy(FailureRate(7, 10), decisions=100, confirms=True)
    log: list[str] = []
    found = policy.confirm([("a", Script("a", log, P, P)), ("b", Script("b", log, P, F)),
                            ("c", Script("c", log, P))])
    assert found == 1 and log == ["a", "b", "c", "a", "b"]
    # b is now known to fail: asked again, it answers without a run, and counts as adopted.
    assert policy.confirm([("b", Script("b", log))]) == 0 and len(log) == 5
    assert policy.floor().adopted == 1


def test_without_confirms_a_decision_takes_the_full_r():
    policy = FlakyPolicy(FailureRate(7, 10), decisions=100)
    log: list[str] = []
    assert policy.search_runs() == policy.runs_to_pass() == 16
    assert policy.decide("a", Script("a", log, *[P] * 16)) is P and len(log) == 16


# 40 lines; the failure needs "row 7" and "row 23" and shows 60% of the time.
ROWS = b"".join(b"row %d\n" % i for i in range(40))


def truly_fails(data: bytes) -> bool:
    return b"row 7\n" in data and b"row 23\n" in data


def seeded_reduction(seed: int) -> tuple[bytes, dict, int, Floor]:
    """A flaky reduction of ROWS by lines then characters, as the pipeline wires it:
    the result, its guarantees, the oracle's runs and the floor."""
    rng = random.Random(seed)
    calls = 0

    def run(data: bytes) -> Outcome:
        nonlocal calls
        calls += 1
        return F if truly_fails(data) and rng.random() < 0.6 else P

    policy = FlakyPolicy.estimate(lambda: run(ROWS), decisions=expected_decisions(40),
                                  confirms=True)
    reduction = reduce(
        ROWS, [LINES, CHARS], lambda data: policy.decide(digest(data), lambda: run(data)),
        recheck=lambda best: policy.recheck(digest(best), lambda: run(best)),
        confirm=lambda renders: policy.confirm(
            [(digest(render()), lambda render=render: run(render())) for render in renders]))
    return reduction.data, reduction.guarantees.to_dict(), calls, policy.floor()


def test_a_seeded_flaky_reduction_is_one_minimal_near_its_floor():
    data, guarantees, calls, floor = seeded_reduction(seed=1)
    assert data == b"row 7\nrow 23\n"
    assert guarantees["one_minimal"] == ["lines", "chars"]
    # The ground truth: no single-unit deletion at the claimed passes still fails.
    assert disproofs(data, guarantees, [LINES, CHARS], truly_fails) == []
    # 2 line deletions and 13 character deletions, all distinct, at r = 9 each; 32
    # estimation runs at p = 23/36; 8 adoptions: 32 + ceil(12.5) + 15 * 9 = 180.
    assert floor == Floor(32, 8, 23 / 36, 9, 15) and floor.runs == 180
    assert calls == 210


def test_seeded_flaky_reductions_stay_one_minimal():
    for seed in range(8):
        data, guarantees, _, floor = seeded_reduction(seed)
        assert disproofs(data, guarantees, [LINES, CHARS], truly_fails) == [], seed
        assert floor.candidates > 0


def test_a_deterministic_oracle_confirms_without_a_run():
    # Six straight failures: r = s = 1. The search's one run per candidate is already
    # r, so confirming makes no run: --flaky costs the estimation and the rechecks.
    plain_calls = flaky_calls = 0

    def plain(data: bytes) -> bool:
        nonlocal plain_calls
        plain_calls += 1
        return truly_fails(data)

    def run(data: bytes) -> Outcome:
        nonlocal flaky_calls
        flaky_calls += 1
        return F if truly_fails(data) else P

    rechecks = 0

    def recheck(best: bytes) -> bool:
        nonlocal rechecks
        rechecks += 1
        return policy.recheck(digest(best), lambda: run(best))

    policy = FlakyPolicy.estimate(lambda: run(ROWS), decisions=expected_decisions(40),
                                  confirms=True)
    assert policy.runs == 6 and policy.runs_to_pass() == 1
    flaky = reduce(ROWS, [LINES, CHARS],
                   lambda data: policy.decide(digest(data), lambda: run(data)),
                   recheck=recheck,
                   confirm=lambda renders: policy.confirm(
                       [(digest(r()), lambda r=r: run(r())) for r in renders]))
    assert flaky.data == reduce(ROWS, [LINES, CHARS], plain).data == b"row 7\nrow 23\n"
    assert flaky_calls == plain_calls + 6 + rechecks
    assert policy.floor().candidates == 15


def test_the_report_says_the_runs_beside_their_floor():
    floor = Floor(10, 3, 0.7, 9, 4).as_dict(spent=102)
    assert floor_text(floor) == (
        "102 spent by the reduction, against a floor of 51 (2.00x): 10 to estimate the "
        "failure rate, 3 candidates adopted as failing, 4 single-unit candidates of the "
        "result at 9 clean runs each")
    assert floor_text(Floor(6, 3, 1.0, 1, 4).as_dict(spent=13)).endswith(
        "4 single-unit candidates of the result at 1 run each, the oracle having failed "
        "every run of an input known to fail (taken as deterministic)")
    assert floor_text(None) is None
