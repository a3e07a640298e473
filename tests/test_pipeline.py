"""The probe of the original, the verification loop, the typed Result, and the protocols
they rely on (Sandbox defaults, the policy's say in caching), in-process."""

from __future__ import annotations

import itertools
import json
import threading

import pytest
from conftest import run_trail
from trail.core.flaky import FlakyPolicy
from trail.core.outcome import Convention, Outcome, ReductionStopped
from trail.core.rate import FailureRate
from trail.core.reduce import Guarantees, PassRecord
from trail.facts import inconclusive_text
from trail.handoff.markdown import markdown
from trail.oracle import tester  # as a module: pytest would collect a class named Tester
from trail.oracle.call import Delivery, InputKind, Oracle, OracleCall, RunResult
from trail.oracle.capture import capture
from trail.oracle.signature import Signature, describe_failure
from trail.parallel.pool import Repeater
from trail.pipeline.probe import (
    CANDIDATE_TIMEOUT,
    SUITE_TIMEOUT,
    OriginalContext,
    SignatureChoice,
    UnsteadyFailure,
    cannot_start,
    first_failure,
    first_failures_side_by_side,
    original_problem,
)
from trail.pipeline.verify import NOT_VERIFIED, verification_reserve, verify
from trail.result import Counts, FormatFacts, InputFacts, Result, Size, Status
from trail.sandbox.base import Sandbox
from trail.sandbox.local import LocalSandbox


def _ran(status: int | None, stderr: bytes = b"", *, timed_out: bool = False) -> RunResult:
    return RunResult(status, None, timed_out, b"", stderr, 0.0)


def _runs(*outcomes: Outcome):
    """A run of the original that answers `outcomes` in turn, with exit 1 or 0."""
    answers = iter(outcomes)
    return lambda: (o := next(answers), _ran(1 if o is Outcome.FAIL else 0))


def test_first_failure_stops_at_the_first_fail_and_counts_the_runs():
    first = first_failure(_runs(Outcome.PASS, Outcome.UNRESOLVED, Outcome.FAIL, Outcome.PASS), 20)
    assert (first.outcome, first.runs, first.failed) == (Outcome.FAIL, 3, True)


def test_first_failure_gives_up_after_its_tries():
    first = first_failure(_runs(Outcome.PASS, Outcome.PASS, Outcome.FAIL), 2)
    assert (first.outcome, first.runs) == (Outcome.PASS, 2)


def test_with_a_pool_the_two_series_of_original_runs_go_side_by_side():
    # The first run of each series waits for the other's: one series after the other,
    # they would break the barrier at its timeout instead.
    meet = threading.Barrier(2, timeout=10)
    series = [[Outcome.PASS, Outcome.FAIL], [Outcome.FAIL]]
    calls = [0, 0]

    def run(which: int):
        calls[which] += 1
        if calls[which] == 1:
            meet.wait()
        outcome = series[which].pop(0)
        return outcome, _ran(1 if outcome is Outcome.FAIL else 0)

    pool = Repeater(2)
    try:
        first, (again,) = first_failures_side_by_side(lambda: run(0), lambda: run(1), 2, pool)
    finally:
        pool.close()
    assert (first.outcome, first.runs) == (Outcome.FAIL, 2)
    assert (again.outcome, again.runs) == (Outcome.FAIL, 1)


def test_side_by_side_the_series_that_failed_is_the_first_failure():
    # An oracle that leaves a marker behind fails only on the run that gets ahead;
    # when that was the second series, trail said the original passes.
    pool = Repeater(2)
    try:
        first, [again] = first_failures_side_by_side(
            lambda: (Outcome.PASS, _ran(0)), lambda: (Outcome.FAIL, _ran(3, b"boom")), 1, pool)
    finally:
        pool.close()
    assert (first.outcome, first.result.exit_status) == (Outcome.FAIL, 3)
    assert again.outcome is Outcome.PASS


def test_at_jobs_2_trail_delta_runs_the_original_twice_at_once(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("a\nBUG\nb\n")
    log = tmp_path / "log"
    oracle = tmp_path / "o.sh"  # the original takes a second; it writes when it ran
    oracle.write_text(
        '#!/bin/sh\ngrep -q BUG "$1" || exit 0\n'
        f'if [ "$(wc -l < "$1")" -eq 3 ]; then\n'
        f'  start=$(date +%s.%N); sleep 1; echo "$start $(date +%s.%N)" >> {log}\nfi\n'
        'echo "error: BUG found" >&2; exit 1\n')
    oracle.chmod(0o755)
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle-script", str(oracle), str(source), "--out", str(out),
                  "--granularity", "lines", "-j", "2", "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    # A line no shape knows is drawn from 3 runs: 2 side by side, then one more.
    (a_start, a_end), (b_start, b_end), (c_start, _) = sorted(
        tuple(map(float, line.split())) for line in log.read_text().splitlines())
    assert b_start < a_end  # the second run began before the first ended
    assert c_start >= max(a_end, b_end) - 0.05
    report = json.loads((out / "report.json").read_text())
    assert report["signature"]["lines"] == ["^[ \t]*error: BUG found[ \t]*$"]
    # --verify 1 is the final candidate's own failing run: no run after the reduction.
    assert report["tests"]["oracle_runs"] == 3 + report["tests"]["run"]
    assert report["verification"] == {"runs": 1, "failed": 1, "verified": True}


def test_the_two_timeout_rules_and_a_given_timeout():
    assert CANDIDATE_TIMEOUT.timeout(None, 0.1) == 5.0       # the floor
    assert CANDIDATE_TIMEOUT.timeout(None, 2.0) == 20.0      # 10x
    assert SUITE_TIMEOUT.timeout(None, 1.0) == 30.0
    assert SUITE_TIMEOUT.timeout(None, 10.0) == 40.0         # 4x
    assert CANDIDATE_TIMEOUT.timeout(7.0, 100.0) == 7.0      # --test-timeout wins


CAPTURED = SignatureChoice()


def _problem(result: RunResult, outcome: Outcome, runs: int = 1,
             choice: SignatureChoice = CAPTURED) -> str | None:
    first = first_failure(lambda: (outcome, result), runs)
    ctx = OriginalContext(Oracle("cmd {}", convention=Convention.BISECT), choice, None, 60.0)
    return original_problem(first, ctx)


def test_the_original_run_is_judged_with_the_words_delta_uses():
    assert _problem(_ran(1), Outcome.FAIL) is None
    assert _problem(_ran(127, b"sh: nope: not found"), Outcome.FAIL) == (
        "the oracle could not start (exit status 127: sh: nope: not found); fix the oracle "
        "command")
    assert _problem(_ran(0), Outcome.PASS, runs=3) == (
        "nothing to minimize: the oracle passed on the original input 3 times out of 3")
    assert _problem(_ran(0), Outcome.PASS).startswith(
        "nothing to minimize: the oracle passes on the original input (exit status 0); trail "
        "reads exit 0 as 'no failure'")
    assert _problem(_ran(None, timed_out=True), Outcome.UNRESOLVED) == (
        "the oracle timed out on the original input (it is capped by --timeout 60 s): raise "
        "--timeout or give a --test-timeout, or check that the oracle ends on its own")
    assert _problem(_ran(139), Outcome.UNRESOLVED) == (
        "the oracle's result on the original input is UNRESOLVED (exit status 139): to "
        "minimize this crash, pass --expect-exit 139")
    assert _problem(_ran(2), Outcome.UNRESOLVED, choice=SignatureChoice(expect_exit=3)) == (
        "the original input does not match the requested signature (exit status 3): the "
        "oracle gave exit status 2; fix --expect-exit or --expect-output, or drop them to use "
        "the original's own failure")


def test_cannot_start_is_a_failure_with_the_shells_126_or_127():
    assert cannot_start(first_failure(lambda: (Outcome.FAIL, _ran(126))))
    assert not cannot_start(first_failure(lambda: (Outcome.FAIL, _ran(1))))
    assert not cannot_start(first_failure(lambda: (Outcome.UNRESOLVED, _ran(127))))


def test_describe_failure_says_status_and_last_stderr_line():
    assert describe_failure(_ran(3, b"boom\nKeyError: 'x'\n\n")) == "exit status 3 (KeyError: 'x')"
    assert describe_failure(_ran(None, timed_out=True)) == "it timed out"


def test_verify_counts_failures_in_rounds_of_the_repeat_width():
    said: list[str] = []
    outcomes = itertools.cycle([Outcome.FAIL, Outcome.FAIL, Outcome.PASS])
    checked = verify(lambda: next(outcomes), 6, on_round=said.append)
    assert checked.rate == FailureRate(4, 6) and not checked.verified
    assert said == [f"verify {k}/6" for k in range(1, 7)]
    assert verify(lambda: Outcome.FAIL, 3).to_json() == {"runs": 3, "failed": 3,
                                                         "verified": True}
    assert verify(lambda: Outcome.FAIL, 0) is NOT_VERIFIED


def test_verify_counts_the_results_own_failing_run_as_the_first_of_k():
    said: list[str] = []
    runs = itertools.count(1)
    checked = verify(lambda: Outcome.FAIL if next(runs) else Outcome.PASS, 10,
                     on_round=said.append, already=Outcome.FAIL)
    assert checked.to_json() == {"runs": 10, "failed": 10, "verified": True}
    assert next(runs) == 10  # nine runs made
    assert said == [f"verify {k}/10" for k in range(2, 11)]
    assert verify(lambda: Outcome.PASS, 3, already=Outcome.FAIL).rate == FailureRate(1, 3)
    assert verify(lambda: Outcome.FAIL, 1, already=Outcome.FAIL).rate == FailureRate(1, 1)


def test_verify_at_width_2_takes_ceil_k_over_2_rounds():
    rounds: list[int] = []

    class Pairs:
        width = 2

        def __call__(self, run, n):
            rounds.append(n)
            return [run() for _ in range(n)]

    checked = verify(lambda: Outcome.FAIL, 10, repeat=Pairs(), already=Outcome.FAIL)
    assert checked.rate == FailureRate(10, 10)
    assert rounds == [2, 2, 2, 2, 1]  # 9 runs in ceil(10/2) rounds


def test_result_to_json_has_the_schema_keys_in_order():
    result = Result(
        Status.PARTIAL, "timeout", ["trail", "delta"],
        InputFacts("/in.txt", "in.txt", "file", Size(10, 4)), "in.txt", Size(5, 2), "ab",
        FormatFacts("text", "by extension", [], "lines"), Oracle("cmd {}"), 5.0, Signature(1),
        {"name": "local", "image": None, "image_id": None}, Counts(7, 1, 0, 9, 0), 1.5, 1,
        False, [], NOT_VERIFIED, None)
    report = result.to_json()
    assert list(report) == [
        "schema", "version", "status", "partial_reason", "command_line", "input", "minimized",
        "minimized_text", "minimized_files", "reduction_ratio", "kept", "format", "oracle",
        "signature", "sandbox", "tests", "time_seconds", "jobs", "strict_ddmin", "passes",
        "guarantees", "curve", "verification", "flaky", "files", "failure_output"]
    assert report["status"] == "partial" and report["reduction_ratio"] == 0.5
    assert report["kept"] is None  # no pieces were given
    assert report["tests"] == {"run": 7, "cached": 1, "malformed_skipped": 0,
                               "oracle_runs": 9, "wasted": 0, "outcomes": {},
                               "inconclusive": {}}
    assert report["oracle"]["test_timeout"] == 5.0
    assert report["files"]["report_json"] == "report.json"


def test_report_md_states_the_guarantees_and_how_each_pass_ended():
    records = [PassRecord("lines", 1, 4, 10, 6, 4).to_dict(),
               PassRecord("chars", 1, 6, 6, 5, 3, ended="paused").to_dict()]
    result = Result(
        Status.MINIMIZED, None, ["trail", "delta"],
        InputFacts("/in.txt", "in.txt", "file", Size(10, 4)), "in.txt", Size(5, 2), "ab",
        FormatFacts("text", "by extension", [], "lines"), Oracle("cmd {}"), 5.0, Signature(1),
        {"name": "local", "image": None, "image_id": None}, Counts(7, 1, 0, 9, 0), 1.5, 1,
        False, records, NOT_VERIFIED, None,
        guarantees=Guarantees(("lines", "chars")).to_dict())
    report = result.to_json()
    assert report["guarantees"]["one_minimal_at"] == "chars"
    text = markdown(report)
    assert "| guarantees | 1-minimal: without any single character it no longer fails |" in text
    # The passes, by name, in the details.
    assert ("| passes proven at | `1-minimal for single-unit deletion at pass chars (and at "
            "lines)` |") in text
    assert "| 1 | `chars` | 6 | 6 | 5 | 3 | paused |" in text


class _Scripted(Sandbox):
    """A sandbox that answers exit statuses from a list, in turn, without running anything."""

    name = "scripted"

    def __init__(self, *statuses: int) -> None:
        self.statuses = list(statuses)

    def run(self, call: OracleCall) -> RunResult:
        return _ran(self.statuses.pop(0))

    def close(self) -> None:
        pass


def test_the_sandbox_protocol_gives_no_op_defaults():
    sandbox = _Scripted()
    assert sandbox.describe() == {"name": "scripted", "image": None, "image_id": None}
    assert sandbox.reproduce_wrap(Delivery.PATH, InputKind.FILE, "in", 5.0) is None
    assert sandbox.check_original(_ran(127)) is None and not sandbox.runs_on_host
    assert LocalSandbox.runs_on_host


def test_the_policy_says_which_outcomes_the_tester_caches():
    once = tester.Tester(Oracle("cmd {}"), _Scripted(0, 1))
    assert [once.test(b"x"), once.test(b"x")] == [Outcome.PASS, Outcome.PASS]
    assert once.counters.tests == 1  # one run decides for good: the PASS was cached
    flaky = FlakyPolicy(FailureRate(5, 10), decisions=1)
    repeated = tester.Tester(Oracle("cmd {}"), _Scripted(*[0] * flaky.runs_to_pass(), 1),
                             policy=tester.Repeated(flaky))
    assert repeated.test(b"x") is Outcome.PASS
    assert repeated.test(b"x") is Outcome.PASS and repeated.counters.tests == 2  # asked again
    assert repeated.policy.final(Outcome.FAIL) and not repeated.policy.final(Outcome.PASS)


def test_the_tester_confirms_what_is_admitted_and_knows_a_cached_failure():
    once = tester.Tester(Oracle("cmd {}"), _Scripted(0, 1, 1, 0))
    renders = [lambda: b"malformed", lambda: b"a", lambda: b"b"]
    # Not run: the malformed one; a passes, b fails: b's index.
    assert once.confirm(renders, admits=lambda data: data != b"malformed") == 2
    assert once.counters.oracle_runs == 2
    assert once.test(b"c") is Outcome.FAIL  # cached: confirming it makes no run
    assert once.confirm([lambda: b"a", lambda: b"c"]) == 1 and once.counters.oracle_runs == 3
    assert once.test(b"d") is Outcome.PASS  # cached for good by the deterministic policy
    assert once.confirm([lambda: b"d"]) is None and once.counters.oracle_runs == 4
    flaky = FlakyPolicy(FailureRate(5, 10), decisions=1, confirms=True)
    r = flaky.runs_to_pass()
    repeated = tester.Tester(Oracle("cmd {}"), _Scripted(*[0] * r),
                             policy=tester.Repeated(flaky))
    assert repeated.confirm([lambda: b"x"]) is None and repeated.counters.oracle_runs == r


class _Hangs(Sandbox):
    """A sandbox whose oracle never ends on its own: it answers at the call's timeout,
    as the local sandbox does when it kills the group; `timeouts` are the ones asked."""

    name = "hangs"

    def __init__(self) -> None:
        self.timeouts: list[float | None] = []

    def run(self, call: OracleCall) -> RunResult:
        self.timeouts.append(call.timeout)
        return _ran(None, timed_out=True)

    def close(self) -> None:
        pass


def test_the_budget_cuts_a_calls_timeout_to_its_deadline():
    budget = tester.Budget(10.0, started=0.0)
    budget.elapsed = lambda: 7.5  # type: ignore[method-assign]
    assert budget.cap(1.0) == (1.0, False)   # ends before the deadline: its own timeout
    assert budget.cap(5.0) == (2.5, True)    # would run past it: stopped at it
    assert budget.cap(None) == (2.5, True)
    assert tester.Budget().cap(5.0) == (5.0, False)


def test_a_run_the_deadline_stops_answers_nothing_and_none_starts_after_it():
    # Before, the call got its whole --test-timeout (60 s here) past a 0.2 s budget.
    hangs = _Hangs()
    capped = tester.Tester(Oracle("cmd {}"), hangs, test_timeout=60.0,
                           budget=tester.Budget(0.2))
    with pytest.raises(ReductionStopped, match="timeout"):
        capped.test(b"x")
    assert len(hangs.timeouts) == 1 and hangs.timeouts[0] <= 0.2
    assert capped.cache.get(tester.content_key(b"x")) is None  # stopped, not decided
    # Its own timeout ending first is an answer: the candidate hangs, UNRESOLVED.
    own = tester.Tester(Oracle("cmd {}"), hangs, test_timeout=1.0, budget=tester.Budget(60.0))
    assert own.test(b"x") is Outcome.UNRESOLVED and hangs.timeouts[-1] == 1.0
    late = tester.Tester(Oracle("cmd {}"), hangs, budget=tester.Budget(0.0))
    with pytest.raises(ReductionStopped, match="timeout"):
        late.run_once(b"x")
    assert len(hangs.timeouts) == 2  # nothing started


def test_verification_stopped_by_the_deadline_counts_the_runs_that_ended():
    answers = iter([Outcome.FAIL, Outcome.FAIL, Outcome.FAIL])

    def run() -> Outcome:
        outcome = next(answers, None)
        if outcome is None:
            raise ReductionStopped("timeout")
        return outcome

    assert verify(run, 10).to_json() == {"runs": 3, "failed": 3, "verified": True}
    # Side by side, a round the deadline cut is the last: 5 runs ended, not 10.
    answers = iter([Outcome.FAIL] * 5)
    pool = Repeater(2)
    try:
        assert verify(run, 10, repeat=pool).rate == FailureRate(5, 5)
    finally:
        pool.close()


def test_a_wall_clock_cap_keeps_time_for_verifying():
    assert verification_reserve(10, 2, 1.0, 100.0) == 10.0  # 5 rounds of 1 s, twice
    assert verification_reserve(10, 1, 0.01, 100.0) == 1.0  # at least a second
    assert verification_reserve(10, 1, 3.0, 10.0) == 5.0    # at most half the cap
    assert verification_reserve(0, 1, 3.0, 10.0) == 0.0     # --verify 0


# -- more runs of the original check the captured signature --------------------------

def _failed(line: str, status: int = 1) -> RunResult:
    return RunResult(status, None, False, b"", (line + "\n").encode(), 0.1)


def test_a_steady_message_keeps_its_signature():
    first = _failed("ValueError: bad record 3f2a1b2c-1111-2222-3333-444455556666")
    again = _failed("ValueError: bad record 77bc90de-aaaa-4bcd-8ef0-123456789abc")
    assert capture(first, others=[again]) == capture(first)


def test_words_that_change_between_runs_become_wildcards_and_the_report_says_which():
    first, again = _failed("Error: req Ab3dE9xQ failed"), _failed("Error: req Zz81kkPq failed")
    checked = capture(first, others=[again, _failed("Error: req Zz81kkPq failed")])
    assert checked.lines == ("^[ \t]*Error: req [^ ]+ failed[ \t]*$",)
    assert checked.matches(first) and checked.matches(again)
    assert checked.matches(_failed("Error: req QQQQQQQQ failed"))
    assert not checked.matches(_failed("Error: req QQQQQQQQ timed out"))
    assert "'Ab3dE9xQ' vs 'Zz81kkPq'" in checked.note
    assert checked.to_dict()["note"] == checked.note
    assert checked.generalized == ("'Ab3dE9xQ': changes between runs of the original",)


def test_words_whose_order_changes_between_runs_match_as_a_set():
    runs = [_failed("conflicting flags: verbose, quiet, debug"),
            _failed("conflicting flags: quiet, debug, verbose"),
            _failed("conflicting flags: verbose, quiet, debug")]
    checked = capture(runs[0], others=runs[1:])
    assert all(checked.matches(run) for run in runs)
    assert checked.matches(_failed("conflicting flags: debug, verbose, quiet"))
    assert checked.matches(_failed("conflicting flags: quiet, debug"))  # a smaller input's
    assert not checked.matches(_failed("conflicting flags: verbose, quiet, color"))


def test_a_message_with_no_word_for_word_reading_stops_with_what_moves():
    first, again = _failed("Error: one two"), _failed("Error: three four five")
    with pytest.raises(UnsteadyFailure, match="--expect-output .* or --any-failure"):
        capture(first, others=[again])


def test_another_exit_status_the_second_time_names_flakiness_not_the_message():
    first, again = _failed("Error: x", 1), _failed("Error: x", 2)
    with pytest.raises(UnsteadyFailure, match="exit status 1.*exit status 2.*--flaky"):
        capture(first, others=[again])


def test_an_overridden_signature_is_not_checked_against_other_runs():
    named = SignatureChoice(expect_output="Error")
    assert named.resolve(_failed("Error: a"), (), [_failed("Other")]) == Signature(
        None, "Error", source="overridden")


def test_a_secret_in_the_changing_words_is_masked_in_the_note():
    first = _failed("AuthError: key sk-FAKE-abc123456 rejected at Ab3dE9xQ")
    again = _failed("AuthError: key sk-FAKE-abc123456 rejected at Zz81kkPq")
    checked = capture(first, ("sk-FAKE-abc123456",), [again])
    assert "sk-FAKE" not in "".join(checked.lines) and "abc123" not in "".join(checked.lines)
    assert "sk-FAKE" not in checked.note and "sk-FAKE" not in str(checked.to_dict())
    assert checked.matches(again)


def test_a_captured_signature_wildcards_this_process_secrets_for_every_job(monkeypatch):
    # bisect and isolate resolve the signature without passing secrets: the default
    # reads them from the environment, as trail delta's own list does.
    monkeypatch.setenv("DEPLOY_TOKEN", "tok-abcdef123456")
    result = _failed("AuthError: key tok-abcdef123456 rejected")
    signature = SignatureChoice().resolve(result)
    assert signature.lines == ("^[ \t]*AuthError: key [^ ]+ rejected[ \t]*$",)


def test_a_weak_signature_is_said_before_reducing_and_kept_in_the_report(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("a\nBUG\nb\n")
    out = tmp_path / "out"
    r = run_trail("delta", "--oracle", "! grep -q BUG {}", str(source), "--out", str(out),
                  "-j", "1", "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    said = r.stderr.decode()
    warning = ("trail: warning: the failure signature is only exit status 1: the oracle "
               "prints nothing, so another failure with that status counts as the same; have "
               "it print the failure's message and pass --expect-output REGEX to pin it")
    assert warning in said
    assert said.index(warning) < said.index("checks of the oracle")  # before the reduction
    report = json.loads((out / "report.json").read_text())
    assert report["signature"]["weak"] == warning.removeprefix("trail: warning: ")
    assert report["format"]["warnings"] == [report["signature"]["weak"]]
    # No re-run of the original; --verify 1 is the result's own failing run.
    assert report["tests"]["oracle_runs"] == 1 + report["tests"]["run"]


def test_a_silent_c_reduce_style_script_gets_no_weak_signature_warning(tmp_path):
    # By C-Reduce's convention the script's exit 0 is the whole verdict: there is no
    # line to pin, so the advice to pin one would only be noise on every run.
    source = tmp_path / "in.txt"
    source.write_text("a\nBUG\nb\n")
    out = tmp_path / "out"
    r = run_trail("delta", "--interesting-exit-zero", "--oracle", "grep -q BUG {}",
                  str(source), "--out", str(out), "-j", "1", "--verify", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr.decode()
    assert "warning" not in r.stderr.decode()
    report = json.loads((out / "report.json").read_text())
    assert report["signature"]["weak"] is None and report["format"]["warnings"] == []
    assert (out / "in.txt").read_text() == "BUG"


def test_verification_tells_its_own_failures_from_the_reductions_run():
    # The result's own failing test counts as the first of K; the advice for a result
    # that never failed again must not count it as one that did.
    never = verify(lambda: Outcome.PASS, 3, already=Outcome.FAIL)
    assert never.rate == FailureRate(1, 3) and never.fresh_failures == 0
    fresh = verify(lambda: Outcome.FAIL, 3)
    assert fresh.rate == FailureRate(3, 3) and fresh.fresh_failures == 3


class _Said(Sandbox):
    """A sandbox whose calls exit 125, saying on stderr the candidate's own text."""

    name = "said"

    def run(self, call: OracleCall) -> RunResult:
        return RunResult(125, None, False, b"", b"setting up\n" + call.candidate, 0.1)

    def close(self) -> None:
        pass


def test_an_oracles_exits_125_are_counted_by_the_why_it_gives_and_said_so():
    judge = tester.Tester(Oracle("cmd {}"), _Said(), signature=Signature(exit_status=1))
    whys = [b"inconclusive: the test did not run (collection error)\n"] * 3 + [
        b"inconclusive: the test was skipped", b"no reason given\n",
        b"inconclusive: the test did not run (collection error) \n"]
    for i, why in enumerate(whys):  # each its own candidate: none from the cache
        assert judge.test(b"candidate %d\n" % i + why) is Outcome.UNRESOLVED
    assert judge.counters.said == {"the test did not run (collection error)": 4,
                                   "the test was skipped": 1}
    counts = {"outcomes": {"exit 125": 6, "fail": 3, "timed out": 2, "pass": 1},
              "inconclusive": {"the test did not run (collection error)": 4,
                               "the test was skipped": 1}}
    assert inconclusive_text(counts) == (
        "8 of 12 candidate runs inconclusive: 4 the test did not run (collection error), "
        "1 the test was skipped, 1 exit 125, 2 timed out")
    assert inconclusive_text({"outcomes": {"fail": 3, "pass": 1}, "inconclusive": {}}) is None


def test_a_long_why_is_counted_cut_at_a_word_with_an_ellipsis():
    judge = tester.Tester(Oracle("cmd {}"), _Said(), signature=Signature(exit_status=1))
    why = ("the test failed another way (error: ValueError: the retention window must lie "
           "between timedelta(hours=1) and timedelta(hours=24), not 3 days)")
    assert len(why) > tester.WHY_CHARS
    for i in range(2):  # the same why, however it goes on past the cut
        judge.test(b"candidate %d\ninconclusive: %s %d\n" % (i, why.encode(), i))
    assert judge.counters.said == {
        "the test failed another way (error: ValueError: the retention window must lie "
        "between timedelta(hours=1) and…": 2}
